/** Time series (trend, seasonal pattern, moving averages) and frequency polygons. */
import { choiceAnswer, decimalAnswer, EXACT, integerAnswer } from "../../core/answers.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { at, choiceWrongs, decWrongs, F, intWrongs, sum, texVal } from "../ratio/kit.js";
import { categoryLineChart, plot, polyline } from "./charts.js";
import { contextUnit, mdTable, slips } from "./stats-kit.js";

const SERIES = [
  { what: "the number of umbrellas a shop sold", unit: "umbrellas", base: 60, amp: 30, peak: 3 },
  { what: "a café's sales of ice cream, in litres", unit: "litres", base: 80, amp: 40, peak: 2 },
  { what: "the gas used by a school, in hundreds of units", unit: "hundred units", base: 50, amp: 25, peak: 0 },
  {
    what: "the number of visitors to a theme park, in thousands",
    unit: "thousand visitors",
    base: 40,
    amp: 20,
    peak: 2,
  },
  {
    what: "the number of plants a garden centre sold, in hundreds",
    unit: "hundred plants",
    base: 70,
    amp: 30,
    peak: 1,
  },
] as const;

const QUARTER_SEASON = [-0.5, 0.2, 1, -0.7];

export const timeSeries: Template = {
  id: "statistics.time-series.read",
  title: "Interpret a time series graph",
  objective: "Describe trends and seasonal patterns in time series",
  topics: ["statistics.time-series"],
  difficulty: [3, 4],
  generate(rng) {
    const c = rng.pick(SERIES);
    const years = rng.int(2, 3);
    const first = rng.int(2015, 2023);
    const trend = rng.pick([-3, -2, -1, 1, 2, 3]) * rng.int(1, 2);
    const amp = c.amp + rng.int(-5, 5);
    const base = c.base + rng.int(-10, 10) + (trend < 0 ? 12 * years : 0);
    const vals: number[] = [];
    for (let t = 0; t < years * 4; t++) {
      const q = t % 4;
      const season = at(QUARTER_SEASON, (q - c.peak + 2 + 4) % 4);
      vals.push(Math.max(2, Math.round(base + trend * t + season * amp + rng.int(-3, 3))));
    }
    const labels = vals.map((_, t) => `Q${(t % 4) + 1}`);
    const yMax = Math.ceil((Math.max(...vals) + 5) / 10) * 10;
    const diagram = categoryLineChart(
      labels,
      vals,
      { min: 0, max: yMax, step: yMax > 120 ? 20 : 10, label: c.unit },
      `Quarter (${first} to ${first + years - 1})`,
      `Time series of ${c.what}`,
    );
    const table = mdTable(
      ["Year", "Q1", "Q2", "Q3", "Q4"],
      Array.from({ length: years }, (_, y) => [String(first + y), ...vals.slice(4 * y, 4 * y + 4)]),
    );
    const intro = `The time series graph shows ${c.what} in each quarter (three months) from ${first} to ${first + years - 1}.\n\n${table}\n\n`;
    const variant = rng.pick(["trend", "season", "change", "moving"] as const);
    if (variant === "trend" || variant === "season") {
      if (variant === "season") {
        const highs = Array.from({ length: years }, (_, y) => {
          const ys = vals.slice(4 * y, 4 * y + 4);
          return ys.indexOf(Math.max(...ys));
        });
        if (new Set(highs).size !== 1 || vals.slice(0, 4).filter((v) => v === Math.max(...vals.slice(0, 4))).length > 1)
          return timeSeries.generate(rng);
        const qs = ["Quarter 1", "Quarter 2", "Quarter 3", "Quarter 4"];
        const correct = at(qs, at(highs, 0));
        const spec = choiceAnswer(
          rng,
          correct,
          [...qs.filter((q) => q !== correct), "There is no seasonal pattern"],
          5,
        );
        return {
          text: `${intro}In which quarter of the year is the value usually highest?`,
          diagram,
          answer: spec,
          misconceptions: choiceWrongs(
            spec,
            () => "Compare the quarters within each year: find the peak that repeats every year.",
          ),
          solution: [`In every year the highest point is in ${correct}.`],
          hint: "Look for the peak that comes at the same time each year (the seasonal pattern).",
          difficulty: 3,
        };
      }
      const up = "It shows an upward trend: the values are generally increasing.";
      const down = "It shows a downward trend: the values are generally decreasing.";
      const flat = "There is no trend: the values stay about the same.";
      const correct = trend > 0 ? up : down;
      const spec = choiceAnswer(
        rng,
        correct,
        [
          trend > 0 ? down : up,
          flat,
          "The values go up and down, so there is no pattern.",
          "The trend cannot be seen because the values change every quarter.",
        ],
        5,
      );
      const ma1 = F(sum(vals.slice(0, 4)), 4);
      const maN = F(sum(vals.slice(-4)), 4);
      return {
        text: `${intro}Which statement best describes the trend?`,
        diagram,
        answer: spec,
        misconceptions: choiceWrongs(
          spec,
          () =>
            "The seasonal ups and downs hide the trend: compare the same quarter in different years, or the yearly averages.",
        ),
        solution: [
          `Mean of the first four quarters $= ${texVal(ma1)}$; mean of the last four $= ${texVal(maN)}$.`,
          `The same quarters are ${trend > 0 ? "higher" : "lower"} each year, so: ${correct}`,
        ],
        hint: "Ignore the seasonal ups and downs: compare each quarter with the same quarter a year later.",
        difficulty: 3,
      };
    }
    if (variant === "change") {
      const q = rng.int(0, 3);
      const a = at(vals, q);
      const b = at(vals, 4 * (years - 1) + q);
      if (a === b) return timeSeries.generate(rng);
      const d = Math.abs(b - a);
      return {
        text: `${intro}By how much did the value for Quarter ${q + 1} ${b > a ? "increase" : "decrease"} from ${first} to ${first + years - 1}?`,
        diagram,
        answer: integerAnswer(d, contextUnit(c)),
        misconceptions: intWrongs([
          [a + b, "Find the difference: subtract."],
          [b, `That is the Quarter ${q + 1} value in ${first + years - 1}. Subtract the ${first} value.`],
          [
            Math.abs(at(vals, 4 * (years - 1) + ((q + 1) % 4)) - a),
            `Compare Quarter ${q + 1} in both years, not two different quarters.`,
          ],
          [Math.abs(at(vals, q + 1) - a), `Compare the same quarter in the two years.`],
          ...slips(d, "subtraction"),
        ]),
        solution: [
          `Quarter ${q + 1}: ${first} $= ${a}$, ${first + years - 1} $= ${b}$`,
          `Difference $= ${Math.max(a, b)} - ${Math.min(a, b)} = ${d}$ ${c.unit}`,
        ],
        hint: "Find the same quarter in both years, then subtract.",
        difficulty: 3,
      };
    }
    const start = rng.int(0, vals.length - 4);
    const four = vals.slice(start, start + 4);
    const ma = F(sum(four), 4);
    const which =
      start === 0
        ? "the first 4-point moving average"
        : `the 4-point moving average of the four quarters starting with ${at(labels, start)} of ${first + Math.floor(start / 4)}`;
    return {
      text: `${intro}Work out ${which}.`,
      diagram,
      answer: decimalAnswer(ma, { kind: "exact" }, contextUnit(c)),
      misconceptions: decWrongs(
        [
          [F(sum(four)), "That is the total of the four values. Divide by 4."],
          [F(sum(four.slice(0, 3)), 3), "A 4-point moving average uses four values in a row."],
          [F(at(four, 0) + at(four, 3), 2), "Use all four values, not just the first and last."],
          [start + 4 < vals.length ? F(sum(vals.slice(start + 1, start + 5)), 4) : null, "Start at the right quarter."],
          [F(sum(vals), vals.length), "That is the mean of all the values. Use just four in a row."],
          ...slips(ma, "addition"),
        ],
        EXACT,
      ),
      solution: [`$(${four.join(" + ")}) \\div 4 = ${tn(sum(four))} \\div 4 = ${texVal(ma)}$`],
      hint: "A 4-point moving average is the mean of four values in a row.",
      difficulty: 4,
    };
  },
};

