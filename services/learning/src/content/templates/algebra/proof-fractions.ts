/** Algebraic proof, and algebraic fractions: simplifying, adding and subtracting, solving. */
import { expressionAnswer, integerAnswer, multiPartAnswer, solutionsAnswer } from "../../core/answers.js";
import { isPerfectSquare } from "../../core/intmath.js";
import type { Template } from "../../core/types.js";
import {
  brPlain,
  brTex,
  choice,
  expr,
  exprWrongs,
  Fraction,
  mulPoly,
  nz,
  plain,
  poly,
  solutionEquivalents,
  solWrongs,
  tex,
} from "./shared.js";

export const proofWhichExpression: Template = {
  id: "algebra.proof.always-even-odd-multiple",
  title: "Which expression is always even, odd or a multiple?",
  objective: "Use algebra to reason about even, odd and multiples",
  topics: ["algebra.algebraic-proof"],
  difficulty: [4, 4],
  generate(rng) {
    const n = rng.pick(["n", "k", "m"]);
    const prop = rng.int(0, 2);
    const a = rng.int(1, 9);
    const b = rng.int(2, 9);
    const m = rng.pick([3, 5, 7]);
    const e2 = 2 * rng.int(2, 6);
    const o = 2 * rng.int(1, 6) + 1;
    // [correct, [distractor, why it fails]]
    const cases: [string, string, [string, string][]][] = [
      [
        "always even",
        rng.pick([`${e2}${n} + ${2 * a}`, `${n}(${n} + 1)`, `(${n} + ${a})^{2} + ${n} + ${a}`]),
        [
          [`${e2}${n} + ${o}`, "An even number plus an odd number is odd."],
          [`${o}${n} + ${2 * a}`, `This is odd when ${n} is odd.`],
          [`${n}^{2} + ${2 * a}`, `${n}² is odd when ${n} is odd.`],
          [`${n} + ${2 * a}`, `This is odd when ${n} is odd.`],
        ],
      ],
      [
        "always odd",
        rng.pick([`${e2}${n} + ${o}`, `${n}(${n} + 1) + ${o}`, `(2${n} + 1)^{2}`]),
        [
          [`${e2}${n} + ${2 * a}`, "An even number plus an even number is even."],
          [`${o}${n} + ${o}`, `This is even when ${n} is odd.`],
          [`${n}^{2} + ${o}`, `This is even when ${n} is odd.`],
          [`${n} + ${o}`, `This is even when ${n} is odd.`],
        ],
      ],
      [
        `always a multiple of ${m}`,
        `${m * b}${n} + ${m * a}`,
        [
          [`${m * b}${n} + ${m * a + 1}`, `${m * a + 1} is not a multiple of ${m}, so the sum isn't always.`],
          [`${m * b + 1}${n} + ${m * a}`, `${m * b + 1}${n} is not always a multiple of ${m}.`],
          [`${m}${n} + ${a === m ? a + 1 : a}`, `Only the first term is a multiple of ${m}.`],
          [`${n}^{2} + ${m}`, `Try ${n} = 1: the result is not a multiple of ${m}.`],
        ],
      ],
    ];
    const [prop0, right, wrongs] = cases[prop] ?? cases[0]!;
    const { answer, misconceptions } = choice(
      rng,
      `$${right}$`,
      wrongs.map(([w, f]) => [`$${w}$`, f] as const),
    );
    return {
      text: `$${n}$ is a positive integer. Which of these expressions is ${prop0}?`,
      answer,
      misconceptions,
      solution: [
        prop === 0
          ? `$${right}$ can be written as 2 × (a whole number), so it is always even.`
          : prop === 1
            ? `$${right}$ is always an even number plus 1, so it is always odd.`
            : `$${right} = ${m}(${b}${n} + ${a})$, so it is always a multiple of ${m}.`,
        "Each of the other expressions fails for at least one value: try an odd and an even value of the letter.",
      ],
      hint: "Even numbers can be written 2k, odd numbers 2k + 1, multiples of 3 as 3k. Try factorising.",
      difficulty: 4,
    };
  },
};

