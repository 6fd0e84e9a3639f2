/** Averages from frequency tables (ungrouped) and estimates from grouped frequency tables. */
import { choiceAnswer, DP, decimalAnswer, EXACT, integerAnswer } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import { tn } from "../../core/tex.js";
import type { RoundingRule, Template } from "../../core/types.js";
import {
  at,
  choiceWrongs,
  decWrongs,
  F,
  type Fraction,
  intWrongs,
  level,
  sum,
  texRound,
  texVal,
} from "../ratio/kit.js";
import { cumulative, freqTable, nth, slips, texApprox } from "./stats-kit.js";

const DISCRETE = [
  { head: "Number of pets", who: "some pupils were asked how many pets they have", lo: 0, hi: 4 },
  {
    head: "Number of goals",
    who: "the number of goals a football team scored in each match of a season",
    lo: 0,
    hi: 5,
  },
  { head: "Number of siblings", who: "a class was asked how many brothers and sisters they have", lo: 0, hi: 4 },
  { head: "Shoe size", who: "the shoe sizes of the pupils in a class", lo: 3, hi: 8 },
  { head: "Score on dice", who: "the scores when a dice was rolled many times", lo: 1, hi: 6 },
  { head: "Number of people in car", who: "how many people were in each car passing a school", lo: 1, hi: 5 },
  { head: "Books read", who: "how many books each member of a reading club read in a month", lo: 1, hi: 6 },
] as const;

/** an ungrouped table: values lo..hi (4 to 6 rows) and frequencies with one clear mode */
function discreteTable(rng: Rng) {
  const ctx = rng.pick(DISCRETE);
  const rows = Math.min(ctx.hi - ctx.lo + 1, rng.int(4, 6));
  const start = ctx.lo + rng.int(0, ctx.hi - ctx.lo + 1 - rows);
  const xs = Array.from({ length: rows }, (_, i) => start + i);
  for (;;) {
    const fs = xs.map(() => rng.int(1, 18));
    const best = Math.max(...fs);
    if (fs.filter((f) => f === best).length === 1) return { ctx, xs, fs };
  }
}

export const freqTableMean: Template = {
  id: "statistics.frequency-table.mean",
  title: "Work out the mean from a frequency table",
  objective: "Calculate the mean from a frequency table",
  topics: ["statistics.averages-from-tables"],
  difficulty: [3, 4],
  generate(rng) {
    const { ctx, xs, fs } = discreteTable(rng);
    const n = sum(fs);
    const fx = xs.map((x, i) => x * at(fs, i));
    const total = sum(fx);
    const mean = F(total, n);
    const exactOk = mean.mul(100).d === 1n;
    const rule: RoundingRule = exactOk ? EXACT : DP(1);
    const k = xs.length;
    const modeX = at(xs, fs.indexOf(Math.max(...fs)));
    return {
      text: `The table shows ${ctx.who}.\n\n${freqTable(
        ctx.head,
        xs.map((x) => `$${x}$`),
        fs,
      )}\n\nWork out the mean${exactOk ? "" : ". Give your answer to 1 decimal place"}.`,
      answer: decimalAnswer(mean, rule),
      misconceptions: decWrongs(
        [
          [F(total, k), `Divide by the total frequency ($${n}$), not by the number of rows.`],
          [F(n, k), "That is the mean of the frequencies. Multiply each value by its frequency first."],
          [F(sum(xs), k), "Each value happens a different number of times: multiply each value by its frequency."],
          [F(total), "That is the total. Divide by the total frequency."],
          [F(modeX), "That is the mode (the most common value), not the mean."],
          [F(total, sum(xs)), `Divide by the total frequency ($${n}$).`],
          ...slips(mean),
        ],
        rule,
      ),
      solution: [
        `Multiply each value by its frequency: $${xs.map((x, i) => `${x} \\times ${at(fs, i)}`).join(" + ")} = ${tn(total)}$`,
        `Total frequency $= ${fs.join(" + ")} = ${n}$`,
        `Mean $= ${tn(total)} \\div ${n} = ${texApprox(mean)}$${exactOk ? "" : ` $= ${texRound(mean, rule)}$ to 1 decimal place`}`,
      ],
      hint: "Add a column for value × frequency. Mean = total of that column ÷ total frequency.",
      difficulty: level(exactOk ? 3 : 4),
    };
  },
};

