import { describe, expect, it } from "vitest";
import {
  dailyChallengeStreak,
  justForYouMessages,
  justForYouState,
  justForYouTimeLeft,
  remainingTimeText,
  streakText,
  weeklyWorkoutStreak,
} from "./just-for-you.js";

// November 2026: Monday 23 … Sunday 29, Monday 30.
describe("Daily Challenge streak", () => {
  it("is 0 with nothing done and 1 after today's", () => {
    expect(dailyChallengeStreak([], "2026-11-25")).toBe(0);
    expect(dailyChallengeStreak(["2026-11-25"], "2026-11-25")).toBe(1);
  });

  it("counts days in a row, and today not yet done keeps yesterday's streak", () => {
    const done = ["2026-11-23", "2026-11-24", "2026-11-25"];
    expect(dailyChallengeStreak(done, "2026-11-25")).toBe(3);
    expect(dailyChallengeStreak(done, "2026-11-26")).toBe(3);
    // A whole weekday missed ends it.
    expect(dailyChallengeStreak(done, "2026-11-27")).toBe(0);
  });

  it("is safe over the weekend, and weekend days done count", () => {
    const weekdays = ["2026-11-26", "2026-11-27", "2026-11-30"];
    expect(dailyChallengeStreak(weekdays, "2026-11-30")).toBe(3);
    expect(dailyChallengeStreak([...weekdays, "2026-11-28"], "2026-11-30")).toBe(4);
    // On Sunday with Saturday skipped, Friday's streak still stands.
    expect(dailyChallengeStreak(["2026-11-26", "2026-11-27"], "2026-11-29")).toBe(2);
    // Monday missed ends it on Tuesday evening.
    expect(dailyChallengeStreak(["2026-11-27"], "2026-12-01")).toBe(0);
  });

  it("runs across month and year ends", () => {
    expect(dailyChallengeStreak(["2026-09-30", "2026-10-01", "2026-10-02"], "2026-10-02")).toBe(3);
    expect(dailyChallengeStreak(["2026-12-30", "2026-12-31", "2027-01-01"], "2027-01-01")).toBe(3);
    // 28 February 2026 is a Saturday: Friday 27th, weekend skipped, Monday 2 March.
    expect(dailyChallengeStreak(["2026-02-27", "2026-03-02"], "2026-03-02")).toBe(2);
  });

  it("ignores days after the end date", () => {
    expect(dailyChallengeStreak(["2026-11-24", "2026-11-25"], "2026-11-24")).toBe(1);
  });
});

describe("Weekly Workout streak", () => {
  it("counts weeks in a row, with this week still to do", () => {
    const mondays = ["2026-11-09", "2026-11-16", "2026-11-23"];
    expect(weeklyWorkoutStreak(mondays, "2026-11-29")).toBe(3);
    // Monday of the next week, not done yet: still 3 until Sunday ends.
    expect(weeklyWorkoutStreak(mondays, "2026-12-06")).toBe(3);
    // A whole week missed ends it.
    expect(weeklyWorkoutStreak(mondays, "2026-12-07")).toBe(0);
  });

  it("runs across year ends and accepts any day of a week", () => {
    expect(weeklyWorkoutStreak(["2026-12-28", "2027-01-04"], "2027-01-06")).toBe(2);
    expect(weeklyWorkoutStreak(["2026-12-30"], "2027-01-03")).toBe(1);
  });
});

describe("card states", () => {
  const base = { loading: false, failed: false, locked: false, finished: false, streak: 0 };
  it("follows spec §4", () => {
    expect(justForYouState({ ...base, loading: true })).toBe("loading");
    expect(justForYouState({ ...base, failed: true })).toBe("error");
    expect(justForYouState({ ...base, locked: true })).toBe("locked");
    expect(justForYouState({ ...base, finished: true, streak: 2 })).toBe("complete");
    expect(justForYouState({ ...base, streak: 2 })).toBe("warning");
    expect(justForYouState(base)).toBe("inactive");
  });
});

describe("time left", () => {
  const minute = 60_000;
  const hour = 60 * minute;
  it("reads days, hours, less than an hour, then a few seconds", () => {
    expect(justForYouTimeLeft(6 * 24 * hour + 5 * hour)).toBe("6 days left to complete");
    expect(justForYouTimeLeft(24 * hour)).toBe("1 day left to complete");
    expect(justForYouTimeLeft(24 * hour - 1)).toBe("23 hours left to complete");
    expect(justForYouTimeLeft(hour)).toBe("1 hour left to complete");
    expect(justForYouTimeLeft(hour - 1)).toBe("Less than 1 hour left to complete");
    expect(justForYouTimeLeft(minute)).toBe("Less than 1 hour left to complete");
    expect(justForYouTimeLeft(59_999)).toBe("A few seconds left");
    expect(justForYouTimeLeft(0)).toBe("A few seconds left");
  });

  it("in the finest unit: seconds, minutes, hours, days (spec §9)", () => {
    expect(remainingTimeText(59_000)).toBe("A few seconds left");
    expect(remainingTimeText(minute)).toBe("1 minute left");
    expect(remainingTimeText(59 * minute)).toBe("59 minutes left");
    expect(remainingTimeText(2 * hour)).toBe("2 hours left");
    expect(remainingTimeText(49 * hour)).toBe("2 days left");
  });
});

describe("texts", () => {
  it("uses the spec's load-failure wording", () => {
    expect(justForYouMessages.loadFailure("daily")).toBe(
      "We're having trouble loading your Daily Challenge. Please refresh the page, or try again later.",
    );
    expect(justForYouMessages.loadFailure("weekly")).toBe(
      "We're having trouble loading your Weekly Workout. Please refresh the page, or try again later.",
    );
    expect(streakText("daily", 1)).toBe("1 day streak");
    expect(streakText("weekly", 3)).toBe("3 week streak");
  });
});
