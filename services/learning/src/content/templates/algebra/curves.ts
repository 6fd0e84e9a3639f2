/** Real-life graphs and quadratic graphs. */

import {
  coordinatesAnswer,
  fractionAnswer,
  integerAnswer,
  multiPartAnswer,
  solutionsAnswer,
  solving,
} from "../../core/answers.js";
import { realisticSpeed } from "../../core/contexts.js";
import type { Rng } from "../../core/rng.js";
import { tn } from "../../core/tex.js";
import type { SingleAnswerSpec, Template } from "../../core/types.js";
import { graph } from "./graph-draw.js";
import {
  diff,
  evalPoly,
  Fraction,
  intWrongs,
  mulPoly,
  numText,
  paren2,
  poly,
  solutionEquivalents,
  solWrongs,
  tex,
  texPoint,
} from "./shared.js";

const _numberAnswer = (f: Fraction): SingleAnswerSpec =>
  f.d === 1n ? integerAnswer(f) : fractionAnswer(f, "any", { allowDecimal: true });

export const distanceTime: Template = {
  id: "algebra.graphs.real-life-distance-time",
  title: "Read a distance-time graph",
  objective: "Interpret distance-time graphs",
  topics: ["algebra.real-life-graphs"],
  difficulty: [2, 4],
  generate(rng) {
    const name = rng.pick(["Sam", "Priya", "Leo", "Maya", "Tom", "Zara", "Ravi", "Eve"]);
    const mode = rng.pick(["cycles", "drives", "walks"] as const);
    const mover = ({ cycles: "cyclist", drives: "car", walks: "walker" } as const)[mode];
    // both legs at a realistic speed for the mover (core/contexts.ts), in whole km/h
    let t1: number;
    let s1: number;
    let homeTimes: number[];
    do {
      t1 = rng.int(1, 3);
      s1 = mode === "walks" ? rng.int(3, 6) : mode === "cycles" ? 5 * rng.int(2, 5) : 10 * rng.int(3, 8);
      const out = s1 * t1;
      homeTimes = [1, 2, 3, 4].filter((t) => out % t === 0 && t !== t1 && realisticSpeed(mover, out / t));
    } while (homeTimes.length === 0);
    const d = s1 * t1;
    const rest = rng.int(1, 2);
    const t3 = rng.pick(homeTimes);
    const T = t1 + rest + t3;
    const yStep = d <= 12 ? 2 : d <= 30 ? 5 : d <= 60 ? 10 : 20;
    const top = Math.ceil(d / yStep) * yStep + yStep;
    const diagram = graph(
      {
        x: [0, T + 1],
        y: [0, top],
        ux: 56,
        uy: 220 / top,
        yStep,
        xTitle: "time (hours)",
        yTitle: "distance from home (km)",
      },
      {
        segments: [
          [
            { x: 0, y: 0 },
            { x: t1, y: d },
          ],
          [
            { x: t1, y: d },
            { x: t1 + rest, y: d },
          ],
          [
            { x: t1 + rest, y: d },
            { x: T, y: 0 },
          ],
        ],
      },
      "distance-time graph of a journey",
    );
    const ask = rng.int(0, 3);
    const q = [
      `What was ${name}'s speed, in km/h, for the first part of the journey?`,
      `What was ${name}'s speed, in km/h, on the way home?`,
      `For how many minutes did ${name} stop?`,
      `What is the total distance ${name} travelled, in km?`,
    ][ask];
    const s3 = d / t3;
    const value = [s1, s3, 60 * rest, 2 * d][ask] ?? 0;
    const wrongs: [number | Fraction, string][] = [
      [
        [d, d, rest, d][ask] ?? 0,
        [
          "Speed = distance ÷ time: divide by the time taken.",
          "Speed = distance ÷ time: divide by the time taken.",
          "Give the answer in minutes: 1 hour = 60 minutes.",
          "The journey there and back is twice the distance from home.",
        ][ask] ?? "",
      ],
      [
        [new Fraction(t1, d), new Fraction(t3, d), 60 * (t1 + rest), d * T][ask] ?? 0,
        [
          "Speed = distance ÷ time, not time ÷ distance.",
          "Speed = distance ÷ time, not time ÷ distance.",
          "The stop is the flat part of the graph only.",
          "Read the distances from the graph, not the times.",
        ][ask] ?? "",
      ],
      [
        [d * t1, d * t3, 100 * rest, d + T][ask] ?? 0,
        [
          "Divide the distance by the time, don't multiply.",
          "Divide the distance by the time, don't multiply.",
          "An hour has 60 minutes, not 100.",
          "Add the distance there and the distance back.",
        ][ask] ?? "",
      ],
      [
        [new Fraction(d, t1 + rest), new Fraction(d, T), 60 * (rest + 1), d / 2][ask] ?? 0,
        [
          "Use only the time for the first part of the journey.",
          "Use only the time for the journey home: the last part of the graph.",
          "Read the start and end of the flat part carefully.",
          "The total distance travelled counts the way there and the way back.",
        ][ask] ?? "",
      ],
      [
        [t1, t3, 30 * rest, T][ask] ?? 0,
        [
          "That is the time taken. Speed = distance ÷ time.",
          "That is the time taken. Speed = distance ÷ time.",
          "1 hour = 60 minutes.",
          "That is the total time. Read the distances from the vertical axis.",
        ][ask] ?? "",
      ],
      [
        [new Fraction(d, T), new Fraction(d, t1), 60 * T, 3 * d][ask] ?? 0,
        [
          "Use only the time for the first part of the journey.",
          "Use the time for the journey home, not the way there.",
          "The stop is only the flat part of the graph.",
          "Read the greatest distance from home from the vertical axis.",
        ][ask] ?? "",
      ],
    ];
    return {
      text: `The graph shows ${name}'s journey: ${name} ${mode} from home, stops, and then returns home. ${q}`,
      diagram,
      answer: integerAnswer(value, ["km/h", "km/h", "minutes", "km"][ask]),
      misconceptions: intWrongs(wrongs),
      solution: [
        [
          `In the first part ${name} goes $${d}$ km in $${t1}$ hour${t1 > 1 ? "s" : ""}.`,
          `On the way home ${name} goes $${d}$ km in $${t3}$ hour${t3 > 1 ? "s" : ""}.`,
          `The flat part of the graph, where the distance does not change, lasts $${rest}$ hour${rest > 1 ? "s" : ""}.`,
          `${name} goes $${d}$ km away from home and then $${d}$ km back.`,
        ][ask] ?? "",
        [
          `Speed $= ${d} \\div ${t1} = ${s1}$ km/h`,
          `Speed $= ${d} \\div ${t3} = ${tn(s3)}$ km/h`,
          `$${rest} \\times 60 = ${60 * rest}$ minutes`,
          `$${d} + ${d} = ${2 * d}$ km`,
        ][ask] ?? "",
      ],
      hint: "On a distance-time graph, a flat line means stopped, and the steepness is the speed: distance ÷ time.",
      difficulty: diff(ask === 2 ? 2 : ask === 3 ? 3 : 3 + (ask === 1 ? 1 : 0)),
    };
  },
};

