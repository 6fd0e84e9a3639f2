/**
 * Estimating the area under a curved velocity-time graph with trapezia of equal width, and saying
 * whether the estimate is too big or too small. The curve is a quadratic whose values at the strip
 * edges are whole numbers (marked with dots), so the pupil reads them exactly from the graph.
 */
import Fraction from "fraction.js";
import { choiceAnswer, decimalAnswer, multiPartAnswer, optionId } from "../../core/answers.js";
import { isTerminating, toDecimalString } from "../../core/exact.js";
import { tn } from "../../core/tex.js";
import type { Misconception, Submission, Template } from "../../core/types.js";
import { graph } from "../algebra/graph-draw.js";

const F = (n: number, d = 1) => new Fraction(n, d);
const ds = (f: Fraction) => (isTerminating(f) ? toDecimalString(f) : f.toFraction());
const OVER = "An overestimate";
const UNDER = "An underestimate";
const EXACT_TEXT = "Exactly right";

export const areaUnderCurve: Template = {
  id: "ratio.velocity-time.area-under-curve",
  title: "Estimate the area under a curved velocity-time graph",
  objective: "Estimate the distance travelled as the area under a curve using trapezia",
  topics: ["ratio.velocity-time-graphs"],
  difficulty: [5, 5],
  generate(rng) {
    // v(t) = b t + c t², speeding up (c > 0, curve bends up) or slowing its increase (c < 0)
    let w: number;
    let n: number;
    let b: number;
    let c: Fraction;
    let vs: Fraction[];
    do {
      w = rng.pick([1, 2, 2, 5]);
      n = rng.int(3, 5);
      c = F(rng.pick([-3, -2, -1, 1, 2, 3]), w === 5 ? 5 : rng.pick([1, 2, 4]));
      b = rng.int(0, 10);
      const T = w * n;
      if (c.s < 0n) b = Math.max(b, Math.ceil(Number(c.neg().mul(T).valueOf())) + rng.int(0, 3));
      vs = Array.from({ length: n + 1 }, (_, i) => c.mul(i * w * i * w).add(b * i * w));
    } while (
      vs.some((v) => v.d !== 1n || v.compare(0) < 0) ||
      Math.max(...vs.map((v) => Number(v.valueOf()))) > 40 ||
      vs.every((v) => v.equals(0))
    );
    const T = w * n;
    const values = vs.map((v) => Number(v.valueOf()));
    const inner = values.slice(1, -1).reduce((s, v) => s + v, 0);
    const ends = (values[0] ?? 0) + (values[n] ?? 0);
    const estimate = F(w, 2).mul(ends + 2 * inner);
    const over = c.s > 0n;
    const correctText = over ? OVER : UNDER;
    const kind = choiceAnswer(rng, correctText, [over ? UNDER : OVER, EXACT_TEXT]);
    const id = (t: string) => optionId(kind, t);
    const top = Math.max(...values);
    const ys = top <= 12 ? 2 : top <= 30 ? 5 : 10;
    const yTop = Math.ceil(top / ys) * ys + ys;
    const cv = Number(c.valueOf());
    const diagram = graph(
      {
        x: [0, T],
        y: [0, yTop],
        ux: 360 / T,
        uy: 220 / yTop,
        xStep: w,
        yStep: ys,
        xTitle: "time (s)",
        yTitle: "velocity (m/s)",
      },
      {
        curves: [(t) => (t < 0 || t > T ? Number.NaN : b * t + cv * t * t)],
        points: values.map((v, i) => ({ p: { x: i * w, y: v } })),
      },
      "velocity-time graph of a curved journey",
    );
    const wrong = (x: Fraction, choice: string): Submission => [ds(x), id(choice)];
    const misconceptions: Misconception[] = [
      {
        answer: wrong(estimate, over ? UNDER : OVER),
        feedback: over
          ? "The curve bends upwards, so the straight tops of the trapezia lie above it: an overestimate."
          : "The curve bends downwards, so the straight tops of the trapezia lie below it: an underestimate.",
      },
      {
        answer: wrong(estimate, EXACT_TEXT),
        feedback: "The trapezia have straight tops but the graph is curved, so the estimate cannot be exact.",
      },
      {
        answer: wrong(estimate.mul(2), correctText),
        feedback: "The area of a trapezium is ½ × (sum of parallel sides) × width: remember the ½.",
      },
      {
        answer: wrong(F(w, 2).mul(ends + inner), correctText),
        feedback: "Count each inside edge twice: it belongs to two trapezia.",
      },
      {
        answer: wrong(F(w * values.slice(1).reduce((s, v) => s + v, 0)), correctText),
        feedback: "Use trapezia, not rectangles: average the two heights of each strip.",
      },
      {
        answer: wrong(F(w).mul(ends + inner), correctText),
        feedback: "Halve the sum of each strip's two heights: area = ½(a + b) × width.",
      },
    ];
    const edges = values.map((_, i) => `${i * w}`).join(", ");
    return {
      text: `A car starts along a straight road. The graph shows its velocity for the first $${T}$ seconds. Use $${n}$ strips of equal width (trapezia) to estimate the distance the car travels in this time, and say whether your estimate is an overestimate or an underestimate.`,
      diagram,
      answer: multiPartAnswer([
        { id: "a", prompt: "Estimated distance, in metres", answer: decimalAnswer(estimate, { kind: "exact" }, "m") },
        { id: "b", prompt: "The estimate is", answer: kind },
      ]),
      misconceptions,
      solution: [
        `The strips are $${w}$ s wide, with edges at $t = ${edges}$. The velocities there are $${values.join(", ")}$.`,
        `Area $\\approx \\frac{${w}}{2}\\left[${values[0]} + ${values[n]} + 2(${values.slice(1, -1).join(" + ")})\\right] = ${tn(ds(estimate))}$, so about $${tn(ds(estimate))}$ metres.`,
        over
          ? "The curve bends upwards (it lies below the straight tops of the trapezia), so this is an overestimate."
          : "The curve bends downwards (it lies above the straight tops of the trapezia), so this is an underestimate.",
      ],
      hint: "Each strip is a trapezium: ½ × (left height + right height) × width. Add the strips. Then compare the straight tops with the curve.",
      difficulty: 5,
    };
  },
};
