/**
 * Linear equations: one step, two steps, unknowns on both sides, brackets.
 * The solution is chosen first and the equation built around it, so answers are exact.
 */
import { solutionsAnswer } from "../../core/answers.js";
import { texFrac, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { brTex, diff, Fraction, fr, nz, plusTex, solutionEquivalents, solWrongs, tex } from "./shared.js";

const VARS = ["x", "y", "n", "p", "a", "m", "t", "k"] as const;

/** a / b as a Fraction, or null when b is 0 (a misconception that cannot be written) */
const ratio = (a: number | Fraction, b: number | Fraction): Fraction | null =>
  fr(b).equals(0) ? null : fr(a).div(fr(b));

export const solveOneStep: Template = {
  id: "algebra.equations.one-step",
  title: "Solve a one-step equation",
  objective: "Solve equations like x + 7 = 12 and 4x = 28",
  topics: ["algebra.solve-one-step"],
  difficulty: [1, 2],
  generate(rng) {
    const v = rng.pick(VARS);
    const form = rng.int(0, 3);
    const negatives = rng.chance(0.4);
    const a = negatives && form === 0 ? nz(rng, -15, 15, [1, -1]) : rng.int(2, 12);
    // x = ±a would make the right-hand side 0, where several wrong methods agree
    const x = negatives ? nz(rng, -15, 20, [a, -a]) : rng.intExcept(2, 25, [a]);
    let qTex: string;
    let inverse: string;
    let wrongs: [Fraction | number | null, string][];
    if (form === 0) {
      const c = x + a;
      qTex = `${tex([
        [1, v],
        [a, ""],
      ])} = ${tn(c)}`;
      inverse = a > 0 ? `Subtract $${a}$ from both sides` : `Add $${-a}$ to both sides`;
      wrongs = [
        [c + a, a > 0 ? `To undo + ${a}, subtract ${a}.` : `To undo − ${-a}, add ${-a}.`],
        [ratio(c, a), "The number is added or subtracted, not multiplied."],
        [c * a, "The number is added or subtracted, not divided."],
        [-x, "Check the sign of your answer by substituting it back in."],
      ];
    } else if (form === 1) {
      const c = x - a;
      qTex = `${v} - ${a} = ${tn(c)}`;
      inverse = `Add $${a}$ to both sides`;
      wrongs = [
        [c - a, `To undo − ${a}, add ${a} to both sides.`],
        [a - c, `Add ${a} to both sides: ${v} = ${c} + ${a}.`],
        [c * a, "Undo subtracting by adding."],
        [-x, "Check the sign of your answer by substituting it back in."],
      ];
    } else if (form === 2) {
      const c = a * x;
      qTex = `${a}${v} = ${tn(c)}`;
      inverse = `Divide both sides by $${a}$`;
      wrongs = [
        [c - a, `${a}${v} means ${a} × ${v}: divide by ${a}, don't subtract.`],
        [c * a, `To undo × ${a}, divide by ${a}.`],
        [ratio(a, c), `Divide ${c} by ${a}, not ${a} by ${c}.`],
        [c + a, `${a}${v} means ${a} × ${v}: divide by ${a}.`],
      ];
    } else {
      const c = x;
      qTex = `\\frac{${v}}{${a}} = ${tn(c)}`;
      inverse = `Multiply both sides by $${a}$`;
      wrongs = [
        [ratio(c, a), `To undo ÷ ${a}, multiply by ${a}.`],
        [c + a, `${v} is divided by ${a}: multiply to undo it.`],
        [c - a, `${v} is divided by ${a}: multiply to undo it.`],
        [ratio(a, c), `Multiply both sides by ${a}.`],
      ];
    }
    const sol = form === 3 ? x * a : x;
    return {
      text: `Solve $${qTex}$`,
      answer: solutionsAnswer(v, [sol]),
      equivalents: solutionEquivalents(v, [sol]),
      misconceptions: solWrongs(
        v,
        wrongs.map(([w, f]) => [[w], f] as const),
      ),
      solution: [`${inverse} to get ${v} on its own.`, `$${v} = ${tn(sol)}$`],
      hint: "Do the opposite operation to both sides of the equation.",
      difficulty: diff(negatives || form === 3 ? 2 : 1),
    };
  },
};

export const solveTwoStepVariants: Template = {
  id: "algebra.equations.two-step-variants",
  title: "Solve two-step equations with division or a negative coefficient",
  objective: "Solve equations like x/4 + 3 = 7, (x + 3)/4 = 5 and 11 − 2x = 3",
  topics: ["algebra.solve-linear"],
  difficulty: [2, 4],
  generate(rng) {
    const v = rng.pick(VARS);
    const form = rng.int(0, 2);
    const a = rng.int(2, 9);
    const b = nz(rng, -12, 12);
    // x/a and (x + b)/a must come out whole
    const x = form === 0 ? a * nz(rng, -6, 9) : form === 1 ? a * nz(rng, -6, 9) - b : nz(rng, -10, 12);
    let qTex: string;
    let steps: string[];
    let wrongs: [Fraction | null, string][];
    if (form === 0) {
      // x/a + b = c
      const c = x / a + b;
      qTex = `\\frac{${v}}{${a}}${plusTex(b)} = ${tn(c)}`;
      steps = [
        `${b > 0 ? "Subtract" : "Add"} $${Math.abs(b)}$: $\\frac{${v}}{${a}} = ${tn(c - b)}$`,
        `Multiply by $${a}$: $${v} = ${tn(x)}$`,
      ];
      wrongs = [
        [fr(c * a - b), `Deal with the ${b > 0 ? "+" : "−"} ${Math.abs(b)} first, then multiply by ${a}.`],
        [fr(c + b).mul(a), b > 0 ? `To undo + ${b}, subtract ${b}.` : `To undo − ${-b}, add ${-b}.`],
        [ratio(c - b, a), `To undo ÷ ${a}, multiply by ${a}.`],
        [fr(c - b + a), `To undo ÷ ${a}, multiply by ${a}.`],
      ];
    } else if (form === 1) {
      // (x + b)/a = c
      const c = (x + b) / a;
      qTex = `\\frac{${tex([
        [1, v],
        [b, ""],
      ])}}{${a}} = ${tn(c)}`;
      steps = [
        `Multiply both sides by $${a}$: $${tex([
          [1, v],
          [b, ""],
        ])} = ${tn(c * a)}$`,
        `${b > 0 ? "Subtract" : "Add"} $${Math.abs(b)}$: $${v} = ${tn(x)}$`,
      ];
      wrongs = [
        [
          fr(c - b).mul(a),
          `The whole of ${v} ${b > 0 ? "+" : "−"} ${Math.abs(b)} is divided by ${a}: multiply by ${a} first.`,
        ],
        [fr(c * a + b), b > 0 ? `To undo + ${b}, subtract ${b}.` : `To undo − ${-b}, add ${-b}.`],
        [ratio(c - b, a), `To undo ÷ ${a}, multiply by ${a}.`],
        [fr(c + a - b), `To undo ÷ ${a}, multiply by ${a}.`],
      ];
    } else {
      // b − a x = c, the unknown's coefficient negative
      const k = Math.abs(b) + rng.int(0, 10);
      const c = k - a * x;
      qTex = `${k} - ${a}${v} = ${tn(c)}`;
      steps = [`Subtract $${k}$ from both sides: $-${a}${v} = ${tn(c - k)}$`, `Divide by $-${a}$: $${v} = ${tn(x)}$`];
      wrongs = [
        [fr(-x), `Dividing by −${a} changes the sign.`],
        [ratio(c + k, a), `Subtract ${k} from both sides, don't add it.`],
        [ratio(c - k, a), `The ${v} term is −${a}${v}, so divide by −${a}.`],
        [fr(c - k + a), `−${a}${v} means −${a} × ${v}: divide, don't add.`],
        [fr(k - c), `${k - c} is ${a} lots of ${v}: divide by ${a} at the end.`],
      ];
    }
    return {
      text: `Solve $${qTex}$`,
      answer: solutionsAnswer(v, [x]),
      equivalents: solutionEquivalents(v, [x]),
      misconceptions: solWrongs(
        v,
        wrongs.map(([w, f]) => [[w], f] as const),
      ),
      solution: steps,
      hint: "Undo the operations in reverse order, doing the same to both sides each time.",
      difficulty: diff(form === 2 ? 4 : x < 0 || b < 0 ? 3 : 2),
    };
  },
};

export const solveBothSides: Template = {
  id: "algebra.equations.unknowns-both-sides",
  title: "Solve equations with the unknown on both sides",
  objective: "Solve equations like 5x + 3 = 2x + 18",
  topics: ["algebra.solve-unknowns-both-sides"],
  difficulty: [3, 4],
  generate(rng) {
    const v = rng.pick(VARS);
    const a = rng.int(2, 12);
    const c = rng.intExcept(-6, 11, [0, a, a - 1]);
    const fractional = rng.chance(0.25);
    const x0 = fractional ? new Fraction(nz(rng, -20, 20), a - c).add(rng.int(-2, 2)) : new Fraction(nz(rng, -10, 12));
    const x = x0.equals(0) ? x0.add(1) : x0;
    const b = nz(rng, -20, 20);
    const d = x.mul(a - c).add(b);
    if (d.d !== 1n) throw new Error("unreachable: d is whole");
    const lhs = tex([
      [a, v],
      [b, ""],
    ]);
    const rhs =
      c < 0
        ? tex([
            [d, ""],
            [c, v],
          ])
        : tex([
            [c, v],
            [d, ""],
          ]);
    return {
      text: `Solve $${lhs} = ${rhs}$`,
      answer: solutionsAnswer(v, [x]),
      equivalents: solutionEquivalents(v, [x]),
      misconceptions: solWrongs(v, [
        [
          [ratio(d.sub(b), a + c)],
          c > 0
            ? `Subtract ${c}${v} from both sides: ${a}${v} − ${c}${v} = ${a - c}${v}.`
            : `Add ${-c}${v} to both sides: ${a}${v} + ${-c}${v} = ${a - c}${v}.`,
        ],
        [[ratio(d.add(b), a - c)], b > 0 ? `Subtract ${b} from both sides.` : `Add ${-b} to both sides.`],
        [[ratio(fr(b).sub(d), a - c)], "Check the sign: move the numbers to the side without the letters."],
        [[ratio(a - c, d.sub(b))], "Divide the number by the coefficient of the letter, not the other way round."],
        [[d.sub(b).sub(a - c)], `${a - c}${v} means ${a - c} × ${v}: divide by ${a - c}.`],
      ]),
      solution: [
        `Collect the ${v} terms on one side: $${tex([
          [a - c, v],
          [b, ""],
        ])} = ${texFrac(d)}$`,
        `Collect the numbers on the other side: $${tex([[a - c, v]])} = ${texFrac(d.sub(b))}$`,
        `Divide by $${a - c}$: $${v} = ${texFrac(x)}$`,
      ],
      hint: `Subtract the smaller ${v} term from both sides first, so the ${v} terms are on one side only.`,
      difficulty: diff(fractional || c < 0 ? 4 : 3),
    };
  },
};

export const solveWithBrackets: Template = {
  id: "algebra.equations.with-brackets",
  title: "Solve equations with brackets",
  objective: "Solve equations like 3(x − 4) = 2(x + 1)",
  topics: ["algebra.solve-with-brackets"],
  difficulty: [3, 4],
  generate(rng) {
    const v = rng.pick(VARS);
    const form = rng.int(0, 2);
    const a = rng.int(2, 9);
    const b = nz(rng, -9, 9);
    const x = nz(rng, -8, 12, [-b]);
    if (form === 0) {
      // a(x + b) = c
      const c = a * (x + b);
      return {
        text: `Solve $${a}${brTex(1, b, v)} = ${tn(c)}$`,
        answer: solutionsAnswer(v, [x]),
        equivalents: solutionEquivalents(v, [x]),
        misconceptions: solWrongs(v, [
          [[c - b], `Multiply out the bracket first: ${a} × ${b} = ${a * b}.`],
          [
            [ratio(c - b, a)],
            `Expanding gives ${a}${v} ${b < 0 ? "−" : "+"} ${Math.abs(a * b)}: multiply ${b} by ${a} too.`,
          ],
          [[c / a + b], b > 0 ? `Divide by ${a}, then subtract ${b}.` : `Divide by ${a}, then add ${-b}.`],
          [[ratio(c + a * b, a)], "Check the sign when you move the number term."],
          [[c / a], `After dividing by ${a}, undo the ${b > 0 ? "+" : "−"} ${Math.abs(b)} too.`],
          [[c * a - b], `To undo × ${a}, divide by ${a}.`],
        ]),
        solution: [
          `Expand: $${tex([
            [a, v],
            [a * b, ""],
          ])} = ${tn(c)}$ (or divide both sides by $${a}$ first)`,
          `$${a}${v} = ${tn(c - a * b)}$`,
          `$${v} = ${tn(x)}$`,
        ],
        hint: `Either expand the bracket, or divide both sides by ${a} first.`,
        difficulty: diff(3),
      };
    }
    const c = rng.intExcept(2, 8, [a]);
    const d = nz(rng, -9, 9);
    // form 1: a(x + b) = c(x + d) + e; form 2: a(x + b) + c(x + d) = e
    const sign = form === 1 ? -1 : 1;
    const e = a * (x + b) + sign * c * (x + d);
    const qTex =
      form === 1
        ? `${a}${brTex(1, b, v)} = ${c}${brTex(1, d, v)}${plusTex(e)}`
        : `${a}${brTex(1, b, v)} + ${c}${brTex(1, d, v)} = ${tn(e)}`;
    const coef = a + sign * c;
    const konst = a * b + sign * c * d;
    // both forms reduce to coef·x + konst = e (form 1 after moving c(x + d) across)
    const rhsExpanded =
      form === 1
        ? tex([
            [c, v],
            [c * d + e, ""],
          ])
        : tn(e);
    return {
      text: `Solve $${qTex}$`,
      answer: solutionsAnswer(v, [x]),
      equivalents: solutionEquivalents(v, [x]),
      misconceptions: solWrongs(v, [
        [
          [ratio(e - (a * b + sign * c * d) + (a - 1) * b, coef)],
          `Multiply every term in the bracket: ${a} × ${b} = ${a * b}.`,
        ],
        [
          [ratio(e - (a * b + sign * c * d) + sign * (c - 1) * d, coef)],
          `Multiply every term in the bracket: ${c} × ${d} = ${c * d}.`,
        ],
        [[ratio(e - konst, a - sign * c)], `Collect the ${v} terms carefully: keep the sign in front of each.`],
        [[ratio(e + konst, coef)], "Check the sign when you move the number term to the other side."],
        [[ratio(coef, e - konst)], `Divide by the number of ${v}s, not the other way round.`],
      ]),
      solution: [
        `Expand the brackets: $${tex([
          [a, v],
          [a * b, ""],
        ])} ${form === 1 ? "=" : "+"} ${
          form === 1
            ? rhsExpanded
            : `${tex([
                [c, v],
                [c * d, ""],
              ])} = ${tn(e)}`
        }$`,
        `Collect like terms: $${tex([
          [coef, v],
          [konst, ""],
        ])} = ${tn(e)}$`,
        coef === 1 ? `$${v} = ${tn(x)}$` : `$${tex([[coef, v]])} = ${tn(e - konst)}$, so $${v} = ${tn(x)}$`,
      ],
      hint: "Expand all the brackets first, then collect the letter terms on one side and the numbers on the other.",
      difficulty: diff(4),
    };
  },
};

export const equationTemplates: Template[] = [solveOneStep, solveTwoStepVariants, solveBothSides, solveWithBrackets];
