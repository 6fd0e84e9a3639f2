/** Expanding brackets: two single brackets, double brackets and three brackets. */
import { expressionAnswer } from "../../core/answers.js";
import { paren } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { brTex, diff, expr, exprWrongs, lead, mulPoly, nz, plain, poly, type Term, tex } from "./shared.js";

const VARS = ["x", "y", "a", "n", "p", "t", "m", "k"] as const;

export const expandAndSimplify: Template = {
  id: "algebra.expand.two-brackets-and-simplify",
  title: "Expand two single brackets and simplify",
  objective: "Expand and simplify expressions like 3(x + 2) - 2(x - 5)",
  topics: ["algebra.expand-single-bracket", "algebra.simplify-collect"],
  difficulty: [3, 4],
  generate(rng) {
    const v = rng.pick(VARS);
    const k1 = rng.int(2, 9);
    const k2 = nz(rng, -8, 8, [1, -1]);
    const a1 = rng.int(1, 6);
    const a2 = rng.int(1, 6);
    const b1 = nz(rng, -9, 9);
    const b2 = nz(rng, -9, 9);
    const xFirst = rng.chance(0.3);
    // x(x + b1) + k2(x + b2) gives a quadratic; otherwise two linear brackets
    const c2 = xFirst ? 1 : k1 * a1 + k2 * a2;
    const terms: Term[] = xFirst
      ? [
          [a1, `${v}^2`],
          [b1 + k2 * a2, v],
          [k2 * b2, ""],
        ]
      : [
          [c2, v],
          [k1 * b1 + k2 * b2, ""],
        ];
    const first = xFirst ? `${v}${brTex(a1, b1, v)}` : `${k1}${brTex(a1, b1, v)}`;
    const second = `${k2 < 0 ? "-" : "+"} ${Math.abs(k2)}${brTex(a2, b2, v)}`;
    const q = `${first} ${second}`;
    const hi = xFirst ? `${v}^2` : v;
    const lo = xFirst ? v : "";
    const k1v = xFirst ? 1 : k1;
    const wrongs = exprWrongs([
      [
        [
          [k1v * a1, hi],
          [k1v * b1, lo],
          [k2 * a2, v],
          [-k2 * b2, ""],
        ],
        "Multiply every term in the second bracket by the negative number outside it: a negative times a negative is positive.",
      ],
      [
        [
          [k1v * a1, hi],
          [b1, lo],
          [k2 * a2, v],
          [b2, ""],
        ],
        "Multiply the second term in each bracket as well as the first.",
      ],
      [
        [
          [k1v * a1, hi],
          [k1v * b1, lo],
          [Math.abs(k2) * a2, v],
          [Math.abs(k2) * b2, ""],
        ],
        "The sign in front of the second number belongs to it: multiply by the negative number.",
      ],
      [
        [
          [k1v * a1, v],
          [k1v * b1, ""],
          [k2 * a2, v],
          [k2 * b2, ""],
        ],
        `${v} × ${v} = ${v}², not ${v}.`,
      ],
      [
        [
          [k1v * a1, hi],
          [k1v * b1, lo],
          [k2 * a2, v],
          [k2 * b2 + 1, ""],
        ],
        "Check the number term: collect the constants carefully.",
      ],
    ]);
    return {
      text: `Expand and simplify $${q}$`,
      answer: expressionAnswer(expr(terms), [v], "expanded"),
      equivalents: [plain(terms)],
      misconceptions: wrongs,
      solution: [
        `Expand each bracket: $${first} = ${tex([
          [k1v * a1, hi],
          [k1v * b1, lo],
        ])}$ and $${second.replace(/^\+ /, "")} = ${tex([
          [k2 * a2, v],
          [k2 * b2, ""],
        ])}$.`,
        `Collect like terms: $${tex(terms)}$.`,
      ],
      hint: "Expand each bracket separately, keeping the sign in front of each number outside. Then collect like terms.",
      difficulty: diff(k2 < 0 || xFirst ? 4 : 3),
    };
  },
};

