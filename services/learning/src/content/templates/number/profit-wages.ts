/** Everyday money with percentages: percentage profit and loss, wages with overtime, and income tax (per currency). */

import Fraction from "fraction.js";
import { DP, EXACT, moneyAnswer, percentageAnswer } from "../../core/answers.js";
import { article, withArticle } from "../../core/english.js";
import { roundedString } from "../../core/exact.js";
import { tn } from "../../core/tex.js";
import type { GeneratedQuestion, Misconception, Template } from "../../core/types.js";
import { type CurrencyInfo, perCurrency, show, typed } from "./currency.js";

/** things a trader buys and sells again, with a cost range in whole major units (pounds) at scale 1 */
const STOCK: readonly (readonly [string, number, number])[] = [
  ["second-hand bike", 40, 300],
  ["antique clock", 50, 600],
  ["used car", 1500, 9000],
  ["batch of T-shirts", 60, 400],
  ["painting", 80, 900],
  ["games console", 120, 350],
  ["sofa", 150, 800],
];
const TRADERS = ["A shopkeeper", "A market trader", "Jess", "Omar", "A dealer", "Kiran", "Mia"];

const percentWrongs = (correct: string, items: readonly (readonly [Fraction, string])[]): Misconception[] => {
  const seen = new Set([correct]);
  const out: Misconception[] = [];
  for (const [v, feedback] of items) {
    const s = `${roundedString(v, DP(1))}%`;
    if (seen.has(s) || v.compare(0) <= 0) continue;
    seen.add(s);
    out.push({ answer: s, feedback });
  }
  return out;
};

const moneyWrongs = (c: CurrencyInfo, correct: number, items: readonly (readonly [number, string])[]) => {
  const seen = new Set([correct]);
  const out: Misconception[] = [];
  for (const [v, feedback] of items) {
    const minor = Math.round(v);
    if (seen.has(minor) || minor <= 0) continue;
    seen.add(minor);
    out.push({ answer: typed(minor, c), feedback });
  }
  return out;
};

function percentageProfit(c: CurrencyInfo, rng: Parameters<Template["generate"]>[0]): GeneratedQuestion {
  const [thing, lo, hi] = rng.pick(STOCK);
  const who = rng.pick(TRADERS);
  const step = hi > 1000 ? 100 : hi > 300 ? 10 : 5;
  const cost = rng.int(Math.ceil(lo / step), Math.floor(hi / step)) * step * 100 * c.scale;
  const profit = rng.bool();
  const exactCase = rng.chance(0.65);
  // an exact percentage from a list, or any selling price (then the answer is rounded)
  const p = exactCase
    ? rng.pick(profit ? [5, 10, 12, 15, 20, 25, 30, 40, 45, 50, 60, 75] : [5, 10, 15, 20, 25, 30, 35, 40])
    : 0;
  // otherwise a change of a whole number of pounds, at most 60% of the cost
  const costMajor = cost / (100 * c.scale);
  const sell = exactCase
    ? (cost * (100 + (profit ? p : -p))) / 100
    : cost + (profit ? 1 : -1) * rng.int(1, Math.floor(costMajor * 0.6)) * 100 * c.scale;
  const change = Math.abs(sell - cost);
  const pct = new Fraction(change, cost).mul(100);
  const rule = pct.mul(10).d === 1n ? EXACT : DP(1);
  const word = profit ? "profit" : "loss";
  const correct = `${roundedString(pct, rule)}%`;
  return {
    text: `${who} buys ${withArticle(thing)} for ${show(cost, c)} and sells it for ${show(sell, c)}. Work out the percentage ${word}.${rule.kind === "dp" ? " Give your answer to 1 decimal place." : ""}`,
    answer: percentageAnswer(pct, rule),
    misconceptions: percentWrongs(correct, [
      [
        new Fraction(change, sell).mul(100),
        `The percentage ${word} is a percentage of what it cost (${show(cost, c)}), not of the selling price.`,
      ],
      [
        new Fraction(sell, cost).mul(100),
        `That is the selling price as a percentage of the cost. Subtract 100% to find the ${word}.`,
      ],
      [new Fraction(change, 100 * c.scale), `That is the ${word} in money. Divide it by the cost and multiply by 100.`],
      [new Fraction(cost, change), `Divide the ${word} by the cost, not the cost by the ${word}.`],
    ]),
    solution: [
      `${profit ? "Profit" : "Loss"} $=$ ${show(Math.max(sell, cost), c)} $-$ ${show(Math.min(sell, cost), c)} $=$ ${show(change, c)}`,
      `Percentage ${word} $= \\frac{\\text{${word}}}{\\text{cost}} \\times 100$`,
      `${show(change, c)} $\\div$ ${show(cost, c)} $\\times 100 = ${tn(roundedString(pct, rule))}\\%$`,
    ],
    hint: `Find the ${word} in money first, then write it as a percentage of the original cost.`,
    difficulty: rule.kind === "dp" ? 4 : 3,
  };
}

