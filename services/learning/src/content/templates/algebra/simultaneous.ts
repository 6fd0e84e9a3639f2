/** Simultaneous equations: linear pairs, word problems, and a line with a curve. */

import { coordinatesAnswer, integerAnswer, multiPartAnswer, solutionsAnswer } from "../../core/answers.js";
import { plural } from "../../core/english.js";
import { tn } from "../../core/tex.js";
import type { Misconception, Template } from "../../core/types.js";
import { diff, Fraction, numText, nz, paren2, poly, tex } from "./shared.js";

/** Cramer's rule for a x + b y = c, d x + e y = f; null if the lines are parallel */
function solve2(a: number, b: number, c: number, d: number, e: number, f: number): [Fraction, Fraction] | null {
  const det = a * e - b * d;
  if (det === 0) return null;
  return [new Fraction(c * e - b * f, det), new Fraction(a * f - c * d, det)];
}

const eqTex = (a: number, b: number, c: number) =>
  `${tex([
    [a, "x"],
    [b, "y"],
  ])} = ${tn(c)}`;

export const simultaneousLinear: Template = {
  id: "algebra.simultaneous.linear",
  title: "Solve linear simultaneous equations",
  objective: "Solve a pair of linear simultaneous equations",
  topics: ["algebra.simultaneous-linear"],
  difficulty: [3, 5],
  generate(rng) {
    const x = nz(rng, -8, 9);
    const y = nz(rng, -8, 9, [x]);
    const level = rng.int(0, 2);
    let a: number;
    let b: number;
    let d: number;
    let e: number;
    for (;;) {
      a = rng.int(1, 7);
      b = nz(rng, -7, 7);
      d = rng.int(level === 2 ? 2 : 1, 7);
      // level 0: y coefficients equal or opposite; 1: one equation needs multiplying; 2: both do
      e =
        level === 0 ? (rng.bool() ? b : -b) : level === 1 ? b * rng.int(2, 4) * (rng.bool() ? 1 : -1) : nz(rng, -7, 7);
      if (a * e - b * d === 0 || a === d) continue;
      if (level === 2 && (e % b === 0 || b % e === 0)) continue;
      break;
    }
    const c = a * x + b * y;
    const f = d * x + e * y;
    const wrong = (sol: [Fraction, Fraction] | null, feedback: string): Misconception[] =>
      sol ? [{ answer: [`x = ${numText(sol[0])}`, `y = ${numText(sol[1])}`], feedback }] : [];
    const method =
      level === 0
        ? `The $y$ coefficients are ${e === b ? "the same, so subtract" : "opposites, so add"} the equations to eliminate $y$.`
        : level === 1
          ? `Multiply the first equation by $${e / b}$ so the $y$ coefficients ${e / b > 0 ? "match" : "are opposites"}, then eliminate $y$.`
          : `Multiply the equations so that the $y$ coefficients match: the first by $${Math.abs(e)}$ and the second by $${Math.abs(b)}$.`;
    return {
      text: `Solve the simultaneous equations $\\; ${eqTex(a, b, c)}$ and $${eqTex(d, e, f)}$`,
      answer: multiPartAnswer([
        { id: "a", prompt: "$x$", answer: solutionsAnswer("x", [x]) },
        { id: "b", prompt: "$y$", answer: solutionsAnswer("y", [y]) },
      ]),
      equivalents: [[String(x), String(y)]],
      misconceptions: [
        { answer: [`x = ${y}`, `y = ${x}`], feedback: "Check which value is x and which is y by substituting back." },
        ...wrong(
          [new Fraction(x), new Fraction(c + a * x, b)],
          "Substitute back carefully: move the x term across with its sign changed.",
        ),
        ...wrong(
          solve2(a, b, c, d, e, -f),
          "When you subtract the equations, subtract the numbers on the right-hand side too.",
        ),
        ...wrong(solve2(a, b, c, d, -e, f), "Check the signs: like signs subtract, unlike signs add."),
        {
          answer: [`x = ${x}`, `y = ${-y}`],
          feedback: "Substitute your x value back into one of the equations to find y, taking care with signs.",
        },
      ],
      solution: [
        method,
        `This gives $x = ${x}$.`,
        `Substitute into the first equation: $${a} \\times ${paren2(x)} ${b < 0 ? "-" : "+"} ${Math.abs(b) === 1 ? "" : Math.abs(b)}y = ${c}$, so $y = ${y}$.`,
        `Check in the second equation: $${d} \\times ${paren2(x)} + ${paren2(e)} \\times ${paren2(y)} = ${f}$`,
      ],
      hint: "Make the coefficients of one letter the same size, then add or subtract the equations to eliminate it.",
      difficulty: diff(3 + level),
    };
  },
};

