/** Factorising: common factors, quadratics and the difference of two squares. */
import { expressionAnswer, integerAnswer } from "../../core/answers.js";
import { gcd } from "../../core/intmath.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import {
  brExpr,
  brPlain,
  brTex,
  diff,
  expr,
  exprWrongs,
  intWrongs,
  LETTERS,
  mulPoly,
  nz,
  plain,
  poly,
  type Term,
  tex,
} from "./shared.js";

const VARS = ["x", "y", "a", "n", "p", "t", "m", "k"] as const;

/** k(…) in the three notations, with "-" for k = -1 */
const pw = (v: string, e: number) => (e === 1 ? v : `${v}^${e}`);

export const factoriseNumeric: Template = {
  id: "algebra.factorise.common-number-factor",
  title: "Factorise by taking out a number",
  objective: "Factorise expressions like 6x + 15",
  topics: ["algebra.factorise-single-bracket"],
  difficulty: [2, 3],
  generate(rng) {
    const [v, w] = rng.sample(LETTERS, 2) as [string, string];
    const k = rng.int(2, 12);
    const a = rng.int(1, 9);
    // the bracket must not have a common factor itself, or k would not be the highest
    let b = nz(rng, -12, 12);
    while (gcd(a, Math.abs(b)) !== 1) b = nz(rng, -12, 12);
    const twoLetters = rng.chance(0.3);
    const second = twoLetters ? w : "";
    const inner: Term[] = [
      [a, v],
      [b, second],
    ];
    const full: Term[] = [
      [k * a, v],
      [k * b, second],
    ];
    const vars = twoLetters ? [v, w] : [v];
    return {
      text: `Factorise fully $${tex(full)}$`,
      answer: expressionAnswer(`${k}*(${expr(inner)})`, vars, "fully-factorised"),
      equivalents: [`${k}(${plain(inner)})`, `${k} × (${plain(inner)})`],
      misconceptions: exprWrongs([
        [`${k}(${plain([inner[0]!, [k * b, second]])})`, `Divide both terms by ${k}: ${k * b} ÷ ${k} = ${b}.`],
        [`${k}(${plain([inner[0]!, [-b, second]])})`, "Keep the sign of each term inside the bracket."],
        [plain(inner), `The ${k} you took out has to stay in front of the bracket.`],
        [`${k}(${plain([[k * a, v], inner[1]!])})`, `Divide both terms by ${k}: ${k * a} ÷ ${k} = ${a}.`],
        [
          `${k}${v}(${plain([
            [a, ""],
            [b, second],
          ])})`,
          `${v} is not a factor of ${tn(k * b)}${second}, so it stays inside the bracket.`,
        ],
      ]),
      solution: [
        `The highest common factor of $${k * a}$ and $${Math.abs(k * b)}$ is $${k}$.`,
        `Divide each term by $${k}$: $${tex([[k * a, v]])} \\div ${k} = ${tex([[a, v]])}$ and $${tex([[k * b, second]])} \\div ${k} = ${tex([[b, second]])}$.`,
        `So $${tex(full)} = ${k}(${tex(inner)})$. Check by expanding.`,
      ],
      hint: "Find the highest number that divides into both terms. Write it outside the bracket.",
      difficulty: diff(b < 0 || twoLetters ? 3 : 2),
    };
  },
};

