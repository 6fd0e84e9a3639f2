/** Quadratic equations: factorising, the formula, and completing the square. */
import {
  coordinatesAnswer,
  DP,
  fractionAnswer,
  integerAnswer,
  multiPartAnswer,
  solutionsAnswer,
} from "../../core/answers.js";
import { gcd, isPerfectSquare } from "../../core/intmath.js";
import { texFrac } from "../../core/tex.js";
import type { SingleAnswerSpec, Template } from "../../core/types.js";
import {
  brTex,
  diff,
  Fraction,
  fr,
  mulPoly,
  numText,
  nz,
  plusTex,
  pointWrongs,
  poly,
  solutionEquivalents,
  solWrongs,
  tex,
} from "./shared.js";

const VARS = ["x", "y", "n", "t", "p", "a"] as const;
const numberAnswer = (f: Fraction): SingleAnswerSpec =>
  f.d === 1n ? integerAnswer(f) : fractionAnswer(f, "any", { allowDecimal: true });

export const solveByFactorising: Template = {
  id: "algebra.quadratics.solve-by-factorising",
  title: "Solve a quadratic equation by factorising",
  objective: "Solve quadratic equations by factorising",
  topics: ["algebra.solve-quadratic-factorising"],
  difficulty: [3, 5],
  generate(rng) {
    const v = rng.pick(VARS);
    const form = rng.int(0, 3);
    if (form === 1) {
      // x² − kx = 0 (or x² = kx): the root 0 is easy to lose
      const k = nz(rng, -12, 12);
      const asEquals = rng.bool();
      return {
        text: asEquals
          ? `Solve $${v}^{2} = ${tex([[k, v]])}$`
          : `Solve $${tex([
              [1, `${v}^2`],
              [-k, v],
            ])} = 0$`,
        answer: solutionsAnswer(v, [0, k]),
        equivalents: solutionEquivalents(v, [0, k]),
        misconceptions: solWrongs(v, [
          [
            [k],
            `Dividing by ${v} loses a solution: factorise instead, ${v}(${v} ${k > 0 ? "−" : "+"} ${Math.abs(k)}) = 0.`,
          ],
          [[0, -k], `${v} ${k > 0 ? "−" : "+"} ${Math.abs(k)} = 0 gives ${v} = ${k}.`],
          [[-k], "Check the sign, and remember the solution from the factor on its own."],
          [[0], `There are two factors: ${v} and the bracket. Set each equal to 0.`],
        ]),
        solution: [
          ...(asEquals
            ? [
                `Rearrange: $${tex([
                  [1, `${v}^2`],
                  [-k, v],
                ])} = 0$`,
              ]
            : []),
          `Factorise: $${v}${brTex(1, -k, v)} = 0$`,
          `So $${v} = 0$ or $${v} = ${k}$.`,
        ],
        hint: `Don't divide by ${v}: take ${v} out as a common factor, then set each factor equal to zero.`,
        difficulty: diff(asEquals ? 4 : 3),
      };
    }
    // (a x − p)(x − q) = 0 with a = 1 unless form 3
    const a = form === 3 ? rng.int(2, 5) : 1;
    let p = nz(rng, -9, 9);
    while (form === 3 && gcd(a, Math.abs(p)) !== 1) p = nz(rng, -9, 9);
    // q = −p gives roots ±p, where the sign-slip answer is the right answer
    const q = nz(rng, -9, 9, [p, -p]);
    const coeffs = mulPoly([a, -p], [1, -q]);
    const r1 = new Fraction(p, a);
    // form 2: the equation is given with the number term moved across
    const moved = form === 2;
    const lhs = moved ? tex(poly([coeffs[0] ?? 1, coeffs[1] ?? 0, 0], v)) : tex(poly(coeffs, v));
    const rhs = moved ? `${-(coeffs[2] ?? 0)}` : "0";
    return {
      text: `Solve $${lhs} = ${rhs}$`,
      answer: solutionsAnswer(v, [r1, q]),
      equivalents: solutionEquivalents(v, [r1, q]),
      misconceptions: solWrongs(v, [
        [
          [r1.neg(), -q],
          "Each bracket equals zero when the letter is the opposite of the number in it: check the signs.",
        ],
        [[r1], "There are two solutions: one from each bracket."],
        [
          [fr(p), q].filter((x, i) => i === 1 || !fr(x).equals(r1)),
          `When ${a}${v} − ${p} = 0, divide by ${a}: ${v} = ${texFrac(r1)}.`,
        ],
        [[fr(a, p), q], `Solve ${a}${v} ${p < 0 ? "+" : "−"} ${Math.abs(p)} = 0 carefully: ${v} = ${numText(r1)}.`],
        ...(moved
          ? ([[[fr(coeffs[2] ?? 0).neg(), 0], "Rearrange to make one side 0 before factorising."]] as const)
          : []),
      ]),
      solution: [
        ...(moved ? [`Rearrange so one side is 0: $${tex(poly(coeffs, v))} = 0$`] : []),
        `Factorise: $${brTex(a, -p, v)}${brTex(1, -q, v)} = 0$`,
        `One of the brackets must be 0: $${v} = ${texFrac(r1)}$ or $${v} = ${q}$.`,
      ],
      hint: "Make one side 0, factorise, then set each bracket equal to zero.",
      difficulty: diff(form === 3 ? 5 : moved ? 4 : 3),
    };
  },
};