export const proofSimplify: Template = {
  id: "algebra.proof.simplify-to-show",
  title: "Prove a result by expanding and simplifying",
  objective: "Write an algebraic proof",
  topics: ["algebra.algebraic-proof"],
  difficulty: [4, 5],
  generate(rng) {
    const a = rng.int(1, 12);
    const b = rng.int(1, 9);
    const form = rng.int(0, 3);
    const n = rng.pick(["n", "k", "m", "p"]);
    // [expression in n (TeX), simplified (terms), property, multiple, wrong simplifications]
    const cases = [
      {
        q: `(n + ${a})^{2} - (n - ${a})^{2}`,
        ans: [[4 * a, "n"]] as [number, string][],
        claim: `a multiple of ${4 * a}`,
        k: 4 * a,
        wrongs: [
          [[[2 * a * a, ""]], `(n − ${a})² = n² − ${2 * a}n + ${a * a}: expand both brackets fully.`],
          [[[2 * a, "n"]], "Both brackets have a middle term; subtracting doubles it."],
          [
            [
              [2, "n^2"],
              [4 * a, "n"],
            ],
            "Subtract the whole of the second bracket: change every sign.",
          ],
        ] as [[number, string][], string][],
      },
      {
        q: `(2n + ${2 * a + 1})^{2} - (2n + ${2 * a - 1})^{2}`,
        ans: [
          [8, "n"],
          [8 * a, ""],
        ] as [number, string][],
        claim: "a multiple of 8",
        k: 8,
        wrongs: [
          [[[8, "n"]], "Expand both brackets and subtract every term."],
          [
            [
              [4, "n"],
              [8 * a, ""],
            ],
            `The middle terms are ${4 * (2 * a + 1)}n and ${4 * (2 * a - 1)}n.`,
          ],
          [
            [
              [8, "n"],
              [4 * a, ""],
            ],
            "Square the numbers carefully.",
          ],
        ] as [[number, string][], string][],
      },
      {
        q: `(n + ${a})(n + ${b}) - n(n + ${a + b})`,
        ans: [[a * b, ""]] as [number, string][],
        claim: `always equal to the same number`,
        k: a * b,
        wrongs: [
          [[[a + b, ""]], `Expand: (n + ${a})(n + ${b}) = n² + ${a + b}n + ${a * b}.`],
          [
            [
              [a + b, "n"],
              [a * b, ""],
            ],
            `Expand n(n + ${a + b}) too and subtract it.`,
          ],
          [
            [
              [2, "n^2"],
              [2 * (a + b), "n"],
              [a * b, ""],
            ],
            "Subtract the second expression: change the signs.",
          ],
        ] as [[number, string][], string][],
      },
      {
        q: `(n + ${a})^{2} - n^{2} - ${a * a}`,
        ans: [[2 * a, "n"]] as [number, string][],
        claim: `a multiple of ${2 * a}`,
        k: 2 * a,
        wrongs: [
          [
            [
              [0, "n"],
              [0, ""],
            ],
            `(n + ${a})² is not n² + ${a * a}: there is a middle term.`,
          ],
          [[[a, "n"]], `The middle term of (n + ${a})² is ${2 * a}n.`],
          [
            [
              [2 * a, "n"],
              [2 * a * a, ""],
            ],
            "Subtract both the n² and the number.",
          ],
        ] as [[number, string][], string][],
      },
    ];
    const c0 = cases[form] ?? cases[0]!;
    // the cases are written in n; swap in the letter for this question
    const L = (t: string) => t.replace(/(?<![A-Za-z])n(?![A-Za-z])/g, n);
    const Lt = (ts: [number, string][]): [number, string][] => ts.map(([x, m]) => [x, L(m)]);
    const c = {
      ...c0,
      q: L(c0.q),
      ans: Lt(c0.ans),
      wrongs: c0.wrongs.map(([w, f]) => [Lt(w), L(f)] as [[number, string][], string]),
    };
    const last = form === 2 ? `So it always equals $${c.k}$` : `$${tex(c.ans)}$ is always ${c.claim}`;
    return {
      text: `$${n}$ is an integer. (a) Expand and simplify $${c.q}$. (b) ${form === 2 ? "What number is it always equal to?" : `Your answer shows the expression is always a multiple of which number? Give the largest number that works for every $${n}$.`}`,
      answer: multiPartAnswer([
        { id: "a", prompt: "simplified expression", answer: expressionAnswer(expr(c.ans), [n], "expanded") },
        { id: "b", prompt: form === 2 ? "the number" : "a multiple of", answer: integerAnswer(c.k) },
      ]),
      equivalents: [[plain(c.ans), String(c.k)]],
      misconceptions: [
        ...c.wrongs.map(([w, f]) => ({ answer: [plain(w), String(c.k)], feedback: f })),
        {
          answer: [plain(c.ans), String(c.k === 8 ? 4 : c.k * 2)],
          feedback:
            form === 2
              ? "Check part (b) against your simplified expression."
              : "Take out the largest common factor of the terms.",
        },
      ],
      solution: [
        `Expand and simplify: $${c.q} = ${tex(c.ans)}$`,
        form === 2
          ? last
          : `$${tex(c.ans)} = ${c.k}(${tex(c.ans.map(([x, v]) => [x / c.k, v] as [number, string]))})$, so it is always ${c.claim}.`,
      ],
      hint: "Expand every bracket carefully, collect like terms, then factorise the result.",
      difficulty: form === 0 || form === 3 ? 4 : 5,
    };
  },
};

