/** Mean, median, mode and range of a list of numbers; a missing value from the mean. */
import { DP, decimalAnswer, EXACT, integerAnswer } from "../../core/answers.js";
import { isTerminating } from "../../core/exact.js";
import { tn } from "../../core/tex.js";
import type { RoundingRule, Template } from "../../core/types.js";
import { at, decWrongs, F, intWrongs, level, names, sum, texRound, texVal } from "../ratio/kit.js";
import {
  contextUnit,
  listWithMode,
  meanOf,
  medianOf,
  NUM_CONTEXTS,
  nth,
  signedIntWrongs,
  slips,
  sortNum,
  texApprox,
  texList,
  uniqueMode,
} from "./stats-kit.js";

export const meanFromList: Template = {
  id: "statistics.mean.from-list",
  title: "Work out the mean of a list of numbers",
  objective: "Find the mean of a set of data",
  topics: ["statistics.mean"],
  difficulty: [1, 4],
  generate(rng) {
    const ctx = rng.pick(NUM_CONTEXTS);
    const n = rng.int(4, 10);
    const xs = Array.from({ length: n }, () => rng.int(ctx.lo, ctx.hi));
    const total = sum(xs);
    const mean = meanOf(xs);
    const exactOk = isTerminating(mean) && mean.mul(100).d === 1n;
    const rule: RoundingRule = exactOk ? EXACT : DP(1);
    const ask = exactOk ? "Work out the mean." : "Work out the mean. Give your answer to 1 decimal place.";
    const s = sortNum(xs);
    return {
      text: `Here are ${ctx.what}:\n\n$${texList(xs)}$\n\n${ask}`,
      answer: decimalAnswer(mean, rule, contextUnit(ctx)),
      misconceptions: decWrongs(
        [
          [F(total), "That is the total. Divide it by how many values there are."],
          [F(total, n - 1), `There are $${n}$ values, so divide the total by $${n}$.`],
          [F(total, n + 1), `There are $${n}$ values, so divide the total by $${n}$.`],
          [medianOf(xs), "That is the median (the middle value). The mean is the total divided by how many values."],
          [F(at(s, 0) + at(s, n - 1), 2), "That is halfway between the smallest and largest. Add up all the values."],
          [F(at(s, n - 1) - at(s, 0)), "That is the range. The mean is the total divided by how many values."],
        ],
        rule,
      ),
      solution: [
        `Total $= ${xs.map((x) => tn(x)).join(" + ")} = ${tn(total)}$`,
        `There are $${n}$ values, so the mean $= ${tn(total)} \\div ${n} = ${texApprox(mean)}$${exactOk ? "" : ` $= ${texRound(mean, rule)}$ to 1 decimal place`}`,
      ],
      hint: "Add up all the values, then divide by how many values there are.",
      difficulty: level(mean.d === 1n ? (n <= 5 && ctx.hi <= 50 ? 1 : 2) : exactOk ? 3 : 4),
    };
  },
};

