/** Factors, multiples, primes, prime factorisation, HCF and LCM. */
import { choiceAnswer, expressionAnswer, integerAnswer } from "../../core/answers.js";
import { factorsOf, gcd, isPerfectSquare, lcm, primePowers, primesBetween } from "../../core/intmath.js";
import type { Rng } from "../../core/rng.js";
import { tn } from "../../core/tex.js";
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
    const n = rng.pick([
      12, 16, 18, 20, 24, 28, 30, 32, 36, 40, 42, 44, 45, 48, 50, 54, 56, 60, 63, 64, 66, 70, 72, 75, 80, 81, 84, 90,
      96, 98, 100, 108, 112, 120, 126, 144,
    ]);
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

/** a number with a varied prime factorisation, below about 3000 */
function factorisable(rng: Rng): number {
  for (;;) {
    const primes = rng.sample([2, 3, 5, 7, 11, 13], rng.int(2, 3));
    let n = 1;
    for (const p of primes) n *= p ** rng.int(1, p <= 3 ? 4 : p <= 7 ? 2 : 1);
    if (n >= 24 && n <= 3000) return n;
  }
}

const indexForm = (n: number, times = "\\times") =>
  primePowers(n)
    .map(([p, k]) => (k > 1 ? `${p}^{${k}}` : `${p}`))
    .join(` ${times} `);

export const primeFactorisation: Template = {
  id: "number.prime-factors.index-form",
  title: "Write a number as a product of prime factors",
  topics: ["number.prime-factorisation"],
  difficulty: [3, 4],
  generate(rng) {
    const n = factorisable(rng);
    const pp = primePowers(n);
    const expr = pp.map(([p, k]) => (k > 1 ? `${p}^${k}` : `${p}`)).join(" * ");
    const long = pp.flatMap(([p, k]) => Array(k).fill(String(p))).join(" × ");
    const [p0, k0] = pp[0] ?? [2, 1];
    return {
      text: `Write $${tn(n)}$ as a product of its prime factors. Give your answer in index form.`,
      answer: expressionAnswer(expr, [], "prime-index-form"),
      equivalents: [indexForm(n, "×").replace(/[{}]/g, ""), expr.replace(/\*/g, "x")],
      misconceptions: [
        {
          answer: indexForm(n / p0, "×").replace(/[{}]/g, ""),
          feedback: "Multiply your primes back together to check you get the number.",
        },
        {
          answer: `${p0}^${k0 + 1}${pp.length > 1 ? ` × ${indexForm(n / p0 ** k0, "×").replace(/[{}]/g, "")}` : ""}`,
          feedback: "Count how many times each prime appears.",
        },
        {
          answer: pp.map(([p, k]) => `${k}^${p}`).join(" × "),
          feedback: "In index form the prime is the base and the count is the power: 2^3 means 2 × 2 × 2.",
        },
        { answer: pp.map(([p, k]) => `${p * k}`).join(" × "), feedback: "2^3 means 2 × 2 × 2, not 2 × 3." },
      ],
      solution: [
        `Divide by primes repeatedly (a factor tree): $${tn(n)} = ${long.replace(/×/g, "\\times")}$`,
        `In index form: $${tn(n)} = ${indexForm(n)}$`,
      ],
      hint: "Start dividing by the smallest prime that goes in (2, 3, 5, ...), and keep going until you reach 1.",
      difficulty: pp.length >= 3 || n > 500 ? 4 : 3,
    };
  },
};

function pairWithHcf(rng: Rng): [number, number, number] {
  const g = rng.int(2, 15);
  const [m1, m2] = rng.distinctInts(2, 2, 12);
  if (gcd(m1 ?? 1, m2 ?? 1) !== 1) return pairWithHcf(rng);
  return [g * (m1 ?? 1), g * (m2 ?? 1), g];
}

