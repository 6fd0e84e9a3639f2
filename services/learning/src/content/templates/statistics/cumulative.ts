/** Cumulative frequency graphs: the median, quartiles and counts read from the curve. */
import { DP, decimalAnswer, integerAnswer } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { unitOrNone } from "../../marking/units.js";
import { at, F, type Fraction, numWrongs } from "../ratio/kit.js";
import { plot, polyline } from "./charts.js";
import { cumulative, mdTable } from "./stats-kit.js";

const CF_CONTEXTS = [
  ["times some runners took to finish a race", "minutes", "t", [20, 30, 40], [5, 10]],
  ["marks some pupils scored in an exam", "marks", "m", [0, 10, 20], [10, 20]],
  ["heights of some sunflowers", "cm", "h", [100, 120, 140], [10, 20]],
  ["masses of some parcels", "kg", "m", [0], [2, 4, 5]],
  ["journey times of some commuters", "minutes", "t", [0, 10], [10, 15]],
] as const;

interface CfData {
  readonly what: string;
  readonly unit: string;
  readonly v: string;
  readonly bounds: number[];
  readonly freqs: number[];
  readonly cf: number[];
  readonly n: number;
}

function makeCf(rng: Rng): CfData {
  const [what, unit, v, starts, widths] = rng.pick(CF_CONTEXTS);
  const start = rng.pick(starts);
  const w = rng.pick(widths);
  const k = rng.int(5, 6);
  const bounds = Array.from({ length: k + 1 }, (_, i) => start + i * w);
  // a rough hump, so the curve has the usual S shape
  const freqs = Array.from({ length: k }, (_, i) => rng.int(2, 8) + (i > 0 && i < k - 1 ? rng.int(4, 20) : 0));
  const cf = cumulative(freqs);
  return { what, unit, v, bounds, freqs, cf, n: at(cf, k - 1) };
}

/** value at a cumulative frequency position, joining the points with straight lines */
function valueAt(d: CfData, pos: Fraction): Fraction {
  let prev = 0;
  for (let j = 0; j < d.freqs.length; j++) {
    const c = at(d.cf, j);
    if (pos.compare(c) <= 0) {
      const w = at(d.bounds, j + 1) - at(d.bounds, j);
      return pos.sub(prev).div(at(d.freqs, j)).mul(w).add(at(d.bounds, j));
    }
    prev = c;
  }
  return F(at(d.bounds, d.bounds.length - 1));
}

/** cumulative frequency at a value */
function cfAt(d: CfData, x: number): Fraction {
  for (let j = 0; j < d.freqs.length; j++) {
    const [a, b] = [at(d.bounds, j), at(d.bounds, j + 1)];
    if (x <= b)
      return F(x - a, b - a)
        .mul(at(d.freqs, j))
        .add(j === 0 ? 0 : at(d.cf, j - 1));
  }
  return F(d.n);
}

function cfDiagram(d: CfData): string {
  const lo = at(d.bounds, 0);
  const hi = at(d.bounds, d.bounds.length - 1);
  const yStep = d.n <= 40 ? 5 : d.n <= 80 ? 10 : 20;
  const w = at(d.bounds, 1) - lo;
  return plot(
    { min: lo, max: hi, step: w, label: `${d.v} (${d.unit})` },
    { min: 0, max: Math.ceil(d.n / yStep) * yStep, step: yStep, label: "Cumulative frequency" },
    (f) => polyline(f, [{ x: lo, y: 0 }, ...d.cf.map((c, j) => ({ x: at(d.bounds, j + 1), y: c }))]),
    `Cumulative frequency graph through (${lo}, 0), ${d.cf.map((c, j) => `(${at(d.bounds, j + 1)}, ${c})`).join(", ")}`,
  );
}