export const freqTableMedianMode: Template = {
  id: "statistics.frequency-table.median-mode-range",
  title: "Find the median, mode or range from a frequency table",
  objective: "Find the median, mode and range from a frequency table",
  topics: ["statistics.averages-from-tables"],
  difficulty: [3, 4],
  generate(rng) {
    const { ctx, xs, fs } = discreteTable(rng);
    const table = freqTable(
      ctx.head,
      xs.map((x) => `$${x}$`),
      fs,
    );
    const n = sum(fs);
    const k = xs.length;
    const maxF = Math.max(...fs);
    const modeX = at(xs, fs.indexOf(maxF));
    const variant = rng.pick(["median", "median", "mode", "range"] as const);
    const intro = `The table shows ${ctx.who}.\n\n${table}\n\n`;
    if (variant === "mode") {
      return {
        text: `${intro}Write down the mode.`,
        answer: integerAnswer(modeX),
        misconceptions: intWrongs([
          [maxF, "That is the highest frequency. The mode is the value with that frequency."],
          [at(xs, k - 1), "The mode is the most common value, not the largest value."],
          [n, "That is the total frequency. The mode is the most common value."],
          [at(xs, Math.floor(k / 2)), "The mode is the value with the highest frequency."],
          ...slips(modeX),
        ]),
        solution: [`The highest frequency is $${maxF}$, for the value $${modeX}$, so the mode is $${modeX}$.`],
        hint: "Find the highest frequency. The mode is the value in that row.",
        difficulty: 3,
      };
    }
    if (variant === "range") {
      const used = xs.filter((_, i) => at(fs, i) > 0);
      const r = Math.max(...used) - Math.min(...used);
      return {
        text: `${intro}Work out the range of the data.`,
        answer: integerAnswer(r),
        misconceptions: intWrongs([
          [Math.max(...fs) - Math.min(...fs), "That is the range of the frequencies. Use the values."],
          [Math.max(...used), "The range is largest − smallest, not just the largest."],
          [Math.max(...fs), "The range is largest value − smallest value."],
          [n, "That is the total frequency."],
          ...slips(r),
        ]),
        solution: [`Largest value $= ${Math.max(...used)}$, smallest value $= ${Math.min(...used)}$`, `Range $= ${r}$`],
        hint: "Range = largest value − smallest value (look at the values, not the frequencies).",
        difficulty: 3,
      };
    }
    // median: position (n+1)/2 through cumulative frequencies
    const cum = cumulative(fs);
    const valueAt = (pos: number) =>
      at(
        xs,
        cum.findIndex((c) => c >= pos),
      );
    const med = n % 2 === 1 ? F(valueAt((n + 1) / 2)) : F(valueAt(n / 2) + valueAt(n / 2 + 1), 2);
    const pos = n % 2 === 1 ? `${nth((n + 1) / 2)}` : `${nth(n / 2)} and ${nth(n / 2 + 1)}`;
    const medianOfFs = [...fs].sort((a, b) => a - b);
    return {
      text: `${intro}Find the median.`,
      answer: decimalAnswer(med),
      misconceptions: decWrongs(
        [
          [
            F(at(xs, Math.floor((k - 1) / 2)) + at(xs, Math.floor(k / 2)), 2),
            `There are $${n}$ values, not $${k}$: find the middle of all $${n}$.`,
          ],
          [F(n + 1, 2), "That is the position of the median. Give the value in that position."],
          [
            F(at(medianOfFs, Math.floor((k - 1) / 2)) + at(medianOfFs, Math.floor(k / 2)), 2),
            "That is the median of the frequencies. Use the values.",
          ],
          [F(modeX), "That is the mode. The median is the middle value."],
          [
            F(
              xs.reduce((a, x, i) => a + x * at(fs, i), 0),
              n,
            ),
            "That is the mean. The median is the middle value.",
          ],
          ...slips(med, "running totals"),
        ],
        EXACT,
      ),
      solution: [
        `Total frequency $= ${n}$, so the median is the ${pos} value.`,
        `Running totals of the frequencies: $${cum.join(",\\ ")}$`,
        `So the median is $${texVal(med)}$.`,
      ],
      hint: "Find the total frequency n; the median is the (n + 1) ÷ 2 th value. Add up the frequencies until you reach it.",
      difficulty: level(med.d === 1n ? 3 : 4),
    };
  },
};

