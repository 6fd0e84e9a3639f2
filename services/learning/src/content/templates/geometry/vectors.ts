/** Column vectors (arithmetic and magnitude) and vector geometry with a and b. */
import Fraction from "fraction.js";
import { DP, expressionAnswer, integerAnswer, multiPartAnswer, SF } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import { texFrac } from "../../core/tex.js";
import type { GeneratedQuestion, Misconception, Template } from "../../core/types.js";
import { Figure, pt } from "./diagrams.js";
import { decimalFrom, isSquare, roundedWrongs, roundingText, texRound } from "./shared.js";

const vec = (x: number, y: number) => `\\begin{pmatrix} ${x} \\\\ ${y} \\end{pmatrix}`;
const coef = (k: number, v: string) => (k === 1 ? v : k === -1 ? `-${v}` : `${k}${v}`);

function arithmetic(rng: Rng): GeneratedQuestion {
  const a: [number, number] = [rng.intExcept(-8, 8, [0]), rng.int(-8, 8)];
  const b: [number, number] = [rng.int(-8, 8), rng.intExcept(-8, 8, [0])];
  const m = rng.pick([1, 1, 2, 3, -1, 4]);
  const n = rng.pick([1, -1, 2, -2, 3, -3, 5]);
  const r: [number, number] = [m * a[0] + n * b[0], m * a[1] + n * b[1]];
  const exprTex = `${coef(m, "\\mathbf{a}")} ${n < 0 ? "-" : "+"} ${coef(Math.abs(n), "\\mathbf{b}")}`;
  const miss = (x: number, y: number, feedback: string): Misconception => ({
    answer: [String(x), String(y)],
    feedback,
  });
  return {
    text: `$\\mathbf{a} = ${vec(...a)}$ and $\\mathbf{b} = ${vec(...b)}$. Work out $${exprTex}$ as a column vector: give (a) the top number and (b) the bottom number.`,
    answer: multiPartAnswer([
      { id: "a", prompt: "Top number", answer: integerAnswer(r[0]) },
      { id: "b", prompt: "Bottom number", answer: integerAnswer(r[1]) },
    ]),
    misconceptions: [
      miss(
        m * a[0] - n * b[0],
        m * a[1] - n * b[1],
        n < 0 ? "Subtracting a negative multiple: watch the signs." : "Add the b part, don't subtract it.",
      ),
      miss(a[0] + n * b[0], a[1] + n * b[1], `Multiply both numbers in a by ${m}.`),
      miss(
        m * a[0] + b[0] * (n < 0 ? -1 : 1),
        m * a[1] + b[1] * (n < 0 ? -1 : 1),
        `Multiply both numbers in b by ${Math.abs(n)}.`,
      ),
      miss(r[1], r[0], "Keep the top numbers together and the bottom numbers together."),
      miss(
        m * a[0] + n * b[0],
        m * a[1] - n * b[1],
        "Work out the bottom numbers carefully: watch the negative signs.",
      ),
      miss(-r[0], r[1], "Work out the top numbers carefully: watch the negative signs."),
      miss(r[0], -r[1], "Work out the bottom numbers carefully: watch the negative signs."),
      miss(r[0] + 1, r[1] - 1, "Check each multiplication and addition."),
    ].filter((x) => x.answer[0] !== String(r[0]) || x.answer[1] !== String(r[1])),
    solution: [
      `$${coef(m, "\\mathbf{a}")} = ${vec(m * a[0], m * a[1])}$ and $${coef(n, "\\mathbf{b}")} = ${vec(n * b[0], n * b[1])}$.`,
      `Add the tops and the bottoms: $${vec(r[0], r[1])}$.`,
    ],
    hint: "Multiply each number in a vector by the number in front, then add the top numbers and the bottom numbers separately.",
    difficulty: m < 0 || n < 0 ? 4 : 3,
  };
}

