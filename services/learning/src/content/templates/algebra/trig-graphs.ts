/**
 * Trigonometric graphs: solve sin x = k, cos x = k or tan x = k for 0° ≤ x ≤ 360°, using the
 * calculator's value and the symmetry of the graph (drawn with the line y = k).
 * The two solutions are asked for as two parts (smaller, larger), each an angle to 1 d.p.
 */
import { DP, integerAnswer, multiPartAnswer } from "../../core/answers.js";
import { tn } from "../../core/tex.js";
import type { Misconception, Template } from "../../core/types.js";
import { decimalFrom, roundStr } from "../geometry/shared.js";
import { graph } from "./graph-draw.js";

type Fn = "sin" | "cos" | "tan";
const R = DP(1);
const toDeg = (r: number) => (r * 180) / Math.PI;
const f = (fn: Fn, x: number) => {
  const r = (x * Math.PI) / 180;
  return fn === "sin" ? Math.sin(r) : fn === "cos" ? Math.cos(r) : Math.tan(r);
};
const inv = (fn: Fn, k: number) => toDeg(fn === "sin" ? Math.asin(k) : fn === "cos" ? Math.acos(k) : Math.atan(k));

/** both solutions in [0, 360], smaller first, from the calculator value */
function solutions(fn: Fn, k: number): [number, number] {
  const a = inv(fn, k);
  const raw = fn === "sin" ? [a, 180 - a] : fn === "cos" ? [a, 360 - a] : [a, a + 180];
  const inRange = raw.map((x) => (x < 0 ? x + 360 : x)).sort((p, q) => p - q);
  return [inRange[0] as number, inRange[1] as number];
}

/** tan is drawn from −4 to 4; sin and cos from −1 to 1 */
const rangeOf = (fn: Fn) => (fn === "tan" ? 4 : 1);

/** y = fn x for 0° to 360°, with the marks a question adds (its line y = k, a labelled point) */
function trigGraph(fn: Fn, marks: Omit<Parameters<typeof graph>[1], "curves">, described = "") {
  const range = rangeOf(fn);
  return graph(
    {
      x: [0, 360],
      y: [-range, range],
      ux: 1,
      uy: fn === "tan" ? 24 : 80,
      xStep: 90,
      yStep: fn === "tan" ? 2 : 1,
      xTitle: "x (degrees)",
      yTitle: `y = ${fn} x`,
    },
    { curves: [(x) => f(fn, x)], ...marks },
    `graph of y = ${fn} x for 0 to 360 degrees${described}`,
  );
}

export const trigEquation: Template = {
  id: "algebra.graphs.trig-equation",
  title: "Solve sin x = k, cos x = k or tan x = k using the graph",
  objective: "Use the graphs of sin, cos and tan to find every solution between 0° and 360°",
  topics: ["algebra.trig-graphs"],
  difficulty: [4, 5],
  generate(rng) {
    const fn = rng.pick<Fn>(["sin", "sin", "cos", "cos", "tan"]);
    // k to 1 or 2 d.p., away from 0 and ±1 (where the two solutions would merge or hit the axis ends)
    const twoDp = rng.chance(0.4);
    const limit = fn === "tan" ? 300 : 95;
    const step = twoDp ? 1 : 10;
    const k = (rng.sign() * rng.int(Math.ceil(10 / step), Math.floor(limit / step)) * step) / 100;
    const kText = String(k);
    const [x1, x2] = solutions(fn, k);
    const a = inv(fn, k);
    const principal = roundStr(a, R);
    const wrong = (p: number, q: number, feedback: string): Misconception => ({
      answer: [roundStr(Math.min(p, q), R), roundStr(Math.max(p, q), R)],
      feedback,
    });
    const others: Misconception[] = [
      wrong(
        a,
        360 - a,
        fn === "cos"
          ? ""
          : `The second solution of ${fn} x = k is not 360° − x: look at the symmetry of the ${fn} graph.`,
      ),
      wrong(
        a,
        180 - a,
        fn === "sin" ? "" : `180° − x gives the second solution for sin, not ${fn}: use the ${fn} graph's symmetry.`,
      ),
      wrong(
        a,
        180 + a,
        fn === "tan" ? "" : `Adding 180° works for tan, which repeats every 180°; the ${fn} graph does not.`,
      ),
      wrong(x1, x2 + 1, "Read both solutions from the graph where the line y = k crosses the curve."),
    ].filter((m) => m.feedback !== "");
    const range = rangeOf(fn);
    const diagram = trigGraph(
      fn,
      {
        lines: [{ a: { x: 0, y: k }, b: { x: 360, y: k }, dashed: true }],
        labels: [{ p: { x: 330, y: k + (k > 0 ? 0.15 : -0.15) * range }, text: `y = ${kText}` }],
      },
      ` with the line y = ${kText}`,
    );
    const symmetry =
      fn === "sin"
        ? "The sine graph is symmetrical about $x = 90^\\circ$ (and $x = 270^\\circ$), so the other solution is $180^\\circ - x$."
        : fn === "cos"
          ? "The cosine graph is symmetrical about $x = 180^\\circ$, so the other solution is $360^\\circ - x$."
          : "The tangent graph repeats every $180^\\circ$, so the other solution is $x + 180^\\circ$.";
    const negative = a < 0;
    return {
      text: `The graph shows $y = \\${fn} x$ for $0^\\circ \\le x \\le 360^\\circ$, and the line $y = ${tn(kText)}$. Find the two solutions of $\\${fn} x = ${tn(kText)}$ in this range. Give each answer to 1 decimal place.`,
      diagram,
      answer: multiPartAnswer([
        { id: "a", prompt: "Smaller solution, $x =$ (degrees)", answer: decimalFrom(x1, R, "°") },
        { id: "b", prompt: "Larger solution, $x =$ (degrees)", answer: decimalFrom(x2, R, "°") },
      ]),
      misconceptions: [
        ...others,
        ...(negative
          ? [
              {
                answer: [principal, roundStr(x2, R)],
                feedback: `${principal}° is outside the range 0° to 360°: add 360° to it, or use the graph's symmetry.`,
              },
            ]
          : []),
        {
          answer: [roundStr(x1 * (Math.PI / 180), DP(1)), roundStr(x2 * (Math.PI / 180), DP(1))],
          feedback: "Your calculator must be in degrees mode, not radians.",
        },
      ],
      solution: [
        `Calculator: $\\${fn}^{-1}(${tn(kText)}) = ${tn(roundStr(a, DP(3)))}\\ldots^\\circ$${negative ? ", which is outside the range" : ""}.`,
        symmetry,
        `The line $y = ${tn(kText)}$ crosses the curve at $x = ${tn(roundStr(x1, R))}^\\circ$ and $x = ${tn(roundStr(x2, R))}^\\circ$.`,
      ],
      hint: `Find one solution with ${fn}⁻¹ on your calculator, then use the symmetry of the graph to find the other. Both must be between 0° and 360°.`,
      difficulty: negative || fn === "tan" ? 5 : 4,
    };
  },
};