/** two things, the unit, and a realistic range of each one's mass (in steps of 10 g or 1 kg) */
const ITEMS: readonly (readonly [string, string, "g" | "kg", readonly [number, number], readonly [number, number]])[] =
  [
    ["apple", "pear", "g", [8, 30], [12, 30]],
    ["large box", "small box", "kg", [21, 40], [3, 20]],
    ["red brick", "blue brick", "g", [20, 60], [20, 60]],
    ["book", "magazine", "g", [25, 60], [8, 24]],
    ["adult", "child", "kg", [50, 95], [15, 45]],
  ];

export const simultaneousWords: Template = {
  id: "algebra.simultaneous.word-problems",
  title: "Form and solve simultaneous equations",
  objective: "Use simultaneous equations to solve problems",
  topics: ["algebra.simultaneous-linear", "algebra.forming-equations"],
  difficulty: [4, 4],
  generate(rng) {
    const [A, B, unit, [xLo, xHi], [yLo, yHi]] = rng.pick(ITEMS);
    const scale = unit === "g" ? 10 : 1;
    const x = rng.int(xLo, xHi) * scale;
    const y = rng.intExcept(yLo, yHi, [x / scale]) * scale;
    let a: number;
    let b: number;
    let d: number;
    let e: number;
    do {
      [a, b, d, e] = [rng.int(1, 5), rng.int(1, 5), rng.int(1, 5), rng.int(1, 5)];
    } while (a * e - b * d === 0 || (a === d && b === e));
    const t1 = a * x + b * y;
    const t2 = d * x + e * y;
    const s = (n: number, w: string) => `${n} ${plural(n, w)}`;
    const wrong = solve2(a, b, t1, d, e, -t2);
    return {
      text: `${s(a, A)} and ${s(b, B)} have a total mass of ${tn(t1)} ${unit}. ${s(d, A)} and ${s(e, B)} have a total mass of ${tn(t2)} ${unit}. All ${plural(2, A)} have the same mass, and all ${plural(2, B)} have the same mass. Find the mass of (a) one ${A} and (b) one ${B}.`,
      answer: multiPartAnswer([
        { id: "a", prompt: `one ${A}`, answer: integerAnswer(x, unit) },
        { id: "b", prompt: `one ${B}`, answer: integerAnswer(y, unit) },
      ]),
      misconceptions: [
        { answer: [String(y), String(x)], feedback: `Check which letter stands for the ${A} and which for the ${B}.` },
        ...(wrong
          ? [
              {
                answer: [numText(wrong[0]), numText(wrong[1])],
                feedback: "Subtract the totals as well as the terms when you eliminate.",
              },
            ]
          : []),
        {
          answer: [String(x), String((t1 + a * x) / b)],
          feedback: `Substitute back carefully: ${b}y = ${t1} − ${a}x.`,
        },
        {
          answer: [numText(new Fraction(t1, a + b)), numText(new Fraction(t2, d + e))],
          feedback: "The two items have different masses: use two letters and two equations.",
        },
        { answer: [String(x), String(y + scale)], feedback: "Check your answers in both equations." },
      ],
      solution: [
        `Let one ${A} have mass $x$ and one ${B} have mass $y$: $${eqTex(a, b, t1)}$ and $${eqTex(d, e, t2)}$.`,
        `Eliminate one letter and solve: $x = ${tn(x)}$ and $y = ${tn(y)}$.`,
        `Check: $${d} \\times ${tn(x)} + ${e} \\times ${tn(y)} = ${tn(t2)}$.`,
      ],
      hint: "Use a letter for each unknown mass, write two equations, then solve them simultaneously.",
      difficulty: 4,
    };
  },
};

/** pairs of lattice points on circles x² + y² = r² joined by lines y = m x + k with whole m (≠ 0) and k */
const CIRCLE_CASES: { r2: number; m: number; k: number; p: [number, number]; q: [number, number] }[] = (() => {
  const out: { r2: number; m: number; k: number; p: [number, number]; q: [number, number] }[] = [];
  for (const r2 of [2, 5, 8, 10, 13, 17, 20, 25, 26, 29, 34, 37, 40, 41, 45, 50, 52, 53, 58, 61, 65, 85, 100]) {
    const pts: [number, number][] = [];
    for (let x = -10; x <= 10; x++) for (let y = -10; y <= 10; y++) if (x * x + y * y === r2) pts.push([x, y]);
    for (const p of pts)
      for (const q of pts) {
        if (q[0] <= p[0]) continue;
        const m = (q[1] - p[1]) / (q[0] - p[0]);
        const k = p[1] - m * p[0];
        if (Number.isInteger(m) && m !== 0 && Math.abs(m) <= 3 && Number.isInteger(k) && k !== 0)
          out.push({ r2, m, k, p, q });
      }
  }
  return out;
})();

