import { describe, expect, it } from "vitest";
import { isBetterScore, quizOutcome } from "./quiz-outcome.js";

const q = (learningPathName: string, correct: boolean) => ({ learningPathName, correct });
const topics = [
  { learningPathName: "a", complete: true },
  { learningPathName: "b", complete: false },
  { learningPathName: "c", complete: false },
];

describe("quiz outcome", () => {
  it("passes at 50% and keeps the better score", () => {
    const outcome = quizOutcome({
      questions: [q("a", true), q("a", false), q("b", true), q("b", false)],
      topics,
      fastTrackUnlocked: false,
      previousBest: { correct: 1, total: 4 },
    });
    expect(outcome).toMatchObject({ correct: 2, total: 4, scoreCompletesQuiz: true, best: { correct: 2, total: 4 } });
    const worse = quizOutcome({ questions: [q("a", false), q("b", false)], topics, fastTrackUnlocked: false, previousBest: outcome.best });
    expect(worse.scoreCompletesQuiz).toBe(false);
    expect(worse.best).toEqual({ correct: 2, total: 4 });
  });

  it("fast-tracks incomplete topics at a ratio of 0.5 once unlocked, only on a pass", () => {
    const questions = [q("a", true), q("a", false), q("b", true), q("b", false), q("c", false), q("c", true), q("c", true)];
    const locked = quizOutcome({ questions, topics, fastTrackUnlocked: false, previousBest: undefined });
    expect(locked).toMatchObject({ couldFastTrack: false, fastTracked: [] });
    const unlocked = quizOutcome({ questions, topics, fastTrackUnlocked: true, previousBest: undefined });
    expect(unlocked).toMatchObject({ scoreCompletesQuiz: true, couldFastTrack: true, fastTracked: ["b", "c"] });
    const failed = quizOutcome({
      questions: [q("b", true), q("b", false), q("c", false), q("c", false)],
      topics,
      fastTrackUnlocked: true,
      previousBest: undefined,
    });
    expect(failed).toMatchObject({ scoreCompletesQuiz: false, couldFastTrack: true, fastTracked: [] });
  });

  it("cannot fast-track when every topic asked about is already complete", () => {
    const outcome = quizOutcome({
      questions: [q("a", true)],
      topics,
      fastTrackUnlocked: true,
      previousBest: undefined,
    });
    expect(outcome).toMatchObject({ couldFastTrack: false, fastTracked: [] });
  });
});

describe("better score", () => {
  it("compares percentages exactly", () => {
    expect(isBetterScore({ correct: 2, total: 3 }, { correct: 3, total: 5 })).toBe(true);
    expect(isBetterScore({ correct: 3, total: 6 }, { correct: 1, total: 2 })).toBe(false);
    expect(isBetterScore({ correct: 0, total: 3 }, undefined)).toBe(true);
  });
});
