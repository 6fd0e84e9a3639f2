/** Equations with fractions, and forming equations from shapes and stories. */
import { integerAnswer, solutionsAnswer } from "../../core/answers.js";
import { gcd, lcm } from "../../core/intmath.js";
import { texFrac, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { angleShape, labelledRectangle } from "./graph-draw.js";
import { brTex, diff, Fraction, fr, intWrongs, nz, plain, solutionEquivalents, solWrongs, tex } from "./shared.js";

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
    // p/(x + b) = q/(x + d), with p = (x + b)/g and q = (x + d)/g scaled by a common factor
    const d = nz(rng, -9, 9, [-x, b]);
    const w = x + d;
    const g = gcd(Math.abs(u), Math.abs(w)) * (rng.bool() ? 1 : -1);
    const k = rng.int(1, 3);
    const p = (k * w) / g;
    const q = (k * u) / g;
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
const SHAPES = {
  triangle: [
    { x: 0, y: 170 },
    { x: 230, y: 170 },
    { x: 90, y: 0 },
  ],
  quad: [
    { x: 0, y: 160 },
    { x: 250, y: 160 },
    { x: 210, y: 10 },
    { x: 40, y: 30 },
  ],
};

export const formingShapes: Template = {
  id: "algebra.forming.shape-equations",
  title: "Form and solve equations from angles and perimeters",
  objective: "Form an equation from a shape and solve it",
  topics: ["algebra.forming-equations"],
  difficulty: [2, 4],
  generate(rng) {
    const v = rng.pick(["x", "y", "a", "n"]);
    const form = rng.int(0, 2);
    if (form === 2) {
      // rectangle perimeter: sides (p x + q) and (r x + s)
      const x = rng.int(2, 12);
      const [p, r] = [rng.int(1, 4), rng.int(1, 3)];
      const q = rng.int(-x + 1, 9);
      const s = rng.int(-x + 1, 9);
      const L = p * x + q;
      const W = r * x + s;
      const P = 2 * (L + W);
      const lt = tex([
        [p, v],
        [q, ""],
      ]);
      const wt = tex([
        [r, v],
        [s, ""],
      ]);
      const diagram = labelledRectangle(
        plain([
          [p, v],
          [q, ""],
        ]),
        plain([
          [r, v],
          [s, ""],
        ]),
        "rectangle with side lengths given as expressions",
      );
      return {
        text: `A rectangle has length $(${lt})$ cm and width $(${wt})$ cm. Its perimeter is $${P}$ cm. Find the value of $${v}$.`,
        diagram,
        answer: integerAnswer(x),
        misconceptions: intWrongs([
          [(P - q - s) / (p + r), "The perimeter goes all the way round: there are two lengths and two widths."],
          [(P / 2 + q + s) / (p + r), "Check the sign when you move the number terms."],
          [(P - 2 * (q + s)) / 2, `Divide by the total number of ${v}s: ${2 * (p + r)}.`],
          [(P / 2 - q - s) * (p + r), `Divide by ${p + r} at the end, don't multiply.`],
          [L, `${L} is the length; the question asks for ${v}.`],
        ]),
        solution: [
          `Perimeter $= 2(${lt}) + 2(${wt}) = ${tex([
            [2 * (p + r), v],
            [2 * (q + s), ""],
          ])}$`,
          `So $${tex([
            [2 * (p + r), v],
            [2 * (q + s), ""],
          ])} = ${P}$, giving $${tex([[2 * (p + r), v]])} = ${P - 2 * (q + s)}$`,
          `$${v} = ${x}$`,
        ],
        hint: "Add up all four sides and set the total equal to the perimeter.",
        difficulty: diff(3 + (q < 0 || s < 0 ? 1 : 0)),
      };
    }
    const tri = form === 0;
    const total = tri ? 180 : 360;
    const n = tri ? 3 : 4;
    // each angle is c·x + k; pick x and coefficients, then adjust the last constant so the total is right
    for (;;) {
      const x = rng.int(tri ? 8 : 12, tri ? 30 : 40);
      const cs = Array.from({ length: n }, () => rng.int(1, 4));
      const ks = Array.from({ length: n - 1 }, () => rng.int(-20, 30));
      const partial = cs.slice(0, n - 1).reduce((t, c, i) => t + c * x + (ks[i] ?? 0), 0);
      const last = total - partial - (cs[n - 1] ?? 1) * x;
      ks.push(last);
      const angles = cs.map((c, i) => c * x + (ks[i] ?? 0));
      if (angles.some((a) => a < 15 || a > (tri ? 150 : 200)) || Math.abs(last) > 60) continue;
      const labels = cs.map((c, i) =>
        plain([
          [c, v],
          [ks[i] ?? 0, ""],
        ]),
      );
      const C = cs.reduce((t, c) => t + c, 0);
      const K = ks.reduce((t, k) => t + k, 0);
      const shape = tri ? "triangle" : "quadrilateral";
      const diagram = angleShape(
        tri ? SHAPES.triangle : SHAPES.quad,
        labels.map((l) => `${l}°`),
        `${shape} with angles given as expressions`,
      );
      return {
        text: `The angles of a ${shape}, in degrees, are ${cs
          .map(
            (c, i) =>
              `$${tex([
                [c, v],
                [ks[i] ?? 0, ""],
              ])}$`,
          )
          .join(", ")}. Find the value of $${v}$.`,
        diagram,
        answer: integerAnswer(x),
        misconceptions: intWrongs([
          [((tri ? 360 : 180) - K) / C, `The angles in a ${shape} add up to ${total}°.`],
          [(total + K) / C, "Check the sign when you move the number terms."],
          [(total - K) / n, `Divide by the total number of ${v}s, which is ${C}.`],
          [total - K, `${C}${v} = ${total - K}: now divide by ${C}.`],
          [(total - K) / C - 1, "Check your subtraction."],
        ]),
        solution: [
          `The angles add up to $${total}^\\circ$: $${labels.map((l) => `(${l})`).join(" + ")} = ${total}$`,
          `Collect like terms: $${tex([
            [C, v],
            [K, ""],
          ])} = ${total}$`,
          `$${tex([[C, v]])} = ${total - K}$, so $${v} = ${x}$`,
        ],
        hint: `Add all the angles and set the total equal to ${total}°.`,
        difficulty: diff(tri ? 2 + (ks.some((k) => k < 0) ? 1 : 0) : 3 + (ks.some((k) => k < 0) ? 1 : 0)),
      };
    }
  },
};

const NAMES = ["Asha", "Ben", "Cara", "Dan", "Esme", "Faisal", "Gita", "Harry", "Isla", "Jay"] as const;

export const formingWordProblems: Template = {
  id: "algebra.forming.word-problems",
  title: "Form and solve equations from word problems",
  objective: "Write an equation for a problem in words and solve it",
  topics: ["algebra.forming-equations"],
  difficulty: [2, 4],
  generate(rng) {
    const [A, B] = rng.sample(NAMES, 2) as [string, string];
    const form = rng.int(0, 3);
    if (form === 0) {
      const x = rng.int(2, 30);
      const m = rng.int(2, 9);
      const k = nz(rng, -20, 25);
      const r = m * x + k;
      return {
        text: `${A} thinks of a number, multiplies it by ${m} and then ${k > 0 ? `adds ${k}` : `subtracts ${-k}`}. The answer is ${r}. What number did ${A} think of?`,
        answer: integerAnswer(x),
        misconceptions: intWrongs([
          [(r + k) / m, k > 0 ? `To undo adding ${k}, subtract ${k}.` : `To undo subtracting ${-k}, add ${-k}.`],
          [r / m - k, `Undo the steps in reverse order: first undo the ${k > 0 ? "adding" : "subtracting"}.`],
          [(r - k) * m, `To undo multiplying by ${m}, divide by ${m}.`],
          [m * r + k, "Work backwards from the answer, using inverse operations."],
        ]),
        solution: [
          `Let the number be $n$: $${tex([
            [m, "n"],
            [k, ""],
          ])} = ${r}$`,
          `$${m}n = ${r - k}$`,
          `$n = ${x}$`,
        ],
        hint: "Call the number n, write an equation, and solve it.",
        difficulty: diff(2),
      };
    }
    if (form === 1) {
      // ages: A is m times as old as B; total T (or A is k years older)
      const b = rng.int(3, 20);
      const m = rng.int(2, 5);
      const total = b + m * b;
      return {
        text: `${A} is ${m} times as old as ${B}. The sum of their ages is ${total} years. How old is ${B}?`,
        answer: integerAnswer(b, "years"),
        misconceptions: intWrongs([
          [total / m, `${B}'s age is x and ${A}'s is ${m}x, so x + ${m}x = ${total}.`],
          [m * b, `${m * b} is ${A}'s age. The question asks for ${B}'s age.`],
          [total - m, `${A}'s age is ${m} times ${B}'s, not ${m} more.`],
          [(total - m) / 2, `${A}'s age is ${m} times ${B}'s, not ${m} more.`],
        ]),
        solution: [
          `Let ${B}'s age be $x$. Then ${A}'s age is $${m}x$.`,
          `$x + ${m}x = ${total}$, so $${m + 1}x = ${total}$`,
          `$x = ${b}$`,
        ],
        hint: `Let ${B}'s age be x and write ${A}'s age in terms of x.`,
        difficulty: diff(3),
      };
    }
    if (form === 2) {
      // consecutive (even/odd) integers with a given sum
      const n = rng.int(3, 5);
      const step = rng.pick([1, 2]);
      const first = step === 2 ? 2 * rng.int(2, 40) + rng.int(0, 1) : rng.int(1, 60);
      const sum = n * first + (step * n * (n - 1)) / 2;
      const kind =
        step === 1
          ? "consecutive whole numbers"
          : first % 2 === 0
            ? "consecutive even numbers"
            : "consecutive odd numbers";
      return {
        text: `The sum of ${n} ${kind} is ${sum}. What is the smallest of the numbers?`,
        answer: integerAnswer(first),
        misconceptions: intWrongs([
          [sum / n, `${sum} ÷ ${n} is the middle value, not the smallest.`],
          [first + step * (n - 1), "That is the largest number. The question asks for the smallest."],
          [(sum - n) / n, `The numbers go up in ${step}s: n, n + ${step}, n + ${2 * step}, ...`],
          [
            (sum - (n * (n - 1)) / 2) / n,
            `Consecutive ${step === 2 ? "even or odd numbers go up in 2s" : "numbers go up in 1s"}.`,
          ],
          [sum - (step * n * (n - 1)) / 2, `${n}n = ${sum - (step * n * (n - 1)) / 2}: now divide by ${n}.`],
          [
            (sum - step) / n,
            `Each number after the first is ${step} more than the one before: n + ${step}, n + ${2 * step}, ...`,
          ],
        ]),
        solution: [
          `Call the smallest number $n$. The numbers are $${Array.from({ length: n }, (_, i) => (i === 0 ? "n" : `n + ${i * step}`)).join(", ")}$.`,
          `Their sum is $${n}n + ${(step * n * (n - 1)) / 2} = ${sum}$`,
          `$${n}n = ${sum - (step * n * (n - 1)) / 2}$, so $n = ${first}$`,
        ],
        hint: "Call the smallest number n and write the others in terms of n.",
        difficulty: diff(step === 2 ? 4 : 3),
      };
    }
    // boxes: a large box holds dlt more than a small box
    const small = rng.int(3, 24);
    const dlt = rng.int(2, 12);
    const na = rng.int(1, 5);
    const nc = rng.int(1, 6);
    const total = na * (small + dlt) + nc * small;
    const item = rng.pick(["pencils", "eggs", "cards", "beads", "stickers"]);
    return {
      text: `A large box holds ${dlt} more ${item} than a small box. ${na} large box${na > 1 ? "es" : ""} and ${nc} small box${nc > 1 ? "es" : ""} hold ${total} ${item} altogether. How many ${item} does a small box hold?`,
      answer: integerAnswer(small),
      misconceptions: intWrongs([
        [small + dlt, "That is the number in a large box."],
        [(total + na * dlt) / (na + nc), "Check the sign: subtract the extra in the large boxes."],
        [(total - dlt) / (na + nc), `Each of the ${na} large boxes holds ${dlt} more: subtract ${na} × ${dlt}.`],
        [total / (na + nc), "The large and small boxes hold different amounts."],
        [(total - na * dlt) / nc, `There are ${na + nc} boxes altogether, each holding at least s.`],
      ]),
      solution: [
        `Let a small box hold $s$ ${item}. A large box holds $s + ${dlt}$.`,
        `$${na}(s + ${dlt}) + ${nc}s = ${total}$, so $${na + nc}s + ${na * dlt} = ${total}$`,
        `$${na + nc}s = ${total - na * dlt}$, so $s = ${small}$`,
      ],
      hint: "Let the number in a small box be s. Write the number in a large box in terms of s, then the total.",
      difficulty: diff(4),
    };
  },
};

export const formingTemplates: Template[] = [
  solveWithNumberFractions,
  solveUnknownDenominator,
  formingShapes,
  formingWordProblems,
];
