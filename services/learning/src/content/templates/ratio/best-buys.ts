/** Best buys: comparing value for money by unit price (one template per currency). */
import { choiceAnswer, moneyAnswer, multiPartAnswer, optionId } from "../../core/answers.js";
import { money, moneyPlain, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { at, type CurrencyInfo, choiceWrongs, level, multiWrongs, perCurrency } from "./kit.js";

const PRODUCTS = [
  ["rice", "g", [500, 1000, 1500, 2000, 2500, 5000], 100],
  ["cereal", "g", [300, 375, 500, 600, 750, 1000], 100],
  ["orange juice", "ml", [250, 330, 500, 750, 1000, 1500, 2000], 100],
  ["washing powder", "g", [800, 1200, 1600, 2000, 2400, 3200], 100],
  ["yoghurt", "g", [125, 150, 250, 450, 500, 1000], 100],
  ["pasta", "g", [250, 400, 500, 750, 1000, 3000], 100],
] as const;

const SIZE_NAMES = ["Small", "Medium", "Large", "Giant"] as const;

const compareFour = (c: CurrencyInfo): Template => ({
  id: "ratio.best-buys.compare-packs",
  title: "Find the best buy among several pack sizes",
  objective: "Compare value for money",
  topics: ["ratio.best-buys"],
  difficulty: [3, 4],
  generate(rng) {
    const [product, unit, sizeList, per] = rng.pick(PRODUCTS);
    for (;;) {
      const sizes = rng.sample(sizeList, 4).sort((a, b) => a - b);
      const base = c.code === "INR" ? rng.int(10, 60) * 50 : rng.int(15, 110);
      // prices in minor units; rupee prices are whole rupees
      const prices = sizes.map((s) => {
        const raw = (base * (100 + rng.int(-18, 18)) * s) / (100 * per);
        return c.code === "INR" ? Math.max(100, Math.round(raw / 100) * 100) : Math.max(10, Math.round(raw));
      });
      const unitCost = sizes.map((s, i) => (at(prices, i) * per) / s);
      const order = unitCost.map((u, i) => [u, i] as const).sort((a, b) => a[0] - b[0]);
      const [best, second] = [at(order, 0), at(order, 1)];
      if (second[0] < best[0] * 1.03) continue;
      const label = (i: number) =>
        `${at(SIZE_NAMES, i)}: ${tn(at(sizes, i))} ${unit} for ${money(at(prices, i), c.code)}`;
      const cheapest = prices.indexOf(Math.min(...prices));
      const answer = choiceAnswer(
        rng,
        at(SIZE_NAMES, best[1]),
        SIZE_NAMES.filter((_, i) => i !== best[1]),
      );
      const perText = `${per} ${unit}`;
      return {
        text: `A shop sells ${product} in four sizes:\n\n${sizes.map((_, i) => `- ${label(i)}`).join("\n")}\n\nWhich size is the best value for money?`,
        answer,
        misconceptions: choiceWrongs(answer, (t) =>
          t === at(SIZE_NAMES, cheapest)
            ? "That pack costs the least, but you get less. Compare the cost of the same amount."
            : t === "Giant"
              ? `The biggest pack is not always the best value: work out the cost per ${perText}.`
              : `Work out the cost of ${perText} for every pack and pick the lowest.`,
        ),
        solution: [
          `Cost of ${perText} in each pack:`,
          ...sizes.map((s, i) => {
            const u = at(unitCost, i);
            const exact = Number.isInteger(u);
            return `${at(SIZE_NAMES, i)}: ${money(at(prices, i), c.code)} $\\div ${tn(s / per)} ${exact ? "=" : "\\approx"}$ ${money(Math.round(u), c.code)}`;
          }),
          `The lowest cost per ${perText} is the ${at(SIZE_NAMES, best[1])} pack.`,
        ],
        hint: `Work out how much ${perText} costs in each pack.`,
        difficulty: level(sizes.some((s) => s % per !== 0) ? 4 : 3),
      };
    }
  },
});

const COUNTED = [
  ["bread rolls", "roll"],
  ["eggs", "egg"],
  ["batteries", "battery"],
  ["pens", "pen"],
  ["cans of lemonade", "can"],
  ["tennis balls", "ball"],
] as const;

const unitPrice = (c: CurrencyInfo): Template => ({
  id: "ratio.best-buys.price-per-item",
  title: "Work out the price per item to compare two packs",
  topics: ["ratio.best-buys"],
  difficulty: [2, 4],
  generate(rng) {
    const [items, one] = rng.pick(COUNTED);
    const [nA, nB] = rng.sample([4, 5, 6, 8, 10, 12, 15, 16, 20, 24], 2) as [number, number];
    const minorUnit = c.code === "INR" ? 100 : 1;
    const lo = c.code === "INR" ? 4 : 12;
    const hi = c.code === "INR" ? 60 : 150;
    // usually the dearer-per-item pack is the cheaper pack overall, so comparing totals misleads
    const mislead = rng.chance(0.7);
    let uA: number;
    let uB: number;
    do [uA, uB] = [rng.int(lo, hi) * minorUnit, rng.int(lo, hi) * minorUnit];
    while (uA === uB || (mislead && (uA * nA - uB * nB) * (uA - uB) > 0));
    const pA = uA * nA;
    const pB = uB * nB;
    const cTexts = ["Pack A", "Pack B", "They are the same value"] as const;
    const bestText = uA < uB ? "Pack A" : "Pack B";
    const choice = choiceAnswer(
      rng,
      bestText,
      cTexts.filter((t) => t !== bestText),
    );
    const worse = uA < uB ? "Pack B" : "Pack A";
    const m = (v: number) => moneyPlain(v, c.code);
    return {
      text: `Pack A has $${nA}$ ${items} for ${money(pA, c.code)}. Pack B has $${nB}$ ${items} for ${money(pB, c.code)}. Work out the cost of one ${one} in each pack, then decide which pack is better value.`,
      answer: multiPartAnswer([
        { id: "a", prompt: `Cost of one ${one} in pack A`, answer: moneyAnswer(uA, c.code) },
        { id: "b", prompt: `Cost of one ${one} in pack B`, answer: moneyAnswer(uB, c.code) },
        { id: "c", prompt: "Which pack is better value?", answer: choice },
      ]),
      misconceptions: multiWrongs([
        [[m(uA), m(uB), optionId(choice, worse)], `The lower cost per ${one} is the better value.`],
        [
          [m(uA), m(uB), optionId(choice, "They are the same value")],
          "The costs per item are different, so one pack is better value.",
        ],
        [[m(pA), m(pB), optionId(choice, worse)], `Divide each price by the number of ${items} in the pack.`],
        [[m(uB), m(uA), optionId(choice, bestText)], "Check which pack each cost belongs to."],
      ]),
      solution: [
        `Pack A: ${money(pA, c.code)} $\\div ${nA}$ = ${money(uA, c.code)} per ${one}`,
        `Pack B: ${money(pB, c.code)} $\\div ${nB}$ = ${money(uB, c.code)} per ${one}`,
        `${bestText} costs less per ${one}, so it is better value.`,
      ],
      hint: "Divide each price by the number of items in the pack.",
      difficulty: level((uA % 100 === 0 && uB % 100 === 0) || c.code === "INR" ? 2 : Math.max(nA, nB) > 12 ? 4 : 3),
    };
  },
});

export const bestBuyTemplates: Template[] = [...perCurrency(compareFour), ...perCurrency(unitPrice)];
