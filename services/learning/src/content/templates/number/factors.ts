/** Factors, multiples and primes. */
import { choiceAnswer, integerAnswer } from "../../core/answers.js";
import { factorsOf, isPerfectSquare, primesBetween } from "../../core/intmath.js";
import type { Misconception, Template } from "../../core/types.js";
import { intWrongs } from "./shared.js";

const choiceWrongs = (
  answer: { options: readonly { id: string }[]; correctId: string },
  feedback: string,
): Misconception[] => answer.options.filter((o) => o.id !== answer.correctId).map((o) => ({ answer: o.id, feedback }));

export const countFactors: Template = {
  id: "number.factors.count-factors",
  title: "How many factors does a number have?",
  topics: ["number.factors-multiples"],
  difficulty: [1, 3],
  generate(rng) {
    // any number from 12 to 300 with at least 4 factors (about 230 of them, so questions rarely repeat)
    let n = rng.int(12, 300);
    while (factorsOf(n).length < 4) n = rng.int(12, 300);
    const f = factorsOf(n);
    const square = isPerfectSquare(n);
    return {
      text: `How many factors does $${n}$ have?`,
      answer: integerAnswer(f.length),
      misconceptions: intWrongs([
        [f.length - 2, "1 and the number itself are factors too."],
        [Math.ceil(f.length / 2), "Count both numbers in every factor pair."],
        [
          square ? f.length + 1 : f.length - 1,
          square
            ? `$${Math.sqrt(n)} \\times ${Math.sqrt(n)}$ only gives one factor, so count it once.`
            : "Check you found every factor pair.",
        ],
        [f.length + 2, "Check each number really divides exactly."],
      ]),
      solution: [
        `Find the factor pairs: ${f
          .filter((x) => x * x <= n)
          .map((x) => `$${x} \\times ${n / x}$`)
          .join(", ")}.`,
        `The factors are $${f.join(", ")}$, so there are $${f.length}$.`,
      ],
      hint: "Work in pairs: 1 × ?, 2 × ?, 3 × ? ... until the pairs meet.",
      difficulty: f.length > 10 ? 3 : f.length > 6 ? 2 : 1,
    };
  },
};

export const multipleOf: Template = {
  id: "number.factors.which-is-multiple",
  title: "Recognise multiples and factors",
  topics: ["number.factors-multiples"],
  difficulty: [1, 2],
  generate(rng) {
    const k = rng.int(3, 15);
    const askMultiple = rng.bool();
    if (askMultiple) {
      const m = rng.int(3, 12) * k;
      const kFactors = factorsOf(k).filter((x) => x > 1 && x < k);
      const distractors = [m + 1, m - 1, m + Math.ceil(k / 2), ...kFactors, k * 10 + 1, m + 2].filter(
        (x) => x % k !== 0,
      );
      const answer = choiceAnswer(
        rng,
        `$${m}$`,
        rng.shuffle([...new Set(distractors)]).map((x) => `$${x}$`),
      );
      return {
        text: `Which of these numbers is a multiple of $${k}$?`,
        answer,
        misconceptions: choiceWrongs(
          answer,
          `A multiple of ${k} is in the ${k} times table: it divides by ${k} exactly.`,
        ),
        solution: [
          `$${m} = ${k} \\times ${m / k}$, so $${m}$ is a multiple of $${k}$.`,
          `The other numbers leave a remainder when divided by $${k}$.`,
        ],

        hint: `Which number is in the ${k} times table?`,
        difficulty: m > 100 ? 2 : 1,
      };
    }
    const n = k * rng.int(3, 12);
    const factors = factorsOf(n).filter((x) => x > 1 && x < n);
    const correct = rng.pick(factors);
    const distractors = [n * 2, n + correct, ...[4, 5, 6, 7, 8, 9, 11, 12, 13].filter((x) => n % x !== 0)];
    const answer = choiceAnswer(
      rng,
      `$${correct}$`,
      rng.shuffle([...new Set(distractors)]).map((x) => `$${x}$`),
    );
    return {
      text: `Which of these numbers is a factor of $${n}$?`,
      answer,
      misconceptions: choiceWrongs(answer, `A factor of ${n} divides ${n} exactly, with no remainder.`),
      solution: [`$${n} \\div ${correct} = ${n / correct}$ exactly, so $${correct}$ is a factor of $${n}$.`],
      hint: `Which number divides into $${n}$ with no remainder?`,
      difficulty: n > 60 ? 2 : 1,
    };
  },
};

