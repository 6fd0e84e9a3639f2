import { describe, expect, it } from "vitest";
import { courseProgressPercent, isTopicComplete } from "./progress.js";

describe("course progress", () => {
  it("is lessons completed over lessons, rounded down", () => {
    expect(courseProgressPercent(1, 3)).toBe(33);
    expect(courseProgressPercent(199, 200)).toBe(99);
    expect(courseProgressPercent(0, 10)).toBe(0);
  });

  it("is capped at 100", () => {
    expect(courseProgressPercent(12, 10)).toBe(100);
    expect(courseProgressPercent(10, 10)).toBe(100);
  });

  it("is 0 for a course with no lessons", () => {
    expect(courseProgressPercent(0, 0)).toBe(0);
  });
});

describe("topic completion", () => {
  it("is completed or fast-tracked", () => {
    expect(isTopicComplete({ isCompleted: true, isFastTracked: false })).toBe(true);
    expect(isTopicComplete({ isCompleted: false, isFastTracked: true })).toBe(true);
    expect(isTopicComplete({ isCompleted: false, isFastTracked: false })).toBe(false);
  });
});
