/** Prime factorisation, HCF and LCM. */
import { expressionAnswer, integerAnswer } from "../../core/answers.js";
import { factorsOf, gcd, lcm, primePowers } from "../../core/intmath.js";
import type { Rng } from "../../core/rng.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { intWrongs } from "./shared.js";

/** a number with a varied prime factorisation, below about 3000 */
function factorisable(rng: Rng): number {
  for (;;) {
    // primes up to 19, so that few numbers repeat over many questions
    const primes = rng.sample([2, 3, 5, 7, 11, 13, 17, 19], rng.int(2, 3));
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
            ? primes.filter((_p, i) => (ea[i] ?? 0) > 0 && (eb[i] ?? 0) > 0).reduce((x, p) => x * p, 1)
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

export const hcfLcmTemplates: Template[] = [primeFactorisation, hcfLcm, hcfLcmContext, hcfFromPrimeFactors];
