/** Simplifying: collecting like terms, and multiplying, dividing and raising terms to powers. */

import { expressionAnswer } from "../../core/answers.js";
import { article } from "../../core/english.js";
import type { Rng } from "../../core/rng.js";
import type { Template } from "../../core/types.js";
import { diff, expr, exprWrongs, LETTERS, nz, plain, type Term, tex } from "./shared.js";

/** the terms in a shuffled order, keeping the first one positive so the question reads naturally */
function mixed(rng: Rng, terms: readonly Term[]): Term[] {
  const s = rng.shuffle(terms);
  const firstPos = s.findIndex(([c]) => Number(c) > 0);
  if (firstPos > 0) s.unshift(...s.splice(firstPos, 1));
  return s;
}

export const collectOneVariable: Template = {
  id: "algebra.simplify.collect-like-terms",
  title: "Collect like terms (one letter and numbers)",
  objective: "Simplify by collecting like terms",
  topics: ["algebra.simplify-collect"],
  difficulty: [1, 2],
  generate(rng) {
    const v = rng.pick(LETTERS);
    const negatives = rng.chance(0.6);
    const a1 = rng.int(2, 12);
    const a2 = negatives ? rng.intExcept(-9, 9, [0, -a1]) : rng.int(1, 9);
    const c1 = negatives ? nz(rng, -12, 12) : rng.int(1, 12);
    const c2 = negatives ? rng.intExcept(-12, 12, [0, -c1]) : rng.int(1, 12);
    const q: Term[] = mixed(rng, [
      [a1, v],
      [a2, v],
      [c1, ""],
      [c2, ""],
    ]);
    const ans: Term[] = [
      [a1 + a2, v],
      [c1 + c2, ""],
    ];
    return {
      text: `Simplify $${tex(q)}$`,
      answer: expressionAnswer(expr(ans), [v], "simplified"),
      equivalents: [plain(ans), plain([...ans].reverse())],
      misconceptions: exprWrongs([
        [[[a1 + a2 + c1 + c2, v]], `Only like terms can be collected: ${v} terms and number terms stay separate.`],
        [
          [
            [a1 - a2, v],
            [c1 + c2, ""],
          ],
          "Each sign belongs to the term after it. Check the signs of your letter terms.",
        ],
        [
          [
            [a1 + a2, v],
            [c1 - c2, ""],
          ],
          "Each sign belongs to the term after it. Check the signs of your number terms.",
        ],
        [
          [
            [a1 + a2, `${v}^2`],
            [c1 + c2, ""],
          ],
          `Adding ${v} terms does not change the power: ${a1}${v} + ${v} is ${a1 + 1}${v}, not ${article(`${v}^2`)} $${v}^{2}$ term.`,
        ],
      ]),
      solution: [
        `Group the like terms: $${tex([
          [a1, v],
          [a2, v],
        ])}$ and $${tex([
          [c1, ""],
          [c2, ""],
        ])}$.`,
        `$${tex([
          [a1, v],
          [a2, v],
        ])} = ${tex([[a1 + a2, v]])}$ and $${tex([
          [c1, ""],
          [c2, ""],
        ])} = ${c1 + c2}$.`,
        `So the answer is $${tex(ans)}$.`,
      ],
      hint: "Each term takes the sign in front of it. Collect the letter terms, then the number terms.",
      difficulty: diff(negatives ? 2 : 1),
    };
  },
};

export const collectTwoKinds: Template = {
  id: "algebra.simplify.collect-two-kinds",
  title: "Collect like terms with two kinds of term",
  objective: "Collect like terms such as x and y, or x² and x",
  topics: ["algebra.simplify-collect"],
  difficulty: [2, 3],
  generate(rng) {
    const [u, w] = rng.sample(LETTERS, 2) as [string, string];
    const kind = rng.int(0, 2);
    // the two kinds of term: x and y, x² and x, or xy and x
    const [m1, m2] = kind === 0 ? [u, w] : kind === 1 ? [`${u}^2`, u] : [[u, w].sort().join(""), u];
    const a1 = rng.int(2, 11);
    const a2 = rng.intExcept(-9, 9, [0, -a1]);
    const b1 = nz(rng, -9, 11);
    const b2 = rng.intExcept(-9, 9, [0, -b1]);
    const q = mixed(rng, [
      [a1, m1],
      [a2, m1],
      [b1, m2],
      [b2, m2],
    ]);
    const ans: Term[] = [
      [a1 + a2, m1],
      [b1 + b2, m2],
    ];
    const wrongs = exprWrongs([
      [
        [
          [a1 + a2 + b1 + b2, m2],
          [0, ""],
        ],
        `${tex([[1, m1]])} and ${tex([[1, m2]])} are not like terms, so they cannot be added together.`,
      ],
      [
        [
          [a1 - a2, m1],
          [b1 + b2, m2],
        ],
        `Check the signs of the $${m1}$ terms: each sign belongs to the term after it.`,
      ],
      [
        [
          [a1 + a2, m1],
          [b1 - b2, m2],
        ],
        `Check the signs of the $${m2}$ terms: each sign belongs to the term after it.`,
      ],
      [
        [
          [a1 * a2, m1],
          [b1 * b2, m2],
        ],
        "Collecting like terms means adding or subtracting them, not multiplying.",
      ],
    ]);
    return {
      text: `Simplify $${tex(q)}$`,
      answer: expressionAnswer(expr(ans), [u, w], "simplified"),
      equivalents: [plain(ans), plain([...ans].reverse())],
      misconceptions: wrongs,
      solution: [
        `Like terms have exactly the same letters and powers: collect the $${tex([[1, m1]])}$ terms, then the $${tex([[1, m2]])}$ terms.`,
        `$${tex([
          [a1, m1],
          [a2, m1],
        ])} = ${tex([[a1 + a2, m1]])}$`,
        `$${tex([
          [b1, m2],
          [b2, m2],
        ])} = ${tex([[b1 + b2, m2]])}$`,
        `So the answer is $${tex(ans)}$.`,
      ],
      hint: `Underline the $${tex([[1, m1]])}$ terms in one colour and the $${tex([[1, m2]])}$ terms in another, keeping each sign with its term.`,
      difficulty: diff(kind === 0 ? 2 : 3),
    };
  },
};

