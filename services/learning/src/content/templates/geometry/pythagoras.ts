/** Pythagoras' theorem: hypotenuse or shorter side, and in context (coordinates, ladders, rectangles). */
import { DP, integerAnswer, SF } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import type { GeneratedQuestion, Misconception, RoundingRule, Template } from "../../core/types.js";
import { gridFigure, pt } from "./diagrams.js";
import { LENGTH_UNITS } from "./lengths.js";
import { decimalFrom, dn, ds, isSquare, roundedWrongs, roundingText, TRIPLES, texRound } from "./shared.js";
import { rightTriangle } from "./triangle-kit.js";

/** answer for √n: a whole number when n is square, else rounded with the rule */
function rootAnswer(n: number, rule: RoundingRule, unit?: string) {
  return isSquare(n) ? integerAnswer(Math.round(Math.sqrt(n)), unit) : decimalFrom(Math.sqrt(n), rule, unit);
}
function rootWrongs(n: number, rule: RoundingRule, items: readonly (readonly [number, string])[]): Misconception[] {
  // with a whole-number answer, wrong values are given rounded to 1 dp (or whole)
  return isSquare(n)
    ? roundedWrongs(DP(1), items).map((m) => ({ ...m, answer: String(Number(m.answer)) }))
    : roundedWrongs(rule, items);
}
const rootText = (n: number, rule: RoundingRule) => (isSquare(n) ? "" : ` ${roundingText(rule)}`);
const rootSteps = (n: number, rule: RoundingRule, unit: string) =>
  isSquare(n)
    ? `$= ${Math.round(Math.sqrt(n))}$ ${unit}`
    : `$= ${texRound(Math.sqrt(n), DP(4))}\\ldots = ${texRound(Math.sqrt(n), rule)}$ ${unit}`;

function sides(rng: Rng): [number, number, number] {
  if (rng.chance(0.45)) {
    const [a, b, c] = rng.pick(TRIPLES);
    const k = c > 30 ? 1 : rng.int(1, Math.max(1, Math.floor(40 / c)));
    return rng.bool() ? [a * k, b * k, c * k] : [b * k, a * k, c * k];
  }
  const a = rng.int(2, 25);
  const b = rng.int(2, 25);
  return [a, b, Math.sqrt(a * a + b * b)];
}

