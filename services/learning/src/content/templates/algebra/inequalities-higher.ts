/**
 * Double inequalities, regions and quadratic inequalities. Integer solutions are asked as a list
 * or a count of points; a quadratic inequality's solution set is typed ("-3 < x < 5").
 */
import { inequalityRange, integerAnswer, solutionsAnswer, solving } from "../../core/answers.js";
import type { Template } from "../../core/types.js";
import { graph } from "./graph-draw.js";
import { OPS, type Op } from "./inequalities.js";
import { diff, intWrongs, nz, plain, solutionEquivalents, solWrongs, tex } from "./shared.js";

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
      // the values must satisfy the inequality as written (validation substitutes them back)
      answer: solving(
        solutionsAnswer(v, values),
        `${L} ${lop} ${tex([
          [a, v],
          [b, ""],
        ])} ${hop} ${H}`,
      ),
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
    const xs = rng.bool();
    const ys = rng.bool();
    const ls = rng.bool();
    const countFor = (h: number, s: [boolean, boolean, boolean]) => {
      const c = q - m * p + h;
      let n = 0;
      for (let x = p; x <= p + h; x++)
        for (let y = q; y <= q + h; y++)
          if ((s[0] ? x > p : x >= p) && (s[1] ? y > q : y >= q) && (s[2] ? y < m * x + c : y <= m * x + c)) n++;
      return n;
    };
    // a region with fewer than 2 points is not worth counting: make the triangle taller
    let h = rng.int(2, 7);
    while (countFor(h, [xs, ys, ls]) < 2) h++;
    const c = q - m * p + h;
    const count = (s: [boolean, boolean, boolean]) => countFor(h, s);
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
    // Typed as a learner would: "-3 < x < 5", "x <= -3 or x >= 5".
    const lt = strict ? "<" : "<=";
    const gt = strict ? ">" : ">=";
    const otherLt = strict ? "<=" : "<";
    const otherGt = strict ? ">=" : ">";
    const typedBetween = (a: number, b: number, sign = lt) => `${a} ${sign} ${v} ${sign} ${b}`;
    const typedOutside = (a: number, b: number, low = lt, high = gt) => `${v} ${low} ${a} or ${v} ${high} ${b}`;
    const misconceptions = [
      {
        answer: below ? typedOutside(r1, r2) : typedBetween(r1, r2),
        feedback: `Sketch y = ${sq ? `${v}² − ${r2 * r2}` : "the quadratic"}: it is a U shape, below the axis only between the roots.`,
      },
      // With roots ±r the sign slip gives the same set, so that learner's slip is keeping one root only.
      sq
        ? {
            answer: `${v} ${below ? gt : lt} ${r1}`,
            feedback: `${v}² = ${r2 * r2} has two solutions, ${r1} and ${r2}: the answer needs both.`,
          }
        : {
            answer: below ? typedBetween(-r2, -r1) : typedOutside(-r2, -r1),
            feedback: "Check the signs of the roots: solve the bracket = 0.",
          },
      {
        answer: below ? `${v} ${lt} ${r2}` : `${v} ${gt} ${r2}`,
        feedback: "There are two critical values: the answer involves both roots.",
      },
      {
        answer: below ? typedBetween(r1, r2, otherLt) : typedOutside(r1, r2, otherLt, otherGt),
        feedback: strict
          ? "The roots themselves make it equal to 0, so they are not included."
          : "The roots make it equal to 0, so they are included.",
      },
    ];
    return {
      text: `Solve $${qTex}$. Write your answer with inequality signs, like $${v} > 2$ (use "or" for two parts).`,
      answer: inequalityRange(v, r1, !strict, r2, !strict, below),
      // The same set written the other way round.
      equivalents: [below ? `${r2} ${gt} ${v} ${gt} ${r1}` : `${v} ${gt} ${r2} or ${v} ${lt} ${r1}`],
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

export const higherInequalityTemplates: Template[] = [doubleInequality, regionCount, quadraticInequality];
