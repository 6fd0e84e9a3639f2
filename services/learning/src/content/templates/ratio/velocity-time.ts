/**
 * Velocity-time graphs: the gradient is the acceleration and the area under the graph is the
 * distance travelled. Journeys are straight segments whose corners sit on grid lines, so the
 * pupil reads every value from the graph.
 */
import Fraction from "fraction.js";
import { decimalAnswer, multiPartAnswer } from "../../core/answers.js";
import { isTerminating, toDecimalString } from "../../core/exact.js";
import type { Rng } from "../../core/rng.js";
import { tn } from "../../core/tex.js";
import type { Misconception, Submission, Template } from "../../core/types.js";
import { graph } from "../algebra/graph-draw.js";
import { areaUnderCurve } from "./area-under-curve.js";

const F = (n: number, d = 1) => new Fraction(n, d);
/** as a pupil would type it: a decimal when it ends, else a fraction */
const ds = (f: Fraction) => (isTerminating(f) ? toDecimalString(f) : f.toFraction());
const td = (f: Fraction) => tn(toDecimalString(f));

interface Journey {
  readonly u: number;
  readonly v: number;
  readonly t1: number;
  readonly t2: number;
  readonly t3: number;
  readonly xs: number;
  readonly ys: number;
}

/** each mover's top speeds (m/s, realistic: core/contexts.ts) and the grid steps its graph uses */
const MOVERS = [
  { who: "A runner", v: [2, 5], ys: [1], xs: [1, 2] },
  { who: "A cyclist", v: [2, 4], ys: [2], xs: [2, 5] },
  { who: "A scooter", v: [2, 6], ys: [2], xs: [2, 5] },
  { who: "A car", v: [2, 6], ys: [5], xs: [5, 10] },
  { who: "A train", v: [3, 8], ys: [5], xs: [10, 20] },
] as const;
type MoverRow = (typeof MOVERS)[number];

function journey(rng: Rng, m: MoverRow): Journey {
  for (;;) {
    const xs = rng.pick<number>(m.xs);
    const ys = rng.pick<number>(m.ys);
    const v = ys * rng.int(m.v[0], m.v[1]);
    const u = rng.chance(0.3) ? ys * rng.int(1, v / ys - 1) : 0;
    const t1 = xs * rng.int(1, 4);
    const t2 = xs * rng.int(1, 4);
    const t3 = xs * rng.int(1, 4);
    // accelerations that are exact decimals with at most 2 places
    const a1 = F(v - u, t1);
    const a3 = F(v, t3);
    if (a1.mul(100).d === 1n && a3.mul(100).d === 1n && t1 + t2 + t3 <= 12 * xs) return { u, v, t1, t2, t3, xs, ys };
  }
}

