import { describe, expect, it } from "vitest";
import {
  difficultyOptions,
  difficultyQuestionnaireOutcome,
  levelDirectionOf,
  validateDifficultyAnswer,
} from "./difficulty-questionnaire.js";

const levels = ["F", "F+", "FH", "H", "H+"];

describe("difficulty questionnaire", () => {
  it("offers the spec's five options, rated 1 to 5", () => {
    expect(difficultyOptions.map((o) => o.label)).toEqual([
      "Much too easy",
      "A little easy",
      "About right",
      "A little difficult",
      "Much too difficult",
    ]);
    expect(difficultyOptions.map((o) => o.rating)).toEqual([1, 2, 3, 4, 5]);
  });

  it("accepts answers 1 to 5 only", () => {
    for (const answer of [1, 2, 3, 4, 5]) expect(validateDifficultyAnswer(answer)).toBeUndefined();
    for (const answer of [0, 6, -1, 2.5, Number.NaN]) expect(validateDifficultyAnswer(answer)).toBeDefined();
  });

  it("points too easy to a harder level and too difficult to an easier one", () => {
    expect(levelDirectionOf(1)).toBe("harder");
    expect(levelDirectionOf(2)).toBe("harder");
    expect(levelDirectionOf(3)).toBeUndefined();
    expect(levelDirectionOf(4)).toBe("easier");
    expect(levelDirectionOf(5)).toBe("easier");
  });

  it("thanks for 'About right'", () => {
    expect(difficultyQuestionnaireOutcome(3, levels, "FH")).toEqual({ view: "thanks" });
  });

  it("shows did you know with the neighbouring level when one exists that way", () => {
    expect(difficultyQuestionnaireOutcome(1, levels, "FH")).toEqual({
      view: "didyouknow",
      direction: "harder",
      level: "H",
    });
    expect(difficultyQuestionnaireOutcome(5, levels, "FH")).toEqual({
      view: "didyouknow",
      direction: "easier",
      level: "F+",
    });
  });

  it("thanks when no level exists in that direction", () => {
    expect(difficultyQuestionnaireOutcome(2, levels, "H+")).toEqual({ view: "thanks" });
    expect(difficultyQuestionnaireOutcome(4, levels, "F")).toEqual({ view: "thanks" });
    expect(difficultyQuestionnaireOutcome(1, ["Secondary Ready"], "Secondary Ready")).toEqual({ view: "thanks" });
    expect(difficultyQuestionnaireOutcome(1, levels, "not listed")).toEqual({ view: "thanks" });
  });
});