/** one index-law step in TeX, e.g. $x^{5 + 1} = x^{6}$ (a power of 1 written plainly) */
function indexStep(v: string, e1: number, e2: number, op: "+" | "-"): string {
  const r = op === "+" ? e1 + e2 : e1 - e2;
  return `$${v}^{${e1} ${op} ${e2}} = ${r === 1 ? v : `${v}^{${r}}`}$`;
}

/** a monomial from a coefficient and exponents of two letters, e.g. 6a^3b */
function monoTerm(c: number, u: string, p: number, w: string, q: number): Term {
  const part = (v: string, e: number) => (e === 0 ? "" : e === 1 ? v : `${v}^${e}`);
  return [c, `${part(u, p)}${part(w, q)}`];
}

export const multiplyTerms: Template = {
  id: "algebra.simplify.multiply-terms",
  title: "Multiply algebraic terms",
  objective: "Simplify products such as 3a × 4ab",
  topics: ["algebra.simplify-products"],
  difficulty: [2, 4],
  generate(rng) {
    const [u, w] = ([...rng.sample(LETTERS, 2)] as string[]).sort() as [string, string];
    const withPowers = rng.chance(0.6);
    const c1 = rng.intExcept(-7, 9, [0, 1, -1]);
    const c2 = rng.int(2, 9);
    const p1 = withPowers ? rng.int(1, 5) : 1;
    const p2 = withPowers ? rng.int(1, 4) : 1;
    const q1 = rng.int(0, withPowers ? 3 : 1);
    const q2 = q1 === 0 ? 1 : rng.int(withPowers ? 1 : 0, withPowers ? 3 : 1);
    const A = monoTerm(c1, u, p1, w, q1);
    const B = monoTerm(c2, u, p2, w, q2);
    const ans = monoTerm(c1 * c2, u, p1 + p2, w, q1 + q2);
    return {
      text: `Simplify $${tex([A])} \\times ${tex([B])}$`,
      answer: expressionAnswer(expr([ans]), [u, w], "simplified"),
      equivalents: [plain([ans])],
      misconceptions: exprWrongs([
        [[monoTerm(c1 + c2, u, p1 + p2, w, q1 + q2)], "Multiply the numbers in front, don't add them."],
        [[monoTerm(c1 * c2, u, p1 * p2, w, q1 * q2)], "When you multiply powers of the same letter, add the indices."],
        [[monoTerm(c1 * c2, u, p1 + p2, w, Math.max(q1, q2))], `Both ${w} parts multiply: add their indices too.`],
        [[monoTerm(-c1 * c2, u, p1 + p2, w, q1 + q2)], "Check the sign: positive × negative is negative."],
        [[A, [c2, B[1]]], "Multiply the two terms together into one term."],
      ]),
      solution: [
        `Multiply the numbers: $${c1 < 0 ? `(${c1})` : c1} \\times ${c2} = ${c1 * c2}$.`,
        `Add the indices of each letter: ${indexStep(u, p1, p2, "+")}${q1 > 0 && q2 > 0 ? ` and ${indexStep(w, q1, q2, "+")}` : ""}.`,
        `So the answer is $${tex([ans])}$.`,
      ],
      hint: "Multiply the numbers, then deal with each letter: a letter to the power m times the same letter to the power n is that letter to the power m + n.",
      difficulty: diff(2 + (withPowers ? 1 : 0) + (c1 < 0 || q1 + q2 > 3 ? 1 : 0)),
    };
  },
};

