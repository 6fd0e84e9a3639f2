/** Everyday money calculations (per currency). */
import { integerAnswer, moneyAnswer } from "../../core/answers.js";
import type { PricedItem } from "../../core/contexts.js";
import type { Template } from "../../core/types.js";
import { type CurrencyInfo, perCurrency, priceOf, show, typed } from "./currency.js";
import { intWrongs } from "./shared.js";

/** a price in minor units, with pence that are not always round */
const price = (c: CurrencyInfo, lo: number, hi: number, rng: { int(a: number, b: number): number }) =>
  rng.int(lo, hi) * 5 * c.scale;

const change = (c: CurrencyInfo): Template => ({
  id: "number.money.change",
  title: "Work out change",
  topics: ["number.money", "number.decimal-calculations"],
  difficulty: [1, 2],
  generate(rng) {
    const [a, b] = rng.sample(c.items, 2) as [PricedItem, PricedItem];
    const pa = priceOf(a, c, rng);
    const pb = priceOf(b, c, rng);
    const note = [500, 1000, 2000, 5000].map((x) => x * c.scale).find((n) => n > pa + pb) ?? 10000 * c.scale;
    const value = note - pa - pb;
    return {
      text: `At ${rng.pick(c.shops)} you buy ${a.name} for ${show(pa, c)} and ${b.name} for ${show(pb, c)}. You pay with ${show(note, c)}. How much change should you get?`,
      answer: moneyAnswer(value, c.code),
      misconceptions: [
        {
          answer: typed(pa + pb, c),
          feedback: "That is the total cost. Change is what you get back from the money you paid.",
        },
        { answer: typed(note - pa, c), feedback: "Take off the cost of both things." },
        {
          answer: typed(value + 100 * c.scale, c),
          feedback: "Check your subtraction: count on from the total to the amount you paid.",
        },
        { answer: typed(value - 10 * c.scale, c), feedback: "Check your subtraction carefully." },
      ],
      solution: [
        `Total cost: ${show(pa, c)} $+$ ${show(pb, c)} $=$ ${show(pa + pb, c)}`,
        `Change: ${show(note, c)} $-$ ${show(pa + pb, c)} $=$ ${show(value, c)}`,
      ],
      hint: "Add up the cost first, then subtract it from the money you paid.",
      difficulty: (pa + pb) % 100 === 0 ? 1 : 2,
    };
  },
});

const totalCost = (c: CurrencyInfo): Template => ({
  id: "number.money.total-cost",
  title: "Total cost of several items",
  topics: ["number.money", "number.multiply"],
  difficulty: [1, 2],
  generate(rng) {
    const item = rng.pick(c.items);
    const n = rng.int(3, 15);
    const each = priceOf(item, c, rng);
    const value = n * each;
    return {
      text: `${item.name[0]?.toUpperCase()}${item.name.slice(1)} costs ${show(each, c)}. How much do $${n}$ of them cost?`,
      answer: moneyAnswer(value, c.code),
      misconceptions: [
        { answer: typed(each + n * 100 * c.scale, c), feedback: "Multiply the price by the number of items." },
        { answer: typed(Math.round(value / 10), c), feedback: "Check where the decimal point goes in your answer." },
        { answer: typed(value + each, c), feedback: `You need ${n} lots of the price, not ${n + 1}.` },
        { answer: typed(value - each, c), feedback: `You need ${n} lots of the price, not ${n - 1}.` },
      ],
      solution: [`${show(each, c)} $\\times ${n} =$ ${show(value, c)}`],
      hint: "Multiply the price of one by how many you buy.",
      difficulty: n > 9 ? 2 : 1,
    };
  },
});

const shareBill = (c: CurrencyInfo): Template => ({
  id: "number.money.share-equally",
  title: "Share an amount of money equally",
  topics: ["number.money", "number.divide"],
  difficulty: [2, 2],
  generate(rng) {
    const people = rng.int(3, 12);
    const each = price(c, 100, 3000, rng);
    const total = each * people;
    return {
      text: `${people} friends share a bill of ${show(total, c)} equally. How much does each person pay?`,
      answer: moneyAnswer(each, c.code),
      misconceptions: [
        {
          answer: typed(total - people * 100 * c.scale, c),
          feedback: "Share means divide the total by the number of people.",
        },
        { answer: typed(each * 10, c), feedback: "Check where the decimal point goes." },
        { answer: typed(Math.round(total / (people + 1)), c), feedback: `There are ${people} people sharing.` },
        {
          answer: typed(each + 100 * c.scale, c),
          feedback: "Check your division: multiply back to see if you get the total.",
        },
      ],
      solution: [
        `${show(total, c)} $\\div ${people} =$ ${show(each, c)}`,
        `Check: ${show(each, c)} $\\times ${people} =$ ${show(total, c)}`,
      ],
      hint: "Divide the total by the number of people.",
      difficulty: 2,
    };
  },
});

const howManyCanYouBuy = (c: CurrencyInfo): Template => ({
  id: "number.money.how-many-can-you-buy",
  title: "How many can you buy with a budget?",
  topics: ["number.money", "number.divide"],
  difficulty: [2, 3],
  generate(rng) {
    const item = rng.pick(c.items);
    const each = priceOf(item, c, rng);
    const budget =
      [200, 500, 1000, 2000, 5000, 10000].map((x) => x * c.scale).find((b) => b > each * 3) ?? 20000 * c.scale;
    const n = Math.floor(budget / each);
    if (budget % each === 0) return howManyCanYouBuy(c).generate(rng);
    return {
      text: `${item.name[0]?.toUpperCase()}${item.name.slice(1)} costs ${show(each, c)}. You have ${show(budget, c)}. What is the greatest number you can buy?`,
      answer: integerAnswer(n),
      misconceptions: intWrongs(
        [
          [n + 1, "You can't buy a part of one: round down, because you haven't enough money for another."],
          [budget - n * each, "That is the money left over, not the number you can buy."],
          [Math.floor(budget / 100 / c.scale), "Divide the money you have by the price of one."],
        ],
        n,
      ),
      solution: [
        `${show(budget, c)} $\\div$ ${show(each, c)} $\\approx ${(budget / each).toFixed(2)}$`,
        `You can only buy whole ones, so the answer is $${n}$.`,
      ],
      hint: "Divide, then think: can you buy part of one?",
      difficulty: 3,
    };
  },
});

export const moneyTemplates: Template[] = [
  ...perCurrency(change),
  ...perCurrency(totalCost),
  ...perCurrency(shareBill),
  ...perCurrency(howManyCanYouBuy),
];
