/** Surds: simplifying, adding, expanding brackets and rationalising denominators. */
import { expressionAnswer } from "../../core/answers.js";
import { gcd } from "../../core/intmath.js";
import type { Rng } from "../../core/rng.js";
import type { Misconception, Template } from "../../core/types.js";

const SQUARE_FREE = [2, 3, 5, 6, 7, 10, 11, 13, 14, 15, 17, 19, 21, 22, 23];

/** k√n as mathjs text, plain typed text and TeX */
const surd = (k: number, n: number) => ({
  expr: `${k}*sqrt(${n})`,
  typed: `${k === 1 ? "" : k === -1 ? "-" : k}√${n}`,
  tex: `${k === 1 ? "" : k === -1 ? "-" : k}\\sqrt{${n}}`,
});

function pickSquareFree(rng: Rng): number {
  return rng.pick(SQUARE_FREE);
}

export const simplifySurd: Template = {
  id: "number.surds.simplify",
  title: "Simplify a surd",
  topics: ["number.surds-simplify"],
  difficulty: [4, 5],
  generate(rng) {
    const n = pickSquareFree(rng);
    // a third of the time the surd already has a number in front (3√12 = 6√3), as exam questions do
    const c = rng.chance(0.35) ? rng.int(2, 5) : 1;
    const k = c === 1 ? rng.int(2, 10) : rng.int(2, 6);
    const inside = k * k * n;
    const ans = surd(c * k, n);
    const front = c === 1 ? "" : String(c);
    // common partial simplification: a square factor that isn't the largest one
    const partial = [2, 3, 5].find((p) => k % p === 0 && p !== k);
    const wrong: Misconception[] = [
      {
        answer: `${c * k * k}√${n}`,
        feedback: `Take the square root of the square factor: $\\sqrt{${k * k}} = ${k}$.`,
      },
      {
        answer: `${c * n}√${k}`,
        feedback: `Find the largest square number that divides ${inside}; its square root goes outside.`,
      },
      { answer: `${c * k}√${n * 2}`, feedback: "Check your factor pair multiplies back to the number under the root." },
      {
        answer: `${c * Math.round(inside / 2)}√2`.replace(/^1√/, "√"),
        feedback: "You can't just halve the number under the root.",
      },
      { answer: `${c * (k + 1)}√${n}`, feedback: `Check: $${k + 1}^2 \\times ${n}$ isn't ${inside}.` },
      ...(c === 1
        ? []
        : [
            {
              answer: `${c + k}√${n}`,
              feedback: `Multiply the ${c} in front by the $${k}$ you took out; don't add them.`,
            },
          ]),
    ];
    return {
      text: `Simplify $${front}\\sqrt{${inside}}$. Give your answer in the form $a\\sqrt{b}$, where $b$ is as small as possible.`,
      answer: expressionAnswer(ans.expr, [], "simplified"),
      equivalents: [ans.typed, `${c * k}sqrt(${n})`, `${c * k}*sqrt${n}`],
      misconceptions: wrong,
      solution: [
        `Find the largest square factor: $${inside} = ${k * k} \\times ${n}$`,
        `$\\sqrt{${inside}} = \\sqrt{${k * k}} \\times \\sqrt{${n}} = ${surd(k, n).tex}$`,
        ...(c === 1 ? [] : [`$${c} \\times ${surd(k, n).tex} = ${ans.tex}$`]),
        ...(partial ? [`(If you took out a smaller square first, keep going until no square factor is left.)`] : []),
      ],
      hint: "Look for the biggest square number (4, 9, 16, 25, ...) that divides the number.",
      difficulty: inside > 200 || c > 1 ? 5 : 4,
    };
  },
};

export const addSurds: Template = {
  id: "number.surds.add-subtract",
  title: "Add and subtract surds",
  topics: ["number.surds-calculate", "number.surds-simplify"],
  difficulty: [4, 5],
  generate(rng) {
    const n = pickSquareFree(rng);
    const [a, b] = rng.distinctInts(2, 1, 6);
    const ka = a ?? 1;
    const kb = b ?? 2;
    const subtract = rng.bool();
    const total = subtract ? ka - kb : ka + kb;
    if (total === 0) return addSurds.generate(rng);
    const ans = surd(total, n);
    const [x, y] = [ka * ka * n, kb * kb * n];
    return {
      text: `Simplify $\\sqrt{${x}} ${subtract ? "-" : "+"} \\sqrt{${y}}$`,
      answer: expressionAnswer(ans.expr, [], "simplified"),
      equivalents: [ans.typed],
      misconceptions: [
        {
          answer: subtract ? (x - y > 0 ? `√${x - y}` : `-√${y - x}`) : `√${x + y}`,
          feedback: `$\\sqrt{a} ${subtract ? "-" : "+"} \\sqrt{b}$ is not $\\sqrt{a ${subtract ? "-" : "+"} b}$. Simplify each surd first.`,
        },
        {
          answer: `${subtract ? ka - kb + 1 : ka + kb + 1}√${n}`,
          feedback: "Simplify each surd, then collect like surds.",
        },
        {
          answer: `${subtract ? kb - ka : ka + kb}√${n * 2}`,
          feedback: "Like surds add like like terms: 2√3 + 5√3 = 7√3 (the number under the root stays the same).",
        },
        {
          answer: `${subtract ? ka * kb : ka * kb}√${n}`,
          feedback: "Add or subtract the numbers in front; don't multiply them.",
        },
      ],
      solution: [
        `$\\sqrt{${x}} = ${surd(ka, n).tex}$ and $\\sqrt{${y}} = ${surd(kb, n).tex}$`,
        `$${surd(ka, n).tex} ${subtract ? "-" : "+"} ${surd(kb, n).tex} = ${ans.tex}$`,
      ],
      hint: "Simplify each surd first; then like surds collect like algebra terms.",
      difficulty: ka > 1 && kb > 1 ? 5 : 4,
    };
  },
};