/** y = (x − r1)(x − r2) with whole roots, optionally multiplied by −1 */
function quadratic(rng: Rng) {
  const r1 = rng.int(-7, 4);
  let r2 = r1 + rng.int(1, 8);
  // roots ±r would make the sign-slip answer right
  if (r2 === -r1) r2 += 1;
  const sgn = (rng.chance(0.2) ? -1 : 1) * (rng.chance(0.25) ? 2 : 1);
  const coeffs = mulPoly([1, -r1], [1, -r2]).map((c) => sgn * c + 0);
  return { r1, r2, sgn, coeffs };
}

export const quadraticFeatures: Template = {
  id: "algebra.graphs.quadratic-features",
  title: "Roots, intercept and turning point of a quadratic graph",
  objective: "Find the key features of a quadratic graph",
  topics: ["algebra.quadratic-graphs"],
  difficulty: [4, 5],
  higherOnly: true, // turning points found algebraically are Higher (DfE A11, A18)
  generate(rng) {
    const { r1, r2, sgn, coeffs } = quadratic(rng);
    const c = coeffs[2] ?? 0;
    const tx = new Fraction(r1 + r2, 2);
    const ty = tx.sub(r1).mul(tx.sub(r2)).mul(sgn);
    return {
      text: `For the graph of $y = ${tex(poly(coeffs, "x"))}$, find (a) the $y$ coordinate where it crosses the $y$ axis, (b) the $x$ values where it crosses the $x$ axis, and (c) the coordinates of its turning point.`,
      answer: multiPartAnswer([
        { id: "a", prompt: "$y$-intercept", answer: integerAnswer(c) },
        { id: "b", prompt: "roots", answer: solving(solutionsAnswer("x", [r1, r2]), `${tex(poly(coeffs, "x"))} = 0`) },
        { id: "c", prompt: "turning point", answer: coordinatesAnswer(tx, ty) },
      ]),
      misconceptions: [
        {
          answer: [String(-c), `x = ${-r1}, x = ${-r2}`, `(${numText(tx.neg())}, ${numText(ty)})`],
          feedback: "Check the signs: the roots make each bracket zero.",
        },
        {
          answer: [String(c), `x = ${r1}, x = ${r2}`, `(${numText(tx)}, ${c})`],
          feedback: "The turning point's y value comes from substituting its x value, not the y-intercept.",
        },
        {
          answer: [String(c), `x = ${r1}, x = ${r2}`, `(${numText(ty)}, ${numText(tx)})`],
          feedback: "Write the x coordinate first.",
        },
        {
          answer: [String(coeffs[1] ?? 0), `x = ${r1}, x = ${r2}`, `(${numText(tx)}, ${numText(ty)})`],
          feedback: "The y-intercept is the value of y when x = 0: the number term.",
        },
      ],
      solution: [
        `When $x = 0$, $y = ${c}$.`,
        `Factorise: $y = ${sgn === 1 ? "" : sgn === -1 ? "-" : sgn}(x ${r1 > 0 ? "-" : "+"} ${Math.abs(r1)})(x ${r2 > 0 ? "-" : "+"} ${Math.abs(r2)})$, so $y = 0$ when $x = ${r1}$ or $x = ${r2}$.`.replace(
          /\(x [+-] 0\)/g,
          "x",
        ),
        `The turning point is halfway between the roots, at $x = ${numText(tx)}$; then $y = ${numText(ty)}$. Turning point $${texPoint(tx, ty)}$.`,
      ],
      hint: "Put x = 0 for the y-intercept; factorise and set y = 0 for the roots; the turning point is on the line of symmetry, halfway between the roots.",
      difficulty: diff(tx.d !== 1n || sgn !== 1 ? 5 : 4),
    };
  },
};

