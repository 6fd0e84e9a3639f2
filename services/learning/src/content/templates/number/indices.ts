/** Laws of indices: multiplying, dividing, powers of powers, zero, negative and fractional indices. */
import Fraction from "fraction.js";
import { expressionAnswer, fractionAnswer, integerAnswer } from "../../core/answers.js";
import { gcd } from "../../core/intmath.js";
import { texFrac } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { fracWrongs, intWrongs } from "./shared.js";

const LETTERS = ["x", "y", "a", "b", "m", "n", "p", "t", "k"] as const;

const mono = (c: number, v: string, e: number) =>
  `${c === 1 ? "" : c}${e === 0 ? (c === 1 ? "1" : "") : e === 1 ? v : `${v}^${e}`}`;
const monoTex = (c: number, v: string, e: number) =>
  `${c === 1 ? "" : c}${e === 0 ? (c === 1 ? "1" : "") : e === 1 ? v : `${v}^{${e}}`}`;

export const indexLawsAlgebra: Template = {
  id: "number.indices.laws-with-letters",
  title: "Use the laws of indices to simplify",
  topics: ["number.index-laws", "algebra.simplify-products"],
  difficulty: [3, 4],
  generate(rng) {
    const v = rng.pick(LETTERS);
    const law = rng.pick(["multiply", "divide", "power"] as const);
    const withCoeff = rng.chance(0.5);
    const a = rng.int(2, 9);
    const b = law === "power" && a === 2 ? rng.int(3, 5) : rng.int(2, law === "power" ? 5 : 8);
    const c1 = withCoeff ? rng.int(2, 9) : 1;
    const c2 = withCoeff ? rng.int(2, 6) : 1;
    let tex: string;
    let coeff: number;
    let exp: number;
    let wrongs: [number, number, string][];
    if (law === "multiply") {
      tex = `${monoTex(c1, v, a)} \\times ${monoTex(c2, v, b)}`;
      [coeff, exp] = [c1 * c2, a + b];
      wrongs = [
        [c1 * c2, a * b, "When you multiply, add the powers."],
        [c1 + c2, a + b, "Multiply the numbers in front."],
        [c1 * c2, a + b + 1, "Add the powers exactly."],
        [c1 + c2, a * b, "Multiply the numbers and add the powers."],
        [c1 * c2, a + b - 1, "Add the powers exactly."],
      ];
    } else if (law === "divide") {
      const big = a + b;
      const top = c1 * c2;
      tex = `${monoTex(top, v, big)} \\div ${monoTex(c2, v, b)}`;
      [coeff, exp] = [c1, a];
      wrongs = [
        [c1, big / b, "When you divide, subtract the powers."],
        [top - c2, a, "Divide the numbers in front."],
        [c1, big + b, "When you divide, subtract the powers, don't add them."],
        [top, a, "Divide the numbers in front too."],
        [c1, a + 1, "Subtract the powers carefully."],
        [c1, a - 1, "Subtract the powers carefully."],
      ];
    } else {
      tex = `(${monoTex(c1, v, a)})^{${b}}`;
      [coeff, exp] = [c1 ** b, a * b];
      wrongs = [
        [c1 ** b, a + b, "For a power of a power, multiply the powers."],
        [c1 * b, a * b, "The number in front is raised to the power too."],
        [c1, a * b, "The number in front is raised to the power too."],
        [c1 * b, a + b, "Raise everything in the bracket to the power."],
        [c1 ** b, a * b + 1, "Multiply the powers exactly."],
        [c1 ** b, a * b - 1, "Multiply the powers exactly."],
      ];
    }
    const plain = mono(coeff, v, exp);
    return {
      text: `Simplify $${tex}$`,
      answer: expressionAnswer(`${coeff}*${v}^${exp}`, [v], "simplified"),
      equivalents: [plain, `${coeff} * ${v}^${exp}`.replace(/^1 \* /, "")],
      misconceptions: wrongs
        .filter(([c, e]) => Number.isInteger(e) && c > 0)
        .map(([c, e, feedback]) => ({ answer: mono(c, v, e), feedback })),
      solution: [
        law === "multiply"
          ? "Multiply the numbers, and add the powers of the same letter."
          : law === "divide"
            ? "Divide the numbers, and subtract the powers of the same letter."
            : "Raise the number to the power, and multiply the powers.",
        `$${tex} = ${monoTex(coeff, v, exp)}$`,
      ],
      hint:
        law === "multiply"
          ? `$${v}^m \\times ${v}^n = ${v}^{m+n}$`
          : law === "divide"
            ? `$${v}^m \\div ${v}^n = ${v}^{m-n}$`
            : `$(${v}^m)^n = ${v}^{mn}$`,
      difficulty: withCoeff || law === "power" ? 4 : 3,
    };
  },
};

