/** Cumulative frequency: running totals, counts above a value, median and IQR read from the graph. */
import { DP, decimalAnswer, integerAnswer } from "../../core/answers.js";
import type { Template } from "../../core/types.js";
import { at, decWrongs, F, type Fraction, intWrongs, sum, texRound, texVal } from "../ratio/kit.js";
import { plot, polyline } from "./charts.js";
import { cumulative, mdTable, slips } from "./stats-kit.js";

const CF_CONTEXTS = [
  {
    v: "t",
    what: "the times, in minutes, some people spent in a shop",
    head: "Time ($t$ minutes)",
    x: "Time (minutes)",
    unit: "minutes",
  },
  { v: "h", what: "the heights, in cm, of some tomato plants", head: "Height ($h$ cm)", x: "Height (cm)", unit: "cm" },
  { v: "m", what: "the masses, in kg, of some parcels", head: "Mass ($m$ kg)", x: "Mass (kg)", unit: "kg" },
  {
    v: "w",
    what: "the wingspans, in mm, of some butterflies",
    head: "Wingspan ($w$ mm)",
    x: "Wingspan (mm)",
    unit: "mm",
  },
] as const;

/** value where the cumulative frequency polygon (straight lines between points) reaches `target` */
function interpolate(bounds: readonly number[], cum: readonly number[], target: Fraction): Fraction {
  for (let i = 0; i < cum.length; i++) {
    const below = i === 0 ? 0 : at(cum, i - 1);
    if (target.compare(at(cum, i)) <= 0) {
      const f = at(cum, i) - below;
      return F(at(bounds, i)).add(
        target
          .sub(below)
          .div(f)
          .mul(at(bounds, i + 1) - at(bounds, i)),
      );
    }
  }
  return F(at(bounds, bounds.length - 1));
}

