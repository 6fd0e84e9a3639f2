/** Histograms with unequal class widths: frequency density, frequencies and estimates within a class. */
import { decimalAnswer, EXACT, integerAnswer } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { at, decStr, decWrongs, F, type Fraction, level, numWrongs, sum } from "../ratio/kit.js";
import { intervalBars } from "./charts.js";
import { mdTable } from "./stats-kit.js";

/** [variable, unit, letter, start, widths to choose from] */
const CONTEXTS = [
  ["times taken to finish a puzzle", "minutes", "t", 0, [5, 10, 15, 20]],
  ["heights of some plants", "cm", "h", 0, [10, 20, 30, 40]],
  ["masses of some apples", "g", "m", 80, [10, 20, 30, 40]],
  ["lengths of some phone calls", "minutes", "t", 0, [2, 4, 5, 10]],
  ["distances some pupils live from school", "km", "d", 0, [2, 3, 4, 5]],
  ["ages of some people at a gym", "years", "a", 10, [5, 10, 15, 20]],
] as const;

interface Hist {
  readonly what: string;
  readonly unit: string;
  readonly v: string;
  readonly bounds: number[];
  readonly fds: Fraction[];
  readonly freqs: number[];
}

/** 4-5 classes of unequal width whose frequency densities are tidy decimals */
function makeHist(rng: Rng): Hist {
  const [what, unit, v, start, widths] = rng.pick(CONTEXTS);
  for (;;) {
    const k = rng.int(4, 5);
    const ws = Array.from({ length: k }, () => rng.pick(widths));
    if (new Set(ws).size < 2) continue;
    const bounds: number[] = [start];
    for (const w of ws) bounds.push(at(bounds, bounds.length - 1) + w);
    // frequency density in steps of 0.2 (or whole numbers for narrow classes), frequency = fd × width
    const fds = ws.map((w) => (w <= 5 ? F(rng.int(1, 12)) : F(rng.int(1, 24), 5)));
    const freqs = ws.map((w, i) => Number(at(fds, i).mul(w)));
    if (freqs.some((f) => !Number.isInteger(f) || f < 2)) continue;
    return { what, unit, v, bounds, fds, freqs };
  }
}

const classLabel = (h: Hist, i: number) => `$${tn(at(h.bounds, i))} < ${h.v} \\le ${tn(at(h.bounds, i + 1))}$`;

function diagram(h: Hist): string {
  const maxFd = Math.max(...h.fds.map(Number));
  const yStep = maxFd <= 2.4 ? 0.4 : maxFd <= 6 ? 1 : 2;
  const lo = at(h.bounds, 0);
  const hi = at(h.bounds, h.bounds.length - 1);
  const span = hi - lo;
  const xStep = span <= 30 ? 5 : span <= 80 ? 10 : 20;
  return intervalBars(
    h.fds.map((fd, i) => [at(h.bounds, i), at(h.bounds, i + 1), Number(fd)] as const),
    {
      min: Math.floor(lo / xStep) * xStep,
      max: Math.ceil(hi / xStep) * xStep,
      step: xStep,
      label: `${h.v} (${h.unit})`,
    },
    { min: 0, max: Math.ceil(maxFd / yStep) * yStep, step: yStep, label: "Frequency density" },
    `Histogram of ${h.what}: ${h.fds.map((fd, i) => `${at(h.bounds, i)} to ${at(h.bounds, i + 1)} frequency density ${decStr(fd)}`).join("; ")}`,
  );
}