export const divideAndPowerTerms: Template = {
  id: "algebra.simplify.divide-and-power",
  title: "Divide terms and raise terms to a power",
  objective: "Simplify quotients and powers of terms",
  topics: ["algebra.simplify-products"],
  difficulty: [3, 5],
  generate(rng) {
    const [u, w] = ([...rng.sample(LETTERS, 2)] as string[]).sort() as [string, string];
    const mode = rng.int(0, 2);
    if (mode === 2) {
      // (c u^p w^q)^n
      const c = rng.int(2, 5);
      const n = c > 3 ? 2 : rng.int(2, 3);
      const p = rng.int(2, 6);
      const q = rng.int(1, 4);
      const A = monoTerm(c, u, p, w, q);
      const ans = monoTerm(c ** n, u, p * n, w, q * n);
      return {
        text: `Simplify $(${tex([A])})^{${n}}$`,
        answer: expressionAnswer(expr([ans]), [u, w], "simplified"),
        equivalents: [plain([ans])],
        misconceptions: exprWrongs([
          [[monoTerm(c ** n, u, p + n, w, q + n)], "For a power of a power, multiply the indices."],
          [[monoTerm(c * n, u, p * n, w, q * n)], `The number is raised to the power too: ${c}^${n} = ${c ** n}.`],
          [
            [monoTerm(c, u, p * n, w, q * n)],
            "Everything in the bracket is raised to the power, including the number.",
          ],
          [[monoTerm(c ** n, u, p * n, w, q)], `${w} is inside the bracket too, so its index is multiplied by ${n}.`],
        ]),
        solution: [
          `Raise each part of the bracket to the power $${n}$: $${c}^{${n}} = ${c ** n}$.`,
          `Multiply the indices: $(${u}^{${p}})^{${n}} = ${u}^{${p * n}}$ and $(${q === 1 ? w : `${w}^{${q}}`})^{${n}} = ${w}^{${q * n}}$.`,
          `So the answer is $${tex([ans])}$.`,
        ],
        hint: "Everything inside the bracket is raised to the power. For a power of a power, multiply the indices.",
        difficulty: diff(4),
      };
    }
    // (c1 c2 u^(p1+p2) w^(q1+q2)) ÷ (c2 u^p2 w^q2); mode 1 leaves a negative power of u
    const c1 = rng.int(2, 8);
    const c2 = rng.int(2, 6);
    const p2 = rng.int(1, 5);
    const p1 = mode === 1 ? -rng.int(1, p2 - 1 > 0 ? p2 - 1 : 1) : rng.int(1, 5);
    const q2 = rng.int(0, 3);
    const q1 = rng.int(1, 3);
    const top = monoTerm(c1 * c2, u, p1 + p2, w, q1 + q2);
    const bottom = monoTerm(c2, u, p2, w, q2);
    const ans = monoTerm(c1, u, p1, w, q1);
    const ansExpr =
      p1 < 0 ? `(${expr([monoTerm(c1, u, 0, w, q1)])})/(${expr([monoTerm(1, u, -p1, w, 0)])})` : expr([ans]);
    const ansPlain = p1 < 0 ? `${c1}${q1 === 1 ? w : `${w}^${q1}`}/${-p1 === 1 ? u : `${u}^${-p1}`}` : plain([ans]);
    const ansTex =
      p1 < 0 ? `\\frac{${tex([monoTerm(c1, u, 0, w, q1)])}}{${tex([monoTerm(1, u, -p1, w, 0)])}}` : tex([ans]);
    const fracTex = `\\frac{${tex([top])}}{${tex([bottom])}}`;
    return {
      text: mode === 1 || rng.bool() ? `Simplify $${fracTex}$` : `Simplify $${tex([top])} \\div ${tex([bottom])}$`,
      answer: expressionAnswer(ansExpr, [u, w], "simplified"),
      equivalents: [ansPlain, plain([ans])],
      misconceptions: exprWrongs([
        [[monoTerm(c1 * c2 - c2, u, p1, w, q1)], "Divide the numbers, don't subtract them."],
        [[monoTerm(c1, u, p1 + 2 * p2, w, q1 + 2 * q2)], "Dividing means subtracting the indices, not adding."],
        [[monoTerm(c1, u, -p1, w, q1)], `Check the index of ${u}: top index minus bottom index.`],
        [[monoTerm(c1 * c2, u, p1, w, q1)], "Divide the numbers too."],
      ]),
      solution: [
        `Divide the numbers: $${c1 * c2} \\div ${c2} = ${c1}$.`,
        `Subtract the indices: ${indexStep(u, p1 + p2, p2, "-")}${q2 > 0 ? ` and ${indexStep(w, q1 + q2, q2, "-")}` : ""}.`,
        ...(p1 < 0
          ? [`A negative index means dividing: $${u}^{${p1}} = \\frac{1}{${tex([monoTerm(1, u, -p1, w, 0)])}}$.`]
          : []),
        `So the answer is $${ansTex}$.`,
      ],
      hint: "Divide the numbers, then subtract the indices of each letter (top minus bottom).",
      difficulty: diff(mode === 1 ? 5 : 3 + (q2 > 0 ? 1 : 0)),
    };
  },
};

export const simplifyTemplates: Template[] = [collectOneVariable, collectTwoKinds, multiplyTerms, divideAndPowerTerms];