export const expandDoubleBrackets: Template = {
  id: "algebra.expand.double-brackets",
  title: "Expand double brackets (x + a)(x + b)",
  objective: "Expand a pair of brackets",
  topics: ["algebra.expand-double-brackets"],
  difficulty: [2, 3],
  generate(rng) {
    const v = rng.pick(VARS);
    const negatives = rng.chance(0.65);
    const a = negatives ? nz(rng, -11, 11) : rng.int(1, 11);
    const b = negatives ? nz(rng, -11, 11, [-a]) : rng.int(1, 11);
    const p = [1, a + b, a * b];
    const ans = poly(p, v);
    return {
      text: `Expand and simplify $${brTex(1, a, v)}${brTex(1, b, v)}$`,
      answer: expressionAnswer(expr(ans), [v], "expanded"),
      equivalents: [plain(ans)],
      misconceptions: exprWrongs([
        [poly([1, 0, a * b], v), `Multiply every term by every term: there are two $${v}$ terms in the middle.`],
        [poly([1, a + b, -a * b], v), `Check the sign of the last term: ${paren(a)} × ${paren(b)} = ${a * b}.`],
        [poly([1, a * b, a + b], v), `The ${v} term comes from ${a}${v} + ${b}${v}; the number term from ${a} × ${b}.`],
        [poly([2, a + b, a * b], v), `${v} × ${v} = ${v}², not 2${v}².`],
        [poly([1, a - b, a * b], v), `Check the signs of the two $${v}$ terms.`],
      ]),
      solution: [
        `Multiply each term in the first bracket by each term in the second (a grid helps):`,
        `$${v} \\times ${v} = ${v}^{2}$, $\\; ${v} \\times ${paren(b)} = ${tex([[b, v]])}$, $\\; ${paren(a)} \\times ${v} = ${tex([[a, v]])}$, $\\; ${paren(a)} \\times ${paren(b)} = ${a * b}$`,
        `Collect the $${v}$ terms: $${tex(ans)}$`,
      ],
      hint: `Multiply each term in the first bracket by each term in the second bracket: four multiplications.`,
      difficulty: diff(negatives ? 3 : 2),
    };
  },
};

export const expandHarderDoubleBrackets: Template = {
  id: "algebra.expand.double-brackets-coefficients",
  title: "Expand double brackets with coefficients and squares",
  objective: "Expand (ax + b)(cx + d) and (ax + b)²",
  topics: ["algebra.expand-double-brackets"],
  difficulty: [3, 5],
  generate(rng) {
    const v = rng.pick(VARS);
    const form = rng.int(0, 2);
    const a = rng.int(form === 1 ? 1 : 2, 6);
    const b = nz(rng, -9, 9);
    if (form === 0) {
      const c = rng.int(1, 5);
      const d = nz(rng, -9, 9);
      const ans = poly(mulPoly([a, b], [c, d]), v);
      return {
        text: `Expand and simplify $${brTex(a, b, v)}${brTex(c, d, v)}$`,
        answer: expressionAnswer(expr(ans), [v], "expanded"),
        equivalents: [plain(ans)],
        misconceptions: exprWrongs([
          [poly([a * c, 0, b * d], v), "Multiply every term by every term: you need the two middle terms too."],
          [
            poly([a * c, a * d + b * c, -b * d], v),
            `Check the sign of the number term: ${paren(b)} × ${paren(d)} = ${b * d}.`,
          ],
          [poly([a + c, a * d + b * c, b * d], v), `${a}${v} × ${lead(c)}${v} = ${a * c}${v}²: multiply the numbers.`],
          [
            poly([a * c, b + d, b * d], v),
            `The middle terms are ${a}${v} × ${paren(d)} and ${paren(b)} × ${lead(c)}${v}.`,
          ],
          [poly([a * c, a * d - b * c, b * d], v), "Check the signs of the two middle terms."],
        ]),
        solution: [
          `Multiply each term by each term: $${a * c}${v}^{2}$, $${tex([[a * d, v]])}$, $${tex([[b * c, v]])}$ and $${b * d}$.`,
          `Collect the $${v}$ terms: $${tex(ans)}$`,
        ],
        hint: "Use a grid: the terms of one bracket along the top, the other down the side.",
        difficulty: diff(b < 0 || d < 0 ? 4 : 3),
      };
    }
    if (form === 1) {
      // (ax + b)^2
      const ans = poly([a * a, 2 * a * b, b * b], v);
      return {
        text: `Expand and simplify $${brTex(a, b, v)}^{2}$`,
        answer: expressionAnswer(expr(ans), [v], "expanded"),
        equivalents: [plain(ans)],
        misconceptions: exprWrongs([
          [
            poly([a * a, 0, b * b], v),
            `Squaring a bracket means multiplying it by itself: there is a middle term, ${tex([[2 * a * b, v]])}.`,
          ],
          [
            poly([a * a, a * b, b * b], v),
            `There are two middle terms, each ${tex([[a * b, v]])}, so the middle term is ${tex([[2 * a * b, v]])}.`,
          ],
          [poly([a, 2 * a * b, b * b], v), `(${a}${v})² = ${a * a}${v}²: square the number as well.`],
          [poly([a * a, 2 * a * b, -(b * b)], v), `${paren(b)}² = ${b * b}, which is positive.`],
          [poly([2 * a, 2 * a * b, 2 * b], v), "Squaring is not doubling: write the bracket out twice and multiply."],
        ]),
        solution: [
          `$${brTex(a, b, v)}^{2} = ${brTex(a, b, v)}${brTex(a, b, v)}$`,
          `$= ${tex([
            [a * a, `${v}^2`],
            [a * b, v],
            [a * b, v],
            [b * b, ""],
          ])}$`,
          `$= ${tex(ans)}$`,
        ],
        hint: "Write the bracket out twice, then multiply every term by every term.",
        difficulty: diff(a > 1 ? 4 : 3),
      };
    }
    // two letters: (a u + b w)(c u + d w)
    const w = rng.pick(VARS.filter((x) => x !== v));
    const [u1, w1] = [v, w].sort() as [string, string];
    const c = rng.int(1, 5);
    const d = nz(rng, -7, 7);
    const uw = `${u1}${w1}`;
    const ans: Term[] = [
      [a * c, `${u1}^2`],
      [a * d + b * c, uw],
      [b * d, `${w1}^2`],
    ];
    const br = (p: number, q: number) =>
      `(${tex([
        [p, u1],
        [q, w1],
      ])})`;
    return {
      text: `Expand and simplify $${br(a, b)}${br(c, d)}$`,
      answer: expressionAnswer(expr(ans), [u1, w1], "expanded"),
      equivalents: [plain(ans)],
      misconceptions: exprWrongs([
        [[ans[0]!, ans[2]!], `Multiply every term by every term: there are two $${uw}$ terms in the middle.`],
        [[ans[0]!, ans[1]!, [-b * d, `${w1}^2`]], `Check the sign: ${paren(b)} × ${paren(d)} = ${b * d}.`],
        [[ans[0]!, [a * d - b * c, uw], ans[2]!], `Check the signs of the two $${uw}$ terms.`],
        [
          [[a + c, `${u1}^2`], ans[1]!, [b + d, `${w1}^2`]],
          "Multiply the numbers in front of the letters, don't add them.",
        ],
      ]),
      solution: [
        `Multiply each term by each term: $${tex([[a * c, `${u1}^2`]])}$, $${tex([[a * d, uw]])}$, $${tex([[b * c, uw]])}$ and $${tex([[b * d, `${w1}^2`]])}$.`,
        `Collect the $${uw}$ terms: $${tex(ans)}$`,
      ],
      hint: `${u1} × ${w1} is written ${uw}; ${w1} × ${u1} is the same term, so they can be collected.`,
      difficulty: diff(5),
    };
  },
};

