/**
 * Inequalities. The marker has no inequality answer kind, so a solution set is asked
 * as multiple choice, as a list of integer values, or as a count of integers.
 */
import { integerAnswer, solutionsAnswer } from "../../core/answers.js";
import { texFrac } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { graph, inequalityLine } from "./graph-draw.js";
import { choice, diff, Fraction, intWrongs, nz, plain, solutionEquivalents, solWrongs, tex } from "./shared.js";

type Op = "<" | "\\le" | ">" | "\\ge";
const FLIP: Record<Op, Op> = { "<": ">", "\\le": "\\ge", ">": "<", "\\ge": "\\le" };
const STRICT: Record<Op, Op> = { "<": "<", "\\le": "<", ">": ">", "\\ge": ">" };
const WEAK: Record<Op, Op> = { "<": "\\le", "\\le": "\\le", ">": "\\ge", "\\ge": "\\ge" };
const OPS: readonly Op[] = ["<", "\\le", ">", "\\ge"];
const words = (op: Op) =>
  ({ "<": "less than", "\\le": "less than or equal to", ">": "greater than", "\\ge": "greater than or equal to" })[op];

export const readNumberLine: Template = {
  id: "algebra.inequalities.read-number-line",
  title: "Write the inequality shown on a number line",
  objective: "Read inequalities from number lines",
  topics: ["algebra.inequalities-number-line"],
  difficulty: [2, 3],
  generate(rng) {
    const v = rng.pick(["x", "n", "y", "p"]);
    const twoSided = rng.chance(0.5);
    const a = rng.int(-8, 6);
    if (!twoSided) {
      const op = rng.pick(OPS);
      const greater = op === ">" || op === "\\ge";
      const closed = op === "\\le" || op === "\\ge";
      const diagram = inequalityLine(
        a - 5,
        a + 5,
        greater ? { value: a, closed } : null,
        greater ? null : { value: a, closed },
        "number line showing an inequality",
      );
      const opt = (o: Op, n = a) => `$${v} ${o} ${n}$`;
      const { answer, misconceptions } = choice(rng, opt(op), [
        [
          opt(closed ? STRICT[op] : WEAK[op]),
          closed
            ? "A filled circle means the number is included: use ≤ or ≥."
            : "An empty circle means the number is not included: use < or >.",
        ],
        [
          opt(FLIP[op]),
          `The arrow points to the ${greater ? "right, to bigger numbers" : "left, to smaller numbers"}.`,
        ],
        [
          opt(closed ? STRICT[FLIP[op]] : WEAK[FLIP[op]]),
          "Look at the direction of the arrow and at whether the circle is filled.",
        ],
        [opt(op, greater ? a + 1 : a - 1), `The circle is at ${a}.`],
      ]);
      return {
        text: `Which inequality is shown on the number line?`,
        diagram,
        answer,
        misconceptions,
        solution: [
          `The circle is at $${a}$ and it is ${closed ? `filled, so $${a}$ is included` : `empty, so $${a}$ is not included`}.`,
          `The line goes to the ${greater ? "right" : "left"}, so $${v}$ is ${words(op)} $${a}$: $${v} ${op} ${a}$.`,
        ],
        hint: "Filled circle: ≤ or ≥ (included). Empty circle: < or > (not included). Then look at the direction.",
        difficulty: diff(2),
      };
    }
    const b = a + rng.int(2, 7);
    const lc = rng.bool();
    const rc = rng.bool();
    const lo: Op = lc ? "\\le" : "<";
    const hi: Op = rc ? "\\le" : "<";
    const diagram = inequalityLine(
      a - 2,
      b + 2,
      { value: a, closed: lc },
      { value: b, closed: rc },
      "number line showing an inequality between two values",
    );
    const opt = (l: Op, h: Op, x = a, y = b) => `$${x} ${l} ${v} ${h} ${y}$`;
    const other = (o: Op): Op => (o === "<" ? "\\le" : "<");
    const { answer, misconceptions } = choice(rng, opt(lo, hi), [
      [opt(other(lo), hi), `Look at the circle at ${a}: ${lc ? "filled means included" : "empty means not included"}.`],
      [opt(lo, other(hi)), `Look at the circle at ${b}: ${rc ? "filled means included" : "empty means not included"}.`],
      [opt(other(lo), other(hi)), "Filled circles mean ≤ (included); empty circles mean < (not included)."],
      [`$${b} ${lo} ${v} ${hi} ${a}$`, "Write the smaller number on the left."],
    ]);
    return {
      text: `Which inequality is shown on the number line?`,
      diagram,
      answer,
      misconceptions,
      solution: [
        `At $${a}$ the circle is ${lc ? "filled" : "empty"}, so $${a} ${lo} ${v}$.`,
        `At $${b}$ the circle is ${rc ? "filled" : "empty"}, so $${v} ${hi} ${b}$.`,
        `Together: $${a} ${lo} ${v} ${hi} ${b}$`,
      ],
      hint: "Filled circle: the number is included (≤). Empty circle: not included (<).",
      difficulty: diff(3),
    };
  },
};

