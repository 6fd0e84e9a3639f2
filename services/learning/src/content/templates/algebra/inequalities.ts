/**
 * Inequalities on number lines and linear inequalities. Solving one is answered by typing the
 * solution set ("x > 3"), which the marker compares as a set; reading a number line stays a choice.
 */
import { type InequalitySign, inequalityAnswer, integerAnswer } from "../../core/answers.js";
import { texFrac } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { inequalityLine } from "./graph-draw.js";
import { choice, diff, Fraction, intWrongs, nz, tex } from "./shared.js";

export type Op = "<" | "\\le" | ">" | "\\ge";
export const FLIP: Record<Op, Op> = { "<": ">", "\\le": "\\ge", ">": "<", "\\ge": "\\le" };
export const STRICT: Record<Op, Op> = { "<": "<", "\\le": "<", ">": ">", "\\ge": ">" };
export const WEAK: Record<Op, Op> = { "<": "\\le", "\\le": "\\le", ">": "\\ge", "\\ge": "\\ge" };
export const OPS: readonly Op[] = ["<", "\\le", ">", "\\ge"];
/** The sign as a learner types it, and as the answer constructor takes it. */
const TYPED: Record<Op, "<" | "<=" | ">" | ">="> = { "<": "<", "\\le": "<=", ">": ">", "\\ge": ">=" };
const SIGN: Record<Op, InequalitySign> = { "<": "<", "\\le": "≤", ">": ">", "\\ge": "≥" };
const words = (op: Op) =>
  ({ "<": "less than", "\\le": "less than or equal to", ">": "greater than", "\\ge": "greater than or equal to" })[op];

export const readNumberLine: Template = {
  id: "algebra.inequalities.read-number-line",
  title: "Write the inequality shown on a number line",
  objective: "Read inequalities from number lines",
  topics: ["algebra.inequalities-number-line"],
  difficulty: [2, 3],
  generate(rng) {
    const v = rng.pick(["x", "n", "y", "p"]);
    const twoSided = rng.chance(0.5);
    const a = rng.int(-8, 6);
    if (!twoSided) {
      const op = rng.pick(OPS);
      const greater = op === ">" || op === "\\ge";
      const closed = op === "\\le" || op === "\\ge";
      const diagram = inequalityLine(
        a - 5,
        a + 5,
        greater ? { value: a, closed } : null,
        greater ? null : { value: a, closed },
        "number line showing an inequality",
      );
      const opt = (o: Op, n = a) => `$${v} ${o} ${n}$`;
      const { answer, misconceptions } = choice(rng, opt(op), [
        [
          opt(closed ? STRICT[op] : WEAK[op]),
          closed
            ? "A filled circle means the number is included: use ≤ or ≥."
            : "An empty circle means the number is not included: use < or >.",
        ],
        [
          opt(FLIP[op]),
          `The arrow points to the ${greater ? "right, to bigger numbers" : "left, to smaller numbers"}.`,
        ],
        [
          opt(closed ? STRICT[FLIP[op]] : WEAK[FLIP[op]]),
          "Look at the direction of the arrow and at whether the circle is filled.",
        ],
        [opt(op, greater ? a + 1 : a - 1), `The circle is at ${a}.`],
      ]);
      return {
        text: `Which inequality is shown on the number line?`,
        diagram,
        answer,
        misconceptions,
        solution: [
          `The circle is at $${a}$ and it is ${closed ? `filled, so $${a}$ is included` : `empty, so $${a}$ is not included`}.`,
          `The line goes to the ${greater ? "right" : "left"}, so $${v}$ is ${words(op)} $${a}$: $${v} ${op} ${a}$.`,
        ],
        hint: "Filled circle: ≤ or ≥ (included). Empty circle: < or > (not included). Then look at the direction.",
        difficulty: diff(2),
      };
    }
    const b = a + rng.int(2, 7);
    const lc = rng.bool();
    const rc = rng.bool();
    const lo: Op = lc ? "\\le" : "<";
    const hi: Op = rc ? "\\le" : "<";
    const diagram = inequalityLine(
      a - 2,
      b + 2,
      { value: a, closed: lc },
      { value: b, closed: rc },
      "number line showing an inequality between two values",
    );
    const opt = (l: Op, h: Op, x = a, y = b) => `$${x} ${l} ${v} ${h} ${y}$`;
    const other = (o: Op): Op => (o === "<" ? "\\le" : "<");
    const { answer, misconceptions } = choice(rng, opt(lo, hi), [
      [opt(other(lo), hi), `Look at the circle at ${a}: ${lc ? "filled means included" : "empty means not included"}.`],
      [opt(lo, other(hi)), `Look at the circle at ${b}: ${rc ? "filled means included" : "empty means not included"}.`],
      [opt(other(lo), other(hi)), "Filled circles mean ≤ (included); empty circles mean < (not included)."],
      [`$${b} ${lo} ${v} ${hi} ${a}$`, "Write the smaller number on the left."],
    ]);
    return {
      text: `Which inequality is shown on the number line?`,
      diagram,
      answer,
      misconceptions,
      solution: [
        `At $${a}$ the circle is ${lc ? "filled" : "empty"}, so $${a} ${lo} ${v}$.`,
        `At $${b}$ the circle is ${rc ? "filled" : "empty"}, so $${v} ${hi} ${b}$.`,
        `Together: $${a} ${lo} ${v} ${hi} ${b}$`,
      ],
      hint: "Filled circle: the number is included (≤). Empty circle: not included (<).",
      difficulty: diff(3),
    };
  },
};