/** the two solutions in [0, 360] of fn x = sign × fn α, for 0 < α < 90 */
function symmetric(fn: Fn, alpha: number, sign: 1 | -1): [number, number] {
  const a = alpha;
  const table: Record<Fn, [number, number]> =
    sign > 0
      ? { sin: [a, 180 - a], cos: [a, 360 - a], tan: [a, 180 + a] }
      : { sin: [180 + a, 360 - a], cos: [180 - a, 180 + a], tan: [180 - a, 360 - a] };
  return table[fn];
}

export const trigSymmetry: Template = {
  id: "algebra.graphs.trig-symmetry",
  title: "Use the symmetry of trig graphs to find other solutions",
  objective: "Use the symmetry of the sin, cos and tan graphs to solve equations without a calculator",
  topics: ["algebra.trig-graphs"],
  difficulty: [4, 5],
  generate(rng) {
    const fn = rng.pick<Fn>(["sin", "cos", "tan"]);
    const alpha = rng.intExcept(5, 85, [45]);
    const sign = rng.chance(0.45) ? 1 : -1;
    const [x1, x2] = symmetric(fn, alpha, sign);
    const rhs = sign > 0 ? "k" : "-k";
    const k = f(fn, alpha);
    const range = rangeOf(fn);
    const kLine = Math.max(-range, Math.min(range, sign * k));
    const diagram = trigGraph(fn, {
      lines: [{ a: { x: 0, y: kLine }, b: { x: 360, y: kLine }, dashed: true }],
      points: [{ p: { x: alpha, y: Math.min(range, k) }, label: `(${alpha}°, k)` }],
    });
    const pair = (p: number, q: number) => [String(Math.min(p, q)), String(Math.max(p, q))];
    const others = (["sin", "cos", "tan"] as Fn[]).filter((g) => g !== fn);
    const misconceptions: Misconception[] = [
      ...others.map((g) => {
        const [p, q] = symmetric(g, alpha, sign);
        return {
          answer: pair(p, q),
          feedback: `That is the pattern of the ${g} graph. Use the symmetry of the ${fn} graph.`,
        };
      }),
      {
        answer: pair(...symmetric(fn, alpha, sign > 0 ? -1 : 1)),
        feedback:
          sign > 0
            ? `Those solve ${fn} x = −k. Here the right-hand side is k.`
            : `Those solve ${fn} x = k. The right-hand side is −k: look where the graph is negative.`,
      },
      ...(sign < 0 ? [{ answer: pair(-alpha, 360 - alpha), feedback: `${-alpha}° is not between 0° and 360°.` }] : []),
      { answer: pair(x1, x2 + 90), feedback: "Read both crossings of the line from the graph." },
    ];
    return {
      text: `Given that $\\${fn} ${alpha}^\\circ = k$, find the two values of $x$ with $0^\\circ \\le x \\le 360^\\circ$ for which $\\${fn} x = ${rhs}$. Do not use a calculator: use the graph of $y = \\${fn} x$.`,
      diagram,
      answer: multiPartAnswer([
        { id: "a", prompt: "Smaller value, $x =$ (degrees)", answer: integerAnswer(x1, "°") },
        { id: "b", prompt: "Larger value, $x =$ (degrees)", answer: integerAnswer(x2, "°") },
      ]),
      misconceptions,
      solution: [
        fn === "sin"
          ? "The sine graph is symmetrical about $x = 90^\\circ$ and $x = 270^\\circ$; its values for $180^\\circ$ to $360^\\circ$ are the negatives of those for $0^\\circ$ to $180^\\circ$."
          : fn === "cos"
            ? "The cosine graph is symmetrical about $x = 180^\\circ$, and $\\cos(180^\\circ - x) = -\\cos x$."
            : "The tangent graph repeats every $180^\\circ$, and $\\tan(180^\\circ - x) = -\\tan x$.",
        `So $\\${fn} x = ${rhs}$ when $x = ${x1}^\\circ$ and $x = ${x2}^\\circ$.`,
      ],
      hint: `Sketch y = ${fn} x from 0° to 360°, mark x = ${alpha}°, and use the graph's symmetry to find where it equals ${sign > 0 ? "k" : "−k"}.`,
      difficulty: sign > 0 ? 4 : 5,
    };
  },
};

export const trigGraphTemplates: Template[] = [trigEquation, trigSymmetry];
