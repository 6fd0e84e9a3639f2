/** Percentages of amounts, one quantity as a percentage of another, change and multipliers. */

import Fraction from "fraction.js";
import { DP, decimalAnswer, percentageAnswer } from "../../core/answers.js";
import { plural } from "../../core/english.js";
import { isTerminating, roundedString, toDecimalString } from "../../core/exact.js";

import { gcd } from "../../core/intmath.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";

/** decimal text; values that don't terminate (only ever wrong answers here) are shown to 2 d.p. */
const d = (f: Fraction) => (isTerminating(f) ? toDecimalString(f) : roundedString(f, DP(2)));

export const percentageOfAmountMental: Template = {
  id: "number.percentages.of-amount-non-calculator",
  title: "Find a percentage of an amount without a calculator",
  topics: ["number.percentage-of-amount"],
  difficulty: [1, 3],
  generate(rng) {
    const p = rng.pick([1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 75, 80, 90]);
    const amount = rng.int(2, 90) * rng.pick([10, 20, 40]);
    const value = new Fraction(p * amount, 100);
    const tenth = new Fraction(amount, 10);
    return {
      text: `Work out $${p}\\%$ of $${tn(amount)}$.`,
      answer: decimalAnswer(value),
      misconceptions: [
        {
          answer: d(new Fraction(amount, p)),
          feedback: "Per cent means out of 100: divide by 100, then multiply by the percentage.",
        },
        {
          answer: d(new Fraction(amount).sub(value)),
          feedback: "That is what is left after taking the percentage away.",
        },
        { answer: d(new Fraction(p * amount, 10)), feedback: "Divide by 100, not 10." },
        { answer: d(new Fraction(amount + p)), feedback: "Find the percentage of the amount; don't add." },
        { answer: d(value.add(tenth)), feedback: "Check how many lots of 10% (or 5%, 1%) you need." },
      ],
      solution: [
        p % 10 === 0
          ? `$10\\% = ${tn(d(tenth))}$`
          : p % 5 === 0
            ? `$10\\% = ${tn(d(tenth))}$, so $5\\% = ${tn(d(tenth.div(2)))}$`
            : `$1\\% = ${tn(d(new Fraction(amount, 100)))}$`,
        `$${p}\\% = ${tn(d(value))}$`,
      ],
      hint: "Find 10% by dividing by 10 (or 1% by dividing by 100), then build up to the percentage you need.",
      difficulty: [10, 50, 25].includes(p) ? 1 : p % 10 === 0 ? 2 : 3,
    };
  },
};

export const percentageOfAmount: Template = {
  id: "number.percentages.of-amount-calculator",
  title: "Find any percentage of an amount",
  topics: ["number.percentage-of-amount"],
  difficulty: [2, 3],
  generate(rng) {
    const decimalPercent = rng.chance(0.3);
    const p = decimalPercent ? new Fraction(rng.int(11, 299), 10) : new Fraction(rng.int(2, 99));
    const amount = rng.int(20, 2500);
    const unit = rng.pick(["kg", "m", "litres", "km", ""] as const);
    const value = p.mul(amount).div(100);
    const rounding = value.mul(100).d === 1n ? undefined : DP(2);
    const show = (f: Fraction) => (rounding ? roundedString(f, rounding) : d(f));
    return {
      text: `Work out $${tn(d(p))}\\%$ of $${tn(amount)}$${unit ? ` ${unit}` : ""}.${rounding ? " Give your answer to 2 decimal places." : ""}`,
      answer: decimalAnswer(value, rounding ?? { kind: "exact" }, unit || undefined),
      misconceptions: [
        {
          answer: show(new Fraction(amount).div(p)),
          feedback: "Divide the percentage by 100 (or multiply by it as a decimal), then multiply by the amount.",
        },
        { answer: show(p.mul(amount).div(10)), feedback: "Per cent means out of 100." },
        {
          answer: show(new Fraction(amount).sub(value)),
          feedback: "That is the amount left after taking the percentage away.",
        },
        { answer: show(new Fraction(amount).add(value)), feedback: "That is the amount after an increase." },
      ],
      solution: [
        `$${tn(d(p))}\\% = ${tn(d(p.div(100)))}$ as a decimal.`,
        `$${tn(d(p.div(100)))} \\times ${tn(amount)} = ${tn(d(value))}$${rounding ? ` $\\approx ${tn(show(value))}$` : ""}`,
      ],
      hint: "Change the percentage to a decimal by dividing by 100, then multiply.",
      difficulty: decimalPercent ? 3 : 2,
    };
  },
};

