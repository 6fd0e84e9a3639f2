import { describe, expect, it } from "vitest";
import { FREE_LESSONS_PER_COURSE, isLessonOpen } from "./access.js";

describe("lesson locking", () => {
  it("opens every lesson with full access", () => {
    expect(isLessonOpen(40, true)).toBe(true);
  });

  it("keeps the two free lessons open without access, and locks the rest", () => {
    expect(FREE_LESSONS_PER_COURSE).toBe(2);
    expect(isLessonOpen(1, false)).toBe(true);
    expect(isLessonOpen(2, false)).toBe(true);
    expect(isLessonOpen(3, false)).toBe(false);
  });
});