export const cumulativeFrequency: Template = {
  id: "statistics.cumulative.median-iqr-estimates",
  title: "Estimate the median, quartiles and counts from a cumulative frequency graph",
  objective: "Use cumulative frequency graphs",
  topics: ["statistics.cumulative-frequency"],
  difficulty: [4, 5],
  generate(rng) {
    const kind = rng.pick(["median", "iqr", "above", "cf"] as const);
    let d = makeCf(rng);
    // prefer data whose estimates land on whole numbers, so reading the graph gives the exact answer
    for (let tries = 0; tries < 80; tries++) {
      const ok =
        kind === "median"
          ? valueAt(d, F(d.n, 2)).d === 1n
          : kind === "iqr"
            ? valueAt(d, F(d.n, 4)).d === 1n && valueAt(d, F(3 * d.n, 4)).d === 1n
            : true;
      if (ok) break;
      d = makeCf(rng);
    }
    const table = mdTable(
      [`${d.v} (${d.unit})`, "Frequency", "Cumulative frequency"],
      d.freqs.map((f, j) => [`$${tn(at(d.bounds, j))} < ${d.v} \\le ${tn(at(d.bounds, j + 1))}$`, f, at(d.cf, j)]),
    );
    const intro = `The table and the cumulative frequency graph show the ${d.what} (${d.n} altogether). The graph joins the points with straight lines.\n\n${table}\n\n`;
    const rule = DP(0);
    const unit = unitOrNone(d.unit); // "" for marks
    const median = valueAt(d, F(d.n, 2));
    const lq = valueAt(d, F(d.n, 4));
    const uq = valueAt(d, F(3 * d.n, 4));
    const medianClass = d.cf.findIndex((c) => F(d.n, 2).compare(c) <= 0);
    const mid = F(at(d.bounds, medianClass) + at(d.bounds, medianClass + 1), 2);
    if (kind === "cf") {
      const j = rng.int(1, d.freqs.length - 2);
      return {
        text: `${intro}Use the graph to find how many of the values are ${rng.bool() ? "at most" : "less than or equal to"} $${tn(at(d.bounds, j + 1))}$ ${d.unit}, and so how many are greater than $${tn(at(d.bounds, j + 1))}$ ${d.unit}. Give the number greater than $${tn(at(d.bounds, j + 1))}$.`,
        diagram: cfDiagram(d),
        answer: integerAnswer(d.n - at(d.cf, j), ""), // a number of values
        misconceptions: numWrongs([
          [at(d.cf, j), "That is how many are at most that value: subtract it from the total."],
          [at(d.freqs, j + 1), "That is only the next class. Everyone above the value counts."],
          [d.n - at(d.cf, j - 1), "Read the cumulative frequency at the right upper bound."],
          [d.n, "Subtract the number at or below the value from the total."],
        ]),
        solution: [
          `Cumulative frequency at $${tn(at(d.bounds, j + 1))}$: $${at(d.cf, j)}$`,
          `Greater than it: $${d.n} - ${at(d.cf, j)} = ${d.n - at(d.cf, j)}$`,
        ],
        hint: "A cumulative frequency counts everything up to the value. The rest are above it.",
        difficulty: 4,
      };
    }
    if (kind === "above") {
      const j = rng.int(1, d.freqs.length - 2);
      const [a, b] = [at(d.bounds, j), at(d.bounds, j + 1)];
      const x = a + Math.round((b - a) / 2);
      const below = cfAt(d, x);
      const value = F(d.n).sub(below);
      return {
        text: `${intro}Use the graph to estimate how many of the values are greater than $${tn(x)}$ ${d.unit}. Give your answer to the nearest whole number.`,
        diagram: cfDiagram(d),
        answer: decimalAnswer(value, rule, ""), // a number of values
        misconceptions: numWrongs([
          [below.round(0), "That is how many are at most that value: subtract it from the total."],
          [
            F(d.n - at(d.cf, j)),
            `Some of the class ${tn(a)} to ${tn(b)} is above $${tn(x)}$ too: read the graph at $${tn(x)}$.`,
          ],
          [F(d.n - at(d.cf, j - 1)), `Read the graph at $${tn(x)}$ itself, not at the start of the class.`],
          [
            F(d.n).sub(x).abs(),
            "Read across from the value on the horizontal axis to the curve, then to the cumulative frequency axis.",
          ],
        ]),
        solution: [
          `Read up from $${tn(x)}$: cumulative frequency $\\approx ${tn(below.round(2).toString())}$`,
          `Greater than $${tn(x)}$: $${d.n} - ${tn(below.round(2).toString())} \\approx ${tn(value.round(0).toString())}$`,
        ],
        hint: "Read the cumulative frequency at the value, then subtract from the total.",
        difficulty: 5,
      };
    }
    if (kind === "median") {
      return {
        text: `${intro}Use the graph to estimate the median. Give your answer to the nearest whole number.`,
        diagram: cfDiagram(d),
        answer: decimalAnswer(median, rule, unit),
        misconceptions: numWrongs([
          [
            F(d.n, 2),
            `That is the position of the median ($\\frac{${d.n}}{2}$): read across to the graph and down to the value.`,
          ],
          [mid, "The median is read from the graph, not the middle of the median class."],
          [
            F(at(d.bounds, 0) + at(d.bounds, d.bounds.length - 1), 2),
            "The median is the middle value of the data, not the middle of the scale.",
          ],
          [lq.round(0), `That is the lower quartile (position $\\frac{${d.n}}{4}$).`],
          [uq.round(0), `That is the upper quartile (position $\\frac{3 \\times ${d.n}}{4}$).`],
        ]),
        solution: [
          `Median position: $\\frac{${d.n}}{2} = ${tn(F(d.n, 2).toString())}$`,
          `Read across from $${tn(F(d.n, 2).toString())}$ to the graph and down: median $\\approx ${tn(median.round(1).toString())}$`,
        ],
        hint: "Go across from half the total frequency to the graph, then down to the horizontal axis.",
        difficulty: 4,
      };
    }
    const iqr = uq.sub(lq);
    return {
      text: `${intro}Use the graph to estimate the interquartile range. Give your answer to the nearest whole number.`,
      diagram: cfDiagram(d),
      answer: decimalAnswer(iqr, rule, unit),
      misconceptions: numWrongs([
        [
          F(at(d.bounds, d.bounds.length - 1) - at(d.bounds, 0)),
          "That is the range of the scale. The IQR is upper quartile − lower quartile.",
        ],
        [uq.round(0), "That is the upper quartile. Subtract the lower quartile."],
        [F(d.n, 2), "Use the quartile positions to read the values, then subtract the values."],
        [uq.add(lq).round(0), "Subtract the lower quartile from the upper quartile; don't add."],
        [median.sub(lq).round(0), "Use the upper quartile, not the median."],
      ]),
      solution: [
        `Lower quartile: position $\\frac{${d.n}}{4} = ${tn(F(d.n, 4).toString())}$, value $\\approx ${tn(lq.round(1).toString())}$`,
        `Upper quartile: position $\\frac{3 \\times ${d.n}}{4} = ${tn(F(3 * d.n, 4).toString())}$, value $\\approx ${tn(uq.round(1).toString())}$`,
        `IQR $\\approx ${tn(uq.round(1).toString())} - ${tn(lq.round(1).toString())} \\approx ${tn(iqr.round(0).toString())}$`,
      ],
      hint: "Find the quartiles at a quarter and three quarters of the total frequency, then subtract.",
      difficulty: 5,
    };
  },
};

export const cumulativeTemplates: Template[] = [cumulativeFrequency];
