import { describe, expect, it } from "vitest";
import { courseProgress, lessonProgress, topicCompletionPercent } from "./completion.js";

const topic = (isCompleted: boolean, isFastTracked = false, online = true) => ({ online, isCompleted, isFastTracked });

describe("topic completion percentage", () => {
  it("is done over total, rounded down, and 100 once completed", () => {
    expect(topicCompletionPercent(2, 3, false)).toBe(66);
    expect(topicCompletionPercent(0, 0, false)).toBe(0);
    expect(topicCompletionPercent(1, 12, true)).toBe(100);
  });
});

describe("lesson completion", () => {
  it("needs every topic (completed or fast-tracked), the practice and the quiz", () => {
    const topics = [topic(true), topic(false, true)];
    expect(lessonProgress({ topics, practiceComplete: true, quizComplete: true })).toMatchObject({
      isCompleted: true,
      learningPathsCompleted: 2,
      completedSteps: 4,
      totalSteps: 4,
    });
    expect(lessonProgress({ topics, practiceComplete: false, quizComplete: true }).isCompleted).toBe(false);
    expect(lessonProgress({ topics, practiceComplete: true, quizComplete: false }).isCompleted).toBe(false);
    const unfinished = lessonProgress({ topics: [topic(true), topic(false)], practiceComplete: true, quizComplete: true });
    expect(unfinished).toMatchObject({ isCompleted: false, allTopicsComplete: false, completedSteps: 3 });
  });

  it("does not require offline topics", () => {
    const progress = lessonProgress({
      topics: [topic(true), topic(false, false, false)],
      practiceComplete: true,
      quizComplete: true,
    });
    expect(progress).toMatchObject({ isCompleted: true, totalSteps: 3 });
  });

  it("is never complete when everything is offline", () => {
    expect(lessonProgress({ topics: [topic(false, false, false)], practiceComplete: false, quizComplete: false })).toMatchObject(
      { isCompleted: false, allOffline: true, totalSteps: 0 },
    );
  });
});

describe("course progress", () => {
  it("is lessons completed over lessons, and complete when every lesson with questions is", () => {
    const parts = [
      { isCompleted: true, allOffline: false },
      { isCompleted: false, allOffline: false },
      { isCompleted: false, allOffline: true },
    ];
    expect(courseProgress(parts)).toEqual({ partsCompleted: 1, completionPercentage: 33, isCompleted: false });
    parts[1]!.isCompleted = true;
    expect(courseProgress(parts)).toEqual({ partsCompleted: 2, completionPercentage: 66, isCompleted: true });
  });
});
