/** Equations with fractions: numeric denominators and the unknown in the denominator. */
import { solutionsAnswer } from "../../core/answers.js";
import { gcd, lcm } from "../../core/intmath.js";
import { texFrac, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { brTex, diff, Fraction, fr, nz, plain, solutionEquivalents, solWrongs, tex } from "./shared.js";

const VARS = ["x", "y", "n", "p", "a", "m", "t"] as const;

const ratio = (a: number | Fraction, b: number | Fraction): Fraction | null =>
  fr(b).equals(0) ? null : fr(a).div(fr(b));

export const solveWithNumberFractions: Template = {
  id: "algebra.equations.fractions-numeric-denominators",
  title: "Solve equations with fractions",
  objective: "Solve equations like (x + 3)/4 = (x − 1)/2 and x/3 + x/5 = 8",
  topics: ["algebra.solve-with-fractions"],
  difficulty: [4, 5],
  generate(rng) {
    const v = rng.pick(VARS);
    const form = rng.int(0, 2);
    const [b, d] = rng.distinctInts(2, 2, 9) as [number, number];
    if (form === 0) {
      // (x + a)/b = (x + c)/d, both sides equal to r at the solution
      // a or c = 0 lets several wrong methods agree, so choose again
      let x = nz(rng, -12, 15);
      let r = nz(rng, -5, 6);
      while (b * r === x || d * r === x) {
        x = nz(rng, -12, 15);
        r = nz(rng, -5, 6);
      }
      const a = b * r - x;
      const c = d * r - x;
      return {
        text: `Solve $\\frac{${tex([
          [1, v],
          [a, ""],
        ])}}{${b}} = \\frac{${tex([
          [1, v],
          [c, ""],
        ])}}{${d}}$`,
        answer: solutionsAnswer(v, [x]),
        equivalents: solutionEquivalents(v, [x]),
        misconceptions: solWrongs(v, [
          [
            [ratio(b * c - d * a, b - d)],
            "Cross-multiply: the bottom of each side multiplies the top of the other side.",
          ],
          [
            [ratio(b * c - a, d - b)],
            `Multiply every term in the bracket: ${b} × ${tex([
              [1, v],
              [c, ""],
            ])}.`,
          ],
          [[ratio(d * a - b * c, d - b)], "Check the signs when you collect the terms."],
          [[ratio(c - a, 1)], "Clear the fractions first by multiplying both sides by both denominators."],
          [[ratio(b * c + d * a, d - b)], "Check the sign when you move the number terms."],
        ]),
        solution: [
          `Multiply both sides by $${b} \\times ${d}$: $${d}${brTex(1, a, v)} = ${b}${brTex(1, c, v)}$`,
          `Expand: $${tex([
            [d, v],
            [d * a, ""],
          ])} = ${tex([
            [b, v],
            [b * c, ""],
          ])}$`,
          `Collect terms: $${tex([[d - b, v]])} = ${b * c - d * a}$, so $${v} = ${x}$`,
        ],
        hint: "Multiply both sides by both denominators (cross-multiply), using brackets.",
        difficulty: diff(4),
      };
    }
    if (form === 1) {
      // x/b + x/d = s  (or minus)
      const plus = rng.bool() || b === d;
      const k = nz(rng, -4, 6);
      const x = lcm(b, d) * k;
      const s = plus ? x / b + x / d : x / b - x / d;
      return {
        text: `Solve $\\frac{${v}}{${b}} ${plus ? "+" : "-"} \\frac{${v}}{${d}} = ${tn(s)}$`,
        answer: solutionsAnswer(v, [x]),
        equivalents: solutionEquivalents(v, [x]),
        misconceptions: solWrongs(v, [
          [
            [ratio(s * (plus ? b + d : b - d), 1)],
            "You can't add fractions by adding tops and bottoms: use a common denominator.",
          ],
          [[fr(s * b * d)], `After multiplying by ${b * d}, collect the ${v} terms and divide.`],
          [
            [plus ? ratio(s * (b + d), 2) : null],
            `${v}/${b} + ${v}/${d} is not 2${v}/${b + d}: use a common denominator.`,
          ],
          [[ratio(s * b * d, plus ? b - d : b + d)], "Check the sign when you combine the two fractions."],
          [
            [
              ratio(
                s,
                fr(1, b)
                  .add(fr(plus ? 1 : -1, d))
                  .mul(b * d),
              ),
            ],
            `Multiply both sides by ${b * d} too, not just the left.`,
          ],
        ]),
        solution: [
          `Multiply every term by $${b * d}$: $${tex([[d, v]])} ${plus ? "+" : "-"} ${tex([[b, v]])} = ${tn(s * b * d)}$`,
          `Collect: $${tex([[plus ? b + d : d - b, v]])} = ${tn(s * b * d)}$`,
          `So $${v} = ${tn(x)}$`,
        ],
        hint: `Multiply every term by a common multiple of ${b} and ${d} to clear the fractions.`,
        difficulty: diff(4),
      };
    }
    // (px + q)/b = r + e  → p x + q = b(r) ... simpler: (px + q)/b − e = r
    const p = rng.int(2, 5);
    const x = nz(rng, -8, 10);
    const m = nz(rng, -6, 8);
    const q = b * m - p * x;
    const e = nz(rng, -9, 9);
    const r = m - e;
    return {
      text: `Solve $\\frac{${tex([
        [p, v],
        [q, ""],
      ])}}{${b}} ${e < 0 ? "+" : "-"} ${Math.abs(e)} = ${tn(r)}$`,
      answer: solutionsAnswer(v, [x]),
      equivalents: solutionEquivalents(v, [x]),
      misconceptions: solWrongs(v, [
        [[ratio(b * r + e - q, p)], `Undo the ${e < 0 ? "+" : "−"} ${Math.abs(e)} before multiplying by ${b}.`],
        [[ratio(b * (r - e) - q, p)], e < 0 ? `To undo + ${-e}, subtract ${-e}.` : `To undo − ${e}, add ${e}.`],
        [[ratio(b * (r + e) + q, p)], "Check the sign when you move the number term."],
        [[ratio(r + e - q, p)], `To undo ÷ ${b}, multiply by ${b}.`],
        [[ratio(b * (r + e) - q, 1)], `Divide by ${p} at the end.`],
      ]),
      solution: [
        `${e < 0 ? "Subtract" : "Add"} $${Math.abs(e)}$: $\\frac{${tex([
          [p, v],
          [q, ""],
        ])}}{${b}} = ${m}$`,
        `Multiply by $${b}$: $${tex([
          [p, v],
          [q, ""],
        ])} = ${b * m}$`,
        `$${p}${v} = ${b * m - q}$, so $${v} = ${x}$`,
      ],
      hint: "Undo the operations in reverse order: add or subtract first, then multiply by the denominator.",
      difficulty: diff(gcd(b, p) > 1 || x < 0 ? 5 : 4),
    };
  },
};

export const solveUnknownDenominator: Template = {
  id: "algebra.equations.unknown-in-denominator",
  title: "Solve equations with the unknown in the denominator",
  objective: "Solve equations like 12/(x + 1) = 3 and 4/(x − 2) = 3/(x + 1)",
  topics: ["algebra.solve-with-fractions", "algebra.algebraic-fractions"],
  difficulty: [4, 5],
  higherOnly: true, // an unknown in a denominator is an algebraic fraction: Higher (DfE A4)
  generate(rng) {
    const v = rng.pick(VARS);
    const x = nz(rng, -9, 12);
    const b = nz(rng, -9, 9, [-x]);
    const u = x + b;
    if (rng.chance(0.4)) {
      // k/(x + b) = c
      const c = nz(rng, -6, 8, [1, -1]);
      const k = c * u;
      return {
        text: `Solve $\\frac{${k}}{${tex([
          [1, v],
          [b, ""],
        ])}} = ${c}$`,
        answer: solutionsAnswer(v, [x]),
        equivalents: solutionEquivalents(v, [x]),
        misconceptions: solWrongs(v, [
          [[k / c + b], b > 0 ? `Subtract ${b} at the end, don't add it.` : `Add ${-b} at the end, don't subtract it.`],
          [
            [ratio(c, k)?.sub(b) ?? null],
            `Multiply both sides by (${plain([
              [1, v],
              [b, ""],
            ])}): ${k} = ${c}(${plain([
              [1, v],
              [b, ""],
            ])}).`,
          ],
          [[k * c - b], `Divide ${k} by ${c}, don't multiply.`],
          [[ratio(k - b, c)], `Multiply ${b} by ${c} as well when you expand.`],
        ]),
        solution: [
          `Multiply both sides by $${brTex(1, b, v)}$: $${k} = ${c}${brTex(1, b, v)}$`,
          `Divide by $${c}$: $${tex([
            [1, v],
            [b, ""],
          ])} = ${u}$`,
          `So $${v} = ${x}$`,
        ],
        hint: "Multiply both sides by the denominator first.",
        difficulty: diff(4),
      };
    }
    // p/(x + b) = q/(x + d) holds when p : q = (x + b) : (x + d), so p = k(x + b)/g and q = k(x + d)/g
    const d = nz(rng, -9, 9, [-x, b]);
    const w = x + d;
    const g = gcd(Math.abs(u), Math.abs(w)) * (rng.bool() ? 1 : -1);
    const k = rng.int(1, 3);
    const p = (k * u) / g;
    const q = (k * w) / g;
    // p(x + d) = q(x + b)  ⇔  (p − q)x = qb − pd
    return {
      text: `Solve $\\frac{${p}}{${tex([
        [1, v],
        [b, ""],
      ])}} = \\frac{${q}}{${tex([
        [1, v],
        [d, ""],
      ])}}$`,
      answer: solutionsAnswer(v, [x]),
      equivalents: solutionEquivalents(v, [x]),
      misconceptions: solWrongs(v, [
        [[ratio(q * d - p * b, p - q)], "Cross-multiply: each numerator multiplies the other side's denominator."],
        [[ratio(q * b - d, p - q)], `Multiply every term in the bracket by ${p}.`],
        [
          [ratio(q * b - p * d, p + q)],
          `Collect the ${v} terms carefully: ${p}${v} − ${q < 0 ? `(${q}${v})` : `${q}${v}`}.`,
        ],
        [[ratio(q * b + p * d, p - q)], "Check the sign when you move the number terms."],
        [[ratio(p - q, q * b - p * d)], `Divide by the coefficient of ${v}, not into it.`],
      ]),
      solution: [
        `Cross-multiply: $${p}${brTex(1, d, v)} = ${q}${brTex(1, b, v)}$`,
        `Expand: $${tex([
          [p, v],
          [p * d, ""],
        ])} = ${tex([
          [q, v],
          [q * b, ""],
        ])}$`,
        `Collect: $${tex([[p - q, v]])} = ${q * b - p * d}$, so $${v} = ${texFrac(new Fraction(x))}$`,
      ],
      hint: "Multiply both sides by both denominators (cross-multiply), keeping the brackets.",
      difficulty: diff(5),
    };
  },
};

/** a triangle or quadrilateral drawing with expression labels at the corners' angles */

export const fractionEquationTemplates: Template[] = [solveWithNumberFractions, solveUnknownDenominator];