export const expandTripleBrackets: Template = {
  id: "algebra.expand.triple-brackets",
  title: "Expand three brackets",
  objective: "Expand the product of three binomials",
  topics: ["algebra.expand-triple-brackets"],
  difficulty: [4, 5],
  generate(rng) {
    const v = rng.pick(VARS);
    const form = rng.int(0, 3);
    const a = nz(rng, -7, 7);
    const b = nz(rng, -7, 7);
    const c = nz(rng, -6, 6, [a, b]);
    const k = form === 3 ? rng.int(2, 4) : 1;
    // brackets (k x + a)(x + b)(x + c); form 1 squares the first, form 2 cubes it
    const [p, q, r]: [number[], number[], number[]] =
      form === 1
        ? [
            [1, a],
            [1, a],
            [1, c],
          ]
        : form === 2
          ? [
              [1, a],
              [1, a],
              [1, a],
            ]
          : [
              [k, a],
              [1, b],
              [1, c],
            ];
    const ans = poly(mulPoly(mulPoly(p, q), r), v);
    const qTex =
      form === 1
        ? `${brTex(1, a, v)}^{2}${brTex(1, c, v)}`
        : form === 2
          ? `${brTex(1, a, v)}^{3}`
          : `${brTex(k, a, v)}${brTex(1, b, v)}${brTex(1, c, v)}`;
    const pq = mulPoly(p, q);
    const full = mulPoly(pq, r);
    const [c3 = 0, c2 = 0, c1 = 0, c0 = 0] = full;
    return {
      text: `Expand and simplify $${qTex}$`,
      answer: expressionAnswer(expr(ans), [v], "expanded"),
      equivalents: [plain(ans)],
      misconceptions: exprWrongs([
        [
          poly([c3, 0, 0, c0], v),
          "Multiply every term by every term: expand two brackets first, then multiply by the third.",
        ],
        [poly([c3, c2, -c1, c0], v), "Check the signs when you multiply negative numbers."],
        [poly([c3, c2, c1, -c0], v), `Check the sign of the number term: it is the product of the three numbers.`],
        [
          poly([c3, c2, 0, c0], v),
          `You have lost the $${v}$ terms: multiply each term of the quadratic by the last bracket.`,
        ],
        ...(form === 2
          ? ([[poly([1, 0, 0, a ** 3], v), "Cubing a bracket is not the same as cubing each term."]] as const)
          : []),
        [poly([c3, c2 + c1, 0, c0], v), `${v}² and ${v} are not like terms.`],
        [
          poly([c3, c2, c1, p[1]! + q[1]! + r[1]!], v),
          "The number term is the product of the three numbers, not their sum.",
        ],
      ]),
      solution: [
        `Expand the first two brackets: $${tex(poly(pq, v))}$`,
        `Multiply each term by $${brTex(r[0] ?? 1, r[1] ?? 0, v)}$ and collect like terms:`,
        `$${tex(ans)}$`,
      ],
      hint: "Expand two of the brackets first, then multiply every term of the result by the third bracket.",
      difficulty: diff(form === 3 || form === 2 ? 5 : 4),
    };
  },
};

export const bracketTemplates: Template[] = [
  expandAndSimplify,
  expandDoubleBrackets,
  expandHarderDoubleBrackets,
  expandTripleBrackets,
];
