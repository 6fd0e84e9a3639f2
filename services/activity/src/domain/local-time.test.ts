import { describe, expect, it } from "vitest";
import { isIanaTimeZone, localPeriods, quarterStart, recentLocalDays, startOfLocalDay } from "./local-time.js";

describe("local periods", () => {
  it("accepts IANA names only", () => {
    expect(isIanaTimeZone("Europe/London")).toBe(true);
    expect(isIanaTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
    expect(isIanaTimeZone("UTC")).toBe(true);
    expect(isIanaTimeZone("+01:00")).toBe(false);
    expect(isIanaTimeZone("Mars/Olympus")).toBe(false);
    expect(isIanaTimeZone("")).toBe(false);
  });

  it("starts a London day at midnight in summer (BST) and in winter (GMT)", () => {
    expect(startOfLocalDay({ year: 2026, month: 7, day: 1 }, "Europe/London").toISOString()).toBe(
      "2026-06-30T23:00:00.000Z",
    );
    expect(startOfLocalDay({ year: 2026, month: 12, day: 1 }, "Europe/London").toISOString()).toBe(
      "2026-12-01T00:00:00.000Z",
    );
    expect(startOfLocalDay({ year: 2026, month: 12, day: 1 }, "Asia/Kathmandu").toISOString()).toBe(
      "2026-11-30T18:15:00.000Z",
    );
  });

  it("gives a week across the clocks going back its 169 hours", () => {
    // Monday 19 Oct 2026 to Monday 26 Oct 2026 in London: the clocks go back on Sunday 25 Oct.
    const periods = localPeriods(new Date("2026-10-21T12:00:00Z"), "Europe/London", 3);
    expect(periods.week.start.toISOString()).toBe("2026-10-18T23:00:00.000Z");
    expect(periods.week.end.toISOString()).toBe("2026-10-26T00:00:00.000Z");
    expect(periods.prevWeek.end).toEqual(periods.week.start);
    expect(periods.month.start.toISOString()).toBe("2026-09-30T23:00:00.000Z");
    expect(periods.prevMonth.start.toISOString()).toBe("2026-08-31T23:00:00.000Z");
    expect(periods.recentWeeks.map((week) => week.monday)).toEqual(["2026-10-05", "2026-10-12", "2026-10-19"]);
  });

  it("puts just after local midnight in the new day, whatever UTC says", () => {
    // 00:30 on Monday in Auckland (UTC+13) is still Sunday in UTC.
    const now = new Date("2026-11-29T11:30:00Z");
    const [, , today] = recentLocalDays(now, "Pacific/Auckland", 3);
    expect(today!.start.toISOString()).toBe("2026-11-29T11:00:00.000Z");
    expect(localPeriods(now, "Pacific/Auckland", 1).week.start.toISOString()).toBe("2026-11-29T11:00:00.000Z");
    expect(localPeriods(now, "UTC", 1).week.start.toISOString()).toBe("2026-11-23T00:00:00.000Z");
  });

  it("buckets instants by UTC quarter hour", () => {
    expect(quarterStart(new Date("2026-11-25T10:44:59.999Z")).toISOString()).toBe("2026-11-25T10:30:00.000Z");
  });
});