export const countIntegers: Template = {
  id: "algebra.inequalities.integers-satisfying",
  title: "Integers that satisfy an inequality",
  objective: "Find the integers that satisfy a two-sided inequality",
  topics: ["algebra.inequalities-number-line"],
  difficulty: [2, 3],
  generate(rng) {
    const v = rng.pick(["n", "x", "k"]);
    const a = rng.int(-9, 5);
    const b = a + rng.int(3, 9);
    const lo: Op = rng.bool() ? "<" : "\\le";
    const hi: Op = rng.bool() ? "<" : "\\le";
    const first = lo === "<" ? a + 1 : a;
    const last = hi === "<" ? b - 1 : b;
    const ask = rng.int(0, 2);
    const q = [
      "How many integers satisfy the inequality?",
      `What is the largest integer ${v} can be?`,
      `Work out the sum of all the integer values of ${v}.`,
    ][ask];
    const values = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    const sum = values.reduce((t, x) => t + x, 0);
    const value = ask === 0 ? values.length : ask === 1 ? last : sum;
    const wrongs: [number, string][] =
      ask === 0
        ? [
            [b - a + 1, "Check each end: < means that number is not included."],
            [b - a, "List the integers and count them carefully."],
            [b - a - 1, "Check each end: ≤ means that number is included."],
            [values.length + (a <= 0 && b >= 0 ? -1 : 1), "Zero is an integer too."],
            [last, `Count from ${first}, not from 1.`],
            [b - a + 2, "List the integers and count them carefully."],
          ]
        : ask === 1
          ? [
              [
                hi === "<" ? b : b - 1,
                hi === "<" ? `${v} < ${b} means ${b} itself is not allowed.` : `${v} ≤ ${b} means ${b} is allowed.`,
              ],
              [first, "That is the smallest integer. The question asks for the largest."],
              [b + 1, `${v} must be ${words(hi)} ${b}.`],
            ]
          : [
              [
                sum + (lo === "<" ? a : -a) + (hi === "<" ? b : -b),
                "Check which end values are included: < means not included.",
              ],
              [sum + (hi === "<" ? b : -b), `Check whether ${b} is included.`],
              [sum + (lo === "<" ? a : -a), `Check whether ${a} is included.`],
              [values.length, "Add up the values, don't count them."],
              [-sum, "Take care with the negative values when you add."],
              [first + last, "Add all the values, not just the first and last."],
            ];
    return {
      text: `$${v}$ is an integer and $${a} ${lo} ${v} ${hi} ${b}$. ${q}`,
      answer: integerAnswer(value),
      misconceptions: intWrongs(wrongs),
      solution: [
        `The integers are $${values.join(", ")}$.`,
        ask === 0
          ? `There are $${value}$ of them.`
          : ask === 1
            ? `The largest is $${last}$.`
            : `Their sum is $${value}$.`,
      ],
      hint: "List the integers: < leaves the end number out, ≤ includes it. Don't forget 0 and negative numbers.",
      difficulty: diff(ask === 2 || a < 0 ? 3 : 2),
    };
  },
};

