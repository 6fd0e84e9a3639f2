import { describe, expect, it } from "vitest";
import { quizFeedback, quizMessages, quizPercent, scoreCompletesQuiz } from "./quiz.js";

describe("quiz pass mark", () => {
  it("passes at exactly 50% and not below", () => {
    expect(scoreCompletesQuiz(3, 6)).toBe(true);
    expect(scoreCompletesQuiz(2, 6)).toBe(false);
    expect(scoreCompletesQuiz(1, 2)).toBe(true);
    expect(scoreCompletesQuiz(49, 99)).toBe(false);
  });

  it("never passes an empty quiz", () => {
    expect(scoreCompletesQuiz(0, 0)).toBe(false);
    expect(quizPercent(0, 0)).toBe(0);
  });

  it("rounds the percentage down", () => {
    expect(quizPercent(2, 3)).toBe(66);
    expect(quizPercent(6, 6)).toBe(100);
  });
});

describe("quiz feedback", () => {
  it("says nothing extra on a pass", () => {
    expect(quizFeedback(4, 6)).toEqual({ passed: true, encouragement: "", requirement: "" });
  });

  it("says 'Good effort!' from 25% below the pass mark, with the requirement", () => {
    expect(quizFeedback(2, 8)).toEqual({
      passed: false,
      encouragement: "Good effort!",
      requirement: "You must get at least 50% to complete the quiz.",
    });
    expect(quizFeedback(1, 6).encouragement).toBe("");
    expect(quizFeedback(1, 6).requirement).toBe(quizMessages.mustPass);
  });
});
