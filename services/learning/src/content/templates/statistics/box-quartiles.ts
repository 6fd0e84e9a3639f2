/** Box plots (reading and comparing) and quartiles of a list. */
import { choiceAnswer, integerAnswer, multiPartAnswer, percentageAnswer } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { unitOrNone } from "../../marking/units.js";
import { at, choiceWrongs, level, multiWrongs, numWrongs, pctWrongs } from "../ratio/kit.js";
import { boxPlots } from "./charts.js";
import { sortNum, texList } from "./stats-kit.js";

type Five = readonly [number, number, number, number, number];

const BOX_CONTEXTS = [
  ["marks in a maths test", "marks", 0, 3],
  ["times to swim 50 m, in seconds", "seconds", 25, 1],
  ["heights of some pupils, in cm", "cm", 130, 2],
  ["daily rainfall, in mm", "mm", 0, 2],
  ["ages of the members of a club", "years", 10, 2],
] as const;

function five(rng: Rng, lo: number, step: number): Five {
  const mn = lo + step * rng.int(0, 6);
  const q1 = mn + step * rng.int(1, 6);
  const med = q1 + step * rng.int(1, 6);
  const q3 = med + step * rng.int(1, 6);
  const mx = q3 + step * rng.int(1, 6);
  return [mn, q1, med, q3, mx];
}

const describe = (f: Five) =>
  `lowest $${tn(f[0])}$, lower quartile $${tn(f[1])}$, median $${tn(f[2])}$, upper quartile $${tn(f[3])}$, highest $${tn(f[4])}$`;

function axisFor(fs: readonly Five[], label: string) {
  const lo = Math.min(...fs.map((f) => f[0]));
  const hi = Math.max(...fs.map((f) => f[4]));
  const step = hi - lo <= 20 ? 2 : hi - lo <= 50 ? 5 : hi - lo <= 100 ? 10 : 20;
  return { min: Math.floor(lo / step) * step, max: Math.ceil(hi / step) * step, step, label };
}

const PERCENT_QUESTIONS = [
  ["greater than the lower quartile", 1, 75],
  ["less than the median", 2, 50],
  ["greater than the upper quartile", 3, 25],
  ["less than the lower quartile", 1, 25],
  ["between the lower and upper quartiles", 1, 50],
] as const;

export const boxPlot: Template = {
  id: "statistics.box-plot.read-and-compare",
  title: "Read and compare box plots",
  objective: "Read box plots and compare distributions",
  topics: ["statistics.cumulative-frequency", "statistics.quartiles-iqr"],
  difficulty: [4, 5],
  generate(rng) {
    const [what, unit, lo, step] = rng.pick(BOX_CONTEXTS);
    const a = five(rng, lo, step);
    const kind = rng.pick(["iqr", "range", "percent", "compare", "compare"] as const);
    const [mn, q1, med, q3, mx] = a;
    if (kind === "compare") {
      let b: Five;
      do b = five(rng, lo, step);
      while (b[3] - b[1] === q3 - q1 || b[2] === med);
      const [g1, g2] = rng.pick([
        ["Class A", "Class B"],
        ["Team A", "Team B"],
        ["Year 9", "Year 10"],
      ]);
      const aTighter = q3 - q1 < b[3] - b[1];
      const correct = `${aTighter ? g1 : g2}, because its interquartile range is smaller`;
      const answer = choiceAnswer(rng, correct, [
        `${aTighter ? g2 : g1}, because its interquartile range is smaller`,
        `${g1}, because its median is ${med > b[2] ? "higher" : "lower"}`,
        `${g2}, because its median is ${b[2] > med ? "higher" : "lower"}`,
      ]);
      return {
        text: `The box plots show the ${what} for two groups. ${g1}: ${describe(a)}. ${g2}: ${describe(b)}. Whose results were more consistent?`,
        diagram: boxPlots(
          [
            { label: g1, five: a },
            { label: g2, five: b },
          ],
          axisFor([a, b], unit),
          `Box plots. ${g1}: ${a.join(", ")}. ${g2}: ${b.join(", ")}`,
        ),
        answer,
        misconceptions: choiceWrongs(answer, (t) =>
          t.includes("median")
            ? "The median compares averages. Consistency is about spread: compare the interquartile ranges."
            : "Work out both interquartile ranges (upper quartile − lower quartile) and compare them.",
        ),
        solution: [
          `IQR for ${g1}: $${tn(q3)} - ${tn(q1)} = ${tn(q3 - q1)}$; IQR for ${g2}: $${tn(b[3])} - ${tn(b[1])} = ${tn(b[3] - b[1])}$`,
          `The smaller IQR means the middle half of the results are closer together, so ${aTighter ? g1 : g2} was more consistent.`,
        ],
        hint: "Consistency is about spread. Compare the interquartile ranges.",
        difficulty: 5,
      };
    }
    const diagram = boxPlots([{ label: "", five: a }], axisFor([a], unit), `Box plot: ${a.join(", ")}`);
    const intro = `The box plot shows the ${what}: ${describe(a)}.`;
    if (kind === "percent") {
      const [phrase, , pct] = rng.pick(PERCENT_QUESTIONS);
      return {
        text: `${intro} About what percentage of the values are ${phrase}?`,
        diagram,
        answer: percentageAnswer(pct),
        misconceptions: pctWrongs(
          [
            [25, "Each section of a box plot (whisker or half box) holds a quarter of the values."],
            [50, "The box holds the middle half; each whisker holds a quarter."],
            [75, "Count the quarters between the values you need."],
            [100, "Only part of the data is in that range: count the quarters."],
            [
              pct === 25 ? 20 : pct === 50 ? 40 : 60,
              "The quartiles split the data into four equal parts: each part is 25%.",
            ],
          ],
          { kind: "exact" },
        ),
        solution: [
          "The quartiles and median split the data into four parts, each with about 25% of the values.",
          `${phrase[0]?.toUpperCase()}${phrase.slice(1)}: $${pct}\\%$`,
        ],
        hint: "Lowest, lower quartile, median, upper quartile and highest split the data into quarters.",
        difficulty: 4,
      };
    }
    const iqr = kind === "iqr";
    return {
      text: `${intro} Work out the ${iqr ? "interquartile range" : "range"}.`,
      diagram,
      answer: integerAnswer(iqr ? q3 - q1 : mx - mn, unitOrNone(unit)),
      misconceptions: numWrongs([
        [
          iqr ? mx - mn : q3 - q1,
          iqr
            ? "That is the range. The interquartile range is upper quartile − lower quartile."
            : "That is the interquartile range. The range is highest − lowest.",
        ],
        [
          iqr ? q3 : mx,
          iqr ? "Subtract the lower quartile from the upper quartile." : "Subtract the lowest value from the highest.",
        ],
        [q3 - med, "Use the upper and lower quartiles, not the median."],
        [iqr ? q3 + q1 : mx + mn, "Subtract; don't add."],
        [med, "That is the median."],
      ]),
      solution: [
        iqr ? `IQR $= ${tn(q3)} - ${tn(q1)} = ${tn(q3 - q1)}$` : `Range $= ${tn(mx)} - ${tn(mn)} = ${tn(mx - mn)}$`,
      ],
      hint: iqr
        ? "Interquartile range = upper quartile − lower quartile (the length of the box)."
        : "Range = highest − lowest (the ends of the whiskers).",
      difficulty: level(iqr ? 4 : 4),
    };
  },
};

