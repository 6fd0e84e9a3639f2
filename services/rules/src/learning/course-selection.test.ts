import { describe, expect, it } from "vitest";
import {
  coursePickerButtons,
  defaultCourseRegion,
  preselectedCurriculum,
  regionsOffered,
  schoolYearOf,
} from "./course-selection.js";

describe("course selection rules (learning spec §4)", () => {
  it("starts Indian users on IN and everyone else on UK", () => {
    expect(defaultCourseRegion("IN")).toBe("IN");
    expect(defaultCourseRegion("GB")).toBe("UK");
    expect(defaultCourseRegion("")).toBe("UK");
  });

  it("offers regions by mode and country", () => {
    expect(regionsOffered("initial", "GB")).toEqual(["UK"]);
    expect(regionsOffered("initial", "IN")).toEqual(["IN"]);
    expect(regionsOffered("change", "GB", "UK")).toEqual(["UK", "US"]);
    expect(regionsOffered("change", "IN", "IN")).toEqual(["IN"]);
    expect(regionsOffered("change", "IN", "UK")).toEqual(["IN", "UK"]);
  });

  it("works out England's school year from the date of birth (1 September start)", () => {
    // Born 1 September 2013: the oldest of Year 7 in 2025/26; born 31 August 2014, its youngest.
    expect(schoolYearOf({ year: 2013, month: 9, day: 1 }, { year: 2025, month: 9, day: 1 })).toBe(7);
    expect(schoolYearOf({ year: 2014, month: 8, day: 31 }, { year: 2025, month: 9, day: 1 })).toBe(7);
    // A day younger is a year below, and the year holds until the end of August.
    expect(schoolYearOf({ year: 2014, month: 9, day: 1 }, { year: 2025, month: 9, day: 1 })).toBe(6);
    expect(schoolYearOf({ year: 2013, month: 9, day: 1 }, { year: 2026, month: 8, day: 31 })).toBe(7);
  });

  it("preselects the curriculum by school year, leaving Year 9 to choose", () => {
    expect(preselectedCurriculum("UK", 5)).toBe("Year 6");
    expect(preselectedCurriculum("UK", 6)).toBe("Year 6");
    expect(preselectedCurriculum("UK", 7)).toBe("KS3");
    expect(preselectedCurriculum("UK", 8)).toBe("KS3");
    expect(preselectedCurriculum("UK", 9)).toBeUndefined();
    expect(preselectedCurriculum("UK", 11)).toBe("GCSE");
    expect(preselectedCurriculum("IN", 6)).toBe("Class VI");
    expect(preselectedCurriculum("UK", 14)).toBeUndefined();
  });

  it("enables Save only for a new choice and Cancel only after a change", () => {
    expect(coursePickerButtons("", "")).toEqual({ saveEnabled: false, cancelEnabled: false });
    expect(coursePickerButtons("courses/ks3-a", "courses/ks3-a")).toEqual({ saveEnabled: false, cancelEnabled: false });
    expect(coursePickerButtons("courses/ks3-b", "courses/ks3-a")).toEqual({ saveEnabled: true, cancelEnabled: true });
  });
});