export const factoriseAlgebraic: Template = {
  id: "algebra.factorise.common-algebraic-factor",
  title: "Factorise by taking out a number and letters",
  objective: "Factorise expressions like 6x² + 9x or 4a²b − 10ab²",
  topics: ["algebra.factorise-single-bracket"],
  difficulty: [3, 5],
  generate(rng) {
    const [u, w] = ([...rng.sample(LETTERS, 2)] as string[]).sort() as [string, string];
    const form = rng.int(0, 2);
    const k = rng.int(form === 0 ? 1 : 2, 8);
    const a = rng.int(1, 9);
    const e = form === 1 ? rng.int(2, 3) : 1;
    const f = form === 1 ? rng.int(1, 2) : 1;
    // a u² + b with b < 0 could be a difference of two squares, which would factorise further
    let b = f === 2 ? rng.int(1, 11) : nz(rng, -11, 11);
    while (gcd(a, Math.abs(b)) !== 1) b = f === 2 ? rng.int(1, 11) : nz(rng, -11, 11);
    // common factor k·u^e (form 0, 1) or k·u·w (form 2); the bracket has no further factor
    const cf = form === 2 ? `${u}${w}` : e === 1 ? u : `${u}^${e}`;
    const inner: Term[] =
      form === 2
        ? [
            [a, u],
            [b, w],
          ]
        : [
            [a, f === 1 ? u : `${u}^${f}`],
            [b, ""],
          ];
    const fullTerms: Term[] =
      form === 2
        ? [
            [k * a, `${u}^2${w}`],
            [k * b, `${u}${w}^2`],
          ]
        : [
            [k * a, `${u}^${e + f}`],
            [k * b, cf],
          ];
    const vars = form === 2 ? [u, w] : [u];
    const cfPlain = `${k === 1 ? "" : k}${cf}`;
    const cfTex = tex([[k, cf]]);
    return {
      text: `Factorise fully $${tex(fullTerms)}$`,
      answer: expressionAnswer(`${expr([[k, cf]])}*(${expr(inner)})`, vars, "fully-factorised"),
      equivalents: [`${cfPlain}(${plain(inner)})`],
      misconceptions: exprWrongs([
        [`${cfPlain}(${plain([inner[0]!, [-b, inner[1]![1]]])})`, "Keep the sign of each term inside the bracket."],
        [
          `${cfPlain}(${plain([[a, pw(u, f + 1)], inner[1]!])})`,
          `Divide each term by ${cfPlain}: check the power of ${u} left in the first term.`,
        ],
        [
          `${cfPlain}(${plain([inner[0]!, [b, `${inner[1]![1]}${u}`]])})`,
          `Divide each term by ${cfPlain}: the ${u} in the second term cancels.`,
        ],
        [`${cfPlain}(${plain([[k * a, inner[0]![1]], inner[1]!])})`, `Divide the numbers too: ${k * a} ÷ ${k} = ${a}.`],
        [plain(inner), `Write the common factor ${cfPlain} in front of the bracket.`],
      ]),
      solution: [
        `The highest common factor of the numbers is $${k}$; the common letters are $${tex([[1, cf]])}$.`,
        `So the HCF of the terms is $${cfTex}$. Divide each term by it.`,
        `$${tex(fullTerms)} = ${cfTex}(${tex(inner)})$`,
      ],
      hint: "Take out the highest common factor of the numbers AND the highest power of each letter that is in every term.",
      difficulty: diff(form === 0 ? 3 : form === 1 ? 4 : 5),
    };
  },
};

export const factoriseMonic: Template = {
  id: "algebra.factorise.quadratic-monic",
  title: "Factorise a quadratic x² + bx + c",
  objective: "Factorise quadratics into two brackets",
  topics: ["algebra.factorise-quadratics"],
  difficulty: [3, 4],
  generate(rng) {
    const v = rng.pick(VARS);
    const p = nz(rng, -12, 12);
    const q = nz(rng, -12, 12, [-p]);
    // a common number factor first at the top of the range
    const k = rng.chance(0.25) ? rng.int(2, 5) : 1;
    const coeffs = [k, k * (p + q), k * p * q];
    const pre = k === 1 ? "" : `${k}*`;
    const prePlain = k === 1 ? "" : String(k);
    const f = (s: number, t: number) => `${prePlain}${brPlain(1, s, v)}${brPlain(1, t, v)}`;
    return {
      text: `Factorise ${k === 1 ? "" : "fully "}$${tex(poly(coeffs, v))}$`,
      answer: expressionAnswer(
        `${pre}${brExpr(1, p, v)}*${brExpr(1, q, v)}`,
        [v],
        k === 1 ? "factorised" : "fully-factorised",
      ),
      equivalents: [f(p, q), f(q, p)],
      misconceptions: exprWrongs([
        [f(-p, -q), "Check the signs: expand your brackets to see if you get the right middle term."],
        [f(p, -q), `The two numbers must multiply to give ${p * q}.`],
        [f(-p, q), `The two numbers must add to give ${p + q}.`],
        [f(p * q, 1), `The two numbers must also add up to ${p + q}.`],
        ...(k > 1
          ? ([
              [
                `${brPlain(1, p, v)}${brPlain(1, q, v)}`,
                `Take the common factor ${k} out first, and keep it in front.`,
              ],
            ] as const)
          : []),
      ]),
      solution: [
        ...(k > 1
          ? [`Take out the common factor: $${tex(poly(coeffs, v))} = ${k}(${tex(poly([1, p + q, p * q], v))})$.`]
          : []),
        `Find two numbers that multiply to $${p * q}$ and add to $${p + q}$: $${p}$ and $${q}$.`,
        `So the answer is $${k === 1 ? "" : k}${brTex(1, p, v)}${brTex(1, q, v)}$. Check by expanding.`,
      ],
      hint: `Look for two numbers that multiply to give the number term and add to give the coefficient of ${v}.`,
      difficulty: diff(k > 1 ? 4 : p < 0 || q < 0 ? 4 : 3),
    };
  },
};