export const countIntegers: Template = {
  id: "algebra.inequalities.integers-satisfying",
  title: "Integers that satisfy an inequality",
  objective: "Find the integers that satisfy a two-sided inequality",
  topics: ["algebra.inequalities-number-line"],
  difficulty: [2, 3],
  generate(rng) {
    const v = rng.pick(["n", "x", "k"]);
    const a = rng.int(-9, 5);
    const b = a + rng.int(3, 9);
    const lo: Op = rng.bool() ? "<" : "\\le";
    const hi: Op = rng.bool() ? "<" : "\\le";
    const first = lo === "<" ? a + 1 : a;
    const last = hi === "<" ? b - 1 : b;
    const ask = rng.int(0, 2);
    const q = [
      "How many integers satisfy the inequality?",
      `What is the largest integer ${v} can be?`,
      `Work out the sum of all the integer values of ${v}.`,
    ][ask];
    const values = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    const sum = values.reduce((t, x) => t + x, 0);
    const value = ask === 0 ? values.length : ask === 1 ? last : sum;
    const wrongs: [number, string][] =
      ask === 0
        ? [
            [b - a + 1, "Check each end: < means that number is not included."],
            [b - a, "List the integers and count them carefully."],
            [b - a - 1, "Check each end: ≤ means that number is included."],
            [values.length + (a <= 0 && b >= 0 ? -1 : 1), "Zero is an integer too."],
            [last, `Count from ${first}, not from 1.`],
            [b - a + 2, "List the integers and count them carefully."],
          ]
        : ask === 1
          ? [
              [
                hi === "<" ? b : b - 1,
                hi === "<" ? `${v} < ${b} means ${b} itself is not allowed.` : `${v} ≤ ${b} means ${b} is allowed.`,
              ],
              [first, "That is the smallest integer. The question asks for the largest."],
              [b + 1, `${v} must be ${words(hi)} ${b}.`],
            ]
          : [
              [
                sum + (lo === "<" ? a : -a) + (hi === "<" ? b : -b),
                "Check which end values are included: < means not included.",
              ],
              [sum + (hi === "<" ? b : -b), `Check whether ${b} is included.`],
              [sum + (lo === "<" ? a : -a), `Check whether ${a} is included.`],
              [values.length, "Add up the values, don't count them."],
              [-sum, "Take care with the negative values when you add."],
              [first + last, "Add all the values, not just the first and last."],
            ];
    return {
      text: `$${v}$ is an integer and $${a} ${lo} ${v} ${hi} ${b}$. ${q}`,
      answer: integerAnswer(value),
      misconceptions: intWrongs(wrongs),
      solution: [
        `The integers are $${values.join(", ")}$.`,
        ask === 0
          ? `There are $${value}$ of them.`
          : ask === 1
            ? `The largest is $${last}$.`
            : `Their sum is $${value}$.`,
      ],
      hint: "List the integers: < leaves the end number out, ≤ includes it. Don't forget 0 and negative numbers.",
      difficulty: diff(ask === 2 || a < 0 ? 3 : 2),
    };
  },
};

