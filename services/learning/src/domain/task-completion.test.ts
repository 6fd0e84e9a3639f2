import { describe, expect, it } from "vitest";
import { isTaskComplete } from "./task-completion.js";

const items = (...correct: boolean[]) => correct.map((c) => ({ correctAtLeastOnce: c }));

describe("task completion (the XP rule)", () => {
  it("completes a quiz task with at least half correct", () => {
    expect(isTaskComplete("indy_quiz", items(true, false))).toBe(true);
    expect(isTaskComplete("indy_quiz", items(true, true, false, false))).toBe(true);
    expect(isTaskComplete("indy_quiz", items(true, false, false))).toBe(false);
  });

  it("completes any other task only when every question was answered correctly", () => {
    expect(isTaskComplete("standard", items(true, true, true))).toBe(true);
    expect(isTaskComplete("standard", items(true, true, false))).toBe(false);
  });

  it("never completes a task with no questions", () => {
    expect(isTaskComplete("standard", [])).toBe(false);
    expect(isTaskComplete("indy_quiz", [])).toBe(false);
  });
});