export const solveLinearInequality: Template = {
  id: "algebra.inequalities.solve-linear",
  title: "Solve a linear inequality",
  objective: "Solve inequalities like 3x + 5 > 17 and 7 − 2x ≤ 1",
  topics: ["algebra.solve-linear-inequalities"],
  difficulty: [3, 4],
  generate(rng) {
    const v = rng.pick(["x", "y", "n", "t"]);
    const op = rng.pick(OPS);
    const form = rng.int(0, 2);
    const a = rng.int(2, 9);
    const b = nz(rng, -15, 15);
    const sol = rng.chance(0.3) ? new Fraction(nz(rng, -12, 12), a) : new Fraction(nz(rng, -9, 12));
    let lhs: string;
    let rhs: string;
    let final = op;
    let steps: string[];
    let coef = a;
    if (form === 0) {
      // a x + b op c
      const c = sol.mul(a).add(b);
      lhs = tex([
        [a, v],
        [b, ""],
      ]);
      rhs = texFrac(c);
      steps = [`$${tex([[a, v]])} ${op} ${texFrac(c.sub(b))}$`, `Divide by $${a}$: $${v} ${op} ${texFrac(sol)}$`];
    } else if (form === 1) {
      // c − a x op d : dividing by −a flips the sign
      const c = rng.int(1, 20);
      const d = sol.mul(-a).add(c);
      lhs = `${c} - ${a}${v}`;
      rhs = texFrac(d);
      final = FLIP[op];
      coef = -a;
      steps = [
        `Subtract $${c}$: $-${a}${v} ${op} ${texFrac(d.sub(c))}$`,
        `Divide by $-${a}$ and reverse the sign: $${v} ${final} ${texFrac(sol)}$`,
      ];
    } else {
      // p x + b op q x + d with p > q
      const q = rng.int(1, 6);
      const p = q + a;
      const d = sol.mul(a).add(b);
      lhs = tex([
        [p, v],
        [b, ""],
      ]);
      rhs =
        tex([
          [q, v],
          [0, ""],
        ]) + (d.equals(0) ? "" : d.s < 0n ? ` - ${texFrac(d.abs())}` : ` + ${texFrac(d)}`);
      steps = [
        `Subtract $${tex([[q, v]])}$ from both sides: $${tex([
          [a, v],
          [b, ""],
        ])} ${op} ${texFrac(d)}$`,
        `$${tex([[a, v]])} ${op} ${texFrac(d.sub(b))}$, so $${v} ${op} ${texFrac(sol)}$`,
      ];
    }
    const typed = (o: Op, x: Fraction) => `${v} ${TYPED[o]} ${x.toFraction()}`;
    const wrongStep = form === 1 ? sol.mul(-1) : sol.add(new Fraction(2 * b, a));
    const misconceptions = [
      {
        answer: typed(FLIP[final], sol),
        feedback:
          form === 1
            ? "Dividing by a negative number reverses the inequality sign, once."
            : "Only reverse the sign when you multiply or divide by a negative number.",
      },
      {
        answer: typed(STRICT[final] === final ? WEAK[final] : STRICT[final], sol),
        feedback: "Keep the same kind of sign: < stays strict, ≤ keeps the 'or equal to'.",
      },
      {
        answer: typed(final, wrongStep),
        feedback:
          form === 1
            ? `Dividing by −${a} changes the sign of the number too.`
            : b > 0
              ? `Subtract ${b} from both sides, don't add it.`
              : `Add ${-b} to both sides, don't subtract it.`,
      },
      {
        answer: typed(FLIP[final], wrongStep),
        feedback: `Solve it like an equation: undo the ${b > 0 ? "+" : "−"} first, then divide by ${Math.abs(coef)}.`,
      },
    ];
    return {
      text: `Solve $${lhs} ${op} ${rhs}$. Write your answer as an inequality, like $${v} > 2$.`,
      answer: inequalityAnswer(v, SIGN[final], sol),
      // The same set written the other way round: 3 < x for x > 3.
      equivalents: [`${sol.toFraction()} ${TYPED[FLIP[final]]} ${v}`],
      misconceptions,
      solution: ["Solve it like an equation, doing the same to both sides.", ...steps],
      hint: "Solve it like an equation. If you multiply or divide both sides by a negative number, reverse the inequality sign.",
      difficulty: diff(form === 1 || sol.d !== 1n ? 4 : 3),
    };
  },
};

export const inequalityTemplates: Template[] = [readNumberLine, countIntegers, solveLinearInequality];