export const indexLawsNumbers: Template = {
  id: "number.indices.find-the-power",
  title: "Find the missing power using index laws",
  topics: ["number.index-laws"],
  difficulty: [3, 4],
  generate(rng) {
    const b = rng.int(2, 12);
    const form = rng.int(0, 3);
    const [p, q, r] = [rng.int(2, 12), rng.int(2, 9), rng.int(2, 5)];
    const cases = [
      [`${b}^{${p}} \\times ${b}^{${q}}`, p + q, p * q, "When multiplying powers of the same number, add the powers."],
      [
        `${b}^{${p + q}} \\div ${b}^{${q}}`,
        p,
        (p + q) / q,
        "When dividing powers of the same number, subtract the powers.",
      ],
      [`(${b}^{${q}})^{${r}}`, q * r, q + r, "For a power of a power, multiply the powers."],
      [
        `\\frac{${b}^{${p}} \\times ${b}^{${q}}}{${b}^{${r}}}`,
        p + q - r,
        p * q - r,
        "Add the powers on top, then subtract the power underneath.",
      ],
    ] as const;
    const [tex, n, wrong, why] = cases[form] ?? cases[0];
    return {
      text: `$${tex} = ${b}^{n}$. Find the value of $n$.`,
      answer: integerAnswer(n),
      misconceptions: intWrongs([
        [wrong, why],
        [form === 1 ? p + 2 * q : form === 2 ? q ** r : p + q + r, why],
        [n + 1, "Check your arithmetic with the powers."],
        [n - 1, "Check your arithmetic with the powers."],
        [b * n, "n is the power, not the value."],
      ]),
      solution: [why, `$${tex} = ${b}^{${n}}$, so $n = ${n}$.`],
      hint: "Add powers when multiplying, subtract when dividing, multiply for a power of a power.",
      difficulty: form === 3 ? 4 : 3,
    };
  },
};

export const zeroNegativeIndices: Template = {
  id: "number.indices.zero-and-negative",
  title: "Zero and negative indices",
  topics: ["number.negative-fractional-indices", "number.index-laws"],
  difficulty: [4, 5],
  generate(rng) {
    const zero = rng.chance(0.2);
    // a fraction base (proper or improper, in lowest terms) 45% of the time: (2/7)^-2, (3/2)^-3
    const q = rng.int(2, 12);
    const tops = Array.from({ length: q + 4 }, (_, i) => i + 1).filter((t) => t !== q && gcd(t, q) === 1);
    const base = rng.chance(0.45) ? new Fraction(rng.pick(tops), q) : new Fraction(rng.int(2, 15));
    const largest = Math.max(Number(base.n), Number(base.d));
    const e = zero ? 0 : -rng.int(1, largest > 5 ? 2 : 3);
    const value = base.pow(e);
    const baseTex = base.d === 1n ? `${base.n}` : `\\left(${texFrac(base)}\\right)`;
    return {
      text: `Work out the value of $${baseTex}^{${e}}$. Give your answer as a fraction or whole number.`,
      answer: value.d === 1n ? integerAnswer(value) : fractionAnswer(value, "any"),
      misconceptions: fracWrongs([
        [
          zero ? new Fraction(0) : base.pow(-e).neg(),
          zero
            ? "Any number (except 0) to the power 0 is 1."
            : "A negative power means 'one over', not a negative number.",
        ],
        [
          zero ? base : base.mul(e),
          zero
            ? "Any number to the power 0 is 1."
            : "A power is repeated multiplication, not multiplying by the power.",
        ],
        [
          zero ? new Fraction(-1) : base.pow(-e),
          zero
            ? "Any number to the power 0 is 1, not −1."
            : "Don't forget the reciprocal: a negative power means 'one over'.",
        ],
        [zero ? null : base.inverse().mul(-e), "A negative power means the reciprocal, raised to the power."],
        [zero ? null : value.neg(), "A negative power gives a reciprocal, not a negative answer."],
      ]),
      solution: zero
        ? ["Any non-zero number to the power $0$ is $1$."]
        : [
            `A negative power means the reciprocal: $${baseTex}^{${e}} = \\left(${texFrac(base.inverse())}\\right)^{${-e}}$`,
            `$= ${texFrac(value)}$`,
          ],
      hint: "$a^{-n} = \\frac{1}{a^n}$ and $a^0 = 1$.",
      difficulty: base.d !== 1n || e < -2 ? 5 : 4,
    };
  },
};