export const meanMissingValue: Template = {
  id: "statistics.mean.missing-value",
  title: "Use the mean to find a missing value or a new mean",
  objective: "Use the total of the values to solve mean problems",
  topics: ["statistics.mean"],
  difficulty: [2, 4],
  generate(rng) {
    const [who] = names(rng, 1);
    const variant = rng.pick(["missing", "missing", "added", "count"] as const);
    if (variant === "missing") {
      const n = rng.int(4, 9);
      const mean = rng.int(8, 95);
      const known = Array.from({ length: n - 1 }, () => rng.int(Math.max(1, mean - 20), mean + 20));
      const last = mean * n - sum(known);
      if (last <= 0) return meanMissingValue.generate(rng);
      const thing = rng.pick(["cards", "numbers", "test scores", "parcels (masses in kg)"]);
      return {
        text: `${who} has $${n}$ ${thing}. Their mean is $${tn(mean)}$. Here are $${n - 1}$ of them:\n\n$${texList(known)}$\n\nWork out the missing value.`,
        answer: integerAnswer(last, thing.includes("kg") ? "kg" : ""),
        misconceptions: intWrongs([
          [mean, "The mean is not one of the values: use the total."],
          [mean * n, `That is the total of all $${n}$ values. Subtract the ones you know.`],
          [mean * (n - 1) - sum(known), `All $${n}$ values make a total of $${mean} \\times ${n}$.`],
          [sum(known), "That is the total of the known values."],
          [mean * n - sum(known) + 1, "Check your subtraction."],
          [mean * n - sum(known) - 10, "Check your subtraction."],
        ]),
        solution: [
          `Total of all $${n}$ values $= ${tn(mean)} \\times ${n} = ${tn(mean * n)}$`,
          `Total of the known values $= ${tn(sum(known))}$`,
          `Missing value $= ${tn(mean * n)} - ${tn(sum(known))} = ${tn(last)}$`,
        ],
        hint: "Mean × number of values = total of the values.",
        difficulty: level(n <= 5 ? 2 : 3),
      };
    }
    if (variant === "added") {
      const n = rng.int(3, 12);
      const mean = rng.int(20, 90);
      const extra = rng.int(5, 120);
      const newMean = F(mean * n + extra, n + 1);
      const rule: RoundingRule = newMean.mul(100).d === 1n ? EXACT : DP(1);
      return {
        text: `The mean score of $${n}$ players in a game is $${mean}$. Another player joins and scores $${extra}$. Work out the new mean score of all $${n + 1}$ players${rule.kind === "exact" ? "" : ", to 1 decimal place"}.`,
        answer: decimalAnswer(newMean, rule),
        misconceptions: decWrongs(
          [
            [F(mean + extra, 2), "The old mean stands for many players: use totals, not the two numbers."],
            [F(mean * n + extra, n), `There are now $${n + 1}$ players: divide by $${n + 1}$.`],
            [F(mean + extra, n + 1), `The old total is $${mean} \\times ${n}$, not $${mean}$.`],
            [F(mean * n + extra), "That is the new total. Divide by the number of players."],
            ...slips(newMean, "totals"),
          ],
          rule,
        ),
        solution: [
          `Old total $= ${mean} \\times ${n} = ${tn(mean * n)}$`,
          `New total $= ${tn(mean * n)} + ${extra} = ${tn(mean * n + extra)}$`,
          `New mean $= ${tn(mean * n + extra)} \\div ${n + 1} = ${texApprox(newMean)}$${rule.kind === "exact" ? "" : ` $= ${texRound(newMean, rule)}$`}`,
        ],
        hint: "Work with totals: total = mean × number of values.",
        difficulty: level(rule.kind === "exact" ? 3 : 4),
      };
    }
    // how many values: total / mean
    const mean = rng.int(3, 40);
    const count = rng.int(4, 30);
    const total = mean * count;
    const unit = rng.pick(["boxes", "bags", "crates"]);
    return {
      text: `${who} packs some ${unit}. The mean mass of the ${unit} is $${mean}$ kg and their total mass is $${tn(total)}$ kg. How many ${unit} are there?`,
      answer: integerAnswer(count, ""), // a number of boxes
      misconceptions: intWrongs([
        [total * mean, "Divide the total by the mean; don't multiply."],
        [total - mean, "Divide the total by the mean; don't subtract."],
        [count + 1, "Check your division."],
        [count - 1, "Check your division."],
        [total + mean, "Divide the total by the mean."],
      ]),
      solution: [`Number of ${unit} $= \\text{total} \\div \\text{mean} = ${tn(total)} \\div ${mean} = ${count}$`],
      hint: "Total = mean × number of values, so number of values = total ÷ mean.",
      difficulty: 2,
    };
  },
};

export const medianFromList: Template = {
  id: "statistics.median.from-list",
  title: "Find the median of a list of numbers",
  objective: "Find the median of a set of data",
  topics: ["statistics.mode-median-range"],
  difficulty: [1, 4],
  generate(rng) {
    const ctx = rng.pick(NUM_CONTEXTS);
    const n = rng.int(5, 12);
    let xs: number[];
    for (;;) {
      xs = Array.from({ length: n }, () => rng.int(ctx.lo, ctx.hi));
      // the learner's slip (middle of the unsorted list) must differ from the median
      if (!medianOf(xs).equals(medianOf([at(xs, Math.floor((n - 1) / 2)), at(xs, Math.floor(n / 2))]))) break;
    }
    const s = sortNum(xs);
    const med = medianOf(xs);
    const odd = n % 2 === 1;
    const lo = at(s, Math.floor((n - 1) / 2));
    const hi = at(s, Math.floor(n / 2));
    return {
      text: `Here are ${ctx.what}:\n\n$${texList(xs)}$\n\nFind the median.`,
      answer: decimalAnswer(med, EXACT, contextUnit(ctx)),
      misconceptions: decWrongs(
        [
          [
            F(at(xs, Math.floor((n - 1) / 2)) + at(xs, Math.floor(n / 2)), 2),
            "Put the values in order first, then find the middle one.",
          ],
          [F(at(xs, Math.floor(n / 2))), "Put the values in order first, then find the middle one."],
          [F(n + 1, 2), "That is the position of the median. Give the value in that position."],
          [meanOf(xs), "That is the mean. The median is the middle value in order."],
          [odd ? null : F(lo), "With an even number of values, the median is halfway between the middle two."],
          [odd ? null : F(hi), "With an even number of values, the median is halfway between the middle two."],
          [odd ? F(at(s, (n + 1) / 2)) : F(lo + hi), "Count to the middle carefully."],
          ...slips(med, "middle of the ordered list"),
        ],
        EXACT,
      ),
      solution: [
        `In order: $${texList(s)}$`,
        odd
          ? `There are $${n}$ values, so the median is the ${nth((n + 1) / 2)} value: $${texVal(med)}$`
          : `There are $${n}$ values, so the median is halfway between the ${nth(n / 2)} and ${nth(n / 2 + 1)} values: $(${tn(lo)} + ${tn(hi)}) \\div 2 = ${texVal(med)}$`,
      ],
      hint: "Write the values in order of size. The median is the middle one.",
      difficulty: level(odd ? (n <= 7 ? 1 : 2) : med.d === 1n ? 3 : 4),
    };
  },
};

