import { describe, expect, it } from "vitest";
import { isValidTimeZone } from "../learning/local-time.js";
import { leagueCountdown, leagueDisplayName, mayReceivePressureMessages, ordinal } from "./league.js";
import { localWeekMonday, zonedMidnight } from "./time-zone.js";

describe("league rules", () => {
  it("writes ranks with ordinal suffixes", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 30, 101, 111, 112].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "30th",
      "101st",
      "111th",
      "112th",
    ]);
  });

  it("shows a first name and an initial only", () => {
    expect(leagueDisplayName("Ada", "Lovelace")).toBe("Ada L.");
    expect(leagueDisplayName("  Mary Jane ", "watson")).toBe("Mary W.");
    expect(leagueDisplayName("Bo", "")).toBe("Bo");
    expect(leagueDisplayName("", "")).toBe("A learner");
  });

  it("sends no pressure messages to under-13s or to an unknown age", () => {
    const today = { year: 2026, month: 11, day: 26 };
    expect(mayReceivePressureMessages({ year: 2013, month: 11, day: 27 }, today)).toBe(false);
    expect(mayReceivePressureMessages({ year: 2013, month: 11, day: 26 }, today)).toBe(true);
    expect(mayReceivePressureMessages(undefined, today)).toBe(false);
  });

  it("counts down in days and hours, then hours and minutes", () => {
    expect(leagueCountdown(2 * 86_400 + 3 * 3_600 + 5)).toBe("2 days, 3 hours");
    expect(leagueCountdown(3_600 + 120)).toBe("1 hour, 2 minutes");
    expect(leagueCountdown(30)).toBe("a few seconds");
  });
});

describe("time zones", () => {
  it("accepts IANA names only", () => {
    expect(isValidTimeZone("Europe/London")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });

  it("finds the local Monday and its midnight across a DST change", () => {
    // Sunday 29 March 2026 23:30 in London (BST, UTC+1) is still that week, whose Monday is 23 March.
    const at = new Date("2026-03-29T22:30:00Z");
    expect(localWeekMonday(at, "Europe/London")).toEqual({ year: 2026, month: 3, day: 23 });
    // Monday 30 March starts at 23:00 UTC on the 29th (BST).
    expect(zonedMidnight({ year: 2026, month: 3, day: 30 }, "Europe/London").toISOString()).toBe(
      "2026-03-29T23:00:00.000Z",
    );
    expect(zonedMidnight({ year: 2026, month: 1, day: 5 }, "Asia/Kolkata").toISOString()).toBe(
      "2026-01-04T18:30:00.000Z",
    );
    // In Auckland it is already Monday 30 March at 22:30 UTC on Sunday.
    expect(localWeekMonday(at, "Pacific/Auckland")).toEqual({ year: 2026, month: 3, day: 30 });
  });
});
