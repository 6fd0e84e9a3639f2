/** Comparing distributions, and a summary of all the averages and the range of one list. */
import { choiceAnswer, DP, decimalAnswer, EXACT, integerAnswer, multiPartAnswer } from "../../core/answers.js";
import { isTerminating, roundedString } from "../../core/exact.js";
import { tn } from "../../core/tex.js";
import type { RoundingRule, Template } from "../../core/types.js";
import { at, choiceWrongs, F, type Fraction, level, sum, texRound, texVal } from "../ratio/kit.js";
import { boxPlots } from "./charts.js";
import {
  contextUnit,
  listWithMode,
  mdTable,
  meanOf,
  medianOf,
  NUM_CONTEXTS,
  sortNum,
  texApprox,
  texList,
  uniqueMode,
} from "./stats-kit.js";

const COMPARE = [
  { groups: ["Class A", "Class B"], what: "test marks", higher: "scored higher", unit: "marks", lo: 20, hi: 80 },
  { groups: ["Ravi", "Ella"], what: "scores in a game", higher: "scored higher", unit: "points", lo: 10, hi: 60 },
  {
    groups: ["Shop P", "Shop Q"],
    what: "daily sales of sandwiches",
    higher: "sold more",
    unit: "sandwiches",
    lo: 30,
    hi: 120,
  },
  { groups: ["the boys", "the girls"], what: "heights in cm", higher: "were taller", unit: "cm", lo: 130, hi: 170 },
  {
    groups: ["Team X", "Team Y"],
    what: "times in seconds to run 400 m",
    higher: "took longer",
    unit: "seconds",
    lo: 55,
    hi: 95,
  },
] as const;

export const compareDistributions: Template = {
  id: "statistics.compare.two-distributions",
  title: "Compare two distributions using an average and a measure of spread",
  objective: "Compare data sets using an average and the spread",
  topics: ["statistics.comparing-distributions"],
  difficulty: [3, 4],
  generate(rng) {
    const c = rng.pick(COMPARE);
    const [A, B] = rng.shuffle([...c.groups]) as [string, string];
    const boxes = rng.chance(0.5);
    const [avgName, spreadName] = boxes ? ["median", "interquartile range"] : ["mean", "range"];
    const avgA = rng.int(c.lo, c.hi);
    const avgB = rng.intExcept(c.lo, c.hi, [avgA, avgA + 1, avgA - 1]);
    const sprA = rng.int(5, 30);
    const sprB = rng.intExcept(5, 30, [sprA, sprA + 1, sprA - 1]);
    const intro = boxes
      ? `The box plots show the ${c.what} of two groups, ${A} and ${B}. The values they show are in the table.`
      : `The table shows the mean and range of the ${c.what} of two groups.`;
    const ext = (avg: number, spr: number) => {
      const q1 = avg - Math.floor(spr / 2);
      const q3 = q1 + spr;
      return [q1 - rng.int(3, 15), q1, avg, q3, q3 + rng.int(3, 15)] as [number, number, number, number, number];
    };
    const fiveA = ext(avgA, sprA);
    const fiveB = ext(avgB, sprB);
    const table = boxes
      ? mdTable(
          ["", "Smallest", "Lower quartile", "Median", "Upper quartile", "Largest"],
          [
            [A, ...fiveA],
            [B, ...fiveB],
          ],
        )
      : mdTable(
          ["", "Mean", "Range"],
          [
            [A, avgA],
            [B, avgB],
          ].map((r, i) => [...r, i === 0 ? sprA : sprB]),
        );
    const lo = Math.min(at(fiveA, 0), at(fiveB, 0));
    const hi = Math.max(at(fiveA, 4), at(fiveB, 4));
    const step = hi - lo > 60 ? 10 : 5;
    const diagram = boxes
      ? boxPlots(
          [
            { label: A, five: fiveA },
            { label: B, five: fiveB },
          ],
          { min: Math.floor(lo / step) * step, max: Math.ceil(hi / step) * step, step, label: c.unit },
          `Box plots of ${c.what} for ${A} and ${B}`,
        )
      : undefined;
    const hiAvg = avgA > avgB ? A : B;
    const consistent = sprA < sprB ? A : B;
    const other = (g: string) => (g === A ? B : A);
    const statement = (g1: string, g2: string) =>
      `On average ${g1} ${c.higher} (higher ${avgName}), and the ${c.what} of ${g2} were more consistent (smaller ${spreadName}).`;
    const correct = statement(hiAvg, consistent);
    const spec = choiceAnswer(
      rng,
      correct,
      [
        statement(other(hiAvg), consistent),
        statement(hiAvg, other(consistent)),
        statement(other(hiAvg), other(consistent)),
        `${A} and ${B} are the same on average and equally consistent.`,
      ],
      5,
    );
    return {
      text: `${intro}\n\n${table}\n\nWhich statement correctly compares the two groups?`,
      ...(diagram ? { diagram } : {}),
      answer: spec,
      misconceptions: choiceWrongs(spec, (t) =>
        t.startsWith(`On average ${hiAvg}`)
          ? `A smaller ${spreadName} means the values are closer together: more consistent.`
          : `Compare the ${avgName}s: the higher ${avgName} shows which group is higher on average.`,
      ),
      solution: [
        `${avgName[0]?.toUpperCase()}${avgName.slice(1)}s: ${A} $${avgA}$, ${B} $${avgB}$, so ${hiAvg} ${c.higher} on average.`,
        `${spreadName[0]?.toUpperCase()}${spreadName.slice(1)}s: ${A} $${sprA}$, ${B} $${sprB}$, so the ${c.what} of ${consistent} were more consistent.`,
      ],
      hint: `Compare an average (the ${avgName}) and a measure of spread (the ${spreadName}). A smaller spread means more consistent.`,
      difficulty: level(boxes ? 4 : 3),
    };
  },
};

