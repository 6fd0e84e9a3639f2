/** Money and percentages: simple and compound interest, depreciation, reverse percentages (per currency). */

import Fraction from "fraction.js";
import { moneyAnswer } from "../../core/answers.js";
import { article } from "../../core/english.js";
import { roundHalfAway } from "../../core/exact.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { type CurrencyInfo, perCurrency, show, typed } from "./currency.js";

const pence = (f: Fraction) => Number(roundHalfAway(f, { kind: "dp", places: 0 }).valueOf());

const simpleInterest = (c: CurrencyInfo): Template => ({
  id: "number.finance.simple-interest",
  title: "Simple interest",
  topics: ["number.simple-interest"],
  difficulty: [3, 4],
  regions: [c.region],
  generate(rng) {
    const principal = rng.int(4, 200) * 50 * 100 * c.scale;
    const rate = rng.pick([1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 8]);
    const years = rng.int(2, 10);
    const r = new Fraction(rate).div(100);
    const interest = pence(r.mul(principal).mul(years));
    const total = principal + interest;
    const totalAsked = rng.bool();
    const value = totalAsked ? total : interest;
    return {
      text: `${show(principal, c)} is invested at $${tn(String(rate))}\\%$ per year simple interest. ${totalAsked ? `How much is in the account after $${years}$ years?` : `How much interest is earned in $${years}$ years?`}`,
      answer: moneyAnswer(value, c.code),
      misconceptions: [
        {
          answer: typed(totalAsked ? interest : total, c),
          feedback: totalAsked
            ? "That is the interest only; add the amount invested."
            : "That includes the money invested; the question asks for the interest only.",
        },
        {
          answer: typed(pence(r.mul(principal)) + (totalAsked ? principal : 0), c),
          feedback: `Simple interest is paid every year: multiply one year's interest by ${years}.`,
        },
        {
          answer: typed(pence(new Fraction(1).add(r).pow(years).mul(principal)) - (totalAsked ? 0 : principal), c),
          feedback: "Simple interest is the same every year; that is compound interest.",
        },
        {
          answer: typed(pence(new Fraction(rate).mul(principal).mul(years)) + (totalAsked ? principal : 0), c),
          feedback: "Divide the rate by 100 first.",
        },
      ],
      solution: [
        `One year's interest: $${tn(String(rate))}\\%$ of ${show(principal, c)} $=$ ${show(pence(r.mul(principal)), c)}`,
        `For $${years}$ years: ${show(interest, c)}`,
        ...(totalAsked ? [`Total: ${show(principal, c)} $+$ ${show(interest, c)} $=$ ${show(total, c)}`] : []),
      ],
      hint: "Work out one year's interest, then multiply by the number of years.",
      difficulty: totalAsked || !Number.isInteger(rate) ? 4 : 3,
    };
  },
});