const OUT_OF: readonly ((part: number, total: number) => string)[] = [
  (p, t) => `A pupil scores $${p}$ marks out of $${t}$ in a test. What percentage is that?`,
  (p, t) => `In a survey, $${p}$ ${plural(p, "person")} out of $${t}$ said yes. What percentage said yes?`,
  (p, t) => `A team won $${p}$ of the $${t}$ games they played. What percentage did they win?`,
  (p, t) => `A farmer planted $${t}$ seeds and $${p}$ of them grew. What percentage of the seeds grew?`,
  (p, t) => `Write $${p}$ as a percentage of $${t}$.`,
];

export const expressAsPercentage: Template = {
  id: "number.percentages.express-as-percentage",
  title: "Write one amount as a percentage of another",
  topics: ["number.express-as-percentage"],
  difficulty: [2, 3],
  generate(rng) {
    const total = rng.pick([20, 25, 40, 50, 80, 200, 250, 400, 500, 8, 16, 32, 60, 120]);
    const part = rng.int(1, total - 1);
    const p = new Fraction(part * 100, total);
    if (p.mul(10).d !== 1n) return expressAsPercentage.generate(rng);
    const text = rng.pick(OUT_OF)(part, total);
    return {
      text,
      answer: percentageAnswer(p),
      misconceptions: [
        {
          answer: `${d(new Fraction(total * 100, part).round(1))}%`,
          feedback: "Divide the part by the total, not the total by the part.",
        },
        { answer: `${d(new Fraction(100).sub(p))}%`, feedback: "That is the percentage of the others." },
        { answer: `${part}%`, feedback: `${part} is only the percentage when the total is 100.` },
        { answer: `${d(new Fraction(part * 10, total))}%`, feedback: "Multiply the fraction by 100, not 10." },
      ],
      solution: [
        `As a fraction: $\\frac{${part}}{${total}}$`,
        `$\\frac{${part}}{${total}} \\times 100 = ${tn(d(p))}\\%$`,
      ],
      hint: "Write it as a fraction (part over total), then multiply by 100.",
      difficulty: 100 % total === 0 || total % 100 === 0 ? 2 : 3,
    };
  },
};

export const percentageIncreaseDecrease: Template = {
  id: "number.percentages.increase-decrease",
  title: "Increase or decrease an amount by a percentage",
  topics: ["number.percentage-change"],
  difficulty: [3, 4],
  generate(rng) {
    const increase = rng.bool();
    const p = rng.int(2, 60);
    // whole numbers of people, cars or sheep: the amount is a multiple of 100 / gcd(100, p)
    const step = 100 / gcd(100, p);
    const amount = rng.int(Math.ceil(20 / step), Math.max(Math.ceil(20 / step) + 5, Math.floor(5000 / step))) * step;
    const value = new Fraction(amount).mul(increase ? 100 + p : 100 - p).div(100);
    const what = rng.pick([
      ["The population of a village is", "people", "population"],
      ["A factory made", "cars last year", "number of cars"],
      ["A field has", "sheep", "number of sheep"],
      ["A school has", "pupils", "number of pupils"],
    ] as const);
    return {
      text: `${what[0]} $${tn(amount)}$ ${what[1]}. The ${what[2]} ${increase ? "increases" : "decreases"} by $${p}\\%$. What is the new ${what[2]}?`,
      answer: decimalAnswer(value),
      misconceptions: [
        {
          answer: roundedString(new Fraction(amount * p, 100), DP(0)),
          feedback: `That is the ${increase ? "increase" : "decrease"} itself. ${increase ? "Add it to" : "Take it away from"} the original amount.`,
        },
        {
          answer: roundedString(new Fraction(amount).mul(increase ? 100 - p : 100 + p).div(100), DP(0)),
          feedback: increase ? "An increase makes the amount bigger." : "A decrease makes the amount smaller.",
        },
        {
          answer: String(increase ? amount + p : amount - p),
          feedback: "Find the percentage of the amount first; don't add or take away the percentage number.",
        },
        {
          answer: roundedString(new Fraction(amount).mul(p), DP(0)),
          feedback: `Use a multiplier: ${increase ? `1 + ${p}/100` : `1 − ${p}/100`}.`,
        },
      ],
      solution: [
        `The multiplier is $${tn(d(new Fraction(increase ? 100 + p : 100 - p, 100)))}$.`,
        `$${tn(amount)} \\times ${tn(d(new Fraction(increase ? 100 + p : 100 - p, 100)))} = ${tn(d(value))}$`,
      ],
      hint: `${increase ? "Increasing" : "Decreasing"} by ${p}% means you end with ${increase ? 100 + p : 100 - p}% of the amount.`,
      difficulty: p % 5 === 0 ? 3 : 4,
    };
  },
};