/** decimal string with 12 places: plenty for marking to 1 or 2 dp */
const approx = (x: number) => new Fraction(Math.round(x * 1e12), 1e12);

export const quadraticFormula: Template = {
  id: "algebra.quadratics.formula",
  title: "Solve a quadratic equation using the formula",
  objective: "Use the quadratic formula, giving answers to decimal places",
  topics: ["algebra.quadratic-formula"],
  difficulty: [4, 5],
  generate(rng) {
    const v = rng.pick(VARS);
    const places = rng.chance(0.75) ? 2 : 1;
    for (;;) {
      const a = rng.pick([1, 1, 2, 3, 4, 5, -2]);
      const b = nz(rng, -11, 11);
      const c = nz(rng, -12, 12);
      const disc = b * b - 4 * a * c;
      if (disc <= 0 || isPerfectSquare(disc)) continue;
      const roots = [(-b + Math.sqrt(disc)) / (2 * a), (-b - Math.sqrt(disc)) / (2 * a)];
      // a value right on a rounding boundary could round either way in floating point
      const step = 10 ** places;
      if (roots.some((r) => Math.abs(((Math.abs(r) * step) % 1) - 0.5) < 1e-6)) continue;
      const rnd = (x: number) => (Math.round(x * step) / step).toFixed(places);
      const fmt = (xs: readonly number[]) => xs.map((x) => `${v} = ${rnd(x)}`).join(", ");
      const wrongWith = (num: (s: number) => number[], feedback: string) => ({
        answer: fmt(num(Math.sqrt(Math.abs(disc)))),
        feedback,
      });
      return {
        text: `Solve $${tex(poly([a, b, c], v))} = 0$. Give your solutions correct to ${places} decimal place${places > 1 ? "s" : ""}.`,
        answer: solutionsAnswer(v, roots.map(approx), DP(places)),
        equivalents: [roots.map(rnd).join(" or ")],
        misconceptions: [
          wrongWith((s) => [(b + s) / (2 * a), (b - s) / (2 * a)], "The formula starts with −b."),
          wrongWith((s) => [-b + s / (2 * a), -b - s / (2 * a)], "Divide the whole of −b ± √(b² − 4ac) by 2a."),
          ...(b * b + 4 * a * c > 0
            ? [
                {
                  answer: fmt([1, -1].map((sg) => (-b + sg * Math.sqrt(b * b + 4 * a * c)) / (2 * a))),
                  feedback: "It is b² − 4ac: take care with the signs.",
                },
              ]
            : []),
          wrongWith((s) => [(-b + s) / a, (-b - s) / a], "The denominator is 2a."),
          {
            answer: fmt(roots.map((r) => Math.trunc(r * step) / step)),
            feedback: `Round to ${places} decimal places: look at the next digit.`,
          },
        ],
        solution: [
          `$a = ${a}$, $b = ${b}$, $c = ${c}$`,
          `$${v} = \\frac{-b \\pm \\sqrt{b^{2} - 4ac}}{2a} = \\frac{${-b} \\pm \\sqrt{${disc}}}{${2 * a}}$`,
          `$${v} = ${rnd(roots[0] ?? 0)}$ or $${v} = ${rnd(roots[1] ?? 0)}$ (to ${places} d.p.)`,
        ],
        hint: "Identify a, b and c, then use x = (−b ± √(b² − 4ac)) ÷ 2a. Work out b² − 4ac first.",
        difficulty: diff(a === 1 && b > 0 ? 4 : 5),
      };
    }
  },
};

