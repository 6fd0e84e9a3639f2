/** The substitution check itself: it must catch a wrong stated solution of each kind. */
import { describe, expect, it } from "vitest";
import { inequalityAnswer, inequalityRange, solutionsAnswer, solving } from "../core/answers.js";
import type { AnswerSpec, QuestionInstance } from "../core/types.js";
import { checkSolving, relationsInText } from "./check-solving.js";
import { parseRelation } from "./exact-relation.js";

const question = (text: string, answer: AnswerSpec) => ({ text, answer }) as unknown as QuestionInstance;

describe("checkSolving", () => {
  it("reads the maths of the Solve sentence, not the example after it", () => {
    expect(relationsInText("Solve $1 - 8t \\le -7$. Write your answer like $t > 2$.")).toEqual(["1 - 8t \\le -7"]);
    expect(relationsInText("Solve the simultaneous equations $\\; 5x + 4y = 69$ and $3x + 4y = 51$")).toHaveLength(2);
  });

  it("reads TeX fractions, implicit products and chains exactly", () => {
    const r = parseRelation("\\frac{-6}{p + 1} = \\frac{-16}{p + 6}");
    expect(typeof r).toBe("object");
    expect(typeof parseRelation("2 \\le 2n + 8 < 6")).toBe("object");
    expect(typeof parseRelation("5(x - 6) = 4(x + 7) - 56")).toBe("object");
  });

  it("catches the unknown-in-denominator slip: -6/(p+1) = -16/(p+6) is p = 2, not p = -9", () => {
    const text = "Solve $\\frac{-6}{p + 1} = \\frac{-16}{p + 6}$";
    expect(checkSolving(question(text, solutionsAnswer("p", [2])))).toEqual([]);
    expect(checkSolving(question(text, solutionsAnswer("p", [-9])))[0]).toMatch(/p = -9 does not satisfy/);
  });

  it("rejects a value that makes a denominator zero", () => {
    const text = "Solve $\\frac{x^{2} - 1}{x - 1} = 2$";
    expect(checkSolving(question(text, solutionsAnswer("x", [1])))[0]).toMatch(/undefined/);
  });

  it("checks simultaneous equations with the other part's value", () => {
    const text = "Solve the simultaneous equations $5x + 4y = 69$ and $3x + 4y = 51$";
    const answer = (y: number): AnswerSpec => ({
      kind: "multi",
      parts: [
        { id: "a", prompt: "x", answer: solutionsAnswer("x", [9]) },
        { id: "b", prompt: "y", answer: solutionsAnswer("y", [y]) },
      ],
    });
    expect(checkSolving(question(text, answer(6)))).toEqual([]);
    expect(checkSolving(question(text, answer(7))).length).toBeGreaterThan(0);
  });

  it("checks rounded roots lie within half a unit", () => {
    const text = "Solve $x^{2} - 2 = 0$. Give your solutions correct to 2 decimal places.";
    const dp2 = { kind: "dp", places: 2 } as const;
    expect(checkSolving(question(text, solutionsAnswer("x", [1.41, -1.41], dp2)))).toEqual([]);
    expect(checkSolving(question(text, solutionsAnswer("x", [1.42, -1.41], dp2)))[0]).toMatch(/1.42/);
  });

  it("checks inequality sets: direction, included ends and both parts", () => {
    const text = "Solve $1 - 8t \\le -7$. Write your answer as an inequality.";
    expect(checkSolving(question(text, inequalityAnswer("t", "≥", 1)))).toEqual([]);
    expect(checkSolving(question(text, inequalityAnswer("t", "≤", 1))).length).toBeGreaterThan(0);
    expect(checkSolving(question(text, inequalityAnswer("t", ">", 1))).length).toBeGreaterThan(0);
    const quad = "Solve $y^{2} + 7y + 12 > 0$.";
    expect(checkSolving(question(quad, inequalityRange("y", -4, false, -3, false, false)))).toEqual([]);
    expect(checkSolving(question(quad, inequalityRange("y", -4, false, -3, false, true))).length).toBeGreaterThan(0);
  });

  it("needs a relation for every solving answer, from the question or declared", () => {
    const text = "$2 \\le 2n + 8 < 6$, where $n$ is an integer. List all the possible values of $n$.";
    expect(checkSolving(question(text, solutionsAnswer("n", [-3, -2])))[0]).toMatch(/no equation/);
    expect(checkSolving(question(text, solving(solutionsAnswer("n", [-3, -2]), "2 \\le 2n + 8 < 6")))).toEqual([]);
    expect(checkSolving(question(text, solving(solutionsAnswer("n", [-3, -1]), "2 \\le 2n + 8 < 6"))).length).toBe(1);
  });
});