export const factoriseNonMonic: Template = {
  id: "algebra.factorise.quadratic-non-monic",
  title: "Factorise a quadratic ax² + bx + c",
  objective: "Factorise quadratics where the x² coefficient is not 1",
  topics: ["algebra.factorise-quadratics"],
  difficulty: [4, 5],
  higherOnly: true, // ax² + bx + c with a ≠ 1 is Higher (DfE A4)
  generate(rng) {
    const v = rng.pick(VARS);
    const a = rng.int(2, 6);
    const b = rng.int(1, 3);
    let p = nz(rng, -9, 9);
    while (gcd(a, Math.abs(p)) !== 1) p = nz(rng, -9, 9);
    let q = nz(rng, -9, 9);
    while (gcd(b, Math.abs(q)) !== 1 || a * q + b * p === 0 || q === p) q = nz(rng, -9, 9);
    const coeffs = mulPoly([a, p], [b, q]);
    const f = (a1: number, p1: number, b1: number, q1: number) => `${brPlain(a1, p1, v)}${brPlain(b1, q1, v)}`;
    return {
      text: `Factorise $${tex(poly(coeffs, v))}$`,
      answer: expressionAnswer(`${brExpr(a, p, v)}*${brExpr(b, q, v)}`, [v], "fully-factorised"),
      equivalents: [f(a, p, b, q), f(b, q, a, p)],
      misconceptions: exprWrongs([
        [f(a, q, b, p), "Check the middle term by expanding: the numbers may be in the wrong brackets."],
        [f(a, -p, b, -q), "Check the signs: expand to see if you get the right middle term."],
        [f(a, p, b, -q), `The number terms must multiply to give ${p * q}.`],
        [f(1, p, a * b, q), `Check the ${v}² term and the middle term by expanding your brackets.`],
        [f(a, -q, b, -p), "Expand your brackets to check the middle term and the signs."],
        [f(b, p, a, q), `Expand your brackets: check the ${v} terms in each bracket.`],
      ]),
      solution: [
        `Multiply the ${v}² coefficient by the number term: $${coeffs[0]} \\times ${coeffs[2] ?? 0} = ${(coeffs[0] ?? 0) * (coeffs[2] ?? 0)}$.`,
        `Find two numbers that multiply to $${(coeffs[0] ?? 0) * (coeffs[2] ?? 0)}$ and add to $${coeffs[1]}$: $${a * q}$ and $${b * p}$.`,
        `Split the middle term and factorise in pairs: $${tex(poly(coeffs, v))} = ${brTex(a, p, v)}${brTex(b, q, v)}$.`,
      ],
      hint: `Split the middle term using two numbers that multiply to give (${v}² coefficient) × (number term), then factorise in pairs.`,
      difficulty: diff(a * b >= 6 || p < 0 || q < 0 ? 5 : 4),
    };
  },
};

export const factoriseDots: Template = {
  id: "algebra.factorise.difference-of-two-squares",
  title: "Factorise the difference of two squares",
  objective: "Factorise expressions like x² − 49 and 9a² − 16b²",
  topics: ["algebra.difference-of-two-squares", "algebra.factorise-quadratics"],
  difficulty: [3, 5],
  generate(rng) {
    const [u, w] = ([...rng.sample(VARS, 2)] as string[]).sort() as [string, string];
    const form = rng.int(0, 3);
    const a = form === 0 ? 1 : rng.int(2, 9);
    const n = rng.int(form === 0 ? 2 : 1, 12);
    const k = form === 3 ? rng.pick([2, 3, 5, 6, 7]) : 1;
    const second = form === 2 ? w : "";
    const aa = form === 3 ? 1 : a;
    let nn = n;
    while (form !== 0 && gcd(aa, nn) !== 1) nn = rng.int(1, 12);
    const full: Term[] = [
      [k * aa * aa, `${u}^2`],
      [-k * nn * nn, form === 2 ? `${w}^2` : ""],
    ];
    const br = (s: number) =>
      `(${plain([
        [aa, u],
        [s * nn, second],
      ])})`;
    const brx = (s: number) =>
      `(${expr([
        [aa, u],
        [s * nn, second],
      ])})`;
    const pre = k === 1 ? "" : String(k);
    const vars = form === 2 ? [u, w] : [u];
    return {
      text: `Factorise ${k > 1 ? "fully " : ""}$${tex(full)}$`,
      answer: expressionAnswer(`${k === 1 ? "" : `${k}*`}${brx(1)}*${brx(-1)}`, vars, "fully-factorised"),
      equivalents: [`${pre}${br(1)}${br(-1)}`, `${pre}${br(-1)}${br(1)}`],
      misconceptions: exprWrongs([
        [`${pre}${br(-1)}^2`, `Expand ${br(-1)}² to check: it has a middle term. The brackets need opposite signs.`],
        [`${pre}${br(1)}^2`, "The brackets need opposite signs, so that the middle terms cancel."],
        [
          `${pre}(${plain([
            [aa, u],
            [nn * nn, second],
          ])})(${plain([
            [aa, u],
            [-nn * nn, second],
          ])})`,
          `Use the square root of ${nn * nn}, which is ${nn}.`,
        ],
        [
          `${pre}(${plain([
            [aa * aa, u],
            [nn, second],
          ])})(${plain([
            [aa * aa, u],
            [-nn, second],
          ])})`,
          `Use the square root of ${aa * aa}${u}², which is ${aa}${u}.`,
        ],
        ...(k > 1
          ? ([[`${br(1)}${br(-1)}`, `Take out the common factor ${k} first and keep it in front.`]] as const)
          : []),
        [
          `${pre}${u}(${plain([
            [aa * aa, u],
            [-nn * nn, form === 2 ? `${w}^2` : ""],
          ])})`,
          `${u} is not a factor of every term. Use A² − B² = (A + B)(A − B).`,
        ],
      ]),
      solution: [
        ...(k > 1
          ? [
              `Take out the common factor: $${tex(full)} = ${k}(${tex([
                [1, `${u}^2`],
                [-nn * nn, ""],
              ])})$.`,
            ]
          : []),
        `Write it as a difference of two squares: $${aa === 1 ? u : `(${aa}${u})`}^{2} - ${second === "" ? nn : nn === 1 ? second : `(${nn}${second})`}^{2}$.`,
        `Use $A^{2} - B^{2} = (A + B)(A - B)$: $${pre}(${tex([
          [aa, u],
          [nn, second],
        ])})(${tex([
          [aa, u],
          [-nn, second],
        ])})$`,
      ],
      hint: "A² − B² = (A + B)(A − B). Find what is squared in each term.",
      difficulty: diff(form === 0 ? 3 : form === 1 ? 4 : 5),
    };
  },
};