export const solveLinearInequality: Template = {
  id: "algebra.inequalities.solve-linear",
  title: "Solve a linear inequality",
  objective: "Solve inequalities like 3x + 5 > 17 and 7 − 2x ≤ 1",
  topics: ["algebra.solve-linear-inequalities"],
  difficulty: [3, 4],
  generate(rng) {
    const v = rng.pick(["x", "y", "n", "t"]);
    const op = rng.pick(OPS);
    const form = rng.int(0, 2);
    const a = rng.int(2, 9);
    const b = nz(rng, -15, 15);
    const sol = rng.chance(0.3) ? new Fraction(nz(rng, -12, 12), a) : new Fraction(nz(rng, -9, 12));
    let lhs: string;
    let rhs: string;
    let final = op;
    let steps: string[];
    let coef = a;
    if (form === 0) {
      // a x + b op c
      const c = sol.mul(a).add(b);
      lhs = tex([
        [a, v],
        [b, ""],
      ]);
      rhs = texFrac(c);
      steps = [`$${tex([[a, v]])} ${op} ${texFrac(c.sub(b))}$`, `Divide by $${a}$: $${v} ${op} ${texFrac(sol)}$`];
    } else if (form === 1) {
      // c − a x op d : dividing by −a flips the sign
      const c = rng.int(1, 20);
      const d = sol.mul(-a).add(c);
      lhs = `${c} - ${a}${v}`;
      rhs = texFrac(d);
      final = FLIP[op];
      coef = -a;
      steps = [
        `Subtract $${c}$: $-${a}${v} ${op} ${texFrac(d.sub(c))}$`,
        `Divide by $-${a}$ and reverse the sign: $${v} ${final} ${texFrac(sol)}$`,
      ];
    } else {
      // p x + b op q x + d with p > q
      const q = rng.int(1, 6);
      const p = q + a;
      const d = sol.mul(a).add(b);
      lhs = tex([
        [p, v],
        [b, ""],
      ]);
      rhs =
        tex([
          [q, v],
          [0, ""],
        ]) + (d.equals(0) ? "" : d.s < 0n ? ` - ${texFrac(d.abs())}` : ` + ${texFrac(d)}`);
      steps = [
        `Subtract $${tex([[q, v]])}$ from both sides: $${tex([
          [a, v],
          [b, ""],
        ])} ${op} ${texFrac(d)}$`,
        `$${tex([[a, v]])} ${op} ${texFrac(d.sub(b))}$, so $${v} ${op} ${texFrac(sol)}$`,
      ];
    }
    const opt = (o: Op, x: Fraction) => `$${v} ${o} ${texFrac(x)}$`;
    const wrongStep = form === 1 ? sol.mul(-1) : sol.add(new Fraction(2 * b, a));
    const { answer, misconceptions } = choice(rng, opt(final, sol), [
      [
        opt(FLIP[final], sol),
        form === 1
          ? "Dividing by a negative number reverses the inequality sign, once."
          : "Only reverse the sign when you multiply or divide by a negative number.",
      ],
      [
        opt(STRICT[final] === final ? WEAK[final] : STRICT[final], sol),
        "Keep the same kind of sign: < stays strict, ≤ keeps the 'or equal to'.",
      ],
      [
        opt(final, wrongStep),
        form === 1
          ? `Dividing by −${a} changes the sign of the number too.`
          : b > 0
            ? `Subtract ${b} from both sides, don't add it.`
            : `Add ${-b} to both sides, don't subtract it.`,
      ],
      [
        opt(FLIP[final], wrongStep),
        `Solve it like an equation: undo the ${b > 0 ? "+" : "−"} first, then divide by ${Math.abs(coef)}.`,
      ],
    ]);
    return {
      text: `Solve $${lhs} ${op} ${rhs}$`,
      answer,
      misconceptions,
      solution: ["Solve it like an equation, doing the same to both sides.", ...steps],
      hint: "Solve it like an equation. If you multiply or divide both sides by a negative number, reverse the inequality sign.",
      difficulty: diff(form === 1 || sol.d !== 1n ? 4 : 3),
    };
  },
};