function magnitude(rng: Rng): GeneratedQuestion {
  const x = rng.intExcept(-12, 12, [0]);
  const y = rng.intExcept(-12, 12, [0]);
  const sq = x * x + y * y;
  const exact = isSquare(sq);
  const rule = rng.pick([DP(1), SF(3), DP(2)]);
  const mag = Math.sqrt(sq);
  return {
    text: `Work out the magnitude of the vector $${vec(x, y)}$.${exact ? "" : ` ${roundingText(rule)}`}`,
    diagram: new Figure(160, 160)
      .seg(pt(0, 0), pt(x, y), { width: 2 })
      .arrows(pt(0, 0), pt(x, y), 1, 1)
      .seg(pt(0, 0), pt(x, 0), { dashed: true })
      .seg(pt(x, 0), pt(x, y), { dashed: true })
      .label(pt(x / 2, 0), String(Math.abs(x)), 0, y > 0 ? 12 : -12)
      .label(pt(x, y / 2), String(Math.abs(y)), x > 0 ? 12 : -12, 0)
      .render("A vector drawn as the hypotenuse of a right-angled triangle"),
    answer: exact ? integerAnswer(mag) : decimalFrom(mag, rule),
    misconceptions: exact
      ? [
          { answer: String(Math.abs(x) + Math.abs(y)), feedback: "Use Pythagoras: √(x² + y²), not x + y." },
          { answer: String(sq), feedback: "Take the square root at the end." },
          {
            answer: String(Math.sqrt(Math.abs(x * x - y * y)) % 1 === 0 ? Math.sqrt(Math.abs(x * x - y * y)) : sq * 2),
            feedback: "Add the squares: the magnitude is √(x² + y²).",
          },
          { answer: String(x + y), feedback: "Use Pythagoras: √(x² + y²)." },
        ]
      : roundedWrongs(rule, [
          [Math.abs(x) + Math.abs(y), "Use Pythagoras: √(x² + y²), not x + y."],
          [sq, "Take the square root at the end."],
          [Math.sqrt(Math.abs(x * x - y * y)) || sq / 2, "Add the squares: the magnitude is √(x² + y²)."],
          [Math.sqrt(Math.abs(2 * x + 2 * y)) || 1, "Square each number: x² means x × x, not 2x."],
          [(Math.abs(x) + Math.abs(y)) / 2 + 0.5, "Use Pythagoras: √(x² + y²)."],
        ]),
    solution: [
      `Magnitude $= \\sqrt{${x < 0 ? `(${x})` : x}^2 + ${y < 0 ? `(${y})` : y}^2} = \\sqrt{${sq}}$`,
      exact ? `$= ${mag}$` : `$= ${texRound(mag, DP(4))}\\ldots = ${texRound(mag, rule)}$`,
    ],
    hint: "The vector is the hypotenuse of a right-angled triangle: use Pythagoras.",
    difficulty: exact ? 4 : 4,
  };
}

export const columnVectors: Template = {
  id: "geometry.vectors.column",
  title: "Column vectors: add, subtract, multiply and magnitude",
  objective: "Calculate with column vectors and find their length",
  topics: ["geometry.vectors"],
  difficulty: [3, 4],
  generate(rng) {
    return rng.chance(0.65) ? arithmetic(rng) : magnitude(rng);
  },
};

/** a·a + b·b written as TeX and as a mathjs expression */
function combo(p: Fraction, q: Fraction): { tex: string; expr: string } {
  const term = (k: Fraction, v: string, first: boolean) => {
    if (k.equals(0)) return "";
    const sign = k.s < 0n ? "-" : first ? "" : "+";
    const abs = k.abs();
    const body = abs.equals(1) ? `\\mathbf{${v}}` : `${texFrac(abs)}\\mathbf{${v}}`;
    return `${first ? "" : " "}${sign}${first || sign === "" ? "" : " "}${body}`;
  };
  const tex = `${term(p, "a", true)}${term(q, "b", p.equals(0))}`.trim() || "\\mathbf{0}";
  const part = (k: Fraction, v: string, first: boolean) => {
    if (k.equals(0)) return "";
    const abs = k.abs();
    const body = abs.equals(1) ? v : abs.d === 1n ? `${abs.toFraction()}*${v}` : `(${abs.toFraction()})*${v}`;
    return k.s < 0n ? `${first ? "-" : " - "}${body}` : `${first ? "" : " + "}${body}`;
  };
  const expr = `${part(p, "a", true)}${part(q, "b", p.equals(0))}` || "0";
  return { tex, expr };
}

