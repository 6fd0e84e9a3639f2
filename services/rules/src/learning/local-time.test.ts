import { describe, expect, it } from "vitest";
import {
  addDaysIso,
  endOfLocalDay,
  isoWeekday,
  isValidTimeZone,
  isWeekend,
  localDate,
  mondayOf,
  startOfLocalDay,
  timeZoneMessages,
  timeZoneProblem,
} from "./local-time.js";

const at = (iso: string) => new Date(iso);
const hours = (ms: number) => ms / 3_600_000;

describe("time zones", () => {
  it("accepts IANA zone names", () => {
    for (const zone of ["Europe/London", "Asia/Kolkata", "America/Argentina/Buenos_Aires", "UTC", "Etc/GMT+5"]) {
      expect(isValidTimeZone(zone), zone).toBe(true);
    }
  });

  it("refuses offsets, abbreviations, unknown places and long strings", () => {
    for (const zone of [
      "+05:30",
      "GMT+1",
      "BST",
      "Europe/Atlantis",
      "europe/london",
      "Europe/London\u0000",
      "a".repeat(5000),
    ]) {
      expect(isValidTimeZone(zone), zone).toBe(false);
    }
    expect(timeZoneProblem("")).toBe(timeZoneMessages.missing);
    expect(timeZoneProblem("Mars/Olympus")).toBe(timeZoneMessages.invalid);
    expect(timeZoneProblem("Europe/London")).toBeUndefined();
  });
});

describe("the learner's local day", () => {
  it("is their own day around midnight, not the server's", () => {
    // 23:30 UTC on 25 November is already 26 November in Kolkata (+05:30) and still the 25th in New York.
    expect(localDate(at("2026-11-25T23:30:00Z"), "Asia/Kolkata")).toBe("2026-11-26");
    expect(localDate(at("2026-11-25T23:30:00Z"), "Europe/London")).toBe("2026-11-25");
    expect(localDate(at("2026-11-26T04:59:59Z"), "America/New_York")).toBe("2026-11-25");
    expect(localDate(at("2026-11-26T05:00:00Z"), "America/New_York")).toBe("2026-11-26");
  });

  it("crosses month and year ends", () => {
    expect(localDate(at("2026-12-31T23:00:00Z"), "Europe/Paris")).toBe("2027-01-01");
    expect(addDaysIso("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDaysIso("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDaysIso("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDaysIso("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("starts at local midnight and ends at the next one", () => {
    expect(startOfLocalDay("2026-11-26", "Asia/Kolkata").toISOString()).toBe("2026-11-25T18:30:00.000Z");
    expect(endOfLocalDay("2026-11-25", "America/New_York").toISOString()).toBe("2026-11-26T05:00:00.000Z");
    expect(endOfLocalDay("2026-12-31", "UTC").toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  it("lasts 23 and 25 hours on clock-change days", () => {
    const london = (d: string) =>
      hours(endOfLocalDay(d, "Europe/London").getTime() - startOfLocalDay(d, "Europe/London").getTime());
    expect(london("2026-03-29")).toBe(23);
    expect(london("2026-10-25")).toBe(25);
    expect(london("2026-11-25")).toBe(24);
  });

  it("starts when the clock jumps where a change skips midnight (Santiago)", () => {
    // 6 September 2026: 00:00 becomes 01:00 in Chile, so the day starts at 01:00 local (04:00 UTC).
    expect(startOfLocalDay("2026-09-06", "America/Santiago").toISOString()).toBe("2026-09-06T04:00:00.000Z");
    expect(localDate(at("2026-09-06T03:59:00Z"), "America/Santiago")).toBe("2026-09-05");
    // 4 April 2026: 24:00 goes back to 23:00, so Saturday lasts 25 hours.
    const start = startOfLocalDay("2026-04-04", "America/Santiago").getTime();
    expect(hours(endOfLocalDay("2026-04-04", "America/Santiago").getTime() - start)).toBe(25);
  });
});

describe("weeks", () => {
  it("run Monday to Sunday", () => {
    expect(isoWeekday("2026-11-23")).toBe(1);
    expect(isoWeekday("2026-11-29")).toBe(7);
    expect(isWeekend("2026-11-28")).toBe(true);
    expect(isWeekend("2026-11-27")).toBe(false);
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-30")).toBe("2026-11-30");
    // Across a month and a year end.
    expect(mondayOf("2026-03-01")).toBe("2026-02-23");
    expect(mondayOf("2027-01-02")).toBe("2026-12-28");
  });
});