export const doubleInequality: Template = {
  id: "algebra.inequalities.double-integer-values",
  title: "Solve a double inequality and list integer solutions",
  objective: "Solve inequalities like −5 < 2x + 1 ≤ 9 and list the integers",
  topics: ["algebra.solve-linear-inequalities", "algebra.inequalities-number-line"],
  difficulty: [3, 4],
  generate(rng) {
    const v = rng.pick(["x", "n", "y"]);
    const a = rng.int(2, 5);
    const b = nz(rng, -9, 9);
    const lo = rng.int(-6, 3);
    const hi = lo + rng.int(2, 5);
    const lop: Op = rng.bool() ? "<" : "\\le";
    const hop: Op = rng.bool() ? "<" : "\\le";
    // bounds a·lo + b and a·hi + b so the solution is lo ≤/< x ≤/< hi exactly
    const L = a * lo + b;
    const H = a * hi + b;
    const first = lop === "<" ? lo + 1 : lo;
    const last = hop === "<" ? hi - 1 : hi;
    const values = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    const withBoth = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
    return {
      text: `$${L} ${lop} ${tex([
        [a, v],
        [b, ""],
      ])} ${hop} ${H}$, where $${v}$ is an integer. List all the possible values of $${v}$.`,
      answer: solutionsAnswer(v, values),
      equivalents: [values.join(", "), ...solutionEquivalents(v, values)],
      misconceptions: solWrongs(v, [
        [withBoth, "Check the ends: < means that value is not included."],
        [
          withBoth.slice(1, -1).length > 0 ? withBoth.slice(1, -1) : [lo - 1],
          "Check the ends: ≤ means that value is included.",
        ],
        [
          Array.from({ length: Math.max(1, Math.floor(H / a) - Math.ceil(L / a) + 1) }, (_, i) => Math.ceil(L / a) + i),
          `${b > 0 ? `Subtract ${b}` : `Add ${-b}`} from all three parts before dividing by ${a}.`,
        ],
        [values.map((x) => x + 1), "Check your answers by substituting them into the inequality."],
        [values.map((x) => x - 1), "Check your answers by substituting them into the inequality."],
      ]),
      solution: [
        `${b > 0 ? `Subtract $${b}$ from` : `Add $${-b}$ to`} all three parts: $${L - b} ${lop} ${tex([[a, v]])} ${hop} ${H - b}$`,
        `Divide all three parts by $${a}$: $${lo} ${lop} ${v} ${hop} ${hi}$`,
        `The integers are $${values.join(", ")}$.`,
      ],
      hint: "Do the same to all three parts to get the letter on its own in the middle.",
      difficulty: diff(lo < 0 || b < 0 ? 4 : 3),
    };
  },
};

export const regionCount: Template = {
  id: "algebra.inequalities.region-integer-points",
  title: "Points in a region defined by inequalities",
  objective: "Identify regions satisfying several inequalities",
  topics: ["algebra.inequality-regions"],
  difficulty: [4, 5],
  generate(rng) {
    // x > / ≥ p, y > / ≥ q and y < / ≤ m x + c with m < 0: a triangle, so the count is finite
    const p = rng.int(-3, 2);
    const q = rng.int(-3, 2);
    const m = rng.pick([-1, -1, -2, -3]);
    const h = rng.int(2, 7);
    const c = q - m * p + h;
    const xs = rng.bool();
    const ys = rng.bool();
    const ls = rng.bool();
    const inside = (x: number, y: number, strictEdges: [boolean, boolean, boolean]) =>
      (strictEdges[0] ? x > p : x >= p) &&
      (strictEdges[1] ? y > q : y >= q) &&
      (strictEdges[2] ? y < m * x + c : y <= m * x + c);
    const count = (s: [boolean, boolean, boolean]) => {
      let n = 0;
      for (let x = p; x <= p + h; x++) for (let y = q; y <= q + h; y++) if (inside(x, y, s)) n++;
      return n;
    };
    const n = count([xs, ys, ls]);
    const lineTex = `y ${ls ? "<" : "\\le"} ${tex([
      [m, "x"],
      [c, ""],
    ])}`;
    const conds = `$x ${xs ? ">" : "\\ge"} ${p}$, $\\; y ${ys ? ">" : "\\ge"} ${q}$ and $${lineTex}$`;
    const X0 = Math.min(-1, p - 2);
    const X1 = Math.max(2, p + Math.ceil(h / -m) + 2);
    const Y0 = Math.min(-1, q - 2);
    const Y1 = Math.max(2, q + h + 2);
    const diagram = graph(
      { x: [X0, X1], y: [Y0, Y1], ux: 34, uy: 34 },
      {
        lines: [
          { a: { x: p, y: 0 }, b: { x: p, y: 1 }, dashed: xs },
          { a: { x: 0, y: q }, b: { x: 1, y: q }, dashed: ys },
          { a: { x: 0, y: c }, b: { x: 1, y: m + c }, dashed: ls },
        ],
        labels: [
          { p: { x: p - 0.7, y: Y1 - 0.4 }, text: `x = ${p}` },
          { p: { x: X1 - 0.8, y: q + 0.4 }, text: `y = ${q}` },
          {
            p: { x: p + 1.4, y: m * (p + 0.6) + c + 0.2 },
            text: `y = ${plain([
              [m, "x"],
              [c, ""],
            ])}`,
          },
        ],
      },
      "grid with three boundary lines",
    );
    return {
      text: `The diagram shows the lines $x = ${p}$, $y = ${q}$ and $y = ${tex([
        [m, "x"],
        [c, ""],
      ])}$. How many points with integer coordinates satisfy all of ${conds}?`,
      diagram,
      answer: integerAnswer(n),
      misconceptions: intWrongs([
        [count([false, false, false]), "Points on a dashed line (< or >) are not included."],
        [count([true, true, true]), "Points on a solid line (≤ or ≥) are included."],
        [
          count([xs, ys, !ls]),
          `Check the points on the line y = ${tex([
            [m, "x"],
            [c, ""],
          ])}.`,
        ],
        [count([!xs, ys, ls]), `Check the points on the line x = ${p}.`],
        [count([xs, !ys, ls]), `Check the points on the line y = ${q}.`],
        [n + 1, "Recount carefully, column by column, checking each boundary."],
        [n - 1, "Recount carefully, column by column: include points on solid lines."],
      ]),
      solution: [
        `The region is to the right of $x = ${p}$, above $y = ${q}$ and below $y = ${tex([
          [m, "x"],
          [c, ""],
        ])}$.`,
        "Strict inequalities (< and >) leave out points on their boundary line; ≤ and ≥ include them.",
        `Counting the points with integer coordinates gives $${n}$.`,
      ],
      hint: "Shade the region first. Then check each point with whole-number coordinates, including those on solid boundary lines.",
      difficulty: diff(m === -1 ? 4 : 5),
    };
  },
};

