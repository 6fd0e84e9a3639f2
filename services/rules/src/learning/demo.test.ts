import { describe, expect, it } from "vitest";
import {
  asksGcseQuestion,
  canStartDemo,
  DEMO_LEVELS,
  DEMO_YEARS,
  type DemoConfidence,
  demoLevel,
  demoSignUpPath,
  isDemoLevel,
} from "./demo.js";

const confidences: DemoConfidence[] = [0, 1, 2, 3, 4];

describe("the demo's level", () => {
  it("gives every year and confidence a demo level", () => {
    for (const year of DEMO_YEARS) {
      for (const confidence of confidences) {
        expect(isDemoLevel(demoLevel(year, confidence, true))).toBe(true);
        expect(isDemoLevel(demoLevel(year, confidence, false))).toBe(true);
      }
    }
  });

  it("treats Year 9 without GCSE as Year 8, and Year 9 with GCSE as a GCSE level", () => {
    for (const confidence of confidences) {
      expect(demoLevel(9, confidence, false)).toBe(demoLevel(8, confidence));
      expect(demoLevel(9, confidence, true)).toMatch(/^courses\/gcse-/);
    }
  });

  it("ignores the GCSE answer outside Year 9", () => {
    for (const year of [6, 7, 8, 10, 11] as const) {
      for (const confidence of confidences) {
        expect(demoLevel(year, confidence, true)).toBe(demoLevel(year, confidence, false));
      }
    }
  });

  it("maps Year 6 onto the Year 6 levels, rising with confidence", () => {
    expect(confidences.map((c) => demoLevel(6, c))).toEqual([
      "courses/year6-a",
      "courses/year6-b",
      "courses/year6-c",
      "courses/year6-d",
      "courses/secondary-ready",
    ]);
  });

  it("never gives a more confident pupil an easier level", () => {
    const order = [
      "year6-a",
      "year6-b",
      "year6-c",
      "year6-d",
      "secondary-ready",
      "ks3-a",
      "ks3-b",
      "ks3-c",
      "ks3-d",
      "gcse-f",
      "gcse-fplus",
      "gcse-fh",
      "gcse-h",
      "gcse-hplus",
    ].map((slug) => `courses/${slug}`);
    for (const year of DEMO_YEARS) {
      const ranks = confidences.map((c) => order.indexOf(demoLevel(year, c, true)));
      expect(ranks.every((rank) => rank >= 0)).toBe(true);
      expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    }
    expect(demoLevel(11, 4)).toBe("courses/gcse-hplus");
    expect(demoLevel(10, 0)).toBe("courses/gcse-f");
  });

  it("accepts only the levels of its table", () => {
    expect(DEMO_LEVELS).toContain("courses/ks3-b");
    expect(isDemoLevel("courses/in-class-6")).toBe(false);
    expect(isDemoLevel("")).toBe(false);
  });
});

describe("the demo chooser", () => {
  it("asks the GCSE question only for Year 9", () => {
    expect(DEMO_YEARS.filter(asksGcseQuestion)).toEqual([9]);
    expect(asksGcseQuestion(undefined)).toBe(false);
  });

  it("enables Start only once user type, year and confidence are chosen", () => {
    const all = { userType: "learner", year: 7, hasStartedGcse: undefined, confidence: 0 } as const;
    expect(canStartDemo(all)).toBe(true);
    expect(canStartDemo({ ...all, userType: undefined })).toBe(false);
    expect(canStartDemo({ ...all, year: undefined })).toBe(false);
    expect(canStartDemo({ ...all, confidence: undefined })).toBe(false);
  });

  it("sends a parent to the supporter sign-up and a learner to the learner sign-up", () => {
    expect(demoSignUpPath("parent")).toBe("/supporter-sign-up");
    expect(demoSignUpPath("learner")).toBe("/learner-sign-up");
  });
});