const GROUPED = [
  {
    v: "t",
    what: "the times, in minutes, some pupils took to finish a puzzle",
    head: "Time ($t$ minutes)",
    unit: "minutes",
  },
  { v: "h", what: "the heights, in cm, of some plants", head: "Height ($h$ cm)", unit: "cm" },
  { v: "m", what: "the masses, in grams, of some apples", head: "Mass ($m$ grams)", unit: "g" },
  { v: "d", what: "the distances, in km, some people travel to work", head: "Distance ($d$ km)", unit: "km" },
  { v: "x", what: "the lengths, in mm, of some leaves", head: "Length ($x$ mm)", unit: "mm" },
] as const;

/** grouped classes a < x <= b: equal width (or unequal), frequencies */
function groupedTable(rng: Rng, unequal: boolean) {
  const ctx = rng.pick(GROUPED);
  const k = rng.int(4, 6);
  const width = rng.pick([2, 4, 5, 10, 20]);
  const start = rng.int(0, 6) * width;
  const bounds = [start];
  for (let i = 0; i < k; i++) bounds.push(at(bounds, i) + (unequal ? width * rng.pick([1, 1, 2, 3]) : width));
  const fs = bounds.slice(1).map(() => rng.int(2, 25));
  const labels = bounds.slice(1).map((b, i) => `$${at(bounds, i)} < ${ctx.v} \\le ${b}$`);
  const mids = bounds.slice(1).map((b, i) => F(at(bounds, i) + b, 2));
  return { ctx, k, bounds, fs, labels, mids };
}

export const groupedMean: Template = {
  id: "statistics.grouped.estimate-mean",
  title: "Estimate the mean from a grouped frequency table",
  objective: "Use midpoints to estimate the mean of grouped data",
  topics: ["statistics.grouped-data"],
  difficulty: [4, 5],
  generate(rng) {
    const unequal = rng.chance(0.3);
    const { ctx, k, bounds, fs, labels, mids } = groupedTable(rng, unequal);
    const n = sum(fs);
    const total = mids.reduce((a, m, i) => a.add(m.mul(at(fs, i))), F(0));
    const mean = total.div(n);
    const rule = DP(1);
    const uppers = bounds.slice(1).reduce((a, b, i) => a + b * at(fs, i), 0);
    const lowers = bounds.slice(0, k).reduce((a, b, i) => a + b * at(fs, i), 0);
    return {
      text: `The table shows ${ctx.what}.\n\n${freqTable(ctx.head, labels, fs)}\n\nWork out an estimate of the mean. Give your answer to 1 decimal place.`,
      answer: decimalAnswer(mean, rule, ctx.unit),
      misconceptions: decWrongs(
        [
          [F(uppers, n), "Use the midpoint of each class, not the upper end."],
          [F(lowers, n), "Use the midpoint of each class, not the lower end."],
          [total.div(k), `Divide by the total frequency ($${n}$), not by the number of classes.`],
          [F(n, k), "That is the mean of the frequencies. Multiply each midpoint by its frequency."],
          [mids.reduce((a, m) => a.add(m), F(0)).div(k), "Multiply each midpoint by its frequency first."],
          [total, "That is the total. Divide by the total frequency."],
          ...slips(mean),
        ],
        rule,
      ),
      solution: [
        `Midpoints: $${mids.map(texVal).join(",\\ ")}$`,
        `Midpoint × frequency: $${mids.map((m, i) => `${texVal(m)} \\times ${at(fs, i)}`).join(" + ")} = ${texVal(total)}$`,
        `Total frequency $= ${n}$`,
        `Estimate of the mean $= ${texVal(total)} \\div ${n} = ${texRound(mean, DP(3))}\\ldots = ${texRound(mean, rule)}$`,
      ],
      hint: "Use the midpoint of each class as the value for everyone in it. Then mean = Σ(midpoint × frequency) ÷ Σ frequency.",
      difficulty: level(unequal ? 5 : 4),
    };
  },
};