export const hcfLcm: Template = {
  id: "number.hcf-lcm.find",
  title: "Find the HCF or LCM of two numbers",
  topics: ["number.hcf-lcm"],
  difficulty: [2, 4],
  generate(rng) {
    const [a, b, g] = pairWithHcf(rng);
    const l = lcm(a, b);
    const hcf = rng.bool();
    const name = hcf ? "highest common factor (HCF)" : "lowest common multiple (LCM)";
    const value = hcf ? g : l;
    const smallFactor =
      factorsOf(g)
        .filter((x) => x < g)
        .pop() ?? 1;
    return {
      text: `Find the ${name} of $${a}$ and $${b}$.`,
      answer: integerAnswer(value),
      misconceptions: intWrongs([
        [
          hcf ? l : g,
          hcf
            ? "That's the lowest common multiple. The HCF is the biggest number that divides into both."
            : "That's the highest common factor. The LCM is the smallest number both divide into.",
        ],
        [
          a * b,
          hcf
            ? "The HCF divides into both numbers, so it can't be bigger than them."
            : "Multiplying gives a common multiple, but not always the lowest one.",
        ],
        [
          hcf ? smallFactor : l * 2,
          hcf
            ? "That is a common factor, but not the highest one."
            : "That is a common multiple, but not the lowest one.",
        ],
        [
          Math.min(a, b),
          hcf
            ? "The smaller number doesn't divide into the larger one."
            : "The LCM must be a multiple of both numbers.",
        ],
        [Math.max(a, b), "Check: does your answer divide into (or by) both numbers?"],
      ]),
      solution: hcf
        ? [
            `Factors of $${a}$: $${factorsOf(a).join(", ")}$`,
            `Factors of $${b}$: $${factorsOf(b).join(", ")}$`,
            `The highest factor in both lists is $${g}$.`,
          ]
        : [
            `Multiples of $${Math.max(a, b)}$: $${[1, 2, 3, 4].map((i) => i * Math.max(a, b)).join(", ")}, \\dots$`,
            `The first one that is also a multiple of $${Math.min(a, b)}$ is $${l}$.`,
            `(Check: $${l} = ${a} \\times ${b} \\div \\text{HCF} = ${a * b} \\div ${g}$.)`,
          ],
      hint: hcf
        ? "List the factors of each number and find the biggest one in both lists."
        : "List multiples of the bigger number until you reach one the smaller number divides into.",
      difficulty: (l > 100 || a > 60 || b > 60 ? 4 : hcf ? 2 : 3) as 2 | 3 | 4,
    };
  },
};

const CONTEXTS = [
  {
    kind: "lcm",
    text: (a: number, b: number) =>
      `A red light flashes every $${a}$ seconds and a green light flashes every $${b}$ seconds. They flash together now. After how many seconds will they next flash together?`,
    unit: "seconds",
  },
  {
    kind: "lcm",
    text: (a: number, b: number) =>
      `Buses on route A leave every $${a}$ minutes and buses on route B every $${b}$ minutes. Both leave the station at 9:00. After how many minutes will they next leave together?`,
    unit: "minutes",
  },
  {
    kind: "hcf",
    text: (a: number, b: number) =>
      `Priya has $${a}$ pencils and $${b}$ rubbers. She puts them into identical packs with no items left over. What is the greatest number of packs she can make?`,
    unit: undefined,
  },
  {
    kind: "hcf",
    text: (a: number, b: number) =>
      `A gardener has $${a}$ tulips and $${b}$ daffodils. He plants them in identical rows, using all the flowers. What is the greatest number of rows he can plant?`,
    unit: undefined,
  },
] as const;

export const hcfLcmContext: Template = {
  id: "number.hcf-lcm.in-context",
  title: "HCF and LCM problems in context",
  topics: ["number.hcf-lcm"],
  difficulty: [3, 4],
  generate(rng) {
    const ctx = rng.pick(CONTEXTS);
    const [a, b, g] = pairWithHcf(rng);
    const l = lcm(a, b);
    const value = ctx.kind === "hcf" ? g : l;
    return {
      text: ctx.text(a, b),
      answer: integerAnswer(value, ctx.unit),
      misconceptions: intWrongs([
        [
          ctx.kind === "hcf" ? l : g,
          ctx.kind === "hcf"
            ? "You need the biggest number that divides into both: the HCF."
            : "You need the first time both happen together: the LCM.",
        ],
        [a * b, "Multiplying gives a time they are together, but not always the first one."],
        [a + b, "Adding doesn't find when both happen together."],
        [Math.max(a, b), "Check your answer works for both numbers."],
      ]),
      solution:
        ctx.kind === "hcf"
          ? [`This needs the HCF of $${a}$ and $${b}$.`, `HCF $= ${g}$`]
          : [`This needs the LCM of $${a}$ and $${b}$.`, `LCM $= ${l}$`],
      hint:
        ctx.kind === "hcf"
          ? "Which number divides into both amounts exactly?"
          : "List the times for each until you find one in both lists.",
      difficulty: l > 100 ? 4 : 3,
    };
  },
};