export const averagesSummary: Template = {
  id: "statistics.averages.summary",
  title: "Find the mode, median, mean and range of a list",
  objective: "Find all three averages and the range of a set of data",
  topics: ["statistics.mode-median-range", "statistics.mean"],
  difficulty: [2, 4],
  generate(rng) {
    const ctx = rng.pick(NUM_CONTEXTS);
    const n = rng.int(5, 9);
    const xs = listWithMode(rng, n, ctx.lo, Math.min(ctx.hi, ctx.lo + 40));
    const s = sortNum(xs);
    const mode = uniqueMode(xs) as number;
    const med = medianOf(xs);
    const mean = meanOf(xs);
    const rule: RoundingRule = mean.mul(100).d === 1n ? EXACT : DP(1);
    const mx = at(s, n - 1);
    const mn = at(s, 0);
    const str = (f: Fraction | number, r: RoundingRule = EXACT) =>
      roundedString(F(f), r.kind === "exact" && !isTerminating(F(f)) ? DP(1) : r);
    const right = [String(mode), str(med), str(mean, rule), String(mx - mn)];
    const swap = (i: number, v: string) => right.map((x, j) => (j === i ? v : x));
    const unsortedMid = n % 2 ? F(at(xs, (n - 1) / 2)) : F(at(xs, n / 2 - 1) + at(xs, n / 2), 2);
    const count = xs.filter((x) => x === mode).length;
    return {
      text: `Here are ${ctx.what}:\n\n$${texList(xs)}$\n\nWork out the mode, the median, the mean${rule.kind === "exact" ? "" : " (to 1 decimal place)"} and the range.`,
      answer: multiPartAnswer([
        { id: "a", prompt: "Mode", answer: integerAnswer(mode, contextUnit(ctx)) },
        { id: "b", prompt: "Median", answer: decimalAnswer(med, { kind: "exact" }, contextUnit(ctx)) },
        { id: "c", prompt: "Mean", answer: decimalAnswer(mean, rule, contextUnit(ctx)) },
        { id: "d", prompt: "Range", answer: integerAnswer(mx - mn, contextUnit(ctx)) },
      ]),
      misconceptions: [
        { answer: swap(1, str(unsortedMid)), feedback: "Put the values in order before finding the median." },
        { answer: swap(3, String(mx)), feedback: "The range is largest − smallest, not just the largest value." },
        {
          answer: swap(0, String(count)),
          feedback: "The mode is the value that appears most often, not how many times it appears.",
        },
        {
          answer: swap(2, str(F(sum(xs), n - 1), rule)),
          feedback: `Divide the total by the number of values, $${n}$.`,
        },
        {
          answer: [right[0] as string, right[2] as string, right[1] as string, right[3] as string],
          feedback: "The median is the middle value; the mean is the total shared equally.",
        },
        {
          answer: swap(3, String(at(xs, n - 1) - at(xs, 0))),
          feedback: "Use the largest and smallest values, not the last and first.",
        },
      ],
      solution: [
        `In order: $${texList(s)}$`,
        `Mode: $${mode}$ appears most often ($${count}$ times).`,
        `Median: the middle of the ordered list is $${texVal(med)}$.`,
        `Mean: $${tn(sum(xs))} \\div ${n} = ${texApprox(mean)}$${rule.kind === "exact" ? "" : ` $= ${texRound(mean, rule)}$ to 1 decimal place`}.`,
        `Range: $${tn(mx)} - ${tn(mn)} = ${tn(mx - mn)}$`,
      ],
      hint: "Order the values first. Mode: most common. Median: middle. Mean: total ÷ how many. Range: largest − smallest.",
      difficulty: level(rule.kind === "exact" ? (n % 2 ? 2 : 3) : 4),
    };
  },
};

