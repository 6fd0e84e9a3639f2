import { describe, expect, it } from "vitest";
import { answerRefusal, isAnswered, isMarkedAttempt, statusAfterAnswer, statusAfterHelp } from "./item-status.js";

describe("question status", () => {
  it("becomes DONE on a correct answer and WRONG on an incorrect one, from any open state", () => {
    for (const status of ["unattempted", "wrong", "seekhelp"] as const) {
      expect(statusAfterAnswer(status, "correct")).toBe("done");
      expect(statusAfterAnswer(status, "incorrect")).toBe("wrong");
    }
  });

  it("is unchanged by an answer in the wrong form or an unreadable one (not attempts)", () => {
    expect(statusAfterAnswer("unattempted", "wrong_form")).toBe("unattempted");
    expect(statusAfterAnswer("seekhelp", "unreadable")).toBe("seekhelp");
    expect(isMarkedAttempt("wrong_form")).toBe(false);
    expect(isMarkedAttempt("unreadable")).toBe(false);
    expect(isMarkedAttempt("incorrect")).toBe(true);
  });

  it("becomes SEEKHELP on a request for help unless already done", () => {
    expect(statusAfterHelp("unattempted")).toBe("seekhelp");
    expect(statusAfterHelp("wrong")).toBe("seekhelp");
    expect(statusAfterHelp("done")).toBe("done");
  });

  it("takes one marked answer in a quiz, and answers until correct elsewhere", () => {
    expect(isAnswered("wrong", true)).toBe(true);
    expect(isAnswered("wrong", false)).toBe(false);
    expect(answerRefusal({ status: "wrong", inQuiz: true, packageAbandoned: false })).toBe("quiz_already_answered");
    expect(answerRefusal({ status: "wrong", inQuiz: false, packageAbandoned: false })).toBeUndefined();
    expect(answerRefusal({ status: "done", inQuiz: false, packageAbandoned: false })).toBe("already_done");
    expect(answerRefusal({ status: "unattempted", inQuiz: false, packageAbandoned: true })).toBe("abandoned");
  });
});
