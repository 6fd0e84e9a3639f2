import { describe, expect, it } from "vitest";
import {
  DEFAULT_XP_TARGET,
  datePickerYears,
  goalRestartsIn,
  isXpTargetOption,
  onTrackDateProblem,
  onTrackNeedsWarning,
  onTrackStatus,
  XP_TARGET_OPTIONS,
} from "./goals.js";

const day = 24 * 3600 * 1000;

describe("XP Target options", () => {
  it("offers the five weekly targets of §9 with 75 as the default", () => {
    expect(XP_TARGET_OPTIONS.map((o) => [o.label, o.xpPerWeek])).toEqual([
      ["Basic", 75],
      ["Casual", 150],
      ["Regular", 300],
      ["Serious", 600],
      ["Expert", 1000],
    ]);
    expect(DEFAULT_XP_TARGET).toBe(75);
    expect(isXpTargetOption(300)).toBe(true);
    expect(isXpTargetOption(100)).toBe(false);
  });
});

describe("On Track", () => {
  const createdAt = new Date("2026-01-05T00:00:00Z");
  const base = {
    lessonsInCourse: 20,
    lessonsCompleteAtStart: 4,
    lessonsCompleted: 4,
    createdAt,
    targetDate: { year: 2026, month: 3, day: 2 }, // 8 weeks after the start
  };

  it("starts the target at the lessons complete at the start", () => {
    const status = onTrackStatus({ ...base, now: createdAt });
    expect(status.targetPercent).toBe(20);
    expect(status.state).toBe("on_target");
    expect(status.achieved).toBe(true);
  });

  it("grows the target by the weekly rate and caps it at 100", () => {
    // 80 % left over 8 weeks: 10 % a week; after 2 weeks the target is 40 %.
    const twoWeeks = onTrackStatus({ ...base, now: new Date(createdAt.getTime() + 14 * day) });
    expect(twoWeeks.targetPercent).toBeCloseTo(40);
    expect(twoWeeks.state).toBe("behind");
    expect(twoWeeks.achieved).toBe(false);
    const late = onTrackStatus({ ...base, now: new Date(createdAt.getTime() + 70 * day) });
    expect(late.targetPercent).toBe(100);
  });

  it("is achieved when floor(progress) reaches floor(target), ahead above it", () => {
    // Target 40 % after 2 weeks; 8 of 20 lessons is 40 %.
    const now = new Date(createdAt.getTime() + 14 * day + 3600_000);
    expect(onTrackStatus({ ...base, lessonsCompleted: 8, now })).toMatchObject({ achieved: true, state: "on_target" });
    expect(onTrackStatus({ ...base, lessonsCompleted: 9, now })).toMatchObject({ achieved: true, state: "ahead" });
  });

  it("warns above 10 lessons a week", () => {
    const now = new Date("2026-01-05T00:00:00Z");
    expect(onTrackNeedsWarning(21, { year: 2026, month: 1, day: 19 }, now)).toBe(true); // 10.5 a week
    expect(onTrackNeedsWarning(20, { year: 2026, month: 1, day: 19 }, now)).toBe(false); // exactly 10
    expect(onTrackNeedsWarning(0, { year: 2026, month: 1, day: 6 }, now)).toBe(false);
  });

  it("accepts only valid days after today", () => {
    const today = { year: 2026, month: 1, day: 5 };
    expect(onTrackDateProblem({ year: 2026, month: 2, day: 30 }, today)).toBe("Invalid date");
    expect(onTrackDateProblem(undefined, today)).toBe("Invalid date");
    expect(onTrackDateProblem(today, today)).toBe("Choose a date after today.");
    expect(onTrackDateProblem({ year: 2026, month: 1, day: 6 }, today)).toBeUndefined();
  });
});

describe("goal restart text", () => {
  it("says days, hours, minutes or a few seconds", () => {
    expect(goalRestartsIn(2 * 86_400 + 50)).toBe("2 days");
    expect(goalRestartsIn(86_400)).toBe("1 day");
    expect(goalRestartsIn(3 * 3_600 + 59)).toBe("3 hours");
    expect(goalRestartsIn(61)).toBe("1 minute");
    expect(goalRestartsIn(59)).toBe("a few seconds");
  });
});

describe("date picker years", () => {
  it("lists 1930 to this year descending by default, and this year to 5 ahead in future mode", () => {
    const years = datePickerYears("default", 2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1930);
    expect(datePickerYears("future", 2026)).toEqual([2026, 2027, 2028, 2029, 2030, 2031]);
  });
});
