import { MarkResult } from "@sumwise/gen/learning/v1/question_player_pb";
import { describe, expect, it } from "vitest";
import { feedbackFor } from "./feedback.js";

describe("the player's words for a mark", () => {
  it("says right and wrong outside a quiz", () => {
    expect(feedbackFor(MarkResult.CORRECT, false)).toMatchObject({ tone: "success", title: "Correct!" });
    expect(feedbackFor(MarkResult.INCORRECT, false)).toMatchObject({ tone: "error", title: "Not quite" });
  });

  it("gives nothing away during a quiz", () => {
    expect(feedbackFor(MarkResult.CORRECT, true)).toEqual(feedbackFor(MarkResult.INCORRECT, true));
    expect(feedbackFor(MarkResult.CORRECT, true).title).toBe("Answer saved");
  });

  it("tells the learner a wrong form or an unreadable answer is not counted, even in a quiz", () => {
    expect(feedbackFor(MarkResult.WRONG_FORM, true).advice).toBe("This does not count as a wrong answer.");
    expect(feedbackFor(MarkResult.UNREADABLE, false).advice).toBe("This does not count as an attempt.");
  });
});