export const dotsNumerical: Template = {
  id: "algebra.dots.numerical",
  title: "Use the difference of two squares to calculate",
  objective: "Use A² − B² = (A + B)(A − B) to work out calculations",
  topics: ["algebra.difference-of-two-squares"],
  difficulty: [3, 4],
  generate(rng) {
    const form = rng.int(0, 1);
    if (form === 0) {
      const A = rng.int(21, 199);
      const B = rng.int(3, A - 2);
      const value = (A + B) * (A - B);
      return {
        text: `Use the difference of two squares to work out $${A}^{2} - ${B}^{2}$ without a calculator.`,
        answer: integerAnswer(value),
        misconceptions: intWrongs([
          [(A - B) ** 2, `${A}² − ${B}² is not the same as (${A} − ${B})².`],
          [A - B, `Use (${A} + ${B})(${A} − ${B}), not just ${A} − ${B}.`],
          [(A - B) * 2, "Squaring is not doubling."],
          [(A + B) * (A - B) + 2 * B * B, `Use (A + B)(A − B) exactly: ${A + B} × ${A - B}.`],
        ]),
        solution: [
          `$${A}^{2} - ${B}^{2} = (${A} + ${B})(${A} - ${B})$`,
          `$= ${A + B} \\times ${A - B} = ${tn(value)}$`,
        ],
        hint: "A² − B² = (A + B)(A − B)",
        difficulty: diff(A > 100 ? 4 : 3),
      };
    }
    // (m + d)(m − d) = m² − d² with m a round number
    const m = rng.pick([20, 30, 40, 50, 60, 70, 80, 90, 100, 200, 300]);
    const d = rng.int(1, 9);
    const value = m * m - d * d;
    return {
      text: `Use the difference of two squares to work out $${m + d} \\times ${m - d}$ without a calculator.`,
      answer: integerAnswer(value),
      misconceptions: intWrongs([
        [m * m + d * d, `(${m} + ${d})(${m} − ${d}) = ${m}² − ${d}²: subtract ${d}².`],
        [m * m - d, `Subtract ${d}², not ${d}.`],
        [m * m, `The ${d}² does not cancel: it is subtracted.`],
        [m * m - 2 * d, `Subtract ${d}², which is ${d * d}.`],
      ]),
      solution: [
        `$${m + d} \\times ${m - d} = (${m} + ${d})(${m} - ${d}) = ${m}^{2} - ${d}^{2}$`,
        `$= ${tn(m * m)} - ${d * d} = ${tn(value)}$`,
      ],
      hint: `Write the numbers as ${m} + ${d} and ${m} − ${d}.`,
      difficulty: diff(m > 100 ? 4 : 3),
    };
  },
};

export const factoriseTemplates: Template[] = [
  factoriseNumeric,
  factoriseAlgebraic,
  factoriseMonic,
  factoriseNonMonic,
  factoriseDots,
  dotsNumerical,
];
