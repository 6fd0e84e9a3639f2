/** The public entry used by LearningService: determinism and no answer leaks. */
import { describe, expect, it } from "vitest";
import {
  generateQuestion,
  getCourse,
  listCourses,
  listTemplates,
  mark,
  revealSolution,
  toPublicQuestion,
  UnknownTemplateError,
} from "../index.js";

describe("content API", () => {
  it("generates the same instance for the same template and seed", () => {
    for (const t of listTemplates())
      expect(JSON.stringify(generateQuestion(t.id, 7))).toBe(JSON.stringify(generateQuestion(t.id, 7)));
  });

  it("never sends the answer, solution, hint or misconceptions to the browser", () => {
    for (const t of listTemplates()) {
      const q = generateQuestion(t.id, 3);
      const pub = toPublicQuestion(q);
      expect(Object.keys(pub).sort()).toEqual(
        ["difficulty", "input", "seed", "templateId", "text", ...(q.diagram ? ["diagram"] : [])].sort(),
      );
      const json = JSON.stringify(pub);
      // JSON keys of the answer spec and instance that must stay on the server
      const keys = [
        "correctId",
        "equivalents",
        "misconceptions",
        "solution",
        "hint",
        "answerDisplay",
        "value",
        "values",
        "expr",
        "minor",
        "mantissa",
        "exact",
      ];
      for (const leak of keys.map((k) => `"${k}":`)) {
        expect(json.includes(leak), `${t.id} leaks ${leak}`).toBe(false);
      }
    }
  });

  it("marks a revealed answer and reveals the solution only on request", () => {
    const q = generateQuestion("number.fractions.add-unlike", 11);
    expect(mark(q, "1/1000").outcome).toBe("incorrect");
    expect(mark(q, "").outcome).toBe("unreadable");
    const revealed = revealSolution(q);
    expect(revealed.solution.length).toBeGreaterThan(0);
    expect(revealed.hint).not.toBe("");
  });

  it("gives misconception feedback when a known wrong answer is typed", () => {
    const q = generateQuestion("number.fractions.add-unlike", 5);
    const wrong = q.misconceptions[0];
    expect(wrong).toBeDefined();
    if (wrong) expect(mark(q, wrong.answer)).toEqual({ outcome: "incorrect", message: wrong.feedback });
  });

  it("rejects unknown templates and bad seeds", () => {
    expect(() => generateQuestion("number.nope", 1)).toThrow(UnknownTemplateError);
    expect(() => generateQuestion("number.fractions.add-unlike", -1)).toThrow(RangeError);
    expect(() => generateQuestion("number.fractions.add-unlike", 1.5)).toThrow(RangeError);
  });

  it("finds courses by name", () => {
    const first = listCourses()[0];
    expect(first).toBeDefined();
    if (first) expect(getCourse(first.courseMetadata.name)).toBe(first);
    expect(getCourse("courses/does-not-exist")).toBeUndefined();
  });
});