function sellingPrice(c: CurrencyInfo, rng: Parameters<Template["generate"]>[0]): GeneratedQuestion {
  const [thing, lo, hi] = rng.pick(STOCK);
  const who = rng.pick(TRADERS);
  const step = hi > 1000 ? 100 : hi > 300 ? 10 : 5;
  const cost = rng.int(Math.ceil(lo / step), Math.floor(hi / step)) * step * 100 * c.scale;
  const profit = rng.bool();
  const p = rng.pick(profit ? [8, 10, 12, 15, 20, 25, 30, 35, 40, 60] : [5, 10, 15, 20, 25, 30, 35, 40]);
  const change = (cost * p) / 100;
  const sell = cost + (profit ? change : -change);
  const word = profit ? "profit" : "loss";
  return {
    text: `${who} buys ${withArticle(thing)} for ${show(cost, c)}, and sells it at ${article(p)} $${p}\\%$ ${word}. What is the selling price?`,
    answer: moneyAnswer(sell, c.code),
    misconceptions: moneyWrongs(c, sell, [
      [change, `That is the ${word} only. ${profit ? "Add it to" : "Take it away from"} the cost.`],
      [
        profit ? cost - change : cost + change,
        `A ${word} means the selling price is ${profit ? "more" : "less"} than the cost.`,
      ],
      [
        cost + (profit ? 1 : -1) * p * 100 * c.scale,
        `${p}% is not ${show(p * 100 * c.scale, c)}: work out ${p}% of the cost.`,
      ],
      [
        (cost * 100) / (100 + (profit ? -p : p)),
        `The ${p}% is of the cost: multiply the cost by ${(100 + (profit ? p : -p)) / 100}.`,
      ],
    ]),
    solution: [
      `$${p}\\%$ of ${show(cost, c)} $=$ ${show(change, c)}`,
      `Selling price $=$ ${show(cost, c)} $${profit ? "+" : "-"}$ ${show(change, c)} $=$ ${show(sell, c)}`,
    ],
    hint: `Work out ${p}% of what it cost, then ${profit ? "add it on" : "take it off"}.`,
    difficulty: p % 5 === 0 ? 2 : 3,
  };
}

const profitLoss = (c: CurrencyInfo): Template => ({
  id: "number.finance.profit-loss",
  title: "Percentage profit and loss",
  objective: "Work out a percentage profit or loss, and a selling price from one",
  topics: ["number.profit-loss-wages-tax"],
  difficulty: [2, 4],
  regions: [c.region],
  generate: (rng) => (rng.chance(0.6) ? percentageProfit(c, rng) : sellingPrice(c, rng)),
});

/** hourly rates in minor units, kept even so time and a half is whole pence */
const HOURLY: Readonly<Record<CurrencyInfo["code"], readonly [number, number, number]>> = {
  GBP: [1000, 1800, 10],
  USD: [1200, 2800, 10],
  INR: [8000, 40000, 1000],
};
/** a tax-free allowance and the rate above it, per currency (simplified, one band) */
const TAX: Readonly<Record<CurrencyInfo["code"], readonly [number, readonly number[], number, number]>> = {
  GBP: [12_570, [20], 16_000, 50_000],
  USD: [14_600, [10, 12], 18_000, 60_000],
  INR: [300_000, [5, 10], 400_000, 900_000],
};
const WORKERS = ["Sam", "Priya", "Leo", "Ana", "Tom", "Zara", "Ravi", "Grace"];

