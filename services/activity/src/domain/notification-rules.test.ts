import { describe, expect, it } from "vitest";
import type { NotificationType } from "./notification-names.js";
import {
  goalNotSetKey,
  leaguePositionImprovedKey,
  mayReceive,
  streakExpiringKey,
  visibleNotifications,
  weeklyWorkoutAvailableKey,
} from "./notification-rules.js";
import { ukMidnight, ukWeekStart } from "./uk-calendar.js";

const now = new Date("2026-11-25T12:00:00Z"); // a Wednesday
const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
const n = (type: NotificationType, minutesAgo: number, subject = "me") => ({
  type,
  createdAt: at(minutesAgo),
  subject,
});

describe("visibleNotifications", () => {
  it("shows the 10 newest, newest first", () => {
    const all = Array.from({ length: 14 }, (_, i) => n("XP_LEVEL_UP", i));
    const shown = visibleNotifications([...all].reverse(), now);
    expect(shown).toHaveLength(10);
    expect(shown.map((x) => x.createdAt)).toEqual(all.slice(0, 10).map((x) => x.createdAt));
  });
  it("keeps one league improvement per child or user, the newest", () => {
    const shown = visibleNotifications(
      [
        n("LEAGUE_TABLE_POSITION_IMPROVED", 30, "me"),
        n("LEAGUE_TABLE_POSITION_IMPROVED", 10, "me"),
        n("LEAGUE_TABLE_POSITION_IMPROVED", 20, "child-a"),
        n("LEAGUE_TABLE_POSITION_IMPROVED", 5, "child-b"),
      ],
      now,
    );
    expect(shown.map((x) => [x.subject, x.createdAt])).toEqual([
      ["child-b", at(5)],
      ["me", at(10)],
      ["child-a", at(20)],
    ]);
  });
  it("keeps only one weekly-workout notification of either type", () => {
    const shown = visibleNotifications(
      [n("WEEKLY_WORKOUT_AVAILABLE", 50), n("WEEKLY_WORKOUT_STREAK_EXPIRING", 5, "child"), n("XP_LEVEL_UP", 1)],
      now,
    );
    expect(shown.map((x) => x.type)).toEqual(["XP_LEVEL_UP", "WEEKLY_WORKOUT_STREAK_EXPIRING"]);
  });
  it("never shows the one-off introducing notice now (it ran 7–31 October 2021)", () => {
    const intro = [n("ONE_OFF_INTRODUCING_NOTIFICATIONS", 1)];
    expect(visibleNotifications(intro, now)).toEqual([]);
    expect(visibleNotifications(intro, new Date("2021-10-07T09:00:00Z"))).toHaveLength(1);
    expect(visibleNotifications(intro, new Date("2021-10-31T22:00:00Z"))).toHaveLength(1);
    expect(visibleNotifications(intro, new Date("2021-11-01T09:00:00Z"))).toHaveLength(0);
  });
});

describe("when notifications are due", () => {
  it("goal not set: only for accounts older than a day without a goal, keyed once per month", () => {
    const old = new Date("2026-11-01T00:00:00Z");
    expect(goalNotSetKey({ accountCreatedAt: old, hasGoal: false, now })).toBe("2026-11");
    expect(goalNotSetKey({ accountCreatedAt: old, hasGoal: true, now })).toBeUndefined();
    expect(goalNotSetKey({ accountCreatedAt: at(23 * 60), hasGoal: false, now })).toBeUndefined();
    expect(goalNotSetKey({ accountCreatedAt: at(25 * 60), hasGoal: false, now })).toBe("2026-11");
  });
  it("weekly workout available: one key per UK week", () => {
    expect(weeklyWorkoutAvailableKey(now)).toBe("2026-11-23");
    expect(weeklyWorkoutAvailableKey(new Date("2026-11-29T23:30:00Z"))).toBe("2026-11-23");
    // 23:30 UTC on Sunday 31 May is already Monday 1 June in BST.
    expect(weeklyWorkoutAvailableKey(new Date("2026-05-31T23:30:00Z"))).toBe("2026-06-01");
  });
  it("streak expiring: from Friday, incomplete workout, streak above 0, never to under-13s", () => {
    const friday = new Date("2026-11-27T08:00:00Z");
    const base = { workoutComplete: false, streakLength: 3, ageBand: "13plus" as const };
    expect(streakExpiringKey({ ...base, now: friday })).toBe("2026-11-23");
    expect(streakExpiringKey({ ...base, now: new Date("2026-11-29T20:00:00Z") })).toBe("2026-11-23");
    expect(streakExpiringKey({ ...base, now: new Date("2026-11-26T23:00:00Z") })).toBeUndefined(); // Thursday
    expect(streakExpiringKey({ ...base, now: friday, workoutComplete: true })).toBeUndefined();
    expect(streakExpiringKey({ ...base, now: friday, streakLength: 0 })).toBeUndefined();
    expect(streakExpiringKey({ ...base, now: friday, ageBand: "under13" })).toBeUndefined();
    expect(streakExpiringKey({ ...base, now: friday, ageBand: "unknown" })).toBeUndefined();
  });
  it("pressure messages are for 13 and over only; others go to everyone", () => {
    expect(mayReceive("WEEKLY_WORKOUT_STREAK_EXPIRING", "under13")).toBe(false);
    expect(mayReceive("WEEKLY_WORKOUT_STREAK_EXPIRING", "13plus")).toBe(true);
    expect(mayReceive("XP_LEVEL_UP", "under13")).toBe(true);
  });
  it("league position: last week's rank beat the week before's and XP was earned", () => {
    const base = { lastWeekStart: "2026-11-16", lastWeekXp: 40 };
    expect(leaguePositionImprovedKey({ ...base, lastWeekRank: 2, weekBeforeRank: 5 })).toBe("2026-11-16");
    expect(leaguePositionImprovedKey({ ...base, lastWeekRank: 5, weekBeforeRank: 2 })).toBeUndefined();
    expect(leaguePositionImprovedKey({ ...base, lastWeekRank: 2, weekBeforeRank: 2 })).toBeUndefined();
    expect(leaguePositionImprovedKey({ ...base, lastWeekRank: 1, weekBeforeRank: 3, lastWeekXp: 0 })).toBeUndefined();
    expect(leaguePositionImprovedKey({ ...base, lastWeekRank: 1, weekBeforeRank: undefined })).toBeUndefined();
  });
});

describe("UK calendar", () => {
  it("finds the UK Monday and midnight across clock changes", () => {
    expect(ukWeekStart(new Date("2026-11-30T00:30:00Z"))).toBe("2026-11-30");
    expect(ukMidnight("2026-11-30").toISOString()).toBe("2026-11-30T00:00:00.000Z");
    expect(ukMidnight("2026-06-01").toISOString()).toBe("2026-05-31T23:00:00.000Z");
  });
});