export const bestAverage: Template = {
  id: "statistics.averages.which-average",
  title: "Choose the most suitable average",
  objective: "Choose the best average for a set of data, and spot outliers",
  topics: ["statistics.mode-median-range"],
  difficulty: [3, 4],
  generate(rng) {
    const opts = ["The mean", "The median", "The mode", "The range"];
    if (rng.chance(0.3)) {
      const [what, cats] = rng.pick([
        ["the colours of the cars in a car park", ["red", "blue", "silver", "black", "white"]],
        [
          "the favourite flavours of crisps of some pupils",
          ["plain", "salt and vinegar", "cheese", "chicken", "prawn"],
        ],
        ["the types of pet owned by some pupils", ["dog", "cat", "fish", "rabbit", "hamster"]],
      ] as const);
      const k = rng.int(6, 10);
      const data = Array.from({ length: k }, () => rng.pick(cats));
      const spec = choiceAnswer(
        rng,
        "The mode",
        [...opts.filter((o) => o !== "The mode"), "None of them: words cannot have an average"],
        5,
      );
      return {
        text: `Some data was collected about ${what}: ${data.join(", ")}.\n\nWhich of these can be used as an average for this data?`,
        answer: spec,
        misconceptions: choiceWrongs(spec, (t) =>
          t === "The range"
            ? "The range is a measure of spread, not an average, and needs numbers."
            : t.startsWith("None")
              ? "The mode works for words: it is the most common category."
              : "You can only work that out for numbers. This data is words (categories).",
        ),
        solution: [
          "The data is categories (words), not numbers.",
          "The only average that works for categories is the mode: the most common one.",
        ],
        hint: "Which averages need numbers to work out?",
        difficulty: 3,
      };
    }
    const ctx = rng.pick(NUM_CONTEXTS.filter((c) => c.hi - c.lo >= 15));
    const n = rng.int(6, 9);
    const xs = Array.from({ length: n - 1 }, () => rng.int(ctx.lo, ctx.lo + Math.floor((ctx.hi - ctx.lo) / 3)));
    const outlier = ctx.hi * rng.int(2, 4) + rng.int(1, 9);
    xs.splice(rng.int(0, n - 1), 0, outlier);
    const spec = choiceAnswer(
      rng,
      "The median",
      [...opts.filter((o) => o !== "The median"), "Halfway between the smallest and largest values"],
      5,
    );
    return {
      text: `Here are ${ctx.what}:\n\n$${texList(xs)}$\n\nWhich of these is the best average to represent the data?`,
      answer: spec,
      misconceptions: choiceWrongs(spec, (t) =>
        t.startsWith("Halfway")
          ? `Halfway between the smallest and largest depends on the outlier $${tn(outlier)}$ too.`
          : t === "The mean"
            ? `The value $${tn(outlier)}$ is an outlier: it pulls the mean up, so the mean is not typical.`
            : t === "The range"
              ? "The range measures spread; it is not an average."
              : "The values may not repeat, so the mode may not exist or may not be typical.",
      ),
      solution: [
        `$${tn(outlier)}$ is much bigger than the other values: it is an outlier.`,
        "The median is not affected by an extreme value, so it is the best average here.",
      ],
      hint: "Is there a value that is very different from the rest? Which average would it distort?",
      difficulty: 4,
    };
  },
};

export const compareSummaryTemplates: Template[] = [compareDistributions, averagesSummary, bestAverage];