export const hcfFromPrimeFactors: Template = {
  id: "number.hcf-lcm.from-prime-factors",
  title: "HCF and LCM from prime factorisations",
  topics: ["number.hcf-lcm", "number.prime-factorisation"],
  difficulty: [4, 5],
  generate(rng) {
    const primes = rng.sample([2, 3, 5, 7, 11], 3);
    const exps = () => primes.map(() => rng.int(0, 3));
    const ea = exps();
    const eb = exps();
    const build = (e: number[]) => primes.reduce((acc, p, i) => acc * p ** (e[i] ?? 0), 1);
    const a = build(ea);
    const b = build(eb);
    if (a === b || a < 6 || b < 6) return hcfFromPrimeFactors.generate(rng);
    const hcf = rng.bool();
    const value = hcf ? gcd(a, b) : lcm(a, b);
    const tex = (n: number) => indexForm(n);
    return {
      text: `$A = ${tex(a)}$ and $B = ${tex(b)}$. Find the ${hcf ? "highest common factor" : "lowest common multiple"} of $A$ and $B$. Give your answer as an ordinary number.`,
      answer: integerAnswer(value),
      misconceptions: intWrongs([
        [
          hcf ? lcm(a, b) : gcd(a, b),
          hcf ? "For the HCF take the lower power of each prime." : "For the LCM take the higher power of each prime.",
        ],
        [a * b, "Multiplying A and B gives a common multiple, not the HCF or LCM."],
        [
          hcf
            ? primes.filter((p, i) => (ea[i] ?? 0) > 0 && (eb[i] ?? 0) > 0).reduce((x, p) => x * p, 1)
            : primes.reduce((x, p, i) => x * ((ea[i] ?? 0) + (eb[i] ?? 0) > 0 ? p : 1), 1),
          "Include the powers, not just which primes appear.",
        ],
        [Math.min(a, b), "Work prime by prime."],
        [Math.max(a, b), "Work prime by prime."],
        [
          hcf
            ? primes.reduce(
                (x, p, i) => x * ((ea[i] ?? 0) > 0 && (eb[i] ?? 0) > 0 ? p ** Math.max(ea[i] ?? 0, eb[i] ?? 0) : 1),
                1,
              )
            : primes.reduce((x, p, i) => x * p ** Math.min(ea[i] ?? 0, eb[i] ?? 0), 1) * primes[0]!,
          hcf
            ? "For the HCF use the lower power of each shared prime."
            : "For the LCM use the higher power of every prime.",
        ],
        [value * (primes[0] ?? 2), "Check each power again."],
      ]),
      solution: [
        hcf ? "Take each prime to the lower of its two powers." : "Take each prime to the higher of its two powers.",
        `${hcf ? "HCF" : "LCM"} $= ${
          primes
            .map((p, i) => [p, hcf ? Math.min(ea[i] ?? 0, eb[i] ?? 0) : Math.max(ea[i] ?? 0, eb[i] ?? 0)] as const)
            .filter(([, k]) => k > 0)
            .map(([p, k]) => (k > 1 ? `${p}^{${k}}` : `${p}`))
            .join(" \\times ") || "1"
        } = ${tn(value)}$`,
      ],
      hint: hcf
        ? "The HCF uses the primes both numbers share, with the smaller power."
        : "The LCM uses every prime, with the bigger power.",
      difficulty: value > 1000 ? 5 : 4,
    };
  },
};

export const factorTemplates: Template[] = [
  countFactors,
  multipleOf,
  identifyPrime,
  countPrimes,
  primeFactorisation,
  hcfLcm,
  hcfLcmContext,
  hcfFromPrimeFactors,
];