export const velocityTimeGraph: Template = {
  id: "ratio.velocity-time.gradient-area",
  title: "Velocity-time graphs: acceleration and distance",
  objective: "Find acceleration as a gradient and distance as the area under a velocity-time graph",
  topics: ["ratio.velocity-time-graphs"],
  difficulty: [4, 5],
  generate(rng) {
    const mover = rng.pick(MOVERS);
    const j = journey(rng, mover);
    const { u, v, t1, t2, t3 } = j;
    const T = t1 + t2 + t3;
    const who = mover.who;
    const lastStage = rng.chance(0.4);
    const accel = lastStage ? F(v, t3) : F(v - u, t1);
    const areas = [F((u + v) * t1, 2), F(v * t2), F(v * t3, 2)];
    const distance = areas.reduce((s, a) => s.add(a), F(0));
    const top = v + j.ys;
    const diagram = graph(
      {
        x: [0, T + j.xs],
        y: [0, top],
        ux: 380 / (T + j.xs),
        uy: 200 / top,
        xStep: j.xs,
        yStep: j.ys,
        xTitle: "time (s)",
        yTitle: "velocity (m/s)",
      },
      {
        segments: [
          [
            { x: 0, y: u },
            { x: t1, y: v },
          ],
          [
            { x: t1, y: v },
            { x: t1 + t2, y: v },
          ],
          [
            { x: t1 + t2, y: v },
            { x: T, y: 0 },
          ],
        ],
        points: [{ p: { x: 0, y: u } }, { p: { x: t1, y: v } }, { p: { x: t1 + t2, y: v } }, { p: { x: T, y: 0 } }],
      },
      "velocity-time graph of a journey",
    );
    // the stage is named by its place, not its seconds: "the first 10 seconds" would name a unit for (a)
    const stage = lastStage
      ? "the deceleration in the last part of the journey"
      : "the acceleration in the first part of the journey";
    const a = ds(accel);
    const wrong = (x: Fraction | number, y: Fraction | number): Submission => [
      ds(typeof x === "number" ? F(x) : x),
      ds(typeof y === "number" ? F(y) : y),
    ];
    const rect = F(v * T);
    const noHalf = F((u + v) * t1)
      .add(F(v * t2))
      .add(F(v * t3));
    const misconceptions: Misconception[] = [
      {
        answer: wrong(lastStage ? F(t3, v) : F(t1, v - u), distance),
        feedback: "Acceleration is the gradient: change in velocity ÷ time taken, not time ÷ velocity.",
      },
      {
        answer: wrong(v, distance),
        feedback: "That is the velocity. The acceleration is how fast the velocity changes: the gradient of the line.",
      },
      {
        answer: wrong(accel, noHalf),
        feedback: "The sloping parts give triangles (or a trapezium): their areas need the ½.",
      },
      {
        answer: wrong(accel, rect),
        feedback: "The area under the graph is not a rectangle: the sloping parts cut corners off.",
      },
      {
        answer: wrong(accel, F(v * T, 2)),
        feedback: "Split the area under the graph into triangles and rectangles, and add their areas.",
      },
      ...(u > 0
        ? [
            {
              answer: wrong(F(v, t1), distance),
              feedback: `The velocity starts at ${u} m/s, not 0: the change is ${v} − ${u}.`,
            },
          ]
        : []),
    ];
    return {
      text: `${who} travels along a straight road. The velocity-time graph shows its journey. Work out ${stage}, and the total distance travelled.`,
      diagram,
      answer: multiPartAnswer([
        {
          id: "a",
          prompt: `${lastStage ? "Deceleration" : "Acceleration"}, in m/s²`,
          answer: decimalAnswer(accel, { kind: "exact" }, "m/s^2"),
        },
        { id: "b", prompt: "Total distance, in metres", answer: decimalAnswer(distance, { kind: "exact" }, "m") },
      ]),
      misconceptions,
      solution: [
        lastStage
          ? `Deceleration $= \\frac{${v} - 0}{${t3}} = ${a} \\text{ m/s}^2$ (the gradient of the last part, without its minus sign).`
          : `Acceleration $= \\frac{${v} - ${u}}{${t1}} = ${a} \\text{ m/s}^2$ (the gradient of the first part).`,
        `Area of the first part: ${u > 0 ? `a trapezium, $\\frac{1}{2}(${u} + ${v}) \\times ${t1}$` : `a triangle, $\\frac{1}{2} \\times ${t1} \\times ${v}$`} $= ${td(areas[0] as Fraction)}$`,
        `Middle rectangle: $${t2} \\times ${v} = ${td(areas[1] as Fraction)}$; last triangle: $\\frac{1}{2} \\times ${t3} \\times ${v} = ${td(areas[2] as Fraction)}$`,
        `Total distance $= ${td(distance)}$ m`,
      ],
      hint: "Acceleration is the gradient of the line. Distance is the area under the graph: split it into triangles and rectangles.",
      difficulty: u > 0 || accel.d !== 1n ? 5 : 4,
    };
  },
};

export const velocityTimeTemplates: Template[] = [velocityTimeGraph, areaUnderCurve];