export const pythagorasSides: Template = {
  id: "geometry.pythagoras.sides",
  title: "Pythagoras: find the hypotenuse or a shorter side",
  objective: "Use a² + b² = c² to find a missing side of a right-angled triangle",
  topics: ["geometry.pythagoras"],
  difficulty: [3, 5],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const [a, b, c] = sides(rng);
    const rule = rng.pick([DP(1), DP(2), SF(3)]);
    const findHyp = rng.bool();
    const flip = rng.bool();
    if (findHyp) {
      const n = a * a + b * b;
      return {
        text: `A right-angled triangle has shorter sides of $${a}$ ${u} and $${b}$ ${u}. Work out the length of the hypotenuse $x$.${rootText(n, rule)}`,
        diagram: rightTriangle(
          a,
          b,
          { base: `${a} ${u}`, height: `${b} ${u}`, hyp: "x" },
          "A right-angled triangle with the hypotenuse unknown",
          flip,
        ),
        answer: rootAnswer(n, rule, u),
        misconceptions: rootWrongs(n, rule, [
          [a + b, "Square the sides, add, then square-root: a² + b² = c²."],
          [n, "Don't forget to take the square root at the end."],
          [Math.sqrt(Math.abs(a * a - b * b)), "For the hypotenuse (the longest side), add the squares."],
          [Math.sqrt(2 * a + 2 * b), "Squaring means multiplying a number by itself, not by 2."],
          [(a + b) / 2 + 1, "Use Pythagoras: c² = a² + b²."],
        ]),
        solution: [
          `$x^2 = ${a}^2 + ${b}^2 = ${a * a} + ${b * b} = ${n}$`,
          `$x = \\sqrt{${n}}$ ${rootSteps(n, rule, u)}`,
        ],
        hint: "The hypotenuse is the longest side, opposite the right angle: c² = a² + b².",
        difficulty: isSquare(n) ? 3 : 4,
      };
    }
    // c is the hypotenuse; give it as a whole number so the other side is the unknown
    const hyp = Math.ceil(c);
    const n = hyp * hyp - a * a;
    return {
      text: `A right-angled triangle has a hypotenuse of $${hyp}$ ${u} and another side of $${a}$ ${u}. Work out the length of the third side $x$.${rootText(n, rule)}`,
      diagram: rightTriangle(
        a,
        Math.sqrt(n),
        { base: `${a} ${u}`, height: "x", hyp: `${hyp} ${u}` },
        "A right-angled triangle with a shorter side unknown",
        flip,
      ),
      answer: rootAnswer(n, rule, u),
      misconceptions: rootWrongs(n, rule, [
        [
          Math.sqrt(hyp * hyp + a * a),
          "The hypotenuse is the longest side: subtract the squares to find a shorter side.",
        ],
        [n, "Don't forget to take the square root at the end."],
        [hyp - a, "Square the sides before subtracting, then square-root."],
        [Math.sqrt(2 * hyp - 2 * a), "Squaring means multiplying a number by itself, not by 2."],
        [hyp + a, "Use Pythagoras: a² = c² − b²."],
      ]),
      solution: [
        `$x^2 = ${hyp}^2 - ${a}^2 = ${hyp * hyp} - ${a * a} = ${n}$`,
        `$x = \\sqrt{${n}}$ ${rootSteps(n, rule, u)}`,
      ],
      hint: "For a shorter side, subtract: a² = c² − b².",
      difficulty: isSquare(n) ? 4 : 5,
    };
  },
};

function distance(rng: Rng): GeneratedQuestion {
  const p: [number, number] = [rng.int(-6, 6), rng.int(-6, 6)];
  const dx = rng.intExcept(-8, 8, [0]);
  const dy = rng.intExcept(-8, 8, [0]);
  const q: [number, number] = [p[0] + dx, p[1] + dy];
  const n = dx * dx + dy * dy;
  const rule = DP(1);
  const f = gridFigure(
    Math.min(p[0], q[0], 0) - 1,
    Math.max(p[0], q[0], 0) + 1,
    Math.min(p[1], q[1], 0) - 1,
    Math.max(p[1], q[1], 0) + 1,
  )
    .seg(pt(...p), pt(...q), { width: 2 })
    .seg(pt(...p), pt(q[0], p[1]), { dashed: true })
    .seg(pt(q[0], p[1]), pt(...q), { dashed: true })
    .dot(pt(...p))
    .dot(pt(...q))
    .label(pt(...p), "A", -10, -10)
    .label(pt(...q), "B", 10, -10);
  return {
    text: `Work out the distance between $A(${p[0]}, ${p[1]})$ and $B(${q[0]}, ${q[1]})$.${rootText(n, rule)}`,
    diagram: f.render("Points A and B on a grid", 22),
    answer: rootAnswer(n, rule),
    misconceptions: rootWrongs(n, rule, [
      [Math.abs(dx) + Math.abs(dy), "The straight-line distance is the hypotenuse: use Pythagoras."],
      [n, "Take the square root at the end."],
      [Math.sqrt(Math.abs(dx * dx - dy * dy)), "Add the squares of the differences."],
      [
        Math.sqrt((p[0] + q[0]) ** 2 + (p[1] + q[1]) ** 2),
        "Use the differences between the coordinates, not their sums.",
      ],
      [Math.sqrt(2 * Math.abs(dx) + 2 * Math.abs(dy)), "Square the differences: multiply each by itself."],
    ]),
    solution: [
      `Across: $${q[0]} - ${p[0] < 0 ? `(${p[0]})` : p[0]} = ${dx}$; up: $${q[1]} - ${p[1] < 0 ? `(${p[1]})` : p[1]} = ${dy}$.`,
      `$AB = \\sqrt{${dx < 0 ? `(${dx})` : dx}^2 + ${dy < 0 ? `(${dy})` : dy}^2} = \\sqrt{${n}}$ ${rootSteps(n, rule, "")}`,
    ],
    hint: "Draw a right-angled triangle with AB as the hypotenuse.",
    difficulty: 4,
  };
}