export const groupedClasses: Template = {
  id: "statistics.grouped.modal-median-class",
  title: "Find the modal class or the class containing the median",
  objective: "Find the modal class and the class containing the median",
  topics: ["statistics.grouped-data"],
  difficulty: [3, 5],
  generate(rng) {
    for (;;) {
      const { ctx, k, bounds, fs, labels, mids } = groupedTable(rng, false);
      const n = sum(fs);
      const maxF = Math.max(...fs);
      if (fs.filter((f) => f === maxF).length > 1) continue;
      const modal = fs.indexOf(maxF);
      const cum = cumulative(fs);
      const medPos = F(n + 1, 2);
      const medIdx = cum.findIndex((c) => medPos.compare(c) <= 0);
      const ask = rng.pick(["modal", "median", "midpoint"] as const);
      const intro = `The table shows ${ctx.what}.\n\n${freqTable(ctx.head, labels, fs)}\n\n`;
      if (ask === "midpoint") {
        const i = rng.int(0, k - 1);
        const mid = at(mids, i) as Fraction;
        return {
          text: `${intro}Write down the midpoint of the class ${at(labels, i)}.`,
          answer: decimalAnswer(mid, EXACT, ctx.unit),
          misconceptions: decWrongs(
            [
              [F(at(fs, i)), "That is the frequency. The midpoint is halfway between the class boundaries."],
              [F(at(fs, i), 2), "The midpoint is halfway between the two ends of the class."],
              [mid.mul(2), "Add the two ends and then halve."],
              [F(at(bounds, i + 1)), "That is the upper end of the class. The midpoint is halfway between the ends."],
              [
                F(at(bounds, i + 1) - at(bounds, i)),
                "That is the class width. The midpoint is halfway between the ends.",
              ],
              ...slips(mid),
            ],
            EXACT,
          ),
          solution: [`Midpoint $=$ (lower end + upper end) $\\div 2 = ${texVal(mid)}$`],
          hint: "Add the two ends of the class and halve.",
          difficulty: 3,
        };
      }
      if (k < 5) continue;
      const correctIdx = ask === "modal" ? modal : medIdx;
      if (ask === "median" && medIdx === modal && rng.chance(0.5)) continue;
      const others = labels.filter((_, i) => i !== correctIdx);
      const spec = choiceAnswer(rng, at(labels, correctIdx), rng.shuffle(others), 5);
      return {
        text: `${intro}${ask === "modal" ? "Which class is the modal class?" : "Which class contains the median?"}`,
        answer: spec,
        misconceptions: choiceWrongs(spec, (t) => {
          const i = labels.indexOf(t);
          if (ask === "modal")
            return i === k - 1
              ? "The modal class has the highest frequency, not the largest values."
              : "The modal class is the one with the highest frequency.";
          if (i === modal) return "That is the modal class. For the median, find the class holding the middle value.";
          return `The median is the ${nth(medPos)} value: add up the frequencies until you reach it.`;
        }),
        solution:
          ask === "modal"
            ? [`The highest frequency is $${maxF}$, so the modal class is ${at(labels, modal)}.`]
            : [
                `Total frequency $= ${n}$, so the median is the ${nth(medPos)} value.`,
                `Running totals: $${cum.join(",\\ ")}$`,
                `The ${nth(medPos)} value is in the class ${at(labels, medIdx)}.`,
              ],
        hint:
          ask === "modal"
            ? "The modal class has the highest frequency."
            : "Find (n + 1) ÷ 2, then add up the frequencies until you pass it.",
        difficulty: ask === "modal" ? 3 : level(n > 60 ? 5 : 4),
      };
    }
  },
};

export const frequencyTableTemplates: Template[] = [freqTableMean, freqTableMedianMode, groupedMean, groupedClasses];