export const expandSurds: Template = {
  id: "number.surds.expand-brackets",
  title: "Expand brackets with surds",
  topics: ["number.surds-calculate"],
  difficulty: [5, 5],
  generate(rng) {
    const n = pickSquareFree(rng);
    const [a, b] = [rng.int(1, 9), rng.nonZero(-5, 5)];
    const [c, d] = [rng.int(1, 9), rng.nonZero(-5, 5)];
    // (a + b√n)(c + d√n) = ac + bdn + (ad + bc)√n
    const whole = a * c + b * d * n;
    const root = a * d + b * c;
    if (root === 0 || whole === 0) return expandSurds.generate(rng);
    const sign = (k: number) => (k < 0 ? "-" : "+");
    const term = (k: number) => `${Math.abs(k) === 1 ? "" : Math.abs(k)}\\sqrt{${n}}`;
    const typedTerm = (k: number) => `${Math.abs(k) === 1 ? "" : Math.abs(k)}√${n}`;
    const ansTex = `${whole} ${sign(root)} ${term(root)}`;
    const typed = `${whole} ${sign(root)} ${typedTerm(root)}`;
    return {
      text: `Expand and simplify $(${a} ${sign(b)} ${term(b)})(${c} ${sign(d)} ${term(d)})$`,
      answer: expressionAnswer(`${whole} + ${root}*sqrt(${n})`, [], "expanded"),
      equivalents: [typed, `${root}√${n} + ${whole}`],
      misconceptions: [
        {
          answer: `${a * c + b * d} ${sign(root)} ${typedTerm(root)}`,
          feedback: `$\\sqrt{${n}} \\times \\sqrt{${n}} = ${n}$, so multiply by ${n} as well.`,
        },
        {
          answer: `${a * c} ${sign(b * d)} ${Math.abs(b * d) === 1 ? "" : Math.abs(b * d)}√${n}`,
          feedback: "Multiply every term in the first bracket by every term in the second (four products).",
        },
        { answer: `${whole} ${sign(-root)} ${typedTerm(root)}`, feedback: "Check the signs of the middle terms." },
        { answer: `${whole + 1} ${sign(root)} ${typedTerm(root)}`, feedback: "Add the whole-number parts carefully." },
      ],
      solution: [
        `The four products: $${a * c}$, $${a * d}\\sqrt{${n}}$, $${b * c}\\sqrt{${n}}$ and $${b} \\times ${d} \\times ${n} = ${b * d * n}$ (because $\\sqrt{${n}} \\times \\sqrt{${n}} = ${n}$)`,
        `Collect: $${a * c} + ${b * d * n} = ${whole}$ and $(${a * d} + ${b * c})\\sqrt{${n}} = ${root}\\sqrt{${n}}$`,
        `$${ansTex}$`,
      ],
      hint: "Use FOIL (or a grid): four multiplications, then remember √n × √n = n.",
      difficulty: 5,
    };
  },
};

export const rationalise: Template = {
  id: "number.surds.rationalise",
  title: "Rationalise the denominator",
  topics: ["number.rationalise-denominator", "number.surds-calculate"],
  difficulty: [5, 5],
  generate(rng) {
    const n = pickSquareFree(rng);
    // half the time the top is a multiple of n (12/√3 = 4√3), otherwise a fraction stays (5/√3 = 5√3/3)
    const a = rng.bool() ? n * rng.int(1, 9) : rng.int(1, 12);
    const g = gcd(a, n);
    const [p, q] = [a / g, n / g];
    const ans =
      q === 1
        ? surd(p, n)
        : {
            expr: `${p}*sqrt(${n})/${q}`,
            typed: `${p === 1 ? "" : p}√${n}/${q}`,
            tex: `\\frac{${p === 1 ? "" : p}\\sqrt{${n}}}{${q}}`,
          };
    return {
      text: `Rationalise the denominator and simplify $\\frac{${a}}{\\sqrt{${n}}}$`,
      answer: expressionAnswer(ans.expr, [], "rationalised"),
      equivalents: [ans.typed],
      misconceptions: [
        { answer: `${a}√${n}`, feedback: `Multiplying top and bottom by √${n} makes the bottom ${n}: divide by it.` },
        { answer: `${a}/${n}`, feedback: "The top must be multiplied by the surd too." },
        { answer: `${a * n}√${n}`, feedback: `√${n} × √${n} = ${n}, not ${n}².` },
        ...(q === 1 ? [] : [{ answer: `${p}√${n}`, feedback: `The bottom is ${q} after simplifying: keep it.` }]),
        { answer: `${a}√${n}/${n * n}`, feedback: `√${n} × √${n} = ${n}, not ${n}².` },
      ],
      solution: [
        `Multiply the top and bottom by $\\sqrt{${n}}$: $\\frac{${a}\\sqrt{${n}}}{${n}}$`,
        `Simplify: $${ans.tex}$`,
      ],
      hint: "Multiply the numerator and denominator by the surd on the bottom.",
      difficulty: 5,
    };
  },
};

export const surdTemplates: Template[] = [simplifySurd, addSurds, expandSurds, rationalise];