export const completeTheSquare: Template = {
  id: "algebra.quadratics.complete-the-square",
  title: "Complete the square",
  objective: "Write a quadratic in the form (x + p)² + q",
  topics: ["algebra.completing-the-square"],
  difficulty: [4, 5],
  generate(rng) {
    // the form's constants are a, p and q, so the variable is never one of them
    const v = rng.pick(VARS.filter((l) => !FORM_CONSTANTS.includes(l)));
    const withA = rng.chance(0.3);
    const a = withA ? rng.int(2, 4) : 1;
    const half = withA || rng.chance(0.7) ? nz(rng, -7, 7) : new Fraction(2 * rng.int(-4, 3) + 1, 2);
    const p = fr(half);
    const b = p.mul(2 * a);
    const c = new Fraction(nz(rng, -15, 15));
    const q = c.sub(p.mul(p).mul(a));
    const form = withA ? `a(${v} + p)^{2} + q` : `(${v} + p)^{2} + q`;
    const parts = [
      ...(withA ? [{ id: "a", prompt: "$a =$", answer: integerAnswer(a) }] : []),
      { id: withA ? "b" : "a", prompt: "$p =$", answer: numberAnswer(p) },
      { id: withA ? "c" : "b", prompt: "$q =$", answer: numberAnswer(q) },
    ];
    const ans = (pp: Fraction, qq: Fraction) => [...(withA ? [String(a)] : []), numText(pp), numText(qq)];
    return {
      text: `Write $${tex(poly([a, b, c], v))}$ in the form $${form}$.`,
      answer: multiPartAnswer(parts),
      misconceptions: [
        {
          answer: ans(p, c.add(p.mul(p).mul(a))),
          feedback: `Subtract the extra ${a > 1 ? `${a} × ` : ""}p² that the bracket adds.`,
        },
        {
          answer: ans(p.mul(2), c.sub(p.mul(2).mul(p.mul(2)).mul(a))),
          feedback: `p is half of the ${v} coefficient${withA ? " (after taking out a)" : ""}.`,
        },
        { answer: ans(p.neg(), q), feedback: `Expand (${v} − p)² to check: the sign of p matches the ${v} term.` },
        {
          answer: ans(p, c.sub(p.mul(p))),
          feedback: withA
            ? `The bracket is multiplied by ${a}, so subtract ${a}p², not p².`
            : "q = c − p²: check your arithmetic.",
        },
        { answer: ans(p, c), feedback: `The bracket also makes a number term, p², which must be taken off.` },
      ],
      solution: [
        ...(withA
          ? [`Take out $${a}$ from the first two terms: $${a}(${tex(poly([1, b.div(a), 0], v))})${plusTex(c)}$`]
          : []),
        `Halve the ${v} coefficient: $p = ${texFrac(p)}$, and $${brTex(1, p, v)}^{2} = ${tex(poly([1, p.mul(2), p.mul(p)], v))}$.`,
        `So $${tex(poly([a, b, c], v))} = ${a > 1 ? a : ""}${brTex(1, p, v)}^{2}${plusTex(q)}$, giving $q = ${texFrac(q)}$.`,
      ],
      hint: `${withA ? "Take out the coefficient of x² first. " : ""}p is half the coefficient of ${v}; then subtract p² to correct the number term.`,
      difficulty: diff(withA || p.d !== 1n ? 5 : 4),
    };
  },
};

