/** Scatter graphs: correlation from the points, and lines of best fit. */

import { choiceAnswer, decimalAnswer, EXACT } from "../../core/answers.js";
import { plural } from "../../core/english.js";
import { dot, line, type Point } from "../../core/svg.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { unitOrNone } from "../../marking/units.js";
import { at, choiceWrongs, decWrongs, F, level } from "../ratio/kit.js";
import { plot } from "./charts.js";
import { mdTable, slips } from "./stats-kit.js";
import { stemAndLeaf } from "./stem-and-leaf.js";

interface ScatterCtx {
  readonly x: string;
  readonly y: string;
  readonly sign: 1 | -1 | 0;
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

const SCATTER: readonly ScatterCtx[] = [
  { x: "Hours of revision", y: "Test mark", sign: 1, x0: 0, x1: 20, y0: 10, y1: 100 },
  { x: "Height (cm)", y: "Shoe size", sign: 1, x0: 140, x1: 190, y0: 2, y1: 12 },
  { x: "Temperature (degrees C)", y: "Ice creams sold", sign: 1, x0: 10, x1: 35, y0: 20, y1: 200 },
  { x: "Age of tree (years)", y: "Height of tree (m)", sign: 1, x0: 0, x1: 50, y0: 0, y1: 25 },
  { x: "Age of car (years)", y: "Value (hundreds)", sign: -1, x0: 0, x1: 12, y0: 10, y1: 150 },
  { x: "Temperature (degrees C)", y: "Hot drinks sold", sign: -1, x0: 0, x1: 30, y0: 10, y1: 120 },
  { x: "Hours of TV per week", y: "Hours of sleep", sign: -1, x0: 0, x1: 30, y0: 50, y1: 70 },
  { x: "Height above sea level (100 m)", y: "Temperature (degrees C)", sign: -1, x0: 0, x1: 30, y0: 0, y1: 24 },
  { x: "Shoe size", y: "Test mark", sign: 0, x0: 2, x1: 12, y0: 10, y1: 100 },
  { x: "House number", y: "Height (cm)", sign: 0, x0: 1, x1: 60, y0: 130, y1: 190 },
  { x: "Day of birth in the month", y: "Mass (kg)", sign: 0, x0: 1, x1: 31, y0: 30, y1: 80 },
];

/** n integer points spread over the context's ranges, following its sign with some scatter */
function scatterPoints(rng: Parameters<Template["generate"]>[0], c: ScatterCtx, n: number, weak: boolean): Point[] {
  const pts: Point[] = [];
  const dy = c.y1 - c.y0;
  const seen = new Set<string>();
  while (pts.length < n) {
    const t = rng.int(5, 95) / 100;
    const x = Math.round(c.x0 + t * (c.x1 - c.x0));
    const base = c.sign === 0 ? rng.int(10, 90) / 100 : c.sign === 1 ? t : 1 - t;
    const noise = (rng.int(-100, 100) / 100) * (weak ? 0.45 : 0.07);
    const y = Math.round(c.y0 + Math.min(1, Math.max(0, base + noise)) * dy);
    if (seen.has(`${x},${y}`)) continue;
    seen.add(`${x},${y}`);
    pts.push({ x, y });
  }
  return pts.sort((a, b) => a.x - b.x);
}

/** Pearson's product-moment correlation coefficient of the points. */
export function pearson(pts: readonly Point[]): number {
  const n = pts.length;
  const mx = pts.reduce((sum, p) => sum + p.x, 0) / n;
  const my = pts.reduce((sum, p) => sum + p.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const p of pts) {
    sxy += (p.x - mx) * (p.y - my);
    sxx += (p.x - mx) ** 2;
    syy += (p.y - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

/**
 * The labels follow the plotted points, not the generator's intent: strong when |r| ≥ 0.8, weak when
 * 0.3 ≤ |r| ≤ 0.7, none when |r| < 0.3. Points with r between the bands (0.7–0.8) are redrawn, so no
 * question sits on a boundary a teacher could argue either way.
 */
export const CORRELATION_BANDS = { strongFrom: 0.8, weakFrom: 0.3, weakTo: 0.7, noneBelow: 0.3 } as const;

export type CorrelationStrength = "strong" | "weak" | "none";

/** The strength r shows, or undefined between the bands. */
export function correlationStrength(r: number): CorrelationStrength | undefined {
  const size = Math.abs(r);
  if (size >= CORRELATION_BANDS.strongFrom) return "strong";
  if (size >= CORRELATION_BANDS.weakFrom && size <= CORRELATION_BANDS.weakTo) return "weak";
  if (size < CORRELATION_BANDS.noneBelow) return "none";
  return undefined;
}

/** Points whose computed correlation has the sign of the context and the strength asked for. */
function pointsShowing(rng: Parameters<Template["generate"]>[0], c: ScatterCtx, n: number, weak: boolean): Point[] {
  const wanted: CorrelationStrength = c.sign === 0 ? "none" : weak ? "weak" : "strong";
  for (let attempt = 0; attempt < 200; attempt++) {
    const pts = scatterPoints(rng, c, n, weak);
    const r = pearson(pts);
    if (correlationStrength(r) === wanted && (c.sign === 0 || Math.sign(r) === c.sign)) return pts;
  }
  throw new Error(`no ${wanted} scatter for ${c.x} against ${c.y}`);
}

function axisFor(lo: number, hi: number, label: string) {
  const span = hi - lo;
  const step = [1, 2, 5, 10, 20, 25, 50, 100].find((s) => span / s <= 10) ?? 100;
  return { min: Math.floor(lo / step) * step, max: Math.ceil(hi / step) * step, step, label };
}

const pointsTable = (c: ScatterCtx, pts: readonly Point[]) =>
  mdTable([c.x, ...pts.map((p) => `$${tn(p.x)}$`)], [[c.y, ...pts.map((p) => `$${tn(p.y)}$`)]]);

const CORR = [
  "Strong positive correlation",
  "Weak positive correlation",
  "Strong negative correlation",
  "Weak negative correlation",
  "No correlation",
];

/** a label without its unit in brackets */
const bare = (s: string) => s.replace(/ \(.*\)$/, "");

/** lower-case the first letter only (keeps "degrees C") */
const lc = (s: string) => `${s[0]?.toLowerCase()}${s.slice(1)}`;

export const scatterCorrelation: Template = {
  id: "statistics.scatter.correlation",
  title: "Describe the correlation shown on a scatter graph",
  objective: "Recognise positive, negative and no correlation",
  topics: ["statistics.scatter-graphs"],
  difficulty: [3, 4],
  generate(rng) {
    const c = rng.pick(SCATTER);
    const n = rng.int(8, 12);
    const weak = rng.chance(0.35);
    const pts = pointsShowing(rng, c, n, weak);
    const diagram = plot(
      axisFor(c.x0, c.x1, c.x),
      axisFor(c.y0, c.y1, c.y),
      (f) => pts.map((p) => dot({ x: f.X(p.x), y: f.Y(p.y) }, 4)),
      `Scatter graph of ${c.y} against ${c.x}`,
    );
    const intro = `The scatter graph shows ${lc(c.y)} against ${lc(c.x)} ($${n}$ points). The points are:\n\n${pointsTable(c, pts)}\n\n`;
    const interpret = c.sign !== 0 && rng.chance(0.4);
    if (interpret) {
      const xs = lc(c.x.replace(/ \(.*\)$/, ""));
      const ys = lc(c.y.replace(/ \(.*\)$/, ""));
      const up = `As ${xs} increases, ${ys} tends to increase.`;
      const down = `As ${xs} increases, ${ys} tends to decrease.`;
      const none = `There is no relationship between ${xs} and ${ys}.`;
      const same = `${ys[0]?.toUpperCase()}${ys.slice(1)} stays the same as ${xs} increases.`;
      const correct = c.sign === 1 ? up : down;
      const exact = `The points show that every value lies exactly on a straight line.`;
      const spec = choiceAnswer(rng, correct, [c.sign === 1 ? down : up, none, same, exact], 5);
      return {
        text: `${intro}Which statement best describes the relationship?`,
        diagram,
        answer: spec,
        misconceptions: choiceWrongs(spec, (t) =>
          t === exact
            ? "The points are scattered around a line, not exactly on it."
            : t === none
              ? "The points follow a clear trend, so there is a relationship."
              : t === same
                ? "Look at how the points move up or down from left to right."
                : "Look again: do the points go up or down from left to right?",
        ),
        solution: [
          `From left to right the points tend to go ${c.sign === 1 ? "up" : "down"}: ${c.sign === 1 ? "positive" : "negative"} correlation.`,
          correct,
        ],
        hint: "Follow the points from left to right: do they generally go up, go down, or show no pattern?",
        difficulty: 4,
      };
    }
    const correct =
      c.sign === 0
        ? "No correlation"
        : `${weak ? "Weak" : "Strong"} ${c.sign === 1 ? "positive" : "negative"} correlation`;
    const spec = choiceAnswer(rng, correct, rng.shuffle(CORR.filter((t) => t !== correct)), 5);
    return {
      text: `${intro}What type of correlation does the scatter graph show?`,
      diagram,
      answer: spec,
      misconceptions: choiceWrongs(spec, (t) =>
        t === "No correlation"
          ? "The points follow a trend from left to right, so there is correlation."
          : c.sign !== 0 && t.includes(c.sign === 1 ? "positive" : "negative")
            ? "Strong correlation means the points lie close to a straight line; weak means they are more spread out."
            : t.includes("positive")
              ? "Positive correlation means the points go up from left to right."
              : "Negative correlation means the points go down from left to right.",
      ),
      solution: [
        c.sign === 0
          ? "The points are scattered with no clear pattern: no correlation."
          : `As ${lc(c.x)} increases, ${lc(c.y)} tends to ${c.sign === 1 ? "increase" : "decrease"}: ${correct.toLowerCase()}${weak ? " (fairly weak: the points are spread out)" : ""}.`,
      ],
      hint: "Going up from left to right is positive; going down is negative; no pattern is no correlation.",
      difficulty: level(weak || c.sign === 0 ? 4 : 3),
    };
  },
};

export const lineOfBestFit: Template = {
  id: "statistics.scatter.line-of-best-fit",
  title: "Estimate using a line of best fit",
  objective: "Use a line of best fit to make estimates",
  topics: ["statistics.scatter-graphs"],
  difficulty: [3, 4],
  generate(rng) {
    const c = rng.pick(SCATTER.filter((s) => s.sign !== 0));
    const pts = scatterPoints(rng, c, rng.int(8, 11), false);
    const xSpan = c.x1 - c.x0;
    const ySpan = c.y1 - c.y0;
    // line through (ax, ay) and (bx, by): gradient p/q per unit of x
    const slope = ySpan / xSpan;
    const qs = [1, 2, 4, 5, 10].filter(
      (v) =>
        v <= xSpan / 4 && Math.round(slope * v) >= 1 && Math.abs(Math.round(slope * v) - slope * v) <= 0.3 * slope * v,
    );
    const q = rng.pick(qs.length > 0 ? qs : [1]);
    const p = Math.max(1, Math.round(slope * q)) * c.sign;
    const ax = c.x0 + q * Math.max(1, Math.floor(xSpan / q / 8));
    const ay = c.sign === 1 ? c.y0 + rng.int(0, Math.floor(ySpan / 10)) : c.y1 - rng.int(0, Math.floor(ySpan / 10));
    const tMax = Math.floor((c.x1 - ax) / q);
    const room = c.sign === 1 ? Math.floor((c.y1 - ay) / Math.abs(p)) : Math.floor((ay - c.y0) / Math.abs(p));
    const bt = Math.max(2, Math.min(tMax, room) - rng.int(0, 1));
    const [bx, by] = [ax + q * bt, ay + p * bt];
    const t0 = rng.int(1, bt - 1);
    const x0 = ax + q * t0;
    const y0 = ay + p * t0;
    // keep the data points near the line
    const near = pts.map((pt) => ({
      x: pt.x,
      y: Math.round(ay + (p * (pt.x - ax)) / q + (rng.int(-10, 10) / 100) * Math.abs(ySpan)),
    }));
    const X = axisFor(Math.min(c.x0, ax), Math.max(c.x1, bx), c.x);
    const Y = axisFor(
      Math.min(c.y0, ay, by, ...near.map((n) => n.y)),
      Math.max(c.y1, ay, by, ...near.map((n) => n.y)),
      c.y,
    );
    const diagram = plot(
      X,
      Y,
      (f) => [
        ...near.map((pt) => dot({ x: f.X(pt.x), y: f.Y(pt.y) }, 4)),
        line({ x: f.X(ax), y: f.Y(ay) }, { x: f.X(bx), y: f.Y(by) }, { width: 2 }),
      ],
      `Scatter graph with a line of best fit`,
    );
    const nearest = near.reduce((best, pt) => (Math.abs(pt.x - x0) < Math.abs(best.x - x0) ? pt : best), at(near, 0));
    return {
      text: `The scatter graph shows ${lc(c.y)} against ${lc(c.x)}.\n\n${mdTable(
        [c.x, ...near.map((pt) => `$${tn(pt.x)}$`)],
        [[c.y, ...near.map((pt) => `$${tn(pt.y)}$`)]],
      )}\n\nA line of best fit has been drawn. It passes through $(${tn(ax)}, ${tn(ay)})$ and $(${tn(bx)}, ${tn(by)})$. Use the line of best fit to estimate the ${lc(bare(c.y))} when the ${lc(bare(c.x))} is $${tn(x0)}$.`,
      diagram,
      // the unit in the axis name: "Height (cm)" -> cm, "Hours of sleep" -> hours, "Test mark" -> none
      answer: decimalAnswer(
        F(y0),
        { kind: "exact" },
        unitOrNone(/\(([^)]*)\)/.exec(c.y)?.[1] ?? c.y.split(" ")[0] ?? ""),
      ),
      misconceptions: decWrongs(
        [
          [nearest.y === y0 ? null : F(nearest.y), "Use the line of best fit, not the nearest point."],
          [
            F(ay + p * (x0 - ax)),
            `The line goes ${p > 0 ? "up" : "down"} by $${Math.abs(p)}$ for every $${q}$ across, not for every 1.`,
          ],
          [F(ay + (p * x0) / q), "Count across from the first point on the line, not from zero."],
          [F(ay - p * t0), "Check whether the line goes up or down."],
          [F(by), "That is the value at the end of the line."],
          ...slips(y0, "reading from the line"),
        ],
        EXACT,
      ),
      solution: [
        `The line goes from $(${tn(ax)}, ${tn(ay)})$ to $(${tn(bx)}, ${tn(by)})$: ${p > 0 ? "up" : "down"} $${Math.abs(p)}$ for every $${q}$ across.`,
        `From $${tn(ax)}$ to $${tn(x0)}$ is $${t0}$ ${plural(t0, "lot")} of $${q}$, so the line is at $${tn(ay)} ${p > 0 ? "+" : "-"} ${t0} \\times ${Math.abs(p)} = ${tn(y0)}$`,
      ],
      hint: "Go up from the value on the horizontal axis to the line, then across to the other axis.",
      difficulty: level(q === 1 ? 3 : 4),
    };
  },
};

export const scatterStemTemplates: Template[] = [scatterCorrelation, lineOfBestFit, stemAndLeaf];
