import { describe, expect, it } from "vitest";
import {
  autoSetsYear6Course,
  courseOptionCards,
  curriculumForYear,
  levelIndexForConfidence,
  onboardingYearGroup,
  onboardingYearRange,
  selectMyLevelStartEnabled,
  showsCourseOptionCards,
} from "./select-my-level.js";

const today = { year: 2026, month: 11, day: 25 };

describe("select my level", () => {
  it("offers years 6 to 11, or 6 to 9 in India", () => {
    expect(onboardingYearRange("GB")).toEqual({ min: 6, max: 11 });
    expect(onboardingYearRange("in")).toEqual({ min: 6, max: 9 });
  });

  it("derives the year group from the date of birth and clamps it", () => {
    // Born 2013-10-01: 12 on 31 August 2026, so Year 8.
    expect(onboardingYearGroup({ year: 2013, month: 10, day: 1 }, today, "GB")).toBe(8);
    expect(onboardingYearGroup({ year: 2019, month: 1, day: 1 }, today, "GB")).toBe(6);
    expect(onboardingYearGroup({ year: 2005, month: 1, day: 1 }, today, "GB")).toBe(11);
    expect(onboardingYearGroup({ year: 2009, month: 1, day: 1 }, today, "IN")).toBe(9);
    expect(onboardingYearGroup(undefined, today, "GB")).toBeUndefined();
  });

  it("enables Start only with both a year group and a confidence", () => {
    expect(selectMyLevelStartEnabled(undefined, undefined)).toBe(false);
    expect(selectMyLevelStartEnabled(8, undefined)).toBe(false);
    expect(selectMyLevelStartEnabled(undefined, 0)).toBe(false);
    expect(selectMyLevelStartEnabled(8, 0)).toBe(true);
  });

  it("shows the three course cards to Years 8 and 9 outside India only", () => {
    expect(showsCourseOptionCards(8, "GB")).toBe(true);
    expect(showsCourseOptionCards(9, "US")).toBe(true);
    expect(showsCourseOptionCards(7, "GB")).toBe(false);
    expect(showsCourseOptionCards(10, "GB")).toBe(false);
    expect(showsCourseOptionCards(8, "IN")).toBe(false);
    expect(courseOptionCards.map((card) => [card.title, card.lengthText])).toEqual([
      ["Pre-GCSE short course", "5-10 weeks"],
      ["Full KS3", "2-3 years"],
      ["Full GCSE", "2-3 years"],
    ]);
  });

  it("picks the curriculum from the year group and the card", () => {
    expect(curriculumForYear("GB", 6)).toBe("Year 6");
    expect(curriculumForYear("GB", 7)).toBe("KS3");
    expect(curriculumForYear("GB", 8, "pre-gcse")).toBe("Pre-GCSE");
    expect(curriculumForYear("GB", 9, "full-gcse")).toBe("GCSE");
    expect(curriculumForYear("GB", 9)).toBeUndefined();
    expect(curriculumForYear("GB", 11)).toBe("GCSE");
    expect(curriculumForYear("IN", 6)).toBe("Class VI");
    expect(curriculumForYear("IN", 9)).toBe("Cambridge IGCSE");
  });

  it("maps confidence 0 to 4 onto the levels, easiest first", () => {
    expect([0, 1, 2, 3, 4].map((c) => levelIndexForConfidence(c, 5))).toEqual([0, 1, 2, 3, 4]);
    expect([0, 1, 2, 3, 4].map((c) => levelIndexForConfidence(c, 4))).toEqual([0, 1, 2, 2, 3]);
    expect(levelIndexForConfidence(4, 1)).toBe(0);
  });

  it("auto-sets the Year 6 course only with the flag on, outside India, for Year 6 and below", () => {
    expect(autoSetsYear6Course(true, "GB", 6)).toBe(true);
    expect(autoSetsYear6Course(false, "GB", 6)).toBe(false);
    expect(autoSetsYear6Course(true, "GB", 7)).toBe(false);
    expect(autoSetsYear6Course(true, "IN", 6)).toBe(false);
    expect(autoSetsYear6Course(true, "GB", undefined)).toBe(false);
  });
});