export const quartilesList: Template = {
  id: "statistics.quartiles.from-list",
  title: "Find the quartiles and interquartile range of a list",
  objective: "Find quartiles and the interquartile range",
  topics: ["statistics.quartiles-iqr"],
  difficulty: [4, 5],
  generate(rng) {
    // n = 4k + 3 so the quartiles are single values by every school method
    const n = rng.pick([7, 11, 15, 19]);
    const [lo, hi] = rng.pick([
      [1, 30],
      [10, 60],
      [20, 99],
      [100, 250],
    ] as const);
    const xs = Array.from({ length: n }, () => rng.int(lo, hi));
    const s = sortNum(xs);
    const k = (n + 1) / 4;
    const [lq, med, uq] = [at(s, k - 1), at(s, 2 * k - 1), at(s, 3 * k - 1)];
    if (uq === lq) return quartilesList.generate(rng);
    const rawLq = at(xs, k - 1);
    const rawUq = at(xs, 3 * k - 1);
    const what = rng.pick(["scores", "numbers of visitors", "test marks", "prices in pence", "lengths in mm"]);
    const full = rng.chance(0.6);
    const steps = [
      `In order: $${texList(s)}$`,
      `$n = ${n}$: lower quartile is value number $\\frac{${n} + 1}{4} = ${k}$, upper quartile is value number $\\frac{3(${n} + 1)}{4} = ${3 * k}$.`,
      `Lower quartile $= ${tn(lq)}$, upper quartile $= ${tn(uq)}$, so IQR $= ${tn(uq)} - ${tn(lq)} = ${tn(uq - lq)}$`,
    ];
    const text = `Here are ${n} ${what}: $${texList(xs)}$.`;
    const unit = what === "lengths in mm" ? "mm" : what === "prices in pence" ? "p" : "";
    if (full)
      return {
        text: `${text} Find (a) the lower quartile, (b) the upper quartile and (c) the interquartile range.`,
        answer: multiPartAnswer([
          { id: "a", prompt: "Lower quartile", answer: integerAnswer(lq, unit) },
          { id: "b", prompt: "Upper quartile", answer: integerAnswer(uq, unit) },
          { id: "c", prompt: "Interquartile range", answer: integerAnswer(uq - lq, unit) },
        ]),
        misconceptions: multiWrongs([
          [[rawLq, rawUq, Math.abs(rawUq - rawLq)], "Put the values in order first."],
          [
            [lq, uq, at(s, n - 1) - at(s, 0)],
            "The interquartile range is upper quartile − lower quartile, not the range.",
          ],
          [[uq, lq, uq - lq], "The lower quartile is the smaller one, a quarter of the way through the ordered list."],
          [[lq, med, med - lq], "The upper quartile is three quarters of the way through, not the median."],
          [
            [at(s, k), at(s, 3 * k), at(s, 3 * k) - at(s, k)],
            `Count to value number $${k}$ and value number $${3 * k}$ exactly.`,
          ],
        ]),
        solution: steps,
        hint: "Order the list. The quartiles are a quarter and three quarters of the way through: values (n + 1)/4 and 3(n + 1)/4.",
        difficulty: level(n >= 15 ? 5 : 4),
      };
    return {
      text: `${text} Work out the interquartile range.`,
      answer: integerAnswer(uq - lq, unit),
      misconceptions: numWrongs([
        [Math.abs(rawUq - rawLq), "Put the values in order first."],
        [at(s, n - 1) - at(s, 0), "That is the range. The interquartile range is upper quartile − lower quartile."],
        [uq, "That is the upper quartile. Subtract the lower quartile."],
        [med - lq, "Use the upper quartile, not the median."],
        [at(s, 3 * k) - at(s, k), `Count to value number $${k}$ and value number $${3 * k}$ exactly.`],
      ]),
      solution: steps,
      hint: "Order the list. The quartiles are values (n + 1)/4 and 3(n + 1)/4.",
      difficulty: level(n >= 15 ? 5 : 4),
    };
  },
};

export const boxQuartileTemplates: Template[] = [boxPlot, quartilesList];