/** (x + p)(x + q) as coefficient list */
const quad = (p: number, q: number) => mulPoly([1, p], [1, q]);

export const simplifyAlgebraicFraction: Template = {
  id: "algebra.fractions.simplify",
  title: "Simplify an algebraic fraction",
  objective: "Factorise and cancel algebraic fractions",
  topics: ["algebra.algebraic-fractions"],
  difficulty: [5, 5],
  generate(rng) {
    const v = rng.pick(["x", "y", "a", "n"]);
    const p = nz(rng, -9, 9);
    const q = nz(rng, -9, 9, [p, -p]);
    const r = nz(rng, -9, 9, [p, q]);
    const dots = rng.chance(0.35);
    // numerator (x + p)(x + q); denominator (x + p)(x + r), or k(x + p) with dots = false variant
    const num = quad(p, q);
    const den = dots ? quad(p, -p) : quad(p, r);
    const rr = dots ? -p : r;
    const numTex = tex(poly(num, v));
    const denTex = tex(poly(den, v));
    return {
      text: `Simplify fully $\\dfrac{${numTex}}{${denTex}}$`.replace("\\dfrac", "\\frac"),
      answer: expressionAnswer(`(${expr(poly([1, q], v))})/(${expr(poly([1, rr], v))})`, [v], "simplified"),
      equivalents: [`${brPlain(1, q, v)}/${brPlain(1, rr, v)}`],
      misconceptions: exprWrongs([
        [
          `(${plain(poly([num[1] ?? 0, num[2] ?? 0], v))})/(${plain(poly([den[1] ?? 0, den[2] ?? 0], v))})`,
          `You can't cancel the ${v}² terms: only common factors (brackets) cancel.`,
        ],
        [`${brPlain(1, -q, v)}/${brPlain(1, -rr, v)}`, "Check the signs in your factorised brackets."],
        [`${brPlain(1, q, v)}/${brPlain(1, p, v)}`, "Cancel the bracket that is on the top and the bottom."],
        [
          `${brPlain(1, p, v)}/${brPlain(1, rr, v)}`,
          `The common factor is (${plain(poly([1, p], v))}): cancel it, leaving the other brackets.`,
        ],
      ]),
      solution: [
        `Factorise the top and bottom: $\\frac{${brTex(1, p, v)}${brTex(1, q, v)}}{${brTex(1, p, v)}${brTex(1, rr, v)}}$`,
        `Cancel the common factor $${brTex(1, p, v)}$: $\\frac{${tex(poly([1, q], v))}}{${tex(poly([1, rr], v))}}$`,
      ],
      hint: "Factorise the numerator and the denominator fully, then cancel any bracket that appears in both.",
      difficulty: 5,
    };
  },
};