const ODD_COMPOSITES = [9, 15, 21, 25, 27, 33, 35, 39, 45, 49, 51, 55, 57, 63, 65, 69, 77, 81, 85, 87, 91, 93, 95, 99];

export const identifyPrime: Template = {
  id: "number.primes.identify",
  title: "Identify a prime number",
  topics: ["number.primes"],
  difficulty: [1, 3],
  generate(rng) {
    const prime = rng.pick(primesBetween(2, 97));
    const others = rng.sample(ODD_COMPOSITES, 2);
    const extra = rng.pick([1, rng.pick([4, 6, 8, 10, 12, 14, 16]), rng.pick(ODD_COMPOSITES)]);
    const answer = choiceAnswer(
      rng,
      `$${prime}$`,
      [...others, extra, rng.pick(ODD_COMPOSITES)].filter((x) => x !== prime).map((x) => `$${x}$`),
    );
    const explain = (x: number) =>
      x === 1
        ? "1 is not prime: a prime has exactly two factors."
        : `$${x} = ${factorsOf(x)[1]} \\times ${x / (factorsOf(x)[1] ?? 1)}$`;
    return {
      text: "Which of these numbers is prime?",
      answer,
      misconceptions: answer.options
        .filter((o) => o.id !== answer.correctId)
        .map((o) => {
          const x = Number(o.text.replace(/\$/g, ""));
          return {
            answer: o.id,
            feedback:
              x === 1
                ? "1 is not a prime number: primes have exactly two factors."
                : `${x} is not prime: it divides by ${factorsOf(x)[1]}.`,
          };
        }),
      solution: [
        ...answer.options
          .filter((o) => o.id !== answer.correctId)
          .map((o) => `${o.text}: ${explain(Number(o.text.replace(/\$/g, "")))}, so it is not prime.`),
        `$${prime}$ has only two factors, $1$ and $${prime}$, so it is prime.`,
      ],
      hint: "A prime number has exactly two factors: 1 and itself. Try dividing by 2, 3, 5 and 7.",
      difficulty: prime > 50 ? 3 : prime > 20 ? 2 : 1,
    };
  },
};

export const countPrimes: Template = {
  id: "number.primes.count-in-range",
  title: "Count the primes in a range",
  topics: ["number.primes"],
  difficulty: [2, 3],
  generate(rng) {
    const lo = rng.int(1, 80);
    const hi = lo + rng.int(8, 25);
    const primes = primesBetween(lo + 1, hi - 1);
    const odds = Array.from({ length: hi - lo - 1 }, (_, i) => lo + 1 + i).filter((x) => x % 2 === 1).length;
    return {
      text: `How many prime numbers are there between $${lo}$ and $${hi}$?`,
      answer: integerAnswer(primes.length),
      misconceptions: intWrongs([
        [odds, "Not every odd number is prime, for example 9 and 15."],
        [
          primes.length + 1,
          lo === 1 ? "1 is not a prime number." : "Check each number for factors, for example 2, 3, 5 and 7.",
        ],
        [
          primes.length - 1,
          primes.includes(2) ? "2 is prime: it is the only even prime." : "Check you haven't missed any.",
        ],
        [primes.length + 2, "Check each number for factors, for example 2, 3, 5 and 7."],
      ]),
      solution: [
        `The primes between $${lo}$ and $${hi}$ are ${primes.length ? `$${primes.join(", ")}$` : "none"}.`,
        `That is $${primes.length}$.`,
      ],
      hint: "Cross out even numbers (except 2), then multiples of 3, 5 and 7.",
      difficulty: hi > 50 ? 3 : 2,
    };
  },
};

export const factorTemplates: Template[] = [countFactors, multipleOf, identifyPrime, countPrimes];
