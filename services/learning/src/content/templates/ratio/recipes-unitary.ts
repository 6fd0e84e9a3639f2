/** Scaling recipes, the unitary method, and direct proportion by multiplier. */

import { choiceAnswer, DP, decimalAnswer, EXACT, integerAnswer, moneyAnswer } from "../../core/answers.js";
import { plural } from "../../core/english.js";
import { isTerminating } from "../../core/exact.js";
import { money, texFracRaw, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import {
  at,
  type CurrencyInfo,
  choiceWrongs,
  decWrongs,
  F,
  level,
  moneyWrongs,
  names,
  numWrongs,
  perCurrency,
  texVal,
} from "./kit.js";

type Ingredient = readonly [name: string, unit: string, amounts: readonly number[]];

const RECIPES: readonly (readonly [string, readonly Ingredient[]])[] = [
  [
    "pancakes",
    [
      ["flour", "g", [100, 120, 150, 200, 250, 300]],
      ["milk", "ml", [200, 250, 300, 400, 450, 600]],
      ["eggs", "", [1, 2, 3, 4]],
    ],
  ],
  [
    "flapjacks",
    [
      ["oats", "g", [150, 200, 240, 250, 300, 360]],
      ["butter", "g", [75, 80, 100, 120, 150]],
      ["golden syrup", "g", [40, 50, 60, 90, 100]],
    ],
  ],
  [
    "dal",
    [
      ["lentils", "g", [150, 180, 200, 250, 300]],
      ["water", "ml", [500, 600, 750, 800, 900]],
      ["onions", "", [1, 2, 3]],
    ],
  ],
  [
    "fruit smoothies",
    [
      ["bananas", "", [2, 3, 4, 5, 6]],
      ["yoghurt", "g", [150, 200, 250, 300, 400]],
      ["orange juice", "ml", [120, 150, 200, 240, 300]],
    ],
  ],
  [
    "biscuits",
    [
      ["flour", "g", [180, 200, 225, 250, 300]],
      ["sugar", "g", [60, 75, 80, 100, 120]],
      ["butter", "g", [90, 100, 125, 150]],
    ],
  ],
];

const amountText = (v: number | string, unit: string, name: string) =>
  unit ? `$${typeof v === "number" ? tn(v) : v}$ ${unit} ${name}` : `$${typeof v === "number" ? tn(v) : v}$ ${name}`;

export const scaleRecipe: Template = {
  id: "ratio.recipes.scale",
  title: "Scale a recipe up or down",
  objective: "Scale recipes for a different number of people",
  topics: ["ratio.recipes-scaling", "ratio.direct-proportion"],
  difficulty: [1, 3],
  generate(rng) {
    const [dish, ingredients] = rng.pick(RECIPES);
    const list = ingredients.map(([name, unit, amounts]) => [name, unit, rng.pick(amounts)] as const);
    const n = rng.pick([2, 3, 4, 5, 6, 8, 10, 12]);
    const recipe = `A recipe for ${dish} for $${n}$ people uses:\n\n${list.map(([name, unit, a]) => `- ${amountText(a, unit, name)}`).join("\n")}\n\n`;
    if (rng.chance(0.3)) {
      // greatest number of people: the scarcest ingredient limits the batch
      const have = list.map(([, unit, a]) => a * rng.int(unit ? 2 : 1, 4) + rng.int(0, a - 1) * (unit ? 1 : 0));
      const people = list.map(([, , a], i) => Math.floor((at(have, i) * n) / a));
      const best = Math.min(...people);
      const limiting = people.indexOf(best);
      const batches = Math.min(...list.map(([, , a], i) => Math.floor(at(have, i) / a)));
      const who = at(names(rng, 1), 0);
      return {
        text: `${recipe}${who} has ${list.map(([name, unit], i) => amountText(at(have, i), unit, name)).join(", ")}. What is the greatest number of people ${who} can make ${dish} for?`,
        answer: integerAnswer(best, ""), // a number of people
        misconceptions: numWrongs([
          [Math.max(...people), "Every ingredient has to be enough: the one that runs out first decides."],
          [batches * n, "You can scale the recipe to any number of people, not only whole batches."],
          [(at(have, limiting) * n) / at(list, limiting)[2], "You can't make it for part of a person: round down."],
          [batches, `That is the number of batches. Each batch serves $${n}$ people.`],
          [best + 1, "There is not quite enough for one more person: round down."],
        ]),
        solution: [
          ...list.map(
            ([name, , a], i) =>
              `${name}: $${tn(at(have, i))} \\div ${tn(a)} \\times ${n} = ${texVal(F(at(have, i) * n, a).floor(2))}${isTerminating(F(at(have, i) * n, a)) ? "" : "\\ldots"}$ people`,
          ),
          `The ${at(list, limiting)[0]} runs out first, so the greatest number is $${best}$ people.`,
        ],
        hint: "Work out how many people each ingredient is enough for. The smallest answer wins.",
        difficulty: 3,
      };
    }
    // scale one ingredient to m people; counted ingredients must come out whole
    for (;;) {
      const j = rng.int(0, list.length - 1);
      const [name, unit, a] = at(list, j);
      const m = rng.intExcept(2, 30, [n]);
      const value = F(a * m, n);
      const whole = value.d === 1n;
      if (!whole && (!unit || value.mul(2).d !== 1n)) continue;
      return {
        text: unit
          ? `${recipe}How much ${name} is needed for $${m}$ ${plural(m, "person")}? Give your answer in ${unit}.`
          : `${recipe}How many ${name} are needed for $${m}$ ${plural(m, "person")}?`,
        answer: whole ? integerAnswer(value, unit) : decimalAnswer(value, EXACT, unit),
        misconceptions: numWrongs([
          [a + (m - n), "Adding the extra people changes the amount by the wrong amount: scale by a multiplier."],
          [a * m, `That is enough for $${n * m}$ people: divide by $${n}$ first.`],
          [a / n, "That is the amount for one person. Now multiply by the number of people."],
          [(a * n) / m, `Divide by $${n}$ and multiply by $${m}$, not the other way round.`],
          [a * (m - n), "Find the amount for one person, then multiply."],
          [a + m, "Don't add the number of people: multiply by the scale factor."],
          [(a * m) / n + a, `That is enough for $${m + n}$ people: you only need it for $${m}$.`],
        ]),
        solution: [
          `For $1$ person: $${tn(a)} \\div ${n} = ${texVal(F(a, n).round(4))}${isTerminating(F(a, n)) ? "" : "\\ldots"}$`,
          `For $${m}$ ${plural(m, "person")}: $${texFracRaw(a, n)} \\times ${m} = ${texVal(value)}$${unit ? ` ${unit}` : ""}`,
        ],
        hint: `Find the amount for one person, then multiply by $${m}$.`,
        difficulty: level(!whole ? 3 : m % n === 0 || n % m === 0 ? 1 : 2),
      };
    }
  },
};

const ITEMS = ["pens", "notebooks", "bread rolls", "bus tickets", "bottles of water", "stamps", "apples", "batteries"];

const unitary = (c: CurrencyInfo): Template => ({
  id: "ratio.direct.unitary",
  title: "Use the unitary method for direct proportion",
  objective: "Solve direct proportion problems",
  topics: ["ratio.direct-proportion"],
  difficulty: [1, 3],
  generate(rng) {
    const n = rng.int(2, 12);
    const m = rng.intExcept(2, 25, [n]);
    if (rng.chance(0.6)) {
      const item = rng.pick(ITEMS);
      const unit = c.code === "INR" ? 50 * rng.int(4, 80) : rng.int(12, 250);
      const costN = unit * n;
      const answer = unit * m;
      return {
        text: `$${n}$ ${item} cost ${money(costN, c.code)}. How much do $${m}$ ${item} cost?`,
        answer: moneyAnswer(answer, c.code),
        misconceptions: moneyWrongs(
          [
            [
              costN + (m - n) * 100,
              `The cost doesn't go up by one ${c.major.slice(0, -1)} per item: find the cost of one item first.`,
            ],
            [costN * m, `That is the cost of $${n * m}$ ${item}. Divide by $${n}$ first.`],
            [unit, `That is the cost of one. Now multiply by $${m}$.`],
            [(costN * n) / m, `Divide by $${n}$ and multiply by $${m}$, not the other way round.`],
            [unit * (m - n), `That is the cost of the extra ${item} only.`],
          ],
          c.code,
        ),
        solution: [
          `One costs ${money(costN, c.code)} $\\div ${n}$ = ${money(unit, c.code)}`,
          `$${m}$ cost $${m} \\times$ ${money(unit, c.code)} = ${money(answer, c.code)}`,
        ],
        hint: "Find the cost of one first, then multiply.",
        difficulty: level(unit % 100 === 0 ? 1 : m > 12 ? 3 : 2),
      };
    }
    const [thing, per, unit] = rng.pick([
      ["bottles", "minutes", ""],
      ["pages", "minutes", ""],
      ["litres of water", "minutes", "litres"],
      ["km", "litres of fuel", "km"],
      ["biscuits", "packets", ""],
    ] as const);
    const rate = rng.int(3, 60);
    const text = `A machine makes $${tn(rate * n)}$ ${thing} in $${n}$ ${per}. At the same rate, how many ${thing} does it make in $${m}$ ${per}?`;
    const fixed =
      thing === "km"
        ? `A car travels $${tn(rate * n)}$ km on $${n}$ litres of fuel. How far can it travel on $${m}$ litres?`
        : thing === "biscuits"
          ? `$${n}$ packets hold $${tn(rate * n)}$ biscuits altogether. How many biscuits are in $${m}$ packets?`
          : text;
    return {
      text: fixed,
      answer: integerAnswer(rate * m, unit), // "" for a count of things
      misconceptions: numWrongs([
        [rate * n + (m - n), "Adding the difference doesn't keep the proportion: find the amount for one first."],
        [rate * n * m, `Divide by $${n}$ first.`],
        [rate, `That is the amount for one. Now multiply by $${m}$.`],
        [(rate * n * n) / m, `Divide by $${n}$ and multiply by $${m}$, not the other way round.`],
      ]),
      solution: [
        `For $1$: $${tn(rate * n)} \\div ${n} = ${rate}$`,
        `For $${m}$: $${rate} \\times ${m} = ${tn(rate * m)}$`,
      ],
      hint: "Work out the amount for one first.",
      difficulty: level(m > 12 ? 2 : 1),
    };
  },
});

const CONVERSIONS = [
  ["miles", "km", 5, 8],
  ["kg", "pounds (lb)", 5, 11],
  ["inches", "cm", 2, 5],
  ["gallons", "litres", 2, 9],
  ["litres", "pints", 4, 7],
] as const;

export const directMultiplier: Template = {
  id: "ratio.direct.multiplier-and-conversion",
  title: "Direct proportion: conversions, y = kx and spotting proportion",
  topics: ["ratio.direct-proportion"],
  difficulty: [2, 4],
  generate(rng) {
    const variant = rng.pick(["convert", "convert", "formula", "table"] as const);
    if (variant === "table") {
      const k = rng.pick([2, 3, 4, 5, 6, 1.5, 2.5, 12]);
      const xs = rng.distinctInts(4, 1, 12).sort((a, b) => a - b);
      const right = xs.map((x) => F(x).mul(F(k)));
      const add = rng.int(1, 9);
      const tables = {
        right,
        plus: xs.map((x) => F(x + add)),
        mixed: xs.map((x, i) => (i === 3 ? F(x).mul(F(k)).add(1) : F(x).mul(F(k)))),
        square: xs.map((x) => F(x * x)),
      };
      const show = (ys: typeof right) => `$x = ${xs.join(", ")}$ gives $y = ${ys.map((y) => texVal(y)).join(", ")}$`;
      const answer = choiceAnswer(rng, show(tables.right), [
        show(tables.plus),
        show(tables.mixed),
        show(tables.square),
      ]);
      return {
        text: "Which table of values shows $y$ directly proportional to $x$?",
        answer,
        misconceptions: choiceWrongs(answer, (t) =>
          t === show(tables.plus)
            ? "Adding the same amount is not proportion: y ÷ x must be the same every time."
            : "Check y ÷ x for every pair: in direct proportion it is always the same.",
        ),
        solution: [
          `In direct proportion $y \\div x$ is constant. For the correct table $y \\div x = ${texVal(F(k))}$ every time.`,
        ],
        hint: "Divide each y by its x. Which table gives the same answer every time?",
        difficulty: 3,
      };
    }
    if (variant === "formula") {
      let k: ReturnType<typeof F>;
      do k = F(rng.int(2, 40), rng.pick([1, 2, 4, 5]));
      while (k.equals(1));
      const x1 = rng.int(2, 15);
      const x2 = rng.intExcept(2, 30, [x1]);
      const y1 = k.mul(x1);
      const y2 = k.mul(x2);
      const rule = isTerminating(y2) ? EXACT : DP(2);
      return {
        text: `$y$ is directly proportional to $x$. When $x = ${x1}$, $y = ${texVal(y1)}$. Find $y$ when $x = ${x2}$.${rule.kind === "dp" ? " Give your answer to 2 decimal places." : ""}`,
        answer: decimalAnswer(y2, rule),
        misconceptions: decWrongs(
          [
            [y1.add(x2 - x1), "Direct proportion multiplies, it doesn't add: find y ÷ x first."],
            [y1.mul(x2), `Divide by $${x1}$ as well.`],
            [y1.mul(x1).div(x2), "That is inverse proportion. In direct proportion y grows as x grows."],
            [k, "That is the constant k. Now multiply by the new x."],
          ],
          rule,
        ),
        solution: [
          `$k = y \\div x = ${texVal(y1)} \\div ${x1} = ${texVal(k)}$`,
          `$y = ${texVal(k)} \\times ${x2} = ${texVal(y2)}$`,
        ],
        hint: "Find k = y ÷ x, then use y = kx.",
        difficulty: level(k.d === 1n ? 3 : 4),
      };
    }
    const [a, b, pa, pb] = rng.pick(CONVERSIONS);
    const forward = rng.bool();
    const [from, to, pf, pt] = forward ? [a, b, pa, pb] : [b, a, pb, pa];
    const q = pf * rng.int(2, 40);
    const value = F(q * pt, pf);
    return {
      text: `$${pa}$ ${a} is about $${pb}$ ${b}. Use this to convert $${tn(q)}$ ${from} to ${to}.`,
      answer: integerAnswer(value, to),
      misconceptions: numWrongs([
        [(q * pf) / pt, "Check the direction: which unit gives the bigger number?"],
        [q + (pt - pf), "Converting multiplies by a rate; adding the difference doesn't work."],
        [q * pt, `Divide by $${pf}$ too.`],
        [q / pf, `That is the number of lots of $${pf}$ ${from}. Multiply by $${pt}$.`],
      ]),
      solution: [
        `$${tn(q)} \\div ${pf} = ${tn(q / pf)}$ lots of $${pf}$ ${from}.`,
        `$${tn(q / pf)} \\times ${pt} = ${tn(value.valueOf())}$ ${to}`,
      ],
      hint: `How many lots of $${pf}$ ${from} are there in $${tn(q)}$ ${from}?`,
      difficulty: level(q > 100 ? 3 : 2),
    };
  },
};

export const recipeUnitaryTemplates: Template[] = [scaleRecipe, ...perCurrency(unitary), directMultiplier];