export const simultaneousNonLinear: Template = {
  id: "algebra.simultaneous.linear-and-quadratic",
  title: "Solve simultaneous equations: a line and a curve",
  objective: "Find where a straight line meets a parabola or a circle",
  topics: ["algebra.simultaneous-nonlinear"],
  difficulty: [5, 5],
  generate(rng) {
    let p: [number, number];
    let q: [number, number];
    let curve: string;
    let line: string;
    let steps: string[];
    if (rng.chance(0.6)) {
      // y = x² + b x + c meets y = m x + k at x = r1, r2
      const r1 = rng.int(-6, 4);
      const r2 = r1 + rng.int(1, 6);
      const m = nz(rng, -4, 4);
      const k = rng.int(-8, 8);
      const b = m - (r1 + r2);
      const c = k + r1 * r2;
      p = [r1, m * r1 + k];
      q = [r2, m * r2 + k];
      curve = `y = ${tex(poly([1, b, c], "x"))}`;
      line = `y = ${tex([
        [m, "x"],
        [k, ""],
      ])}`;
      steps = [
        `Set the right-hand sides equal: $${tex(poly([1, b, c], "x"))} = ${tex([
          [m, "x"],
          [k, ""],
        ])}$`,
        `Rearrange: $${tex(poly([1, b - m, c - k], "x"))} = 0$, so $(x ${r1 > 0 ? "-" : "+"} ${Math.abs(r1)})(x ${r2 > 0 ? "-" : "+"} ${Math.abs(r2)}) = 0$`
          .replace("(x + 0)", "x")
          .replace("(x - 0)", "x"),
        `$x = ${r1}$ or $x = ${r2}$; substitute into the line to find $y$.`,
      ];
    } else {
      const cse = rng.pick(CIRCLE_CASES);
      p = cse.p;
      q = cse.q;
      curve = `x^{2} + y^{2} = ${cse.r2}`;
      line = `y = ${tex([
        [cse.m, "x"],
        [cse.k, ""],
      ])}`;
      steps = [
        `Substitute the line into the circle: $x^{2} + (${tex([
          [cse.m, "x"],
          [cse.k, ""],
        ])})^{2} = ${cse.r2}$`,
        `Expand and simplify to a quadratic: $${tex(poly([1 + cse.m * cse.m, 2 * cse.m * cse.k, cse.k * cse.k - cse.r2], "x"))} = 0$`,
        `Solve it: $x = ${p[0]}$ or $x = ${q[0]}$; substitute into the line to find $y$.`,
      ];
    }
    return {
      text: `Solve the simultaneous equations $${curve}$ and $${line}$. Give the two solutions as coordinates $(x, y)$: (a) the one with the smaller $x$ value, (b) the other.`,
      answer: multiPartAnswer([
        { id: "a", prompt: "smaller $x$", answer: coordinatesAnswer(p[0], p[1]) },
        { id: "b", prompt: "larger $x$", answer: coordinatesAnswer(q[0], q[1]) },
      ]),
      misconceptions: [
        {
          answer: [`(${-q[0]}, ${p[1]})`, `(${-p[0]}, ${q[1]})`],
          feedback: "Check the signs when you solve the quadratic: x = −(number in the bracket).",
        },
        {
          answer: [`(${p[0]}, ${q[1]})`, `(${q[0]}, ${p[1]})`],
          feedback: "Each x value has its own y value: substitute each one into the line.",
        },
        { answer: [`(${p[1]}, ${p[0]})`, `(${q[1]}, ${q[0]})`], feedback: "Write the x coordinate first." },
        {
          answer: [`(${p[0]}, ${-p[1]})`, `(${q[0]}, ${-q[1]})`],
          feedback: "Substitute the x values into the linear equation carefully to find y.",
        },
      ],
      solution: [...steps, `The solutions are $(${p[0]}, ${p[1]})$ and $(${q[0]}, ${q[1]})$.`],
      hint: "Substitute the linear equation into the other one, rearrange to a quadratic = 0, and solve. Then find each y.",
      difficulty: 5,
    };
  },
};

export const simultaneousTemplates: Template[] = [simultaneousLinear, simultaneousWords, simultaneousNonLinear];
