/**
 * The question typed back is not an answer: real instances of the templates where it used to be
 * marked correct, typed as a pupil would, get wrong_form with a reason; the simplified answer is correct.
 */
import { describe, expect, it } from "vitest";
import { expressionAnswer } from "../core/answers.js";
import { instantiate } from "../core/generate.js";
import { getTemplate } from "../core/registry.js";
import { mark, markAnswer } from "../marking/mark.js";
import { questionExpressions } from "./check-typed-back.js";

function instance(id: string, seed: number) {
  const t = getTemplate(id);
  if (!t) throw new Error(`no template ${id}`);
  return instantiate(t, seed);
}

const cases: [id: string, seed: number, shown: string, typedBack: string, right: string, reason: RegExp][] = [
  ["number.indices.laws-with-letters", 0, "x^{16} \\div x^{7}", "x^16 ÷ x^7", "x^9", /index laws/],
  [
    "number.surds.expand-brackets",
    0,
    "(2 - 2\\sqrt{6})(6 - 5\\sqrt{6})",
    "(2 - 2√6)(6 - 5√6)",
    "72 - 22√6",
    /brackets/,
  ],
  ["algebra.simplify.divide-and-power", 2, "(4b^{5}p^{3})^{2}", "(4b^5p^3)^2", "16b^10p^6", /index laws/],
  ["algebra.notation.simplest-form", 2, "m \\times 8 \\times t", "m × 8 × t", "8mt", /× signs/],
  ["algebra.notation.simplest-form", 13, "4 \\times t \\times m \\times t", "4 × t × m × t", "4mt^2", /./],
  [
    "algebra.fractions.add-subtract",
    69,
    "\\frac{2}{x - 6} + \\frac{7}{x - 3}",
    "2/(x-6) + 7/(x-3)",
    "(9x - 48)/((x - 6)(x - 3))",
    /single fraction/,
  ],
];

describe("the question typed back", () => {
  for (const [id, seed, shown, typedBack, right, reason] of cases) {
    it(`${id} seed ${seed}: "${typedBack}" is wrong_form, "${right}" is correct`, () => {
      const q = instance(id, seed);
      expect(q.text).toContain(shown);
      expect(mark(q, right).outcome).toBe("correct");
      const r = mark(q, typedBack);
      expect(r.outcome).toBe("wrong_form");
      expect(r.message).toMatch(reason);
      // and exactly as the validation suite types it back
      for (const e of questionExpressions(q.text)) expect(mark(q, e).outcome).not.toBe("correct");
    });
  }

  it("a ÷ in simplest form is written as a fraction", () => {
    const q = instance("algebra.notation.simplest-form", 8);
    expect(q.text).toContain("\\div 3");
    expect(mark(q, "t ÷ 3")).toMatchObject({ outcome: "wrong_form", message: expect.stringMatching(/fraction/) });
    expect(mark(q, "t/3").outcome).toBe("correct");
  });

  it("keyboard habits that are still simplest form stay correct", () => {
    const answer = expressionAnswer("2*x + 3*y", ["x", "y"], "simplified");
    for (const typed of ["2x + 3y", "2*x + 3*y", "2 × x + 3 × y"])
      expect([typed, markAnswer({ answer }, typed).outcome]).toEqual([typed, "correct"]);
    for (const typed of ["x × 2 + 3y", "2x + y × 3", "4x^2/(2x) + 3y"])
      expect([typed, markAnswer({ answer }, typed).outcome]).toEqual([typed, "wrong_form"]);
  });
});