export const percentageChange: Template = {
  id: "number.percentages.percentage-change",
  title: "Find a percentage increase or decrease",
  topics: ["number.percentage-change"],
  difficulty: [4, 4],
  generate(rng) {
    const original = rng.pick([20, 25, 40, 50, 80, 120, 125, 160, 200, 250, 400, 500, 800]);
    const p = rng.intExcept(-60, 80, [0]);
    const updated = new Fraction(original * (100 + p), 100);
    if (updated.d !== 1n) return percentageChange.generate(rng);
    const increase = p > 0;
    const change = Math.abs(Number(updated.valueOf()) - original);
    return {
      text: `The number of visitors to a museum changed from $${original}$ a day to $${tn(d(updated))}$ a day. Work out the percentage ${increase ? "increase" : "decrease"}.`,
      answer: percentageAnswer(Math.abs(p)),
      misconceptions: [
        {
          answer: `${d(new Fraction(change * 100).div(updated).round(2))}%`,
          feedback: "Divide the change by the original amount, not the new amount.",
        },
        {
          answer: `${change}%`,
          feedback: "The change is an amount; divide it by the original amount to get a percentage.",
        },
        {
          answer: `${d(updated.mul(100).div(original).round(2))}%`,
          feedback: "That is the new amount as a percentage of the old one. Subtract 100 to find the change.",
        },
        { answer: `${d(new Fraction(change * 10, original))}%`, feedback: "Multiply by 100 to get a percentage." },
      ],
      solution: [
        `Change $= ${change}$`,
        `Percentage change $= \\frac{${change}}{${original}} \\times 100 = ${Math.abs(p)}\\%$`,
      ],
      hint: "Percentage change = change ÷ original × 100.",
      difficulty: 4,
    };
  },
};

export const multipliers: Template = {
  id: "number.percentages.multiplier",
  title: "Find the decimal multiplier for a percentage change",
  topics: ["number.percentage-change"],
  difficulty: [3, 4],
  generate(rng) {
    const increase = rng.bool();
    const p = rng.chance(0.25) ? new Fraction(rng.int(1, 99) * 2 + 1, 2) : new Fraction(rng.int(1, 95));
    const m = new Fraction(100).add(increase ? p : p.neg()).div(100);
    return {
      text: `What decimal do you multiply by to ${increase ? "increase" : "decrease"} an amount by $${tn(d(p))}\\%$?`,
      answer: decimalAnswer(m),
      misconceptions: [
        {
          answer: d(p.div(100)),
          feedback: `That finds the ${increase ? "increase" : "decrease"} only. You also need the original 100%.`,
        },
        {
          answer: d(new Fraction(100).add(increase ? p.neg() : p).div(100)),
          feedback: increase
            ? "An increase needs a multiplier bigger than 1."
            : "A decrease needs a multiplier less than 1.",
        },
        {
          answer: d(new Fraction(1).add(increase ? p.div(10) : p.div(10).neg())),
          feedback: "Per cent means out of 100.",
        },
        { answer: d(p), feedback: "Change the percentage to a decimal by dividing by 100." },
      ],
      solution: [
        `${increase ? "Increasing" : "Decreasing"} by $${tn(d(p))}\\%$ leaves $100\\% ${increase ? "+" : "-"} ${tn(d(p))}\\% = ${tn(d(m.mul(100)))}\\%$.`,
        `As a decimal: $${tn(d(m))}$`,
      ],
      hint: "Start from 100%, add or take away the change, then divide by 100.",
      difficulty: p.d !== 1n || p.compare(10) < 0 ? 4 : 3,
    };
  },
};

export const percentageTemplates: Template[] = [
  percentageOfAmountMental,
  percentageOfAmount,
  expressAsPercentage,
  percentageIncreaseDecrease,
  percentageChange,
  multipliers,
];