export const quadraticInequality: Template = {
  id: "algebra.inequalities.quadratic",
  title: "Solve a quadratic inequality",
  objective: "Solve inequalities like x² − 2x − 15 < 0",
  topics: ["algebra.quadratic-inequalities"],
  difficulty: [5, 5],
  generate(rng) {
    const v = rng.pick(["x", "y", "n"]);
    const r1 = rng.int(-9, 6);
    const r2 = r1 + rng.int(1, 9);
    const op = rng.pick(OPS);
    const below = op === "<" || op === "\\le";
    const strict = op === "<" || op === ">";
    const le = strict ? "<" : "\\le";
    const ge = strict ? ">" : "\\ge";
    const between = `$${r1} ${le} ${v} ${le} ${r2}$`;
    const outside = `$${v} ${le === "<" ? "<" : "\\le"} ${r1}$ or $${v} ${ge} ${r2}$`;
    const sq = r1 === -r2;
    const qTex = sq
      ? `${v}^{2} ${op} ${r2 * r2}`
      : `${tex([
          [1, `${v}^2`],
          [-(r1 + r2), v],
          [r1 * r2, ""],
        ])} ${op} 0`;
    const correct = below ? between : outside;
    const { answer, misconceptions } = choice(rng, correct, [
      [
        below ? outside : between,
        `Sketch y = ${sq ? `${v}² − ${r2 * r2}` : "the quadratic"}: it is a U shape, below the axis only between the roots.`,
      ],
      [`$${-r2} ${le} ${v} ${le} ${-r1}$`, "Check the signs of the roots: solve the bracket = 0."],
      [
        below ? `$${v} ${le} ${r2}$` : `$${v} ${ge} ${r2}$`,
        "There are two critical values: the answer involves both roots.",
      ],
      [
        below
          ? `$${r1} ${strict ? "\\le" : "<"} ${v} ${strict ? "\\le" : "<"} ${r2}$`
          : `$${v} ${strict ? "\\le" : "<"} ${r1}$ or $${v} ${strict ? "\\ge" : ">"} ${r2}$`,
        strict
          ? "The roots themselves make it equal to 0, so they are not included."
          : "The roots make it equal to 0, so they are included.",
      ],
    ]);
    return {
      text: `Solve $${qTex}$`,
      answer,
      misconceptions,
      solution: [
        sq
          ? `$${v}^{2} = ${r2 * r2}$ when $${v} = ${r1}$ or $${v} = ${r2}$.`
          : `Factorise: $(${tex([
              [1, v],
              [-r1, ""],
            ])})(${tex([
              [1, v],
              [-r2, ""],
            ])}) = 0$ when $${v} = ${r1}$ or $${v} = ${r2}$.`,
        `The graph is a U shape crossing the axis at $${r1}$ and $${r2}$; it is ${below ? "below" : "above"} the axis ${below ? "between" : "outside"} the roots.`,
        `So ${correct}.`,
      ],
      hint: "Find where the quadratic equals 0, sketch the U-shaped graph, and read off where it is below (< 0) or above (> 0) the axis.",
      difficulty: 5,
    };
  },
};

export const inequalityTemplates: Template[] = [
  readNumberLine,
  countIntegers,
  solveLinearInequality,
  doubleInequality,
  regionCount,
  quadraticInequality,
];