export const histogramDensity: Template = {
  id: "statistics.histogram.frequency-density",
  title: "Frequency density and frequency from a histogram",
  objective: "Draw and read histograms with unequal class widths",
  topics: ["statistics.histograms"],
  difficulty: [5, 5],
  generate(rng) {
    const h = makeHist(rng);
    const i = rng.int(0, h.freqs.length - 1);
    const w = at(h.bounds, i + 1) - at(h.bounds, i);
    const f = at(h.freqs, i);
    const fd = at(h.fds, i);
    const variant = rng.pick(["density", "frequency", "total"] as const);
    const intro = `The ${h.what} (${h.v}, in ${h.unit}) were recorded.`;
    if (variant === "density") {
      const table = mdTable(
        [`${h.v} (${h.unit})`, "Frequency"],
        h.freqs.map((fr, j) => [classLabel(h, j), fr]),
      );
      return {
        text: `${intro}\n\n${table}\n\nA histogram is drawn from this table. Work out the frequency density for the class ${classLabel(h, i)}.`,
        answer: decimalAnswer(fd, EXACT, ""), // frequency density: frequency per unit width
        misconceptions: decWrongs(
          [
            [F(w, f), "Frequency density = frequency ÷ class width, not width ÷ frequency."],
            [F(f), "The height of a histogram bar is the frequency density, not the frequency."],
            [F(f * w), "Divide the frequency by the class width; don't multiply."],
            [
              F(f, at(h.bounds, i + 1)),
              `The class width is $${tn(at(h.bounds, i + 1))} - ${tn(at(h.bounds, i))} = ${w}$, not the upper bound.`,
            ],
            [fd.mul(10), "Check the place value of your answer."],
            [fd.add(1), "Check the division: frequency ÷ class width."],
          ],
          EXACT,
        ),
        solution: [
          `Class width: $${tn(at(h.bounds, i + 1))} - ${tn(at(h.bounds, i))} = ${w}$`,
          `Frequency density $= ${f} \\div ${w} = ${tn(decStr(fd))}$`,
        ],
        hint: "Frequency density = frequency ÷ class width.",
        difficulty: 5,
      };
    }
    const table = mdTable(
      [`${h.v} (${h.unit})`, "Frequency density"],
      h.fds.map((d, j) => [classLabel(h, j), `$${tn(decStr(d))}$`]),
    );
    const total = sum(h.freqs);
    const ask =
      variant === "frequency"
        ? `How many of the values are in the class ${classLabel(h, i)}?`
        : "How many values were recorded altogether?";
    return {
      text: `${intro} The histogram shows the results; its bar heights are given in the table.\n\n${table}\n\n${ask}`,
      diagram: diagram(h),
      answer: integerAnswer(variant === "frequency" ? f : total, ""),
      misconceptions: numWrongs(
        variant === "frequency"
          ? [
              [fd, "The bar height is the frequency density. Frequency = frequency density × class width."],
              [fd.div(w), "Multiply the frequency density by the class width; don't divide."],
              [fd.mul(at(h.bounds, i + 1)), `The class width is $${w}$, not the upper bound.`],
              [fd.mul(w).add(w), "Frequency = frequency density × class width."],
            ]
          : [
              [
                h.fds.reduce((a, b) => a.add(b), F(0)),
                "Adding the bar heights adds frequency densities. Find each frequency (density × width) first.",
              ],
              [total - at(h.freqs, 0), "Include every bar."],
              [
                h.fds.reduce((a, b) => a.add(b), F(0)).mul(at(h.bounds, 1) - at(h.bounds, 0)),
                "The bars have different widths: work out each frequency separately.",
              ],
              [total + 10, "Check each frequency: frequency density × class width."],
            ],
      ),
      solution:
        variant === "frequency"
          ? [`Class width $= ${w}$`, `Frequency $= ${tn(decStr(fd))} \\times ${w} = ${f}$`]
          : [
              `Frequencies (density × width): ${h.fds.map((d, j) => `$${tn(decStr(d))} \\times ${at(h.bounds, j + 1) - at(h.bounds, j)} = ${at(h.freqs, j)}$`).join(", ")}`,
              `Total $= ${h.freqs.join(" + ")} = ${total}$`,
            ],
      hint: "In a histogram, the area of a bar is the frequency: frequency = frequency density × class width.",
      difficulty: 5,
    };
  },
};

export const histogramEstimate: Template = {
  id: "statistics.histogram.estimate-part-of-class",
  title: "Estimate from a histogram when a value falls inside a class",
  topics: ["statistics.histograms"],
  difficulty: [5, 5],
  generate(rng) {
    for (;;) {
      const h = makeHist(rng);
      const i = rng.int(0, h.freqs.length - 1);
      const [a, b] = [at(h.bounds, i), at(h.bounds, i + 1)];
      if (b - a < 3) continue;
      const x = rng.int(a + 1, b - 1);
      const part = at(h.fds, i).mul(b - x);
      if (part.d !== 1n) continue;
      const above = Number(part) + sum(h.freqs.slice(i + 1));
      const table = mdTable(
        [`${h.v} (${h.unit})`, "Frequency density"],
        h.fds.map((d, j) => [classLabel(h, j), `$${tn(decStr(d))}$`]),
      );
      return {
        text: `The histogram shows the ${h.what} (${h.v}, in ${h.unit}); its bar heights are in the table.\n\n${table}\n\nEstimate how many of the values are greater than $${tn(x)}$.`,
        diagram: diagram(h),
        answer: integerAnswer(above, ""),
        misconceptions: numWrongs([
          [
            sum(h.freqs.slice(i)),
            `Only part of the class ${classLabel(h, i)} is above $${tn(x)}$: use the width from $${tn(x)}$ to $${tn(b)}$.`,
          ],
          [sum(h.freqs.slice(i + 1)), `Part of the class ${classLabel(h, i)} is above $${tn(x)}$ too.`],
          [
            at(h.fds, i)
              .mul(x - a)
              .add(sum(h.freqs.slice(i + 1))),
            `That uses the part of the class below $${tn(x)}$.`,
          ],
          [
            h.fds.slice(i + 1).reduce((s, d) => s.add(d), at(h.fds, i)),
            "Bar heights are frequency densities: multiply each by its width.",
          ],
          [sum(h.freqs.slice(0, i)) + Number(at(h.fds, i).mul(x - a)), "That is the number below the value."],
        ]),
        solution: [
          `In ${classLabel(h, i)}, the part above $${tn(x)}$ has width $${b} - ${x} = ${b - x}$: about $${tn(decStr(at(h.fds, i)))} \\times ${b - x} = ${tn(Number(part))}$ values.`,
          `The classes above hold $${h.freqs.slice(i + 1).join(" + ") || "0"} = ${sum(h.freqs.slice(i + 1))}$.`,
          `Estimate: $${tn(Number(part))} + ${sum(h.freqs.slice(i + 1))} = ${above}$`,
        ],
        hint: "Frequency = frequency density × width. For part of a class, use only the part of the width you need.",
        difficulty: level(5),
      };
    }
  },
};

export const histogramTemplates: Template[] = [histogramDensity, histogramEstimate];
