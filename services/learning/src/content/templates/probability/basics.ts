/** The probability scale, single events, and probabilities that add up to 1. */
import { choiceAnswer, integerAnswer, percentageAnswer } from "../../core/answers.js";
import { gcd } from "../../core/intmath.js";
import type { Rng } from "../../core/rng.js";
import { texFrac, texFracRaw, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import {
  at,
  choiceWrongs,
  decStr,
  decWrongs,
  F,
  type Fraction,
  level,
  numWrongs,
  pctWrongs,
  sum,
} from "../ratio/kit.js";
import { probAnswer, probDecimalAnswer, probWrongs } from "./shared.js";

const WORDS = ["Impossible", "Unlikely", "Even chance", "Likely", "Certain"] as const;

function wordFor(p: Fraction): (typeof WORDS)[number] {
  if (p.equals(0)) return "Impossible";
  if (p.equals(1)) return "Certain";
  const c = p.compare(F(1, 2));
  return c < 0 ? "Unlikely" : c > 0 ? "Likely" : "Even chance";
}

const COLOURS = ["red", "blue", "green", "yellow", "purple", "white"] as const;

function bag(rng: Rng, n: number): [string[], number[]] {
  const colours = rng.sample(COLOURS, n);
  return [colours, colours.map(() => rng.int(1, 12))];
}

export const probabilityScale: Template = {
  id: "probability.scale.words-and-values",
  title: "Describe probabilities in words and spot impossible values",
  objective: "Use the probability scale from 0 to 1",
  topics: ["probability.probability-scale"],
  difficulty: [1, 3],
  generate(rng) {
    const variant = rng.pick(["value", "event", "event", "invalid"] as const);
    if (variant === "invalid") {
      const bad = rng.pick([
        () => tn(decStr(F(rng.int(101, 199), 100))),
        () => `-${tn(decStr(F(rng.int(1, 9), 10)))}`,
        () => texFracRaw(rng.int(6, 12), rng.int(2, 5)),
        () => `${rng.int(101, 150)}\\%`,
      ])();
      const goods = new Set<string>();
      while (goods.size < 3) {
        goods.add(
          rng.pick([
            () => tn(decStr(F(rng.int(1, 99), 100))),
            () => {
              const d = rng.int(2, 12);
              return texFracRaw(rng.int(1, d), d);
            },
            () => `${rng.int(0, 100)}\\%`,
            () => rng.pick(["0", "1"]),
          ])(),
        );
      }
      const answer = choiceAnswer(
        rng,
        `$${bad}$`,
        [...goods].map((g) => `$${g}$`),
      );
      return {
        text: "Which of these **cannot** be a probability?",
        answer,
        misconceptions: choiceWrongs(answer, (t) =>
          t === "$0$" || t === "$1$"
            ? "0 (impossible) and 1 (certain) are both on the probability scale."
            : "Every probability is between 0 and 1 (or 0% and 100%); this one is.",
        ),
        solution: [`Probabilities go from $0$ to $1$ (or $0\\%$ to $100\\%$). $${bad}$ is outside that range.`],
        hint: "A probability can't be less than 0 or more than 1.",
        difficulty: level(bad.includes("frac") ? 3 : 2),
      };
    }
    let p: Fraction;
    let what: string;
    if (variant === "value") {
      const kind = rng.pick(["dec", "frac", "pct", "edge"] as const);
      if (kind === "edge") {
        p = F(rng.pick([0, 1, 1, 0, 2, 2]), 2);
        what = `$${texFrac(p)}$`;
      } else if (kind === "dec") {
        p = F(rng.int(1, 99), 100);
        what = `$${tn(decStr(p))}$`;
      } else if (kind === "pct") {
        p = F(rng.int(1, 99), 100);
        what = `$${tn(decStr(p.mul(100)))}\\%$`;
      } else {
        const d = rng.int(2, 20);
        p = F(rng.int(1, d - 1), d);
        what = `$${texFracRaw(Number(p.n) * (d / Number(p.d)), d)}$`;
      }
      what = `An event has a probability of ${what}. Which word describes how likely it is?`;
    } else {
      const [colours, counts] = bag(rng, 2);
      const total = sum(counts);
      const sides = rng.pick([6, 8, 10, 12]);
      const g = rng.int(1, sides - 1);
      const dice = `A fair ${sides}-sided dice, numbered 1 to ${sides}, is rolled.`;
      const events: [string, Fraction][] = [
        [
          `A bag has $${counts[0]}$ ${colours[0]} and $${counts[1]}$ ${colours[1]} counters. One counter is picked at random. How likely is it to be ${colours[0]}?`,
          F(at(counts, 0), total),
        ],
        [`A bag has only ${colours[0]} counters. One is picked at random. How likely is it to be ${colours[1]}?`, F(0)],
        [`${dice} How likely is a number less than $${sides + rng.int(1, 5)}$?`, F(1)],
        [`${dice} How likely is an even number?`, F(1, 2)],
        [`${dice} How likely is a number greater than $${g}$?`, F(sides - g, sides)],
      ];
      [what, p] = rng.pick(events);
    }
    const correct = wordFor(p);
    const answer = choiceAnswer(
      rng,
      correct,
      WORDS.filter((w) => w !== correct),
      5,
    );
    return {
      text: what,
      answer,
      misconceptions: choiceWrongs(answer, (w) =>
        w === "Impossible" || w === "Certain"
          ? `${w} means a probability of exactly ${w === "Impossible" ? "0" : "1"}.`
          : w === "Even chance"
            ? "Even chance means exactly one half."
            : "Compare the probability with one half: below it is unlikely, above it is likely.",
      ),
      solution: [
        `The probability is $${texFrac(p)}$.`,
        p.equals(0) || p.equals(1)
          ? `A probability of $${texFrac(p)}$ means ${correct.toLowerCase()}.`
          : `It is ${p.compare(F(1, 2)) === 0 ? "exactly" : p.compare(F(1, 2)) < 0 ? "less than" : "more than"} $\\frac{1}{2}$, so: ${correct.toLowerCase()}.`,
      ],
      hint: "0 is impossible, 1/2 is even chance, 1 is certain.",
      difficulty: level(variant === "value" ? 1 : 2),
    };
  },
};

export const bagProbability: Template = {
  id: "probability.single.counters-in-a-bag",
  title: "Probability of picking a colour from a bag",
  objective: "Find probabilities of single events",
  topics: ["probability.single-event"],
  difficulty: [2, 4],
  generate(rng) {
    const [colours, counts] = bag(rng, rng.int(3, 4));
    const total = sum(counts);
    const list = colours.map((c, i) => `$${counts[i]}$ ${c}`);
    const desc = `A bag contains ${list.slice(0, -1).join(", ")} and ${list[list.length - 1]} counters. One counter is taken at random.`;
    const variant = rng.pick(["one", "one", "not", "either", "add"] as const);
    const [i, j] = [0, 1];
    const ci = at(counts, i);
    const cj = at(counts, j);
    if (variant === "add") {
      // add counters of one colour until its probability is a target
      const target = rng.pick([F(1, 2), F(1, 3), F(2, 3), F(1, 4), F(3, 4), F(2, 5)]);
      const num = Number(target.n);
      const den = Number(target.d);
      // ci + x = target × (total + x)  ->  x = (num·total − den·ci) / (den − num)
      const x = F(num * total - den * ci, den - num);
      if (x.d !== 1n || x.compare(1) < 0 || x.compare(30) > 0) return bagProbability.generate(rng);
      const xv = Number(x);
      return {
        text: `${desc} How many more ${colours[i]} counters must be added to the bag so that the probability of taking a ${colours[i]} counter is $${texFrac(target)}$?`,
        answer: integerAnswer(xv),
        misconceptions: numWrongs([
          [F(total).mul(target).sub(ci), "Adding counters also makes the total bigger: include them in the total too."],
          [F(total).mul(target), "That is how many there would be altogether, not how many to add."],
          [F(xv + ci), `That is the number of ${colours[i]} counters at the end: some are already in the bag.`],
          [F(xv + 1), "Check: with that many added, is the probability exactly right?"],
          [F(Math.max(1, xv - 1)), "Check: with that many added, is the probability exactly right?"],
        ]),
        solution: [
          `Add $x$ ${colours[i]} counters: $\\frac{${ci} + x}{${total} + x} = ${texFrac(target)}$`,
          `$${den}(${ci} + x) = ${num}(${total} + x)$, so ${den - num === 1 ? "" : `$${den - num}x = ${num * total - den * ci}$ and `}$x = ${xv}$.`,
        ],
        hint: "Call the number added x. Both the number of that colour and the total go up by x.",
        difficulty: 4,
      };
    }
    const favourable = variant === "one" ? ci : variant === "not" ? total - ci : ci + cj;
    const p = F(favourable, total);
    const event =
      variant === "one" ? colours[i] : variant === "not" ? `not ${colours[i]}` : `${colours[i]} or ${colours[j]}`;
    return {
      text: `${desc} What is the probability that it is ${event}?`,
      answer: probAnswer(p),
      misconceptions: probWrongs([
        [
          F(favourable, total - favourable),
          "The denominator is the total number of counters, not the number of other counters.",
        ],
        [F(1, colours.length), "The colours are not equally likely: there are different numbers of each."],
        [
          F(total - favourable, total),
          `That is the probability of it ${variant === "not" ? "being" : "not being"} ${colours[i]}.`,
        ],
        [
          variant === "either" ? F(ci * cj, total * total) : F(favourable, total + 1),
          variant === "either"
            ? "For one counter being one colour or another, add the counts."
            : "Count all the counters for the denominator.",
        ],
        [F(favourable + 1, total), "Count the counters of that colour carefully."],
      ]),
      solution: [
        `There are $${counts.join(" + ")} = ${total}$ counters, and $${favourable}$ of them are ${event}.`,
        `$P(\\text{${event}}) = ${texFracRaw(favourable, total)}${gcd(favourable, total) > 1 ? ` = ${texFrac(p)}` : ""}$`,
      ],
      hint: "Probability = number of ways it can happen ÷ total number of equally likely outcomes.",
      difficulty: level(variant === "one" ? 2 : 3),
    };
  },
};

interface NumEvent {
  readonly name: string;
  readonly test: (n: number) => boolean;
}

const isPrime = (n: number) => n > 1 && [...Array(Math.floor(Math.sqrt(n)) - 1)].every((_, i) => n % (i + 2) !== 0);

function numberEvents(rng: Rng, hi: number): NumEvent[] {
  const k = rng.int(2, Math.max(2, Math.floor(hi / 3)));
  const g = rng.int(2, hi - 2);
  const m = rng.pick([12, 18, 20, 24, 30, 36]);
  return [
    { name: "an even number", test: (n) => n % 2 === 0 },
    { name: "an odd number", test: (n) => n % 2 === 1 },
    { name: "a prime number", test: isPrime },
    { name: `a multiple of $${k}$`, test: (n) => n % k === 0 },
    { name: `a number greater than $${g}$`, test: (n) => n > g },
    { name: `a number less than $${g}$`, test: (n) => n < g },
    { name: `a factor of $${m}$`, test: (n) => m % n === 0 },
    { name: "a square number", test: (n) => Number.isInteger(Math.sqrt(n)) },
  ];
}

export const numberProbability: Template = {
  id: "probability.single.numbers",
  title: "Probability with dice, spinners and number cards",
  topics: ["probability.single-event"],
  difficulty: [2, 3],
  generate(rng) {
    const kind = rng.pick(["dice", "cards", "spinner"] as const);
    const hi = kind === "dice" ? rng.pick([6, 8, 10, 12, 20]) : kind === "cards" ? rng.int(10, 30) : rng.int(5, 12);
    const setup =
      kind === "dice"
        ? `A fair ${hi}-sided dice, numbered $1$ to $${hi}$, is rolled.`
        : kind === "cards"
          ? `Cards numbered $1$ to $${hi}$ are shuffled and one is picked at random.`
          : `A fair spinner has $${hi}$ equal sections numbered $1$ to $${hi}$. It is spun once.`;
    for (;;) {
      const ev = rng.pick(numberEvents(rng, hi));
      const nums = Array.from({ length: hi }, (_, i) => i + 1).filter(ev.test);
      if (nums.length === 0 || nums.length === hi) continue;
      const c = nums.length;
      const p = F(c, hi);
      const strictShift = ev.name.includes("than") ? c + 1 : c - 1;
      return {
        text: `${setup} What is the probability of getting ${ev.name}?`,
        answer: probAnswer(p),
        misconceptions: probWrongs([
          [F(c, hi - c), `The denominator is all $${hi}$ possible outcomes.`],
          [F(1, hi), `There are $${c}$ numbers that work, not just one.`],
          [F(hi - c, hi), "That is the probability of it not happening."],
          [
            strictShift > 0 && strictShift < hi ? F(strictShift, hi) : null,
            ev.name.includes("than")
              ? "Check whether the number itself is included."
              : "List the numbers that work and count them carefully.",
          ],
          [F(1, c), "Probability = successful outcomes ÷ all outcomes."],
          [c > 1 ? F(c - 1, hi) : F(c + 1, hi), "List the numbers that work and count them carefully."],
        ]),
        solution: [
          `The numbers that work: $${nums.join(", ")}$, which is $${c}$ out of $${hi}$.`,
          `$P = ${texFracRaw(c, hi)}${gcd(c, hi) > 1 ? ` = ${texFrac(p)}` : ""}$`,
        ],
        hint: "List the numbers that fit, count them, and divide by how many numbers there are.",
        difficulty: level(
          ev.name.includes("prime") || ev.name.includes("factor") || ev.name.includes("square") ? 3 : 2,
        ),
      };
    }
  },
};

const EVENTS = [
  ["it rains tomorrow", "it does not rain tomorrow"],
  ["the bus is late", "the bus is not late"],
  ["a seed grows", "the seed does not grow"],
  ["a team wins its next match", "the team does not win its next match"],
  ["a light bulb is faulty", "the light bulb is not faulty"],
  ["a biased coin lands heads", "the coin lands tails"],
] as const;

export const notEvent: Template = {
  id: "probability.complement.not-happening",
  title: "Probability of an event not happening",
  objective: "Use the fact that probabilities add up to 1",
  topics: ["probability.complement"],
  difficulty: [2, 3],
  generate(rng) {
    const [ev, not] = rng.pick(EVENTS);
    const form = rng.pick(["dec", "frac", "pct"] as const);
    if (form === "frac") {
      const d = rng.int(5, 25);
      const n = rng.intExcept(1, d - 1, [d / 2]);
      const p = F(n, d);
      return {
        text: `The probability that ${ev} is $${texFracRaw(n, d)}$. What is the probability that ${not}?`,
        answer: probAnswer(F(d - n, d)),
        misconceptions: probWrongs([
          [p, "That is the probability that it does happen."],
          [F(1, d - n), "Subtract from 1: the two probabilities add up to 1."],
          [F(d, n).compare(1) > 0 ? null : F(d, n), "Subtract from 1."],
          [F(d - n, d + n), "Write 1 as a fraction with the same denominator, then subtract."],
          [F(d - n, n), "Subtract from 1: the two probabilities add up to 1."],
          [F(Math.max(1, d - n - 1), d), "Check your subtraction from 1."],
        ]),
        solution: [`$1 - ${texFracRaw(n, d)} = ${texFracRaw(d, d)} - ${texFracRaw(n, d)} = ${texFracRaw(d - n, d)}$`],
        hint: "The probability something happens and the probability it doesn't add up to 1.",
        difficulty: 2,
      };
    }
    let hundredths: number;
    do hundredths = rng.chance(0.6) ? rng.int(1, 99) : rng.int(1, 9) * 10 + rng.int(0, 1) * 5;
    while (hundredths === 50);
    const p = F(hundredths, 100);
    const q = F(1).sub(p);
    // 1 − 0.35 done digit by digit as 0.75: the tenths are taken from 10 and the hundredths kept
    const [tenths, hund] = [Math.floor(hundredths / 10), hundredths % 10];
    const digitSlip = hund > 0 && tenths > 0 ? F(10 - tenths, 10).add(F(hund, 100)) : null;
    if (form === "pct") {
      return {
        text: `The probability that ${ev} is $${hundredths}\\%$. What is the probability that ${not}? Give your answer as a percentage.`,
        answer: percentageAnswer(q.mul(100)),
        misconceptions: pctWrongs(
          [
            [F(hundredths), "That is the probability that it does happen."],
            [
              digitSlip ? digitSlip.mul(100) : null,
              "Check the subtraction: take the whole number from 100, not digit by digit.",
            ],
            [F(110 - hundredths), "Check your subtraction from 100."],
            [F(100 + hundredths), "The two percentages add up to 100%: subtract."],
            [q, "That is the answer as a decimal: as a percentage it is 100 times bigger."],
          ],
          { kind: "exact" },
        ),
        solution: [`$100\\% - ${hundredths}\\% = ${tn(decStr(q.mul(100)))}\\%$`],
        hint: "The two probabilities add up to 100%.",
        difficulty: 2,
      };
    }
    return {
      text: `The probability that ${ev} is $${tn(decStr(p))}$. What is the probability that ${not}?`,
      answer: probDecimalAnswer(q),
      misconceptions: decWrongs(
        [
          [p, "That is the probability that it does happen."],
          [digitSlip, "Check the subtraction: 1 is 1.00, so take away carefully."],
          [F(1).sub(p).add(F(1, 10)), "Check the subtraction: 1 is 1.00."],
          [
            F(100 - hundredths),
            "Probabilities written as decimals are between 0 and 1: work out 1 minus the probability.",
          ],
          [p.add(1), "The two probabilities add up to 1: subtract from 1."],
        ],
        { kind: "exact" },
      ),
      solution: [`$1 - ${tn(decStr(p))} = ${tn(decStr(q))}$`],
      hint: "The probability that something happens and the probability it doesn't add up to 1.",
      difficulty: level(hundredths % 10 === 0 ? 2 : 3),
    };
  },
};

export const basicTemplates: Template[] = [probabilityScale, bagProbability, numberProbability, notEvent];
