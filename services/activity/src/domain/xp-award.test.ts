import { describe, expect, it } from "vitest";
import { isoWeekStart, XP_PER_CORRECT_QUESTION, xpForTask } from "./xp-award.js";

describe("xpForTask", () => {
  it("gives 5 XP per question answered correctly", () => {
    expect(xpForTask(3)).toBe(15);
    expect(xpForTask(1)).toBe(XP_PER_CORRECT_QUESTION);
  });
  it("never gives nothing for a completed task", () => {
    expect(xpForTask(0)).toBe(5);
  });
  it("refuses counts that cannot be", () => {
    expect(() => xpForTask(-1)).toThrow(RangeError);
    expect(() => xpForTask(1.5)).toThrow(RangeError);
  });
});

describe("isoWeekStart", () => {
  it("is the Monday of the week in UTC", () => {
    expect(isoWeekStart(new Date("2026-11-25T12:00:00Z"))).toBe("2026-11-23"); // a Wednesday
    expect(isoWeekStart(new Date("2026-11-23T00:00:00Z"))).toBe("2026-11-23"); // Monday midnight
    expect(isoWeekStart(new Date("2026-11-29T23:59:59Z"))).toBe("2026-11-23"); // Sunday night
    expect(isoWeekStart(new Date("2026-11-30T00:00:00Z"))).toBe("2026-11-30");
  });
  it("crosses month and year ends", () => {
    expect(isoWeekStart(new Date("2027-01-01T08:00:00Z"))).toBe("2026-12-28");
    expect(isoWeekStart(new Date("2026-03-01T08:00:00Z"))).toBe("2026-02-23");
  });
});