export const addAlgebraicFractions: Template = {
  id: "algebra.fractions.add-subtract",
  title: "Add and subtract algebraic fractions",
  objective: "Write the sum or difference of algebraic fractions as a single fraction",
  topics: ["algebra.algebraic-fractions"],
  difficulty: [5, 5],
  generate(rng) {
    const v = rng.pick(["x", "y", "a"]);
    const a = rng.int(1, 7);
    const b = rng.int(1, 7);
    const p = nz(rng, -8, 8);
    const q = nz(rng, -8, 8, [p]);
    const minus = rng.bool();
    const s = minus ? -1 : 1;
    // a/(x + p) ± b/(x + q) = (a(x + q) ± b(x + p)) / ((x + p)(x + q))
    const top = [a + s * b, a * q + s * b * p];
    const topStr = plain(poly(top, v));
    const den = `${brPlain(1, p, v)}${brPlain(1, q, v)}`;
    const wrongTop = (t: number[]) => `(${plain(poly(t, v))})/(${den})`;
    return {
      text: `Write $\\frac{${a}}{${tex(poly([1, p], v))}} ${minus ? "-" : "+"} \\frac{${b}}{${tex(poly([1, q], v))}}$ as a single fraction in its simplest form.`,
      answer: expressionAnswer(`(${expr(poly(top, v))})/(${expr(poly(quad(p, q), v))})`, [v], "single-fraction"),
      equivalents: [`(${topStr})/(${den})`],
      misconceptions: exprWrongs([
        [
          `${a + s * b}/(${plain(poly([2, p + q], v))})`,
          "Add fractions using a common denominator, not by adding tops and bottoms.",
        ],
        [wrongTop([a + s * b, a * p + s * b * q]), "Multiply each numerator by the OTHER fraction's denominator."],
        ...(minus
          ? ([
              [wrongTop([a - b, a * q + b * p]), "Subtract the whole of the second numerator: change both signs."],
            ] as const)
          : []),
        [`${a + s * b}/(${den})`, "Each numerator must be multiplied by the other denominator first."],
        [
          wrongTop([a + s * b, a * p + s * b * p]),
          `Multiply ${a} by (${plain(poly([1, q], v))}), the other denominator.`,
        ],
      ]),
      solution: [
        `Common denominator: $${brTex(1, p, v)}${brTex(1, q, v)}$`,
        `$\\frac{${a}${brTex(1, q, v)} ${minus ? "-" : "+"} ${b}${brTex(1, p, v)}}{${brTex(1, p, v)}${brTex(1, q, v)}} = \\frac{${tex(poly(top, v))}}{${brTex(1, p, v)}${brTex(1, q, v)}}$`,
      ],
      hint: "Use the product of the denominators as the common denominator, and multiply each numerator by the other denominator.",
      difficulty: 5,
    };
  },
};

export const solveAlgebraicFractionEquation: Template = {
  id: "algebra.fractions.solve-to-quadratic",
  title: "Solve an equation with algebraic fractions",
  objective: "Solve equations with algebraic fractions that lead to quadratics",
  topics: ["algebra.algebraic-fractions", "algebra.solve-with-fractions"],
  difficulty: [5, 5],
  higherOnly: true, // algebraic fractions leading to a quadratic are Higher (DfE A4, A18)
  generate(rng) {
    for (;;) {
      const a = rng.int(1, 9);
      const b = rng.int(1, 9);
      const p = nz(rng, -6, 6);
      const q = nz(rng, -6, 6, [p]);
      // a/(x + p) + b/(x + q) = 1  ⇔  x² + (p + q − a − b)x + pq − aq − bp = 0
      const B = p + q - a - b;
      const C = p * q - a * q - b * p;
      const disc = B * B - 4 * C;
      if (disc <= 0 || !isPerfectSquare(disc)) continue;
      const s = Math.sqrt(disc);
      const roots = [(-B - s) / 2, (-B + s) / 2];
      if (roots.some((r) => !Number.isInteger(r) || r === -p || r === -q)) continue;
      return {
        text: `Solve $\\frac{${a}}{${tex(poly([1, p], "x"))}} + \\frac{${b}}{${tex(poly([1, q], "x"))}} = 1$`,
        answer: solutionsAnswer("x", roots),
        equivalents: solutionEquivalents("x", roots),
        misconceptions: solWrongs("x", [
          [roots.map((r) => -r), "Check the signs when you solve the quadratic."],
          [[roots[1] ?? 0], "The quadratic has two solutions: check both work."],
          [
            [new Fraction(a + b - p - q, 1)],
            "Multiply every term, including the 1 on the right, by both denominators.",
          ],
          [[new Fraction(-C, B === 0 ? 1 : B)], "The equation is a quadratic: don't ignore the x² term."],
        ]),
        solution: [
          `Multiply every term by $${brTex(1, p, "x")}${brTex(1, q, "x")}$: $${a}${brTex(1, q, "x")} + ${b}${brTex(1, p, "x")} = ${brTex(1, p, "x")}${brTex(1, q, "x")}$`,
          `Expand and rearrange: $${tex(poly([1, B, C], "x"))} = 0$`,
          `Solve: $x = ${roots[0]}$ or $x = ${roots[1]}$`,
        ],
        hint: "Multiply every term by both denominators, then rearrange into a quadratic equal to zero.",
        difficulty: 5,
      };
    }
  },
};

export const proofFractionTemplates: Template[] = [
  proofWhichExpression,
  proofSimplify,
  simplifyAlgebraicFraction,
  addAlgebraicFractions,
  solveAlgebraicFractionEquation,
];