export const cumulativeFrequency: Template = {
  id: "statistics.cumulative-frequency.table-graph",
  title: "Use cumulative frequency tables and graphs",
  objective: "Find cumulative frequencies and estimate the median and quartiles from a graph",
  topics: ["statistics.cumulative-frequency"],
  difficulty: [4, 5],
  generate(rng) {
    const c = rng.pick(CF_CONTEXTS);
    const k = rng.int(5, 6);
    const w = rng.pick([5, 10, 20]);
    const start = rng.int(0, 4) * w;
    const bounds = Array.from({ length: k + 1 }, (_, i) => start + i * w);
    const fs = Array.from({ length: k }, (_, i) => rng.int(2, 10) * (i === 0 || i === k - 1 ? 1 : 2));
    const n = sum(fs);
    const cum = cumulative(fs);
    const labels = fs.map((_, i) => `$${at(bounds, i)} < ${c.v} \\le ${at(bounds, i + 1)}$`);
    const table = mdTable(
      [c.head, "Frequency"],
      labels.map((l, i) => [l, at(fs, i)]),
    );
    const variant = rng.pick(["cf", "median", "median", "above", "iqr"] as const);
    if (variant === "cf") {
      const j = rng.int(1, k - 2);
      const value = at(cum, j);
      return {
        text: `The table shows ${c.what}.\n\n${table}\n\nWork out the cumulative frequency for ${c.v === "t" ? "times" : "values"} up to and including $${at(bounds, j + 1)}$ (that is, $${c.v} \\le ${at(bounds, j + 1)}$).`,
        answer: integerAnswer(value, ""), // a number of values
        misconceptions: intWrongs([
          [at(fs, j), "That is the frequency of one class. Cumulative frequency is a running total."],
          [at(cum, j - 1), `Include the class ending at $${at(bounds, j + 1)}$ too.`],
          [n, "That is the total of all the classes."],
          [j + 1 < k ? at(cum, j + 1) : null, `Stop at the class ending at $${at(bounds, j + 1)}$.`],
          ...slips(value, "running total"),
        ]),
        solution: [
          `Running totals: $${cum.join(",\\ ")}$`,
          `Up to $${at(bounds, j + 1)}$: $${fs.slice(0, j + 1).join(" + ")} = ${value}$`,
        ],
        hint: "Add up the frequencies of all the classes up to that value.",
        difficulty: 4,
      };
    }
    const cfMax = Math.ceil(n / 10) * 10;
    const diagram = plot(
      { min: start, max: at(bounds, k), step: w, label: c.x },
      { min: 0, max: cfMax, step: cfMax > 60 ? 10 : 5, label: "Cumulative frequency" },
      (f) =>
        polyline(
          f,
          bounds.map((b, i) => ({ x: b, y: i === 0 ? 0 : at(cum, i - 1) })),
        ),
      `Cumulative frequency graph of ${c.what}`,
    );
    const pts = bounds.map((b, i) => `$(${b}, ${i === 0 ? 0 : at(cum, i - 1)})$`).join(", ");
    const intro = `The cumulative frequency graph shows ${c.what} (${n} values). It is drawn with straight lines through the points ${pts}.\n\n`;
    if (variant === "above") {
      const j = rng.int(1, k - 1);
      const value = n - at(cum, j - 1);
      return {
        text: `${intro}How many of the values are greater than $${at(bounds, j)}$?`,
        diagram,
        answer: integerAnswer(value, ""), // a number of values
        misconceptions: intWrongs([
          [at(cum, j - 1), "That is how many are less than or equal to the value. Subtract it from the total."],
          [n, "That is the total number of values."],
          [at(fs, j), "That is one class only. Use total − cumulative frequency."],
          [n - at(cum, j), "Read the cumulative frequency at the value itself."],
          ...slips(value, "subtraction"),
        ]),
        solution: [
          `Cumulative frequency at $${at(bounds, j)}$ is $${at(cum, j - 1)}$`,
          `Greater than $${at(bounds, j)}$: $${n} - ${at(cum, j - 1)} = ${value}$`,
        ],
        hint: "Read the cumulative frequency at the value, then subtract it from the total.",
        difficulty: 4,
      };
    }
    const rule = DP(1);
    const med = interpolate(bounds, cum, F(n, 2));
    if (variant === "median") {
      const medClass = cum.findIndex((x) => F(n, 2).compare(x) <= 0);
      return {
        text: `${intro}Use the graph to estimate the median. Give your answer to 1 decimal place.`,
        diagram,
        answer: decimalAnswer(med, rule, c.unit),
        misconceptions: decWrongs(
          [
            [
              F(n, 2),
              "That is the cumulative frequency halfway up. Read across to the line, then down to the horizontal axis.",
            ],
            [
              F(at(bounds, medClass) + at(bounds, medClass + 1), 2),
              "Use the graph (straight lines), not just the middle of the class.",
            ],
            [interpolate(bounds, cum, F(n, 4)), "That is the lower quartile (a quarter of the way up)."],
            [F(at(bounds, medClass + 1)), "Read where the line reaches half the total, not the end of the class."],
            [F(start + at(bounds, k), 2), "Find the value halfway up the cumulative frequency, not halfway along."],
            ...slips(med),
          ],
          rule,
        ),
        solution: [
          `Median: half of $${n}$ is $${texVal(F(n, 2))}$`,
          `This is in the class ${at(labels, medClass)}: the line rises from $${medClass === 0 ? 0 : at(cum, medClass - 1)}$ to $${at(cum, medClass)}$ there`,
          `Estimate $= ${at(bounds, medClass)} + \\frac{${texVal(F(n, 2).sub(medClass === 0 ? 0 : at(cum, medClass - 1)))}}{${at(fs, medClass)}} \\times ${w} = ${texRound(med, rule)}$`,
        ],
        hint: "Go halfway up the cumulative frequency axis, across to the graph, then down.",
        difficulty: 5,
      };
    }
    const lq = interpolate(bounds, cum, F(n, 4));
    const uq = interpolate(bounds, cum, F(3 * n, 4));
    const iqr = uq.sub(lq);
    return {
      text: `${intro}Use the graph to estimate the interquartile range. Give your answer to 1 decimal place.`,
      diagram,
      answer: decimalAnswer(iqr, rule, c.unit),
      misconceptions: decWrongs(
        [
          [
            F(3 * n, 4).sub(F(n, 4)),
            "That is the difference in cumulative frequency. Read the values on the horizontal axis.",
          ],
          [uq, "That is the upper quartile. Subtract the lower quartile."],
          [F(at(bounds, k) - start), "That is the range of the classes. Use the quartiles."],
          [uq.sub(med), "Use the upper and lower quartiles, not the median."],
          [lq, "That is the lower quartile. The IQR is upper quartile − lower quartile."],
          ...slips(iqr),
        ],
        rule,
      ),
      solution: [
        `Lower quartile at cumulative frequency $${texVal(F(n, 4))}$: about $${texRound(lq, DP(2))}$`,
        `Upper quartile at cumulative frequency $${texVal(F(3 * n, 4))}$: about $${texRound(uq, DP(2))}$`,
        `IQR $= ${texRound(uq, DP(2))} - ${texRound(lq, DP(2))} = ${texRound(iqr, rule)}$ to 1 decimal place`,
      ],
      hint: "Read the values at a quarter and three quarters of the way up the cumulative frequency axis, then subtract.",
      difficulty: 5,
    };
  },
};

export const cumulativeRunningTemplates: Template[] = [cumulativeFrequency];
