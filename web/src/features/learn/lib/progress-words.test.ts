import { create } from "@bufbuild/protobuf";
import {
  QuizCompletionState,
  RevisionCompletionState,
  ScoreSchema,
} from "@sumwise/gen/learning/v1/learning_progress_pb";
import { describe, expect, it } from "vitest";
import { practiceWords, quizWords } from "./progress-words.js";

describe("the lesson view's words for practice and quiz", () => {
  it("names the practice button of each state (spec §4)", () => {
    expect(practiceWords(RevisionCompletionState.LOCKED).action).toBe("");
    expect(practiceWords(RevisionCompletionState.INCOMPLETE).action).toBe("Start Practice");
    expect(practiceWords(RevisionCompletionState.STARTED).action).toBe("Continue Practice");
    expect(practiceWords(RevisionCompletionState.COMPLETE).action).toBe("Let's go");
  });

  it("shows the best quiz score as a whole percentage", () => {
    const best = create(ScoreSchema, { correct: 2, total: 3 });
    expect(quizWords(QuizCompletionState.ATTEMPTED, best)).toBe("Not passed yet · best 66%");
    expect(quizWords(QuizCompletionState.NOT_ATTEMPTED, undefined)).toBe("Not started");
  });
});
