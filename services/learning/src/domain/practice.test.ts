import { describe, expect, it } from "vitest";
import { practiceState, revisionState } from "./practice.js";

describe("practice state", () => {
  it("is Locked until every topic is complete, or when there is nothing to practise", () => {
    expect(practiceState({ allTopicsComplete: false, hasQuestions: true, current: undefined })).toBe("locked");
    expect(practiceState({ allTopicsComplete: true, hasQuestions: false, current: undefined })).toBe("locked");
  });

  it("follows the current package: Incomplete, Started, Complete", () => {
    const open = { allTopicsComplete: true, hasQuestions: true };
    expect(practiceState({ ...open, current: undefined })).toBe("incomplete");
    expect(practiceState({ ...open, current: { finished: false, itemsDone: 0 } })).toBe("incomplete");
    expect(practiceState({ ...open, current: { finished: false, itemsDone: 2 } })).toBe("started");
    expect(practiceState({ ...open, current: { finished: true, itemsDone: 11 } })).toBe("complete");
  });

  it("keeps the lesson's practice complete after a new package (Let's go) is started", () => {
    expect(
      revisionState({
        practiceCompleted: true,
        allTopicsComplete: true,
        hasQuestions: true,
        current: { finished: false, itemsDone: 0 },
      }),
    ).toBe("complete");
  });
});
