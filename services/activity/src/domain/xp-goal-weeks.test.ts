import { describe, expect, it } from "vitest";
import { xpGoalWeeks } from "./xp-goal-weeks.js";

describe("XP Target weeks", () => {
  it("counts XP in the learner's local weeks, not UTC's", () => {
    const createdAt = new Date("2026-03-16T10:00:00Z");
    const now = new Date("2026-03-25T12:00:00Z");
    // 23:30 UTC on Sunday 22 March is already Monday 23 March in Auckland (UTC+13).
    const awards = [
      { xp: 50, awardedAt: new Date("2026-03-17T09:00:00Z") },
      { xp: 30, awardedAt: new Date("2026-03-22T11:30:00Z") },
      { xp: 40, awardedAt: new Date("2026-03-24T09:00:00Z") },
    ];
    const london = xpGoalWeeks(awards, 75, createdAt, now, "Europe/London");
    expect(london.map((w) => [w.monday.day, w.xpAchieved, w.targetAchieved])).toEqual([
      [16, 80, true],
      [23, 40, false],
    ]);
    const auckland = xpGoalWeeks(awards, 75, createdAt, now, "Pacific/Auckland");
    expect(auckland.map((w) => [w.monday.day, w.xpAchieved])).toEqual([
      [16, 50],
      [23, 70],
    ]);
    // London's week of 23 March ends at Monday 30 March 00:00 BST (23:00 UTC on the 29th).
    expect(london[1]!.end.toISOString()).toBe("2026-03-29T23:00:00.000Z");
  });

  it("shows at most the last 12 weeks", () => {
    const weeks = xpGoalWeeks([], 150, new Date("2025-01-01T00:00:00Z"), new Date("2026-03-25T00:00:00Z"), "UTC");
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)!.monday).toEqual({ year: 2026, month: 3, day: 23 });
    expect(weeks.every((w) => w.xpTarget === 150 && !w.targetAchieved)).toBe(true);
  });
});
