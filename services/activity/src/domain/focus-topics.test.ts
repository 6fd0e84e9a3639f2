import { describe, expect, it } from "vitest";
import { focusTopics } from "./focus-topics.js";

const topic = (name: string, correct: number, total: number) => ({
  learningPathName: name,
  correctAttempts: correct,
  totalAttempts: total,
});

describe("focus topics", () => {
  it("shows at most 3 strengths, best first, and 3 opportunities, weakest first, never both", () => {
    const { strong, weak } = focusTopics([
      topic("a", 10, 10),
      topic("b", 9, 10),
      topic("c", 8, 10),
      topic("d", 7, 10),
      topic("e", 1, 10),
      topic("f", 2, 10),
      topic("g", 3, 10),
      topic("h", 6, 10),
    ]);
    expect(strong.map((t) => t.learningPathName)).toEqual(["a", "b", "c"]);
    expect(weak.map((t) => t.learningPathName)).toEqual(["e", "f", "g"]);
  });

  it("leaves out topics with fewer than 3 attempts", () => {
    expect(focusTopics([topic("a", 2, 2), topic("b", 0, 2)])).toEqual({ strong: [], weak: [] });
  });
});