const POLY = [
  {
    v: "t",
    what: "the times, in seconds, some pupils took to solve a puzzle",
    head: "Time ($t$ seconds)",
    x: "Time (seconds)",
    unit: "s",
  },
  { v: "h", what: "the heights, in cm, of some sunflowers", head: "Height ($h$ cm)", x: "Height (cm)", unit: "cm" },
  { v: "m", what: "the masses, in kg, of some suitcases", head: "Mass ($m$ kg)", x: "Mass (kg)", unit: "kg" },
  { v: "s", what: "the speeds, in km/h, of some cars", head: "Speed ($s$ km/h)", x: "Speed (km/h)", unit: "km/h" },
] as const;

export const frequencyPolygon: Template = {
  id: "statistics.frequency-polygon.read",
  title: "Draw and read a frequency polygon",
  objective: "Plot frequency polygons at class midpoints and interpret them",
  topics: ["statistics.frequency-polygons"],
  difficulty: [3, 4],
  generate(rng) {
    const c = rng.pick(POLY);
    const k = rng.int(4, 6);
    const w = rng.pick([2, 4, 5, 10, 20]);
    const start = rng.int(0, 8) * w;
    const bounds = Array.from({ length: k + 1 }, (_, i) => start + i * w);
    const fs = Array.from({ length: k }, () => rng.int(1, 24));
    const mids = fs.map((_, i) => F(at(bounds, i) + at(bounds, i + 1), 2));
    const labels = fs.map((_, i) => `$${at(bounds, i)} < ${c.v} \\le ${at(bounds, i + 1)}$`);
    const fMax = Math.ceil((Math.max(...fs) + 1) / 5) * 5;
    const diagram = plot(
      { min: start, max: at(bounds, k), step: w, label: c.x },
      { min: 0, max: fMax, step: fMax > 20 ? 5 : 2, label: "Frequency" },
      (f) =>
        polyline(
          f,
          mids.map((m, i) => ({ x: m.valueOf(), y: at(fs, i) })),
        ),
      `Frequency polygon of ${c.what}`,
    );
    const table = mdTable(
      [c.head, "Frequency"],
      labels.map((l, i) => [l, at(fs, i)]),
    );
    const variant = rng.pick(["midpoint", "above", "above", "total"] as const);
    if (variant === "midpoint") {
      const i = rng.int(0, k - 1);
      const m = at(mids, i);
      return {
        text: `The table shows ${c.what}.\n\n${table}\n\nA frequency polygon is drawn for the data. At what value on the horizontal axis is the point for the class ${at(labels, i)} plotted?`,
        diagram,
        answer: decimalAnswer(m, { kind: "exact" }, c.unit), // a midpoint, in the data's unit
        misconceptions: decWrongs(
          [
            [F(at(bounds, i + 1)), "Frequency polygons are plotted at the midpoint of each class, not the upper end."],
            [F(at(bounds, i)), "Frequency polygons are plotted at the midpoint of each class, not the lower end."],
            [F(at(fs, i)), "That is the frequency (the height of the point). The horizontal value is the midpoint."],
            [F(w), "That is the class width. Use the midpoint."],
            ...slips(m, "midpoint"),
          ],
          EXACT,
        ),
        solution: [
          `Midpoint $= (${at(bounds, i)} + ${at(bounds, i + 1)}) \\div 2 = ${texVal(m)}$`,
          `The point is plotted at $(${texVal(m)}, ${at(fs, i)})$.`,
        ],
        hint: "Each point of a frequency polygon is at the middle of its class.",
        difficulty: 3,
      };
    }
    const pts = mids.map((m, i) => `$(${texVal(m)}, ${at(fs, i)})$`).join(", ");
    const intro = `The frequency polygon shows ${c.what}. Its points are at ${pts}, the midpoints of classes of width $${w}$ starting at $${start}$.\n\n`;
    if (variant === "total") {
      const n = sum(fs);
      return {
        text: `${intro}How many values are shown altogether?`,
        diagram,
        answer: integerAnswer(n, ""),
        misconceptions: intWrongs([
          [k, "That is the number of points. Add up their frequencies (heights)."],
          [Math.max(...fs), "That is the highest frequency. Add up all the frequencies."],
          [Math.round(sum(mids.map((m) => m.valueOf()))), "Add the frequencies (the heights), not the midpoints."],
          ...slips(n, "addition"),
        ]),
        solution: [`Total $= ${fs.join(" + ")} = ${n}$`],
        hint: "The height of each point is the frequency of that class. Add them up.",
        difficulty: 3,
      };
    }
    const j = rng.int(1, k - 1);
    const cut = at(bounds, j);
    const above = sum(fs.slice(j));
    return {
      text: `${intro}How many values are more than $${cut}$?`,
      diagram,
      answer: integerAnswer(above, ""),
      misconceptions: intWrongs([
        [sum(fs.slice(0, j)), `Those are the values up to $${cut}$. Count the classes above it.`],
        [k - j, "That is the number of classes. Add their frequencies."],
        [sum(fs.slice(j - 1)), `The class ending at $${cut}$ is not above $${cut}$.`],
        [j + 1 < k ? sum(fs.slice(j + 1)) : null, `The class starting at $${cut}$ is above $${cut}$: include it.`],
        ...slips(above, "addition"),
      ]),
      solution: [`The classes above $${cut}$ have frequencies $${fs.slice(j).join(",\\ ")}$`, `Total $= ${above}$`],
      hint: "Each point stands for a whole class. Add the frequencies of the classes above the value.",
      difficulty: 4,
    };
  },
};

export const timePolygonTemplates: Template[] = [timeSeries, frequencyPolygon];
