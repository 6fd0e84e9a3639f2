/** Writing ratios in their simplest form, with mixed units, and in the form 1 : n. */
import { DP, decimalAnswer, EXACT } from "../../core/answers.js";
import { isTerminating } from "../../core/exact.js";
import { gcd, primeFactors } from "../../core/intmath.js";
import { money, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { at, decWrongs, F, level, multiWrongs, ratioAnswer, ratioForm, texRatio, texRound, texVal } from "./kit.js";

const gcdAll = (xs: readonly number[]) => xs.reduce((g, x) => gcd(g, x), 0);

const PAIRS = [
  ["boys", "girls", "In a class there are"],
  ["red beads", "blue beads", "A necklace has"],
  ["cats", "dogs", "An animal shelter has"],
  ["adults", "children", "At a cinema there are"],
  ["fiction books", "non-fiction books", "A shelf holds"],
  ["sunny days", "rainy days", "Last term there were"],
  ["apples", "oranges", "A crate holds"],
] as const;

const TRIPLES = [
  ["red", "blue", "green", "counters"],
  ["apples", "pears", "plums", "pieces of fruit"],
  ["cars", "vans", "lorries", "vehicles"],
  ["rock", "pop", "jazz", "songs"],
] as const;

export const simplifyRatio: Template = {
  id: "ratio.simplify.whole-numbers",
  title: "Simplify a ratio of whole numbers",
  objective: "Write a ratio in its simplest form",
  topics: ["ratio.simplify-ratio"],
  difficulty: [1, 3],
  generate(rng) {
    const three = rng.chance(0.3);
    let base: number[];
    do base = three ? [rng.int(1, 7), rng.int(1, 7), rng.int(1, 7)] : [rng.int(1, 11), rng.int(1, 11)];
    while (gcdAll(base) !== 1 || new Set(base).size < base.length);
    const k = rng.int(2, three ? 9 : 15);
    const values = base.map((v) => v * k);
    const s = at(primeFactors(k), 0);
    const plain = rng.bool();
    let text: string;
    if (plain) text = `Write $${texRatio(values)}$ in its simplest form.`;
    else if (three) {
      const [a, b, c, what] = rng.pick(TRIPLES);
      text = `A box of ${what} has $${values[0]}$ ${a}, $${values[1]}$ ${b} and $${values[2]}$ ${c}. Write the ratio ${a} : ${b} : ${c} in its simplest form.`;
    } else {
      const [a, b, intro] = rng.pick(PAIRS);
      text = `${intro} $${values[0]}$ ${a} and $${values[1]}$ ${b}. Write the ratio of ${a} to ${b} in its simplest form.`;
    }
    const min = Math.min(...values);
    return {
      text: `${text} Give your answer in the form ${ratioForm(values.length)}.`,
      answer: ratioAnswer(base),
      misconceptions: multiWrongs([
        [values, "Divide every part of the ratio by the same number until it can't be simplified any more."],
        [s < k ? values.map((v) => v / s) : null, `You can still simplify: the highest common factor is $${k}$.`],
        [[...base].reverse(), "Keep the parts in the same order as the question."],
        [three ? null : [at(base, 0), at(base, 0) + at(base, 1)], "A ratio compares part to part, not part to total."],
        [
          values.map((v) => v - min + 1),
          "Subtracting the same number from each part changes the ratio. Divide instead.",
        ],
      ]),
      solution: [
        `The highest common factor of $${values.join(",\\ ")}$ is $${k}$.`,
        `Divide every part by $${k}$: $${texRatio(values)} = ${texRatio(base)}$`,
      ],
      hint: "Find the highest common factor of all the parts and divide each part by it.",
      difficulty: three ? 3 : k > 9 || Math.max(...values) > 60 ? 2 : 1,
    };
  },
};

/** small unit, big unit, factor, tidy big-unit amounts, step for small amounts */
const UNITS = [
  ["cm", "m", 100, [1, 1.5, 2, 2.5, 3, 4, 5, 1.2, 1.8, 0.6, 0.8], 5],
  ["g", "kg", 1000, [1, 1.5, 2, 2.5, 3, 0.5, 0.75, 1.2, 0.4], 25],
  ["ml", "litres", 1000, [1, 1.5, 2, 0.5, 0.75, 2.5, 3], 25],
  ["minutes", "hours", 60, [1, 2, 3, 1.5, 2.5, 4], 5],
  ["seconds", "minutes", 60, [1, 2, 3, 1.5, 2.5, 4, 5], 5],
  ["p", "£", 100, [1, 2, 3, 1.5, 2.5, 4, 5, 1.2, 1.6], 5],
  ["mm", "cm", 10, [1, 2, 3, 4, 5, 1.5, 2.5, 6, 8, 12], 1],
] as const;

const WRONG_FACTOR: Record<number, number> = { 100: 10, 1000: 100, 60: 100, 10: 100 };

function quantity(v: number, unit: string): string {
  if (unit === "p") return `${v}p`;
  if (unit === "£") return money(Math.round(v * 100));
  const name = v === 1 && (unit === "hours" || unit === "minutes" || unit === "litres") ? unit.slice(0, -1) : unit;
  return `$${tn(v)}\\text{ ${name}}$`;
}

export const simplifyMixedUnits: Template = {
  id: "ratio.simplify.mixed-units",
  title: "Simplify a ratio of quantities in different units",
  topics: ["ratio.simplify-ratio"],
  difficulty: [2, 3],
  generate(rng) {
    const [small, big, factor, bigs, step] = rng.pick(UNITS);
    const bBig = rng.pick(bigs);
    const bSmall = Math.round(bBig * factor);
    let a: number;
    do a = step * rng.int(1, Math.floor((bSmall * 2) / step));
    while (a === bSmall || gcd(a, bSmall) === 1);
    const smallFirst = rng.bool();
    const raw = smallFirst ? [a, bSmall] : [bSmall, a];
    const g = gcd(a, bSmall);
    const simple = raw.map((v) => v / g);
    const wf = WRONG_FACTOR[factor] ?? 100;
    const ignore = Number.isInteger(bBig) ? (smallFirst ? [a, bBig] : [bBig, a]) : null;
    const ignoreSimple = ignore ? ignore.map((v) => v / gcd(at(ignore, 0), at(ignore, 1))) : null;
    const wrongB = Math.round(bBig * wf);
    const wrongRaw = smallFirst ? [a, wrongB] : [wrongB, a];
    const wg = gcd(a, wrongB);
    const shown = smallFirst
      ? `${quantity(a, small)} : ${quantity(bBig, big)}`
      : `${quantity(bBig, big)} : ${quantity(a, small)}`;
    const s = at(primeFactors(g), 0);
    return {
      text: `Write the ratio ${shown} in its simplest form. Give your answer in the form ${ratioForm(2)}.`,
      answer: ratioAnswer(simple),
      misconceptions: multiWrongs([
        [
          ignoreSimple,
          `Write both quantities in the same units first: ${quantity(bBig, big)} is ${quantity(bSmall, small)}.`,
        ],
        [
          wrongRaw.map((v) => v / wg),
          `Check the conversion: there are $${factor}$ ${small} in one ${big === "£" ? "pound" : big.replace(/s$/, "")}.`,
        ],
        [raw, "Now divide both parts by their highest common factor."],
        [[...simple].reverse(), "Keep the parts in the same order as the question."],
        [s < g ? raw.map((v) => v / s) : null, `You can simplify further: the highest common factor is $${g}$.`],
      ]),
      solution: [
        `Use the same units: ${quantity(bBig, big)} $= ${tn(bSmall)}$ ${small === "p" ? "p" : small}.`,
        `The ratio is $${texRatio(raw)}$.`,
        `Divide both parts by their highest common factor, $${g}$: $${texRatio(simple)}$`,
      ],
      hint: `Change ${big === "£" ? "pounds" : big} to ${small === "p" ? "pence" : small} first, then simplify.`,
      difficulty: Number.isInteger(bBig) ? 2 : 3,
    };
  },
};

export const unitRatio: Template = {
  id: "ratio.simplify.unit-form",
  title: "Write a ratio in the form 1 : n or n : 1",
  topics: ["ratio.simplify-ratio"],
  difficulty: [3, 4],
  generate(rng) {
    const tidy = rng.chance(0.7);
    const a = tidy ? rng.pick([2, 4, 5, 8, 10, 16, 20, 25, 40, 50]) : rng.pick([3, 6, 7, 9, 12, 15]);
    let b: number;
    do b = rng.int(1, a * 12);
    while (b === a || b % a === 0);
    const oneFirst = rng.bool();
    const n = F(b, a);
    const rule = isTerminating(n) ? EXACT : DP(2);
    const ratio = oneFirst ? [a, b] : [b, a];
    const form = oneFirst ? "1 : n" : "n : 1";
    return {
      text: `Write $${texRatio(ratio)}$ in the form $${form}$.${rule.kind === "dp" ? " Give $n$ to 2 decimal places." : ""} Find $n$.`,
      answer: decimalAnswer(n, rule),
      misconceptions: decWrongs(
        [
          [F(a, b), `Divide both parts by $${a}$ so that the ${oneFirst ? "first" : "second"} part becomes $1$.`],
          [b - a, "Subtracting changes the ratio: divide both parts by the same number."],
          [b, `Divide the other part by $${a}$ too.`],
          [a * b, `Divide by $${a}$, don't multiply.`],
          [n.add(1), "Divide the other part by the part that becomes 1."],
        ],
        rule,
      ),
      solution: [
        `Divide both parts by $${a}$ to make the ${oneFirst ? "first" : "second"} part $1$.`,
        `$${tn(b)} \\div ${a} = ${rule.kind === "exact" ? texVal(n) : `${texRound(n, DP(4))}\\ldots`}$`,
        `So $${texRatio(ratio)} = ${oneFirst ? `1 : ${tn(decimalAnswer(n, rule).value)}` : `${tn(decimalAnswer(n, rule).value)} : 1`}$`,
      ],
      hint: `Divide both parts of the ratio by $${a}$.`,
      difficulty: level(rule.kind === "dp" || b > 100 ? 4 : 3),
    };
  },
};

export const simplifyTemplates: Template[] = [simplifyRatio, simplifyMixedUnits, unitRatio];
