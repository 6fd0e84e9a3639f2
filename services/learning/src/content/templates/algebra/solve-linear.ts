/**
 * Example template (equation-solution answer): solve ax + b = c, or ax + b = cx + d
 * at higher difficulty. Solutions are built first (integers, or fractions at
 * difficulty 4) so every equation has a tidy exact answer.
 */
import Fraction from "fraction.js";
import { solutionsAnswer } from "../../core/answers.js";
import { texFrac, texTerms, tn } from "../../core/tex.js";
import type { Misconception, Template } from "../../core/types.js";

export const solveLinearOneSide: Template = {
  id: "algebra.equations.linear-one-side",
  title: "Solve a linear equation (unknown on one side)",
  objective: "Solve equations like 3x + 5 = 20",
  topics: ["algebra.solve-linear"],
  difficulty: [2, 4],
  generate(rng) {
    const v = rng.pick(["x", "y", "n", "p", "a", "m"]);
    const a = rng.intExcept(2, 12, []);
    const b = rng.nonZero(-20, 20);
    const fractional = rng.chance(0.25);
    // choose the solution, then the right-hand side, so the answer is exact
    // a·sol + b is then always a whole number
    const sol = fractional ? new Fraction(rng.nonZero(-19, 19), a).add(rng.int(-3, 3)) : new Fraction(rng.int(-12, 15));
    return build(v, a, b, sol);
  },
};

function build(v: string, a: number, b: number, sol: Fraction) {
  const c = sol.mul(a).add(b);
  const cTex = texFrac(c);
  const misconceptions: Misconception[] = [
    {
      answer: `${v} = ${c.add(b).div(a).toFraction()}`,
      feedback: b > 0 ? `To undo + ${b}, subtract ${b} from both sides.` : `To undo − ${-b}, add ${-b} to both sides.`,
    },
    {
      answer: `${v} = ${c.sub(b).mul(a).toFraction()}`,
      feedback: `${a}${v} means ${a} × ${v}, so divide by ${a} to undo it.`,
    },
    {
      answer: `${v} = ${c.sub(b).sub(a).toFraction()}`,
      feedback: `${a}${v} means ${a} × ${v}: divide by ${a}, don't subtract it.`,
    },
    {
      answer: `${v} = ${new Fraction(a).div(c.sub(b).equals(0) ? 1 : c.sub(b)).toFraction()}`,
      feedback: "Divide the number on the right by the number in front of the letter, not the other way round.",
    },
  ];
  return {
    text: `Solve $${texTerms([
      [a, v],
      [b, ""],
    ])} = ${cTex}$`,
    answer: solutionsAnswer(v, [sol]),
    equivalents: [
      `${v}=${sol.toFraction()}`,
      sol.toFraction(),
      ...(sol.d !== 1n && isTidyDecimal(sol) ? [`${v} = ${sol.toString()}`] : []),
    ],
    misconceptions,
    solution: [
      `${b > 0 ? "Subtract" : "Add"} $${tn(Math.abs(b))}$ ${b > 0 ? "from" : "to"} both sides: $${a}${v} = ${texFrac(c.sub(b))}$`,
      `Divide both sides by $${a}$: $${v} = ${texFrac(sol)}$`,
    ],
    hint: `Undo the operations in reverse order: first deal with the $${b > 0 ? "+" : "-"}${tn(Math.abs(b))}$, then the $\\times ${a}$.`,
    difficulty: (sol.d !== 1n ? 4 : b < 0 || sol.s < 0n ? 3 : 2) as 2 | 3 | 4,
  };
}

function isTidyDecimal(f: Fraction): boolean {
  let d = f.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}