function overtime(c: CurrencyInfo, rng: Parameters<Template["generate"]>[0]): GeneratedQuestion {
  const [lo, hi, step] = HOURLY[c.code];
  const rate = rng.int(lo / step, hi / step) * step;
  const basic = rng.pick([35, 36, 37, 38, 40]);
  const extra = rng.int(2, 9);
  const name = rng.pick(WORKERS);
  const double = rng.chance(0.3);
  const mult = double ? 2 : 1.5;
  const otRate = rate * mult;
  const pay = rate * basic + otRate * extra;
  const phrase = double ? "double time" : "time and a half";
  return {
    text: `${name} is paid ${show(rate, c)} an hour for the first $${basic}$ hours worked in a week, and ${phrase} for every hour after that. One week ${name} works $${basic + extra}$ hours. How much is ${name} paid that week?`,
    answer: moneyAnswer(pay, c.code),
    misconceptions: moneyWrongs(c, pay, [
      [rate * (basic + extra), `The extra hours are paid at ${phrase}, not the usual rate.`],
      [otRate * (basic + extra), `Only the hours after the first ${basic} are paid at ${phrase}.`],
      [
        rate * basic + (otRate - rate) * extra,
        `Each overtime hour earns the whole ${phrase} rate, not just the extra part.`,
      ],
      [
        rate * basic + (double ? rate * 1.5 : rate * 2) * extra,
        `${phrase} means multiplying the hourly rate by ${mult}.`,
      ],
      [otRate * extra, `Add the pay for the first ${basic} hours too.`],
    ]),
    solution: [
      `Usual hours: $${basic} \\times$ ${show(rate, c)} $=$ ${show(rate * basic, c)}`,
      `Overtime rate: ${show(rate, c)} $\\times ${tn(String(mult))} =$ ${show(otRate, c)} an hour`,
      `Overtime: $${extra} \\times$ ${show(otRate, c)} $=$ ${show(otRate * extra, c)}`,
      `Total: ${show(rate * basic, c)} $+$ ${show(otRate * extra, c)} $=$ ${show(pay, c)}`,
    ],
    hint: `Pay the first ${basic} hours at the usual rate and the rest at ${mult} times the usual rate.`,
    difficulty: double ? 2 : 3,
  };
}

function incomeTax(c: CurrencyInfo, rng: Parameters<Template["generate"]>[0]): GeneratedQuestion {
  const [allowance, rates, lo, hi] = TAX[c.code];
  const rate = rng.pick(rates);
  const step = c.code === "INR" ? 5000 : 100;
  const salary = rng.int(lo / step, hi / step) * step;
  const taxable = salary - allowance;
  const tax = taxable * rate; // in minor units: taxable × rate / 100 × 100
  const name = rng.pick(WORKERS);
  const takeHome = rng.chance(0.35);
  const value = takeHome ? salary * 100 - tax : tax;
  const S = salary * 100;
  return {
    text: `${name} earns ${show(S, c)} a year. No tax is paid on the first ${show(allowance * 100, c)}, and tax of $${rate}\\%$ is paid on everything earned above that. ${takeHome ? `How much does ${name} have left after tax?` : `How much tax does ${name} pay in a year?`}`,
    answer: moneyAnswer(value, c.code),
    misconceptions: moneyWrongs(c, value, [
      [
        takeHome ? S - S * (rate / 100) : S * (rate / 100),
        `No tax is paid on the first ${show(allowance * 100, c)}: take it off before working out ${rate}%.`,
      ],
      [
        takeHome ? tax : S - tax,
        takeHome
          ? "That is the tax. Take it away from the salary."
          : "That is what is left after tax; the question asks for the tax.",
      ],
      [
        takeHome ? taxable * 100 - tax : allowance * rate,
        takeHome
          ? `Keep the tax-free ${show(allowance * 100, c)}: take the tax from the whole salary.`
          : `Work out ${rate}% of the amount above the allowance, not of the allowance.`,
      ],
      [takeHome ? S - taxable * rate * 100 : taxable * rate * 100, `Divide by 100 to find ${rate}%.`],
    ]),
    solution: [
      `Taxable income: ${show(S, c)} $-$ ${show(allowance * 100, c)} $=$ ${show(taxable * 100, c)}`,
      `Tax: $${rate}\\%$ of ${show(taxable * 100, c)} $=$ ${show(tax, c)}`,
      ...(takeHome ? [`Left after tax: ${show(S, c)} $-$ ${show(tax, c)} $=$ ${show(value, c)}`] : []),
    ],
    hint: "Take off the tax-free amount first; the percentage is only paid on what is left.",
    difficulty: takeHome ? 4 : 3,
  };
}

const wagesTax = (c: CurrencyInfo): Template => ({
  id: "number.finance.wages-tax",
  title: "Wages with overtime, and income tax",
  objective: "Work out pay with overtime, and income tax above a tax-free allowance",
  topics: ["number.profit-loss-wages-tax"],
  difficulty: [2, 4],
  regions: [c.region],
  generate: (rng) => (rng.bool() ? overtime(c, rng) : incomeTax(c, rng)),
});

export const profitWagesTemplates: Template[] = [...perCurrency(profitLoss), ...perCurrency(wagesTax)];