const compound = (c: CurrencyInfo, depreciation: boolean): Template => ({
  id: depreciation ? "number.finance.depreciation" : "number.finance.compound-interest",
  title: depreciation ? "Depreciation (repeated percentage decrease)" : "Compound interest",
  topics: ["number.compound-interest"],
  difficulty: [4, 5],
  regions: [c.region],
  generate(rng) {
    const principal = (depreciation ? rng.int(20, 300) * 100 : rng.int(4, 200) * 50) * 100 * c.scale;
    const rate = depreciation ? rng.int(5, 30) : rng.pick([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6]);
    const years = rng.int(2, depreciation ? 6 : 10);
    const r = new Fraction(rate).div(100);
    const mult = depreciation ? new Fraction(1).sub(r) : new Fraction(1).add(r);
    const value = pence(mult.pow(years).mul(principal));
    const simple = principal + (depreciation ? -1 : 1) * pence(r.mul(principal).mul(years));
    const item = rng.pick(depreciation ? ["A car", "A laptop", "A motorbike", "A machine"] : ["Savings", "A deposit"]);
    return {
      text: depreciation
        ? `${item} is worth ${show(principal, c)}. Its value falls by $${rate}\\%$ each year. What is it worth after $${years}$ years? Give your answer to the nearest ${c.minorName}.`
        : `${show(principal, c)} is invested at $${tn(String(rate))}\\%$ per year compound interest. How much is it worth after $${years}$ years? Give your answer to the nearest ${c.minorName}.`,
      answer: moneyAnswer(value, c.code),
      misconceptions: [
        {
          answer: typed(simple, c),
          feedback: depreciation
            ? "The percentage is taken off the new value each year, not the original value."
            : "Compound interest is added to the new amount each year, not the original amount.",
        },
        {
          answer: typed(pence(mult.pow(years - 1).mul(principal)), c),
          feedback: `Use the multiplier ${years} times: once for each year.`,
        },
        {
          answer: typed(pence(mult.pow(years + 1).mul(principal)), c),
          feedback: `Use the multiplier ${years} times: once for each year.`,
        },
        {
          answer: typed(Math.abs(value - principal), c),
          feedback: depreciation
            ? "That is how much value was lost. The question asks what it is worth."
            : "That is the interest only. The question asks for the total value.",
        },
      ],
      solution: [
        `The multiplier is $${tn(String(Number(mult.valueOf())))}$.`,
        `${show(principal, c)} $\\times ${tn(String(Number(mult.valueOf())))}^{${years}}$ $=$ ${show(value, c)} (to the nearest ${c.minorName})`,
      ],
      hint: `Find the yearly multiplier (${depreciation ? "1 − rate" : "1 + rate"} as a decimal) and raise it to the power of the number of years.`,
      difficulty: years > 5 || !Number.isInteger(rate) ? 5 : 4,
    };
  },
});

const reversePercentage = (c: CurrencyInfo): Template => ({
  id: "number.finance.reverse-percentage",
  title: "Reverse percentages: find the original amount",
  topics: ["number.reverse-percentages"],
  difficulty: [4, 5],
  regions: [c.region],
  generate(rng) {
    const increase = rng.bool();
    const p = rng.pick([5, 10, 12, 15, 20, 25, 30, 35, 40, 60]);
    const original = rng.int(4, 200) * 100 * c.scale * (p % 10 === 0 ? 1 : 4);
    const after = pence(new Fraction(original).mul(100 + (increase ? p : -p)).div(100));
    const ctx = increase
      ? `After ${article(p)} $${p}\\%$ price rise, a ${rng.pick(["bike", "phone", "tablet", "guitar"])} costs ${show(after, c)}. What was the price before the rise?`
      : `In a sale, everything is reduced by $${p}\\%$. A ${rng.pick(["jacket", "watch", "bag", "pair of trainers"])} costs ${show(after, c)} in the sale. What was its original price?`;
    return {
      text: ctx,
      answer: moneyAnswer(original, c.code),
      misconceptions: [
        {
          answer: typed(pence(new Fraction(after).mul(100 + (increase ? -p : p)).div(100)), c),
          feedback: `The ${p}% is a percentage of the original price, not of the new price. Divide by the multiplier instead.`,
        },
        {
          answer: typed(pence(new Fraction(after).mul(100 + (increase ? p : -p)).div(100)), c),
          feedback: "Work backwards: divide by the multiplier.",
        },
        {
          answer: typed(pence(new Fraction(after).mul(100).div(p)), c),
          feedback: `${show(after, c)} is ${increase ? 100 + p : 100 - p}% of the original price, not ${p}%.`,
        },
        {
          answer: typed(after + (increase ? -1 : 1) * pence(new Fraction(after).mul(p).div(100)), c),
          feedback: "The percentage was of the original price. Divide by the multiplier.",
        },
      ],
      solution: [
        `${show(after, c)} is $${increase ? 100 + p : 100 - p}\\%$ of the original price.`,
        `Original price $=$ ${show(after, c)} $\\div ${tn(String((100 + (increase ? p : -p)) / 100))} =$ ${show(original, c)}`,
      ],
      hint: "The new price is a percentage of the original. Divide by the multiplier to go back.",
      difficulty: increase ? 4 : 5,
    };
  },
});

export const financeTemplates: Template[] = [
  ...perCurrency(simpleInterest),
  ...perCurrency((c) => compound(c, false)),
  ...perCurrency((c) => compound(c, true)),
  ...perCurrency(reversePercentage),
];