const FORM_CONSTANTS: readonly string[] = ["a", "p", "q"];

export const completeSquareApply: Template = {
  id: "algebra.quadratics.complete-square-apply",
  title: "Use completing the square: turning points and surd solutions",
  objective: "Find turning points and solve equations by completing the square",
  topics: ["algebra.completing-the-square", "algebra.quadratic-graphs"],
  difficulty: [5, 5],
  generate(rng) {
    const p = nz(rng, -8, 8);
    const mode = rng.int(0, 1);
    if (mode === 0) {
      const q = nz(rng, -15, 15);
      const b = 2 * p;
      const c = p * p + q;
      return {
        text: `By completing the square, find the coordinates of the turning point of $y = ${tex(poly([1, b, c], "x"))}$.`,
        answer: coordinatesAnswer(-p, q),
        misconceptions: pointWrongs([
          [p, q, `(x ${p > 0 ? "+" : "−"} ${Math.abs(p)})² is smallest when x = ${-p}: the sign changes.`],
          [-p, c, `The turning point's y coordinate is q = c − p² = ${q}.`],
          [-b, q, `Halve the x coefficient: p = ${p}.`],
          [-p, c + p * p, "Subtract p², don't add it."],
          [q, -p, "The x coordinate comes first."],
        ]),
        solution: [
          `$y = ${brTex(1, p, "x")}^{2}${plusTex(q)}$`,
          `The bracket is 0 when $x = ${-p}$, giving the minimum value $${q}$.`,
          `Turning point: $(${-p}, ${q})$`,
        ],
        hint: "Write it as (x + p)² + q. The turning point is at (−p, q).",
        difficulty: 5,
      };
    }
    // x² + 2px + c = 0 → (x + p)² = k → x = −p ± √k
    let k = rng.int(2, 30);
    while (isPerfectSquare(k)) k = rng.int(2, 30);
    const c = p * p - k;
    return {
      text: `Solve $${tex(poly([1, 2 * p, c], "x"))} = 0$ by completing the square. Give your answer in the form $x = a \\pm \\sqrt{b}$, writing the values of $a$ and $b$.`,
      answer: multiPartAnswer([
        { id: "a", prompt: "$a =$", answer: integerAnswer(-p) },
        { id: "b", prompt: "$b =$", answer: integerAnswer(k) },
      ]),
      misconceptions: [
        {
          answer: [String(p), String(k)],
          feedback: `From (x ${p > 0 ? "+" : "−"} ${Math.abs(p)})² = ${k}, x = ${-p} ± √${k}: the sign changes.`,
        },
        {
          answer: [String(-p), String(c)],
          feedback: `Complete the square first: (x + p)² − p² + c = 0, so b = p² − c = ${k}.`,
        },
        { answer: [String(-p), String(p * p + c)], feedback: `Move ${c} to the other side: its sign changes.` },
        { answer: [String(-2 * p), String(4 * p * p - c)], feedback: "p is half the coefficient of x." },
      ],
      solution: [
        `$${tex(poly([1, 2 * p, c], "x"))} = ${brTex(1, p, "x")}^{2} - ${p * p}${plusTex(c)} = ${brTex(1, p, "x")}^{2} - ${k}$`,
        `So $${brTex(1, p, "x")}^{2} = ${k}$, giving $x ${p > 0 ? "+" : "-"} ${Math.abs(p)} = \\pm\\sqrt{${k}}$`,
        `$x = ${-p} \\pm \\sqrt{${k}}$, so $a = ${-p}$ and $b = ${k}$.`,
      ],
      hint: "Complete the square, move the number to the other side, then square root both sides (±).",
      difficulty: 5,
    };
  },
};

export const quadraticTemplates: Template[] = [
  solveByFactorising,
  quadraticFormula,
  completeTheSquare,
  completeSquareApply,
];