export const quadraticTableAndRoots: Template = {
  id: "algebra.graphs.quadratic-table-and-roots",
  title: "Tables of values and roots from quadratic graphs",
  objective: "Complete tables of values and solve equations from quadratic graphs",
  topics: ["algebra.quadratic-graphs"],
  difficulty: [3, 4],
  generate(rng) {
    const { r1, r2, coeffs } = quadratic(rng);
    const rhs = tex(poly(coeffs, "x"));
    if (rng.bool()) {
      const xs = rng.sample([-3, -2, -1, 0, 1, 2, 3], 3).sort((a, b) => a - b);
      const [a = 1, b = 0, c = 0] = coeffs;
      const row = (f: (x: number) => number) => xs.map((x) => String(f(x)));
      return {
        text: `Complete the table of values for $y = ${rhs}$: find $y$ when $x = ${xs.join(", ")}$.`,
        answer: multiPartAnswer(
          xs.map((x, i) => ({
            id: "abc"[i] ?? "a",
            prompt: `$y$ when $x = ${x}$`,
            answer: integerAnswer(evalPoly(coeffs, x)),
          })),
        ),
        misconceptions: [
          { answer: row((x) => -a * x * x + b * x + c), feedback: "A negative number squared is positive: (−2)² = 4." },
          { answer: row((x) => a * 2 * x + b * x + c), feedback: "x² means x × x, not 2 × x." },
          {
            answer: row((x) => a * x * x - b * x + c),
            feedback: "Take care with the sign of the x term when x is negative.",
          },
          { answer: row((x) => a * x * x + b * x - c), feedback: "Check the sign of the number term." },
        ],
        solution: xs.map(
          (x) =>
            `$x = ${x}$: $y = ${a === 1 ? "" : a === -1 ? "-" : a}${paren2(x)}^{2}${b === 0 ? "" : ` ${b < 0 ? "-" : "+"} ${Math.abs(b)} \\times ${paren2(x)}`}${c === 0 ? "" : ` ${c < 0 ? "-" : "+"} ${Math.abs(c)}`} = ${evalPoly(coeffs, x)}$`,
        ),
        hint: "Substitute each x value, squaring first. Put negative numbers in brackets.",
        difficulty: diff(xs.some((x) => x < 0) ? 4 : 3),
      };
    }
    const vals = [r1 - 1, r2 + 1, (r1 + r2) / 2].map((x) => Math.abs(evalPoly(coeffs, x)));
    const ymax = Math.max(6, ...vals);
    const ymin = -Math.max(6, ...vals);
    const yStep = ymax > 12 ? 5 : 2;
    const diagram = graph(
      {
        x: [Math.min(-1, r1 - 2), Math.max(1, r2 + 2)],
        y: [Math.floor(ymin / yStep) * yStep, Math.ceil(ymax / yStep) * yStep],
        ux: 30,
        uy: 240 / (ymax - ymin),
        yStep,
      },
      { curves: [(x) => evalPoly(coeffs, x)] },
      "graph of a quadratic",
    );
    return {
      text: `The graph of $y = ${rhs}$ is drawn. Use the graph to solve $${rhs} = 0$.`,
      diagram,
      answer: solutionsAnswer("x", [r1, r2]),
      equivalents: solutionEquivalents("x", [r1, r2]),
      misconceptions: solWrongs("x", [
        [[-r1, -r2], "Read the x values where the curve crosses the x axis, including their signs."],
        [
          [coeffs[2] ?? 0],
          "That is where the curve crosses the y axis. The solutions are where it crosses the x axis (y = 0).",
        ],
        [[r1], "The curve crosses the x axis twice: there are two solutions."],
        [[(r1 + r2) / 2], "That is the line of symmetry. Read where the curve crosses the x axis."],
      ]),
      solution: [
        "The solutions of $y = 0$ are where the curve crosses the $x$ axis.",
        `It crosses at $x = ${r1}$ and $x = ${r2}$.`,
      ],
      hint: "Solutions of ... = 0 are the x values where the graph meets the x axis.",
      difficulty: 3,
    };
  },
};

export const curveTemplates: Template[] = [distanceTime, quadraticFeatures, quadraticTableAndRoots];
