/** Sharing an amount in a ratio, and working back from one share or the difference between shares. */
import { integerAnswer, moneyAnswer } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import { money, tn } from "../../core/tex.js";
import type { Currency, Misconception, Template } from "../../core/types.js";
import { at, type CurrencyInfo, level, moneyWrongs, names, numWrongs, perCurrency, sum, texRatio } from "./kit.js";

interface Stuff {
  /** how an amount of n reads in the question */
  show(n: number): string;
  /** what is shared, and how the question asks for one share */
  noun: string;
  howMuch: string;
  /** whole pounds/rupees are money answers; everything else is a count with a unit */
  currency?: Currency;
  unit?: string;
  step: number;
}

const things = (c: CurrencyInfo): readonly Stuff[] => {
  const cash: Stuff = {
    show: (n) => money(n * 100, c.code),
    noun: "some money",
    howMuch: "How much money",
    currency: c.code,
    step: c.code === "INR" ? 10 : 1,
  };
  return [
    cash,
    cash,
    { show: (n) => `$${tn(n)}$ sweets`, noun: "some sweets", howMuch: "How many sweets", step: 1 },
    { show: (n) => `$${tn(n)}$ g of clay`, noun: "some clay", howMuch: "How much clay", unit: "g", step: 5 },
    { show: (n) => `$${tn(n)}$ ml of paint`, noun: "some paint", howMuch: "How much paint", unit: "ml", step: 10 },
    { show: (n) => `$${tn(n)}$ stickers`, noun: "some stickers", howMuch: "How many stickers", step: 1 },
  ];
};

function answerFor(stuff: Stuff, n: number) {
  return stuff.currency ? moneyAnswer(n * 100, stuff.currency) : integerAnswer(n, stuff.unit);
}

function wrongsFor(stuff: Stuff, items: readonly (readonly [number | null, string])[]): Misconception[] {
  if (stuff.currency)
    return moneyWrongs(
      items.map(([v, f]) => [v === null ? null : v * 100, f] as const),
      stuff.currency,
    );
  return numWrongs(items);
}

function ratioParts(rng: Rng, three: boolean): number[] {
  for (;;) {
    const parts = three ? [rng.int(1, 6), rng.int(1, 6), rng.int(1, 6)] : [rng.int(1, 9), rng.int(1, 9)];
    if (new Set(parts).size === parts.length) return parts;
  }
}

const shareTotal = (c: CurrencyInfo): Template => ({
  id: "ratio.share.total",
  title: "Share an amount in a given ratio",
  objective: "Share an amount in a ratio",
  topics: ["ratio.share-in-ratio"],
  difficulty: [2, 3],
  generate(rng) {
    const three = rng.chance(0.3);
    const parts = ratioParts(rng, three);
    const stuff = rng.pick(things(c));
    const total = sum(parts);
    const k = stuff.step * rng.int(2, three ? 15 : 25);
    const amount = k * total;
    const who = names(rng, parts.length);
    const i = rng.int(0, parts.length - 1);
    const share = k * at(parts, i);
    const other = k * at(parts, (i + 1) % parts.length);
    const p = at(parts, i);
    const list = who.length === 3 ? `${who[0]}, ${who[1]} and ${who[2]}` : `${who[0]} and ${who[1]}`;
    return {
      text: `${list} share ${stuff.show(amount)} in the ratio $${texRatio(parts)}$. ${stuff.howMuch} does ${at(who, i)} get?`,
      answer: answerFor(stuff, share),
      misconceptions: wrongsFor(stuff, [
        [
          amount / p,
          `Don't divide by ${at(who, i)}'s part only: first divide by the total number of parts, $${total}$.`,
        ],
        [amount / parts.length, "The shares are not equal: use the ratio."],
        [k, `That is one part. ${at(who, i)} gets $${p}$ parts.`],
        [other, `That is ${at(who, (i + 1) % parts.length)}'s share.`],
        [amount - share, `That is what the ${parts.length === 2 ? "other person gets" : "others get together"}.`],
        [
          (amount * p) / (total - p),
          `${at(who, i)} gets $${p}$ out of all $${total}$ parts, not $\\frac{${p}}{${total - p}}$ of the total.`,
        ],
      ]),
      solution: [
        `Total number of parts: $${parts.join(" + ")} = ${total}$`,
        `One part: ${stuff.show(amount)} $\\div ${total}$ = ${stuff.show(k)}`,
        `${at(who, i)} gets $${p}$ part${p === 1 ? "" : "s"}: $${p} \\times ${tn(k)} = ${tn(share)}$, so ${stuff.show(share)}.`,
      ],
      hint: "Add the parts of the ratio, find what one part is worth, then multiply.",
      difficulty: three || amount > 200 ? 3 : 2,
    };
  },
});

