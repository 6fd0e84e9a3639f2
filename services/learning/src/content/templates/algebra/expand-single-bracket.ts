/**
 * Example template (expression answer with a required form):
 * expand k(ax + b), or kx(ax + b) at higher difficulty. "Expand and simplify"
 * means the answer must have no brackets and collected terms, checked by the marker.
 */
import { expressionAnswer } from "../../core/answers.js";
import { paren, plainTerms, texTerms, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";

const LETTERS = ["x", "y", "a", "b", "m", "n", "p", "t"] as const;

export const expandSingleBracket: Template = {
  id: "algebra.expand.single-bracket",
  title: "Expand a single bracket",
  objective: "Multiply out a single bracket",
  topics: ["algebra.expand-single-bracket"],
  difficulty: [2, 3],
  generate(rng) {
    const v = rng.pick(LETTERS);
    const withVariableOutside = rng.chance(0.35);
    // ±1 outside a number-only bracket is not worth a question
    const k = withVariableOutside ? rng.nonZero(-9, 12) : rng.intExcept(-9, 12, [-1, 0, 1]);
    const a = rng.intExcept(1, 9, []);
    const b = rng.nonZero(-12, 12);
    // outside term k or k·v; inside a·v + b
    const outTex = withVariableOutside ? `${k === 1 ? "" : k === -1 ? "-" : tn(k)}${v}` : tn(k);
    const insideTex = texTerms([
      [a, v],
      [b, ""],
    ]);
    const hiPow = withVariableOutside ? `${v}^2` : v;
    const loPow = withVariableOutside ? v : "";
    const result: [number, string][] = [
      [k * a, hiPow],
      [k * b, loPow],
    ];
    const expr = `${k * a}*${withVariableOutside ? `${v}^2` : v} + ${k * b}${withVariableOutside ? `*${v}` : ""}`;
    const misconceptions = [
      // only the first term multiplied
      {
        answer: plainTerms([
          [k * a, hiPow],
          [b, ""],
        ]),
        feedback: "Multiply every term inside the bracket by the term outside, not just the first one.",
      },
      // sign slip on the second term
      {
        answer: plainTerms([
          [k * a, hiPow],
          [-k * b, loPow],
        ]),
        feedback:
          "Check the signs: a negative times a positive is negative, and a negative times a negative is positive.",
      },
      // added the outside number instead of multiplying
      {
        answer: plainTerms([
          [a + k, v],
          [b + k, ""],
        ]),
        feedback: "The number outside the bracket multiplies each term; it isn't added.",
      },
      // forgot to multiply the letters when the outside term has one
      {
        answer: plainTerms([
          [k * a, v],
          [k * b, ""],
        ]),
        feedback: `Remember ${v} × ${v} = ${v}² when there is a letter outside the bracket.`,
      },
    ];
    return {
      text: `Expand and simplify $${outTex}(${insideTex})$`,
      answer: expressionAnswer(expr, [v], "expanded"),
      equivalents: [plainTerms(result), plainTerms([...result].reverse() as [number, string][])],
      misconceptions,
      solution: [
        `Multiply each term in the bracket by $${outTex}$.`,
        `$${outTex} \\times ${a === 1 ? "" : tn(a)}${v} = ${texTerms([[k * a, hiPow]])}$`,
        `$${outTex} \\times ${paren(tn(b))} = ${texTerms([[k * b, loPow]])}$`,
        `So $${outTex}(${insideTex}) = ${texTerms(result)}$.`,
      ],
      hint: `Multiply $${outTex}$ by each term inside the bracket, then add the results.`,
      difficulty: withVariableOutside || k < 0 ? 3 : 2,
    };
  },
};