export const modeRangeFromList: Template = {
  id: "statistics.mode-range.from-list",
  title: "Find the mode or the range of a list of numbers",
  objective: "Find the mode and the range of a set of data",
  topics: ["statistics.mode-median-range"],
  difficulty: [1, 3],
  generate(rng) {
    const variant = rng.pick(["mode", "range", "range-negative"] as const);
    if (variant === "range-negative") {
      const place = rng.pick(["Oslo", "Moscow", "Helsinki", "a mountain village", "Reykjavik", "a polar station"]);
      const n = rng.int(5, 8);
      let xs: number[];
      do xs = Array.from({ length: n }, () => rng.int(-15, 12));
      while (Math.min(...xs) >= 0 || Math.max(...xs) <= 0);
      const mx = Math.max(...xs);
      const mn = Math.min(...xs);
      return {
        text: `The midnight temperatures, in degrees Celsius, in ${place} on $${n}$ nights were:\n\n$${texList(xs)}$\n\nWork out the range of the temperatures.`,
        answer: integerAnswer(mx - mn, "°C"),
        misconceptions: signedIntWrongs([
          [mx + mn, "Subtracting a negative number adds: largest − smallest."],
          [mx, "The range is largest − smallest, not just the largest."],
          [at(xs, n - 1) - at(xs, 0), "Find the largest and smallest values, not the last and first."],
          [Math.abs(mn), "The range is largest − smallest."],
          [mn - mx, "Take the smallest away from the largest."],
          [mx - mn + 1, "Count the steps from the smallest to the largest again."],
          [mx - mn - 1, "Count the steps from the smallest to the largest again."],
          [mx - mn + 2, "Count the steps from the smallest to the largest again."],
        ]),
        solution: [`Largest $= ${mx}$, smallest $= ${mn}$`, `Range $= ${mx} - (${mn}) = ${mx - mn}$ degrees`],
        hint: "Range = largest value − smallest value. Take care with negative numbers.",
        difficulty: 3,
      };
    }
    const ctx = rng.pick(NUM_CONTEXTS);
    const n = rng.int(6, 12);
    const xs = listWithMode(rng, n, ctx.lo, ctx.hi);
    const s = sortNum(xs);
    const mx = at(s, n - 1);
    const mn = at(s, 0);
    if (variant === "range") {
      if (at(xs, n - 1) - at(xs, 0) === mx - mn) return modeRangeFromList.generate(rng);
      return {
        text: `Here are ${ctx.what}:\n\n$${texList(xs)}$\n\nWork out the range.`,
        answer: integerAnswer(mx - mn, contextUnit(ctx)),
        misconceptions: intWrongs([
          [mx, "The range is largest − smallest, not just the largest value."],
          [at(xs, n - 1) - at(xs, 0), "Find the largest and smallest values, not the last and first."],
          [mx + mn, "Subtract the smallest from the largest."],
          [at(s, n - 1) - at(s, 1), "The smallest value is the very smallest one."],
          [Math.abs(at(xs, 0) - at(xs, n - 1)), "Find the largest and smallest values, not the first and last."],
          ...slips(mx - mn, "largest and smallest values"),
        ]),
        solution: [`Largest $= ${tn(mx)}$, smallest $= ${tn(mn)}$`, `Range $= ${tn(mx)} - ${tn(mn)} = ${tn(mx - mn)}$`],
        hint: "Range = largest value − smallest value.",
        difficulty: level(mx > 100 ? 2 : 1),
      };
    }
    const mode = uniqueMode(xs) as number;
    const count = xs.filter((x) => x === mode).length;
    return {
      text: `Here are ${ctx.what}:\n\n$${texList(xs)}$\n\nWrite down the mode.`,
      answer: integerAnswer(mode, contextUnit(ctx)),
      misconceptions: intWrongs([
        [count, "That is how many times the mode appears. Give the value itself."],
        [mx, "The mode is the value that appears most often, not the largest."],
        [medianOf(xs), "That is the median. The mode is the most common value."],
        [at(xs, 0), "The mode is the value that appears most often."],
        [mx - mn, "That is the range. The mode is the most common value."],
        [mode + 1, "Count again: which value appears most often?"],
        [mn, "The mode is the most common value, not the smallest."],
        [mode - 1, "Count again: which value appears most often?"],
      ]),
      solution: [`In order: $${texList(s)}$`, `$${tn(mode)}$ appears $${count}$ times, more than any other value.`],
      hint: "The mode is the value that appears most often. Ordering the list helps.",
      difficulty: level(n > 9 ? 2 : 1),
    };
  },
};

export const averageListTemplates: Template[] = [meanFromList, meanMissingValue, medianFromList, modeRangeFromList];