export const fractionalIndices: Template = {
  id: "number.indices.fractional",
  title: "Fractional indices",
  topics: ["number.negative-fractional-indices"],
  difficulty: [5, 5],
  generate(rng) {
    const root = rng.pick([2, 2, 3, 4]);
    // the base is a perfect power r^root; r is a whole number or (half the time) a fraction p/q,
    // which many exam questions use ((16/81)^(-3/4)) and which multiplies the variety
    const fractionBase = rng.bool();
    const q = fractionBase ? rng.int(2, root === 2 ? 9 : root === 3 ? 5 : 3) : 1;
    const pChoices = Array.from({ length: q + 3 }, (_, i) => i + 1).filter((p) => p !== q && gcd(p, q) === 1);
    const r = fractionBase
      ? new Fraction(rng.pick(pChoices), q)
      : new Fraction(rng.int(2, root === 2 ? 15 : root === 3 ? 10 : 5));
    // the power is coprime to the root, so the index is in lowest terms (never 2/4 or 2/2)
    const pow = rng.pick(root === 3 ? [1, 2] : [1, 3]);
    // a plain root (power 1/n) is too easy for this template: it must be negative then
    const negative = pow === 1 || rng.bool();
    const base = r.pow(root);
    const value = r.pow(negative ? -pow : pow);
    const expTex = `${negative ? "-" : ""}\\frac{${pow}}{${root}}`;
    const baseTex = base.d === 1n ? texFrac(base) : `\\left(${texFrac(base)}\\right)`;
    const rootOf = texFrac(base);
    return {
      text: `Work out the value of $${baseTex}^{${expTex}}$`,
      answer: value.d === 1n ? integerAnswer(value) : fractionAnswer(value, "any"),
      misconceptions: fracWrongs([
        [
          new Fraction(base)
            .mul(pow)
            .div(root)
            .mul(negative ? -1 : 1),
          "A fractional power is a root and a power, not multiplying by the fraction.",
        ],
        [
          negative ? value.inverse() : new Fraction(r).pow(pow).inverse(),
          negative ? "A negative power means the reciprocal." : "Only a negative power gives a reciprocal.",
        ],
        [
          negative ? new Fraction(r).pow(pow).neg() : new Fraction(r).pow(pow + 1),
          negative
            ? "A negative power means the reciprocal, not a negative answer."
            : "The top of the fraction is the power: check how many times you multiplied.",
        ],
        [
          new Fraction(base)
            .pow(pow)
            .div(root)
            .mul(negative ? -1 : 1),
          "Take the root first (the bottom of the fraction), then the power (the top).",
        ],
        [pow === 1 && !negative ? null : r, "Don't forget the power on top of the fraction."],
        [negative ? value.neg() : null, "A negative power gives a reciprocal, not a negative answer."],
      ]),

      solution: [
        `The denominator $${root}$ means the ${root === 2 ? "square" : root === 3 ? "cube" : "fourth"} root: $${root === 2 ? `\\sqrt{${rootOf}}` : `\\sqrt[${root}]{${rootOf}}`} = ${texFrac(r)}$`,
        `The numerator $${pow}$ is the power: $${r.d === 1n ? texFrac(r) : `\\left(${texFrac(r)}\\right)`}^{${pow}} = ${texFrac(r.pow(pow))}$`,
        ...(negative ? [`The minus sign means the reciprocal: $${texFrac(value)}$`] : []),
      ],
      hint: "$a^{\\frac{m}{n}} = (\\sqrt[n]{a})^m$, and a negative power means 'one over'.",
      difficulty: 5,
    };
  },
};

export const indexTemplates: Template[] = [indexLawsAlgebra, indexLawsNumbers, zeroNegativeIndices, fractionalIndices];
