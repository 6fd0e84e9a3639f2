/** Ratios and fractions of a whole, and combining two ratios (or a ratio that changes). */
import { fractionAnswer, integerAnswer } from "../../core/answers.js";
import { gcd, lcm } from "../../core/intmath.js";
import type { Rng } from "../../core/rng.js";
import { texFracRaw, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import {
  at,
  F,
  fracWrongs,
  intWrongs,
  level,
  multiWrongs,
  numWrongs,
  ratioAnswer,
  ratioForm,
  sum,
  texRatio,
} from "./kit.js";

/** [three labels, where the group is, what its members are] */
const GROUPS = [
  ["red", "blue", "green", "In a bag", "counters"],
  ["boys", "girls", "teachers", "On a school trip", "people"],
  ["cats", "dogs", "rabbits", "At a vet's", "animals"],
  ["pop", "rock", "jazz", "On a playlist", "songs"],
  ["adults", "children", "babies", "On a train", "passengers"],
] as const;

const coprimeParts = (rng: Rng, n: number, hi: number): number[] => {
  for (;;) {
    const parts = Array.from({ length: n }, () => rng.int(1, hi));
    if (parts.reduce((g, x) => gcd(g, x), 0) === 1 && new Set(parts).size === n) return parts;
  }
};

export const ratioFractions: Template = {
  id: "ratio.fractions.ratio-and-fraction",
  title: "Convert between a ratio and the fraction of the whole",
  objective: "Use ratios to find fractions of a whole",
  topics: ["ratio.ratio-fractions"],
  difficulty: [2, 4],
  generate(rng) {
    const [x, y, z, where, noun] = rng.pick(GROUPS);
    const variant = rng.pick(["to-fraction", "to-fraction", "three", "to-ratio", "amount"] as const);
    if (variant === "to-ratio") {
      const d = rng.int(3, 15);
      let n: number;
      do n = rng.int(1, d - 1);
      while (gcd(n, d) !== 1);
      return {
        text: `${where} there are some ${noun}. $${texFracRaw(n, d)}$ of them are ${x} and the rest are ${y}. Write the ratio ${x} : ${y} in its simplest form, in the form ${ratioForm(2)}.`,
        answer: ratioAnswer([n, d - n]),
        misconceptions: multiWrongs([
          [[n, d], `The ratio compares ${x} with ${y}, not ${x} with the whole group.`],
          [[d - n, n], `Keep the order: ${x} first.`],
          [[d, d - n], "Compare the two parts, not the whole with a part."],
          [[n, d + n], `The ${y} are the rest: $${d} - ${n} = ${d - n}$ parts.`],
        ]),
        solution: [
          `Out of every $${d}$, $${n}$ are ${x} and $${d} - ${n} = ${d - n}$ are ${y}.`,
          `So ${x} : ${y} $= ${texRatio([n, d - n])}$`,
        ],
        hint: "If the fraction is n out of d, how many out of d are the rest?",
        difficulty: 3,
      };
    }
    const three = variant === "three";
    const parts = coprimeParts(rng, three ? 3 : 2, three ? 7 : 11);
    const total = sum(parts);
    const labels = three ? [x, y, z] : [x, y];
    const i = rng.int(0, parts.length - 1);
    const p = at(parts, i);
    const frac = F(p, total);
    const other = at(parts, (i + 1) % parts.length);
    const ratioText = `${labels.join(" : ")} $= ${texRatio(parts)}$`;
    if (variant === "amount") {
      const k = rng.int(3, 25);
      const count = k * total;
      return {
        text: `${where} there are $${tn(count)}$ ${noun}, and ${ratioText}. What fraction are ${at(labels, i)}, and how many ${at(labels, i)} are there?`,
        answer: {
          kind: "multi",
          parts: [
            { id: "a", prompt: `Fraction that are ${at(labels, i)}`, answer: fractionAnswer(frac, "any") },
            { id: "b", prompt: `Number of ${at(labels, i)}`, answer: integerAnswer(k * p) },
          ],
        },
        misconceptions: multiWrongs([
          [
            [F(p, other).toFraction(), String(Math.round((count * p) / other))],
            "Use the total number of parts as the denominator.",
          ],
          [
            [frac.toFraction(), String(count / p)],
            "Multiply the total by the fraction: divide by the denominator, then multiply by the numerator.",
          ],
          [[F(1, p).toFraction(), String(k)], `The fraction is ${p} parts out of ${total}.`],
          [
            [F(total - p, total).toFraction(), String(count - k * p)],
            `That is the fraction that are not ${at(labels, i)}.`,
          ],
        ]),
        solution: [
          `There are $${parts.join(" + ")} = ${total}$ parts, and the ${at(labels, i)} are $${p}$ of them: $${texFracRaw(p, total)}$.`,
          `$${texFracRaw(p, total)}$ of $${tn(count)}$ is $${tn(count)} \\div ${total} \\times ${p} = ${tn(k * p)}$.`,
        ],
        hint: "Add the parts of the ratio to get the denominator.",
        difficulty: 3,
      };
    }
    return {
      text: `${where}, ${ratioText}. What fraction of the ${noun} are ${at(labels, i)}?`,
      answer: fractionAnswer(frac, "any"),
      misconceptions: fracWrongs([
        [
          F(p, other),
          `$${texRatio(parts)}$ compares parts with each other. The fraction needs the total: $${total}$ parts.`,
        ],
        [F(total - p, total), `That is the fraction that are not ${at(labels, i)}.`],
        [F(other, total), `That is the fraction that are ${at(labels, (i + 1) % parts.length)}.`],
        [F(1, p + 1), "Add all the parts of the ratio to find the denominator."],
        [F(p, total + 1), "Add the parts of the ratio carefully."],
      ]),
      solution: [
        `Total parts: $${parts.join(" + ")} = ${total}$`,
        `The ${at(labels, i)} are $${p}$ of the $${total}$ parts: $${texFracRaw(p, total)}$`,
      ],
      hint: "A ratio compares parts with parts; a fraction compares a part with the whole.",
      difficulty: level(three ? 3 : total > 12 ? 3 : 2),
    };
  },
};

export const combineRatios: Template = {
  id: "ratio.combining.link-two-ratios",
  title: "Combine two ratios into one",
  objective: "Combine ratios that share a quantity",
  topics: ["ratio.combining-ratios"],
  difficulty: [4, 5],
  generate(rng) {
    const [x, y, z, where, noun] = rng.pick(GROUPS);
    let p: number, q: number, r: number, s: number;
    do {
      [p, q, r, s] = [rng.int(1, 9), rng.int(2, 9), rng.int(2, 9), rng.int(1, 9)];
    } while (gcd(p, q) !== 1 || gcd(r, s) !== 1 || q === r || p === q || r === s);
    const l = lcm(q, r);
    const raw = [(p * l) / q, l, (s * l) / r];
    const g = raw.reduce((a, b) => gcd(a, b), 0);
    const combined = raw.map((v) => v / g);
    const askCount = rng.chance(0.4);
    const k = rng.int(2, 12);
    const total = k * sum(combined);
    const j = rng.int(0, 2);
    const label = at([x, y, z], j);
    const intro = `${where}, ${x} : ${y} $= ${texRatio([p, q])}$ and ${y} : ${z} $= ${texRatio([r, s])}$.`;
    const naive = [p, q, s];
    if (askCount) {
      return {
        text: `${intro} There are $${tn(total)}$ ${noun} altogether. How many are ${label}?`,
        answer: integerAnswer(k * at(combined, j)),
        misconceptions: numWrongs([
          [(total / sum(naive)) * at(naive, j), `The ${y} parts don't match yet: make them the same before combining.`],
          [
            (total / (p + q + r + s)) * at([p, q + r, s], j),
            `Don't add the ${y} parts: scale the ratios so ${y} is the same number in both.`,
          ],
          [total / 3, "The groups are not equal: use the combined ratio."],
          [k, "That is one part of the combined ratio."],
          [(total / sum(combined)) * at(combined, (j + 1) % 3), "Check which part of the ratio you need."],
        ]),
        solution: [
          `Make the ${y} parts equal: $${q}$ and $${r}$ both go into $${l}$.`,
          `${x} : ${y} $= ${texRatio([(p * l) / q, l])}$ and ${y} : ${z} $= ${texRatio([l, (s * l) / r])}$, so ${x} : ${y} : ${z} $= ${texRatio(combined)}$.`,
          `One part: $${tn(total)} \\div ${sum(combined)} = ${k}$, so ${label}: $${at(combined, j)} \\times ${k} = ${tn(k * at(combined, j))}$.`,
        ],
        hint: `Rewrite both ratios so that the number for ${y} is the same in each.`,
        difficulty: 5,
      };
    }
    return {
      text: `${intro} Write ${x} : ${y} : ${z} in its simplest form, in the form ${ratioForm(3)}.`,
      answer: ratioAnswer(combined),
      misconceptions: multiWrongs([
        [naive, `The ${y} parts are $${q}$ and $${r}$: make them the same before joining the ratios.`],
        [[p, q + r, s], `Don't add the ${y} parts: scale the ratios so ${y} is the same number in both.`],
        [[p, r, s], `The ${y} parts are $${q}$ and $${r}$: make them equal first.`],
        [
          g > 1 ? raw : [p * r, q * s, s * q],
          g > 1
            ? "Now simplify by dividing by the highest common factor."
            : "Multiply each ratio by the number that makes the middle parts equal.",
        ],
        [[p * r, q * r, r * s], `Multiply both parts of the second ratio too: ${z} becomes $${s} \\times ${q}$.`],
      ]),
      solution: [
        `${y} is $${q}$ in the first ratio and $${r}$ in the second. Make both $${l}$ (their LCM).`,
        `${x} : ${y} $= ${texRatio([p, q])} = ${texRatio([(p * l) / q, l])}$ and ${y} : ${z} $= ${texRatio([r, s])} = ${texRatio([l, (s * l) / r])}$`,
        `So ${x} : ${y} : ${z} $= ${texRatio(raw)}${g > 1 ? ` = ${texRatio(combined)}` : ""}$`,
      ],
      hint: `Rewrite both ratios so that the number for ${y} is the same in each.`,
      difficulty: level(l > 20 ? 5 : 4),
    };
  },
};

export const changingRatio: Template = {
  id: "ratio.combining.changing-ratio",
  title: "Find the original amounts when a ratio changes",
  topics: ["ratio.combining-ratios"],
  difficulty: [5, 5],
  generate(rng) {
    const [x0, y0, , where, noun] = rng.pick(GROUPS);
    // colours and music styles are adjectives: "red counters", but "cats"
    const named = (l: string) => (["red", "blue", "green", "pop", "rock", "jazz"].includes(l) ? `${l} ${noun}` : l);
    const [x, y] = [named(x0), named(y0)];
    for (;;) {
      const [p, q] = coprimeParts(rng, 2, 9);
      if (p === undefined || q === undefined) continue;
      const k = rng.int(2, 15);
      const n = rng.int(2, 30);
      const add = rng.bool();
      const newX = add ? p * k + n : p * k - n;
      if (newX <= 0) continue;
      const g = gcd(newX, q * k);
      const [r, s] = [newX / g, (q * k) / g];
      if (r * q === s * p || r > 20 || s > 20) continue;
      const verb = add ? `$${n}$ more ${x} join` : `$${n}$ ${x} leave`;
      return {
        text: `${where}, the ratio of ${x} to ${y} is $${texRatio([p, q])}$. Then ${verb}, and the number of ${y} stays the same. The ratio ${x} : ${y} is now $${texRatio([r, s])}$. How many ${x} were there at the start?`,
        answer: integerAnswer(p * k),
        misconceptions: intWrongs([
          [newX, `That is the number of ${x} now. Find how many there were before the change.`],
          [q * k, `That is the number of ${y}.`],
          [k, `That is one part of the original ratio. There were $${p}$ parts of ${x}.`],
          [add ? p * k + 2 * n : p * k - 2 * n, `Undo the change: ${add ? "subtract" : "add"} $${n}$.`],
          [(p + q) * k, "That is the whole group at the start."],
          [n, `That is how many ${x} ${add ? "joined" : "left"}, not how many there were at the start.`],
        ]),
        solution: [
          `Let the start be $${p}k$ ${x} and $${q}k$ ${y}. After the change: $\\frac{${p}k ${add ? "+" : "-"} ${n}}{${q}k} = \\frac{${r}}{${s}}$`,
          `Cross-multiply: $${s}(${p}k ${add ? "+" : "-"} ${n}) = ${r} \\times ${q}k$, so $${s * p}k ${add ? "+" : "-"} ${s * n} = ${r * q}k$`,
          `$${Math.abs(r * q - s * p)}k = ${s * n}$, so $k = ${k}$ and there were $${p} \\times ${k} = ${p * k}$ ${x}.`,
        ],
        hint: `Write the numbers as ${p}k and ${q}k, then use the new ratio to make an equation in k.`,
        difficulty: 5,
      };
    }
  },
};

export const ratioFractionTemplates: Template[] = [ratioFractions, combineRatios, changingRatio];