export const vectorGeometry: Template = {
  id: "geometry.vectors.geometry",
  title: "Vector geometry: paths, midpoints and ratios",
  objective: "Write vectors along paths in terms of a and b",
  topics: ["geometry.vector-proof"],
  difficulty: [4, 5],
  generate(rng) {
    // O is the origin, OA = a, OB = b; P lies on AB with AP : PB = m : n
    const [m, n] = rng.pick([
      [1, 1],
      [1, 2],
      [2, 1],
      [1, 3],
      [3, 1],
      [2, 3],
      [3, 2],
      [1, 4],
      [3, 4],
    ] as const);
    const sa = rng.pick([1, 1, 2, 3]);
    const sb = rng.pick([1, 1, 2, 3]);
    const t = new Fraction(m, m + n);
    const ask = rng.pick(["OP", "AP", "BP", "PO"] as const);
    const A = new Fraction(sa);
    const B = new Fraction(sb);
    // OP = a·(1 − t)·sa + b·t·sb in terms of the unit vectors a and b
    const op: [Fraction, Fraction] = [A.mul(new Fraction(1).sub(t)), B.mul(t)];
    const vecs: Record<typeof ask, [Fraction, Fraction]> = {
      OP: op,
      AP: [op[0].sub(A), op[1]],
      BP: [op[0], op[1].sub(B)],
      PO: [op[0].neg(), op[1].neg()],
    };
    const [p, q] = vecs[ask];
    const right = combo(p, q);
    const wrongT = new Fraction(n, m + n);
    const wrongOp: [Fraction, Fraction] = [A.mul(new Fraction(1).sub(wrongT)), B.mul(wrongT)];
    const wrongVecs: Record<typeof ask, [Fraction, Fraction]> = {
      OP: wrongOp,
      AP: [wrongOp[0].sub(A), wrongOp[1]],
      BP: [wrongOp[0], wrongOp[1].sub(B)],
      PO: [wrongOp[0].neg(), wrongOp[1].neg()],
    };
    // the classic slip AB = a − b gives OP = a + t(a − b)
    const slip: [Fraction, Fraction] = [A.mul(t.add(1)), B.mul(t).neg()];
    const slipVecs: Record<typeof ask, [Fraction, Fraction]> = {
      OP: slip,
      AP: [slip[0].sub(A), slip[1]],
      BP: [slip[0], slip[1].sub(B)],
      PO: [slip[0].neg(), slip[1].neg()],
    };
    const cands: [Fraction, Fraction, string][] = [
      [p.neg(), q.neg(), `Check the direction: ${ask} starts at ${ask[0]} and ends at ${ask[1]}.`],
      [...wrongVecs[ask], `AP : PB = ${m} : ${n}, so P is ${m}/${m + n} of the way from A to B.`],
      [...slipVecs[ask], "AB = AO + OB = −a + b (that is, b − a), not a − b."],
      [A, B, "Go from the start point to P along sides you know: O → A → P, for example."],
      [A.mul(t), B.mul(t), "P is on AB, so go from O to A, then a fraction of AB."],
    ];
    const misconceptions = cands
      .filter(([x, y]) => !(x.equals(p) && y.equals(q)))
      .map(([x, y, feedback]) => ({
        answer: combo(x, y)
          .expr.replace(/\*/g, "")
          .replace(/\(1\)/g, "")
          .replace(/\(-1\)/g, "-"),
        feedback,
      }));
    const aTex = sa === 1 ? "\\mathbf{a}" : `${sa}\\mathbf{a}`;
    const bTex = sb === 1 ? "\\mathbf{b}" : `${sb}\\mathbf{b}`;
    const ratioText = m === n ? "$P$ is the midpoint of $AB$" : `$P$ is on $AB$ with $AP : PB = ${m} : ${n}$`;
    const O = pt(0, 0);
    const Ap = pt(sa * 1.2, 0.2);
    const Bp = pt(sb * 0.5, 1.3);
    const Pp = pt(Ap.x + (Bp.x - Ap.x) * Number(t.valueOf()), Ap.y + (Bp.y - Ap.y) * Number(t.valueOf()));
    return {
      text: `$\\overrightarrow{OA} = ${aTex}$ and $\\overrightarrow{OB} = ${bTex}$. ${ratioText}. Write $\\overrightarrow{${ask}}$ in terms of $\\mathbf{a}$ and $\\mathbf{b}$ (type a and b).`,
      diagram: new Figure(240, 180)
        .seg(O, Ap)
        .seg(O, Bp)
        .seg(Ap, Bp)
        .arrows(O, Ap, 1, 0.55)
        .arrows(O, Bp, 1, 0.55)
        .dot(Pp)
        .label(O, "O", -10, 6)
        .label(Ap, "A", 10, 6)
        .label(Bp, "B", 0, -12)
        .label(Pp, "P", 10, -8)
        .render("Triangle OAB with P on AB"),
      answer: expressionAnswer(right.expr, ["a", "b"]),
      misconceptions,
      solution: [
        `$\\overrightarrow{AB} = \\overrightarrow{AO} + \\overrightarrow{OB} = -${aTex} + ${bTex}$.`,
        `$\\overrightarrow{AP} = ${texFrac(t)}\\overrightarrow{AB}$, so $\\overrightarrow{OP} = ${aTex} + ${texFrac(t)}(${bTex} - ${aTex}) = ${combo(...op).tex}$.`,
        ...(ask === "OP" ? [] : [`$\\overrightarrow{${ask}} = ${right.tex}$.`]),
      ],
      hint: "Find AB first (AB = AO + OB), then take the right fraction of it.",
      difficulty: m === n && ask === "OP" ? 4 : 5,
    };
  },
};