function ladder(rng: Rng): GeneratedQuestion {
  // lengths in tenths of a metre keep the squares exact
  const L10 = rng.int(6, 24) * 5;
  const f10 = rng.int(5, Math.floor(L10 * 0.6));
  const L = dn(L10, 1);
  const foot = dn(f10, 1);
  const n = (L10 * L10 - f10 * f10) / 100;
  const rule = DP(2);
  const h = Math.sqrt(n);
  return {
    text: `A ladder $${L}$ m long leans against a vertical wall. Its foot is $${foot}$ m from the wall, on horizontal ground. How high up the wall does the ladder reach? ${roundingText(rule)}`,
    diagram: rightTriangle(
      f10,
      h * 10,
      { base: `${ds(f10, 1)} m`, height: "h", hyp: `${ds(L10, 1)} m` },
      "A ladder leaning against a wall",
      true,
    ),
    answer: decimalFrom(h, rule, "m"),
    misconceptions: roundedWrongs(rule, [
      [
        Math.sqrt((L10 * L10 + f10 * f10) / 100),
        "The ladder is the hypotenuse: subtract the squares to find the height.",
      ],
      [(L10 - f10) / 10, "Square the lengths before subtracting, then square-root."],
      [n, "Take the square root at the end."],
      [Math.sqrt((2 * L10 - 2 * f10) / 10), "Square each length: multiply it by itself."],
    ]),
    solution: [
      `The ladder is the hypotenuse: $h^2 = ${L}^2 - ${foot}^2 = ${dn(L10 * L10, 2)} - ${dn(f10 * f10, 2)} = ${dn(L10 * L10 - f10 * f10, 2)}$`,
      `$h = ${texRound(h, DP(4))}\\ldots = ${texRound(h, rule)}$ m`,
    ],
    hint: "Sketch the right-angled triangle made by the wall, the ground and the ladder.",
    difficulty: 4,
  };
}

function diagonal(rng: Rng): GeneratedQuestion {
  const u = rng.pick(LENGTH_UNITS);
  const w = rng.int(3, 40);
  const h = rng.int(2, 30);
  const n = w * w + h * h;
  const rule = rng.pick([DP(1), SF(3)]);
  return {
    text: `A rectangle is $${w}$ ${u} long and $${h}$ ${u} wide. Work out the length of its diagonal.${rootText(n, rule)}`,
    diagram: rightTriangle(w, h, { base: `${w} ${u}`, height: `${h} ${u}`, hyp: "d" }, "A rectangle's diagonal"),
    answer: rootAnswer(n, rule, u),
    misconceptions: rootWrongs(n, rule, [
      [w + h, "The diagonal is the hypotenuse of a right-angled triangle: use Pythagoras."],
      [n, "Take the square root at the end."],
      [Math.sqrt(Math.abs(w * w - h * h)), "The diagonal is the longest side: add the squares."],
      [(w + h) / 2, "Use Pythagoras: d² = length² + width²."],
    ]),
    solution: [`$d^2 = ${w}^2 + ${h}^2 = ${n}$`, `$d = \\sqrt{${n}}$ ${rootSteps(n, rule, u)}`],
    hint: "The diagonal splits the rectangle into two right-angled triangles.",
    difficulty: 3,
  };
}

export const pythagorasApplied: Template = {
  id: "geometry.pythagoras.applied",
  title: "Pythagoras in context: distances, ladders and diagonals",
  objective: "Spot right-angled triangles in problems and use Pythagoras",
  topics: ["geometry.pythagoras"],
  difficulty: [3, 5],
  generate(rng) {
    return rng.pick([distance, ladder, diagonal])(rng);
  },
};