const shareFromPart = (c: CurrencyInfo): Template => ({
  id: "ratio.share.from-part-or-difference",
  title: "Work out shares from one share or the difference between shares",
  topics: ["ratio.share-in-ratio"],
  difficulty: [3, 4],
  generate(rng) {
    const parts = ratioParts(rng, false);
    const [p, q] = [at(parts, 0), at(parts, 1)];
    const stuff = rng.pick(things(c));
    const k = stuff.step * rng.int(2, 30);
    const [a, b] = names(rng, 2);
    const total = k * (p + q);
    const fromDiff = rng.bool();
    const askTotal = rng.bool();
    const wanted = askTotal ? total : k * q;
    const diff = Math.abs(q - p);
    const more = q > p ? b : a;
    const given = fromDiff
      ? `${more} gets ${stuff.show(k * diff)} more than ${more === a ? b : a}.`
      : `${a} gets ${stuff.show(k * p)}.`;
    const divisor = fromDiff ? diff : p;
    const known = fromDiff ? k * diff : k * p;
    const ask = askTotal
      ? `${stuff.howMuch} ${stuff.howMuch.startsWith("How many") ? "are" : "is"} shared altogether?`
      : `${stuff.howMuch} does ${b} get?`;
    return {
      text: `${a} and ${b} share ${stuff.noun} in the ratio $${texRatio(parts)}$. ${given} ${ask}`,
      answer: answerFor(stuff, wanted),
      misconceptions: wrongsFor(stuff, [
        [known * (askTotal ? p + q : q), `First find one part: divide by $${divisor}$.`],
        [
          (known / (p + q)) * (askTotal ? 1 : q),
          `${fromDiff ? "The difference" : `${a}'s share`} is not the total: it is $${divisor}$ part${divisor === 1 ? "" : "s"}.`,
        ],
        [
          askTotal ? k * q : total,
          askTotal ? `That is ${b}'s share, not the total.` : `That is the total, not ${b}'s share.`,
        ],
        [k, "That is one part; multiply by the number of parts you need."],
        fromDiff
          ? [wanted + known, "The difference is already part of the shares: don't add it on again."]
          : [
              askTotal ? (known / q) * (p + q) : (known * p) / q,
              `${a}'s share matches the $${p}$ in the ratio, not the $${q}$.`,
            ],
      ]),
      solution: [
        fromDiff
          ? `The difference between the shares is $${Math.max(p, q)} - ${Math.min(p, q)} = ${diff}$ part${diff === 1 ? "" : "s"}.`
          : `${a} has $${p}$ part${p === 1 ? "" : "s"}.`,
        `One part: $${tn(known)} \\div ${divisor} = ${tn(k)}$`,
        askTotal
          ? `Total: $${p + q} \\times ${tn(k)} = ${tn(total)}$, so ${stuff.show(total)}.`
          : `${b} gets $${q} \\times ${tn(k)} = ${tn(k * q)}$, so ${stuff.show(k * q)}.`,
      ],
      hint: fromDiff
        ? "How many parts is the difference worth? Use it to find one part."
        : "Find what one part is worth first.",
      difficulty: level(fromDiff ? 4 : 3),
    };
  },
});

export const sharingTemplates: Template[] = [...perCurrency(shareTotal), ...perCurrency(shareFromPart)];
