/** Missing probabilities in a table, expected outcomes and relative frequency. */

import { integerAnswer, multiPartAnswer } from "../../core/answers.js";
import { article } from "../../core/english.js";
import { texFrac, texFracRaw, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { at, decStr, decWrongs, F, type Fraction, level, multiWrongs, numWrongs } from "../ratio/kit.js";
import { probAnswer, probDecimalAnswer } from "./shared.js";

const OUTCOME_SETS = [
  ["spinning a biased spinner", "colour", ["red", "blue", "green", "yellow"]],
  ["rolling a biased dice", "score", ["1", "2", "3", "4", "5", "6"]],
  ["taking a sweet from a bag (and putting it back)", "flavour", ["lemon", "cherry", "lime", "orange"]],
  ["a survey of how pupils travel to school", "way", ["walk", "bus", "car", "cycle"]],
] as const;

const dec = (f: Fraction) => tn(decStr(f));

export const missingProbability: Template = {
  id: "probability.complement.missing-in-table",
  title: "Find a missing probability in a table",
  objective: "Use the fact that probabilities of all outcomes add up to 1",
  topics: ["probability.complement"],
  difficulty: [3, 4],
  generate(rng) {
    const [thing, what, outcomes] = rng.pick(OUTCOME_SETS);
    const k = outcomes.length > 4 ? outcomes.length : rng.int(3, 4);
    const names = outcomes.slice(0, k);
    const algebra = rng.chance(0.4);
    if (algebra) {
      // two outcomes have probabilities x and m·x; the rest are known
      const m = rng.int(2, 4);
      for (;;) {
        const known = names.slice(2).map(() => F(rng.int(1, 30), 100));
        const rest = F(1).sub(known.reduce((a, b) => a.add(b), F(0)));
        const x = rest.div(m + 1);
        if (rest.compare(F(1, 10)) <= 0 || x.mul(100).d !== 1n) continue;
        const askLarger = rng.bool();
        const value = askLarger ? x.mul(m) : x;
        const cells = [`$x$`, `$${m}x$`, ...known.map((p) => `$${dec(p)}$`)];
        const table = `| ${what[0]?.toUpperCase()}${what.slice(1)} | ${names.join(" | ")} |\n|${"---|".repeat(k + 1)}\n| Probability | ${cells.join(" | ")} |`;
        return {
          text: `The table shows the probabilities of the outcomes of ${thing}.\n\n${table}\n\nWork out the probability of **${at(names, askLarger ? 1 : 0)}**.`,
          answer: probDecimalAnswer(value),
          misconceptions: numWrongs([
            [
              askLarger ? x : x.mul(m),
              askLarger
                ? `That is $x$. The probability of ${at(names, 1)} is $${m}x$.`
                : `That is $${m}x$. The question asks for $x$.`,
            ],
            [rest, `That is $x + ${m}x$ together: divide by $${m + 1}$.`],
            [rest.div(m), `$x + ${m}x = ${m + 1}x$, so divide by $${m + 1}$, not $${m}$.`],
            [
              F(1)
                .sub(rest)
                .div(m + 1),
              "First subtract the known probabilities from 1.",
            ],
            [askLarger ? rest.div(2) : rest.div(m + 2), `$x + ${m}x = ${m + 1}x$.`],
          ]),
          solution: [
            `All the probabilities add up to 1: $x + ${m}x = 1 - (${known.map(dec).join(" + ")}) = ${dec(rest)}$`,
            `$${m + 1}x = ${dec(rest)}$, so $x = ${dec(x)}$${askLarger ? ` and $${m}x = ${dec(value)}$` : ""}.`,
          ],
          hint: "The probabilities of all the outcomes add up to 1. Write an equation in x.",
          difficulty: 4,
        };
      }
    }
    for (;;) {
      const ps = names.map(() => F(rng.int(1, 40), 100));
      const missing = rng.int(0, k - 1);
      const others = ps.filter((_, i) => i !== missing).reduce((a, b) => a.add(b), F(0));
      const value = F(1).sub(others);
      if (value.compare(F(1, 20)) < 0) continue;
      const cells = ps.map((p, i) => (i === missing ? "?" : `$${dec(p)}$`));
      const table = `| ${what[0]?.toUpperCase()}${what.slice(1)} | ${names.join(" | ")} |\n|${"---|".repeat(k + 1)}\n| Probability | ${cells.join(" | ")} |`;
      const rule = { kind: "exact" } as const;
      return {
        text: `The table shows the probabilities of the outcomes of ${thing}.\n\n${table}\n\nWork out the missing probability.`,
        answer: probDecimalAnswer(value),
        misconceptions: decWrongs(
          [
            [others, "That is the total of the others. The missing one is 1 minus that total."],
            [F(1).sub(others).div(k), "Only one probability is missing: it is 1 minus the total of the others."],
            [F(1, k), "The outcomes are not equally likely here: use the table."],
            [F(1).sub(others).add(F(1, 10)), "Add the known probabilities carefully, then subtract from 1."],
            [F(100).sub(others.mul(100)), "Probabilities add up to 1, not 100, when written as decimals."],
          ],
          rule,
        ),
        solution: [
          `Total of the known probabilities: $${ps
            .filter((_, i) => i !== missing)
            .map(dec)
            .join(" + ")} = ${dec(others)}$`,
          `Missing probability: $1 - ${dec(others)} = ${dec(value)}$`,
        ],
        hint: "The probabilities of all the outcomes add up to 1.",
        difficulty: 3,
      };
    }
  },
};

export const expectedCount: Template = {
  id: "probability.expected.number-of-times",
  title: "Expected number of times an outcome happens",
  objective: "Work out expected outcomes",
  topics: ["probability.expected-outcomes"],
  difficulty: [3, 4],
  generate(rng) {
    const kind = rng.pick(["decimal", "fraction", "dice", "percent"] as const);
    let p: Fraction;
    let text: string;
    let trials: number;
    if (kind === "dice") {
      const sides = rng.pick([6, 8, 10, 12]);
      const c = rng.int(1, sides - 1);
      p = F(c, sides);
      trials = sides * rng.int(5, 60);
      const face = c === 1 ? rng.int(1, sides) : 0;
      const ev = c === 1 ? `${article(face)} $${face}$` : `a number less than $${c + 1}$`;
      text = `A fair ${sides}-sided dice, numbered 1 to ${sides}, is rolled $${tn(trials)}$ times. How many times would you expect to roll ${ev}?`;
    } else {
      const [event, action] = rng.pick([
        [
          "a spinner lands on red",
          (n: string) => `The spinner is spun ${n} times. How many times would you expect it to land on red?`,
        ],
        [
          "a drawing pin lands point up",
          (n: string) => `The pin is dropped ${n} times. How many times would you expect it to land point up?`,
        ],
        ["a seed grows", (n: string) => `${n} seeds are planted. How many would you expect to grow?`],
        ["a biased coin lands heads", (n: string) => `The coin is thrown ${n} times. How many heads would you expect?`],
        [
          "a bus is late",
          (n: string) => `The bus runs ${n} times this term. On how many days would you expect it to be late?`,
        ],
      ] as const);
      if (kind === "fraction") {
        const d = rng.pick([3, 4, 5, 6, 8, 10, 20, 25]);
        p = F(rng.int(1, d - 1), d);
      } else p = F(rng.int(1, 19) * 5, 100);
      trials = Number(p.d) * rng.int(2, 50);
      const shown = kind === "fraction" ? texFrac(p) : kind === "percent" ? `${tn(decStr(p.mul(100)))}\\%` : dec(p);
      text = `The probability that ${event} is $${shown}$. ${action(`$${tn(trials)}$`)}`;
    }
    const expected = p.mul(trials);
    return {
      text,
      answer: integerAnswer(expected),
      misconceptions: numWrongs([
        [F(trials).div(p), "Multiply the number of trials by the probability; don't divide."],
        [F(trials).sub(expected), "That is how many times you would expect it not to happen."],
        [p.mul(100), "Multiply the probability by the number of trials in this question."],
        [F(trials).mul(p.n), `Multiply by the whole probability $${texFrac(p)}$, not just the numerator.`],
        [F(trials, 2), "The outcome is not an even chance: use its probability."],
      ]),
      solution: [
        `Expected number $= \\text{probability} \\times \\text{number of trials} = ${texFrac(p)} \\times ${tn(trials)} = ${tn(Number(expected))}$`,
      ],
      hint: "Expected number = probability × number of trials.",
      difficulty: level(kind === "decimal" || kind === "dice" ? 3 : 4),
    };
  },
};

export const relativeFrequency: Template = {
  id: "probability.expected.relative-frequency",
  title: "Relative frequency from an experiment, and predictions",
  topics: ["probability.expected-outcomes"],
  difficulty: [3, 4],
  generate(rng) {
    const [thing, what, outcomes] = rng.pick(OUTCOME_SETS);
    const k = outcomes.length;
    const names = outcomes.slice(0, k);
    const total = rng.pick([20, 25, 40, 50, 60, 80, 100, 120, 200, 250]);
    // frequencies adding to the total
    const cuts = rng.distinctInts(k - 1, 1, total - 1).sort((a, b) => a - b);
    const freqs = [...cuts, total].map((c, i) => c - (i === 0 ? 0 : at(cuts, i - 1)));
    const i = rng.int(0, k - 1);
    const f = at(freqs, i);
    const rf = F(f, total);
    const more = rng.pick([2, 3, 4, 5, 10]) * total;
    const predicted = rf.mul(more);
    const table = `| ${what[0]?.toUpperCase()}${what.slice(1)} | ${names.join(" | ")} |\n|${"---|".repeat(k + 1)}\n| Frequency | ${freqs.join(" | ")} |`;
    const survey = thing.startsWith("a survey");
    return {
      text: `The table shows the results of ${thing}.\n\n${table}\n\n(a) Work out the relative frequency of **${at(names, i)}**. (b) Use it to estimate ${survey ? `how many of $${tn(more)}$ pupils would ${at(names, i)}` : `how many times ${at(names, i)} would happen in $${tn(more)}$ trials`}.`,
      answer: multiPartAnswer([
        { id: "a", prompt: `Relative frequency of ${at(names, i)}`, answer: probAnswer(rf) },
        { id: "b", prompt: "Estimate", answer: integerAnswer(predicted) },
      ]),
      misconceptions: multiWrongs([
        [
          [F(f, total - f), F(f * more, total - f).round(0)],
          "Relative frequency = frequency ÷ total number of trials.",
        ],
        [[F(1, k), F(more, k)], "The outcomes did not happen equally often: use the frequency."],
        [[rf, F(f + more)], "Multiply the relative frequency by the number of trials, don't add."],
        [[F(f), F(f * more)], `Divide the frequency by the total, $${total}$, first.`],
      ]),
      solution: [
        `Total trials: $${freqs.join(" + ")} = ${total}$`,
        `Relative frequency $= ${texFracRaw(f, total)}${F(f, total).d !== BigInt(total) ? ` = ${texFrac(rf)}` : ""}$`,
        `Estimate: $${texFrac(rf)} \\times ${tn(more)} = ${tn(Number(predicted))}$`,
      ],
      hint: "Relative frequency = how many times it happened ÷ total number of trials.",
      difficulty: level(total > 100 ? 4 : 3),
    };
  },
};

export const expectedTemplates: Template[] = [missingProbability, expectedCount, relativeFrequency];
