/** Properties of 2D shapes, and line and rotational symmetry. */

import { integerAnswer, multiPartAnswer } from "../../core/answers.js";
import { withArticle, withCapitalArticle } from "../../core/english.js";
import type { Rng } from "../../core/rng.js";
import type { GeneratedQuestion, Template } from "../../core/types.js";
import { Figure, type Point, polar, pt } from "./diagrams.js";
import { LENGTH_UNITS } from "./lengths.js";
import { choiceWithFeedback, deg, intWrongs } from "./shared.js";

const QUADS = ["square", "rectangle", "rhombus", "parallelogram", "kite", "trapezium", "isosceles trapezium"] as const;
type Quad = (typeof QUADS)[number];

const PROPERTIES: readonly [string, readonly Quad[]][] = [
  ["all four sides are equal", ["square", "rhombus"]],
  ["it has two pairs of parallel sides", ["square", "rectangle", "rhombus", "parallelogram"]],
  ["it has exactly one pair of parallel sides", ["trapezium", "isosceles trapezium"]],
  ["all four angles are right angles", ["square", "rectangle"]],
  ["its diagonals are equal in length", ["square", "rectangle", "isosceles trapezium"]],
  ["its diagonals cross at right angles", ["square", "rhombus", "kite"]],
  ["its opposite sides are equal", ["square", "rectangle", "rhombus", "parallelogram"]],
  ["it has exactly one line of symmetry", ["kite", "isosceles trapezium"]],
  ["it has no lines of symmetry", ["parallelogram", "trapezium"]],
  ["it has exactly two lines of symmetry", ["rectangle", "rhombus"]],
  ["it has four lines of symmetry", ["square"]],
  ["it has rotational symmetry of order 2", ["rectangle", "rhombus", "parallelogram"]],
  ["it has two pairs of equal sides next to each other, and no parallel sides", ["kite"]],
  ["its opposite angles are equal", ["square", "rectangle", "rhombus", "parallelogram"]],
];

const QUAD_PICTURES: Record<Quad, Point[]> = {
  square: [pt(0, 0), pt(1, 0), pt(1, 1), pt(0, 1)],
  rectangle: [pt(0, 0), pt(1.6, 0), pt(1.6, 0.9), pt(0, 0.9)],
  rhombus: [pt(0, 0), pt(1, 0), pt(1.6, 0.8), pt(0.6, 0.8)],
  parallelogram: [pt(0, 0), pt(1.4, 0), pt(1.9, 0.8), pt(0.5, 0.8)],
  kite: [pt(0, 0), pt(0.6, 0.5), pt(0, 1.6), pt(-0.6, 0.5)],
  trapezium: [pt(0, 0), pt(1.8, 0), pt(1.2, 0.9), pt(0.2, 0.9)],
  "isosceles trapezium": [pt(0, 0), pt(1.8, 0), pt(1.35, 0.9), pt(0.45, 0.9)],
};

function identifyQuadrilateral(rng: Rng): GeneratedQuestion {
  const shape = rng.pick(QUADS);
  const own = rng.shuffle(PROPERTIES.filter(([, s]) => s.includes(shape)));
  // add clues until only one quadrilateral has all of them
  const clues: (typeof PROPERTIES)[number][] = [];
  let fits: readonly Quad[] = QUADS;
  for (const p of own) {
    if (fits.length === 1 && clues.length >= 2) break;
    const next = fits.filter((q) => p[1].includes(q));
    if (next.length === fits.length && clues.length >= 1 && fits.length > 1) continue;
    clues.push(p);
    fits = next;
  }
  const wrong = QUADS.filter((q) => q !== shape);
  const near = rng.shuffle(wrong).sort((a, b) => score(b, clues) - score(a, clues));
  const { answer, misconceptions } = choiceWithFeedback(
    rng,
    shape,
    near.map((q) => [q, `Check every clue: ${article(q)} ${q} ${missing(q, clues)}.`] as const),
  );
  return {
    text: `I am a quadrilateral. ${clues.map(([t]) => `${t[0]?.toUpperCase()}${t.slice(1)}.`).join(" ")} What shape am I?`,
    answer,
    misconceptions,
    solution: [
      ...clues.map(([t, s]) => `"${t[0]?.toUpperCase()}${t.slice(1)}" fits: ${s.join(", ")}.`),
      `Only the ${shape} fits every clue.`,
    ],
    hint: "Go through the clues one at a time and cross out the shapes that don't fit.",
    difficulty:
      clues.length > 2 ? 2 : shape === "kite" || shape === "isosceles trapezium" || shape === "rhombus" ? 3 : 2,
  };
}

const article = (w: string) => (/^[aeiou]/.test(w) ? "an" : "a");
const score = (q: Quad, clues: readonly (typeof PROPERTIES)[number][]) => clues.filter(([, s]) => s.includes(q)).length;
function missing(q: Quad, clues: readonly (typeof PROPERTIES)[number][]): string {
  const bad = clues.find(([, s]) => !s.includes(q));
  return bad ? `doesn't fit "${bad[0]}"` : "fits some clues but not all";
}

function scaleneSides(rng: Rng): [number, number, number] {
  const a = rng.int(4, 30);
  return [a, a + rng.int(1, 5), a + rng.int(6, 10)];
}

/** three different angles, none of them 90° */
function scaleneAngles(rng: Rng): [number, number] {
  const a = rng.int(20, 44);
  const b = rng.int(71, 85);
  return [180 - a - b === b ? a + 1 : a, b];
}

function classifyTriangle(rng: Rng): GeneratedQuestion {
  const byAngles = rng.bool();
  const kind = rng.pick(["equilateral", "isosceles", "scalene", "right-angled"] as const);
  const u = rng.pick(LENGTH_UNITS);
  let facts: string;
  if (byAngles) {
    const angles =
      kind === "equilateral"
        ? [60, 60, 60]
        : kind === "isosceles"
          ? ((b) => [b, b, 180 - 2 * b])(rng.intExcept(20, 85, [45, 60]))
          : kind === "right-angled"
            ? ((a) => [90, a, 90 - a])(rng.intExcept(10, 80, [45]))
            : ((a, b) => [a, b, 180 - a - b])(...scaleneAngles(rng));
    facts = `angles of $${rng
      .shuffle(angles)
      .map((a) => deg(a))
      .join(", ")}$`;
  } else {
    const s =
      kind === "equilateral"
        ? ((a) => [a, a, a])(rng.int(2, 40))
        : kind === "isosceles"
          ? ((a, b) => [a, a, b])(rng.int(8, 30), rng.int(2, 7))
          : kind === "right-angled"
            ? ((k, t) => t.map((v) => v * k))(
                rng.int(1, 4),
                rng.pick([
                  [3, 4, 5],
                  [5, 12, 13],
                  [8, 15, 17],
                ]),
              )
            : ((a, b, c) => [a, b, a * a + b * b === c * c ? c + 1 : c])(...scaleneSides(rng));
    facts = `sides of $${rng.shuffle(s).join(`$ ${u}, $`)}$ ${u}`;
  }
  const fb: Record<string, string> = {
    equilateral: "An equilateral triangle has all three sides (and angles) equal.",
    isosceles: "An isosceles triangle has exactly two equal sides (and two equal angles).",
    scalene: "A scalene triangle has no equal sides or angles.",
    "right-angled": "A right-angled triangle has one 90° angle.",
  };
  const { answer, misconceptions } = choiceWithFeedback(
    rng,
    kind,
    Object.keys(fb)
      .filter((k) => k !== kind)
      .map((k) => [k, `${fb[k]} ${fb[kind]}`] as const),
  );
  return {
    text: `A triangle has ${facts}. Which type of triangle is it?${kind === "right-angled" && !byAngles ? " (Hint: check Pythagoras.)" : ""}`,
    answer,
    misconceptions,
    solution: [
      fb[kind] ?? "",
      `So this triangle is ${kind === "isosceles" || kind === "equilateral" ? "an" : "a"} ${kind} triangle.`,
    ],
    hint: "Look for equal sides or angles, and for a right angle.",
    difficulty: kind === "right-angled" && !byAngles ? 3 : 1,
  };
}

export const shapeProperties2d: Template = {
  id: "geometry.shapes.properties-2d",
  title: "Properties of quadrilaterals and triangles",
  objective: "Identify quadrilaterals and triangles from their properties",
  topics: ["geometry.shape-properties-2d"],
  difficulty: [1, 3],
  generate(rng) {
    return rng.chance(0.6) ? identifyQuadrilateral(rng) : classifyTriangle(rng);
  },
};

const SYMMETRIC: readonly [string, number, number, Point[] | null][] = [
  ["rectangle (not a square)", 2, 2, QUAD_PICTURES.rectangle],
  ["rhombus (not a square)", 2, 2, QUAD_PICTURES.rhombus],
  ["parallelogram (not a rectangle or rhombus)", 0, 1, QUAD_PICTURES.parallelogram],
  ["kite", 1, 1, QUAD_PICTURES.kite],
  ["isosceles trapezium", 1, 1, QUAD_PICTURES["isosceles trapezium"]],
  ["isosceles triangle (not equilateral)", 1, 1, [pt(0, 0), pt(1, 0), pt(0.5, 1.3)]],
  ["scalene triangle", 0, 1, [pt(0, 0), pt(1.4, 0), pt(0.4, 0.9)]],
  ["capital letter H", 2, 2, null],
  ["capital letter N", 0, 2, null],
  ["capital letter S", 0, 2, null],
  ["capital letter Z", 0, 2, null],
  ["capital letter X", 2, 2, null],
  ["capital letter T", 1, 1, null],
  ["capital letter A", 1, 1, null],
  ["capital letter E", 1, 1, null],
  ["capital letter F", 0, 1, null],
  ["capital letter I (a plain vertical bar)", 2, 2, null],
];
const REG_NAMES: Record<number, string> = {
  3: "equilateral triangle",
  4: "square",
  5: "regular pentagon",
  6: "regular hexagon",
  8: "regular octagon",
  10: "regular decagon",
};

export const symmetry: Template = {
  id: "geometry.shapes.symmetry",
  title: "Line symmetry and rotational symmetry",
  objective: "Count lines of symmetry and find the order of rotational symmetry",
  topics: ["geometry.symmetry"],
  difficulty: [1, 3],
  generate(rng) {
    if (rng.chance(0.2)) return rotationAngle(rng);
    const regular = rng.chance(0.5);
    const n = rng.int(3, 20);
    const context = rng.pick([
      REG_NAMES[n] ?? `regular polygon with ${n} sides`,
      `regular polygon with ${n} sides`,
      `star with ${n} identical, evenly spaced points`,
      `flower pattern with ${n} identical, evenly spaced symmetrical petals`,
    ]);
    const [name, lines, order, picture] = regular
      ? [context, n, n, n <= 12 ? Array.from({ length: n }, (_, i) => polar(pt(0, 0), 1, 90 + (360 * i) / n)) : null]
      : rng.pick(SYMMETRIC);
    const ask = rng.pick(["lines", "order", "both"] as const);
    const lineFb = "A line of symmetry folds the shape onto itself exactly.";
    const orderFb = "The order is how many times the shape looks the same in one full turn (at least 1).";
    const diagram = picture
      ? { diagram: new Figure(180, 160).poly(picture).render(`${withCapitalArticle(name)}`) }
      : {};
    const text = `How many lines of symmetry does ${withArticle(name)} have?`;
    if (ask === "both")
      return {
        text: `For ${withArticle(name)}, give (a) the number of lines of symmetry and (b) the order of rotational symmetry.`,
        ...diagram,
        answer: multiPartAnswer([
          { id: "a", prompt: "Lines of symmetry", answer: integerAnswer(lines, "") },
          { id: "b", prompt: "Order of rotational symmetry", answer: integerAnswer(order, "") },
        ]),
        misconceptions: [
          { answer: [String(order), String(lines)], feedback: `${lineFb} ${orderFb}` },
          { answer: [String(lines), String(order === 1 ? 0 : order + 1)], feedback: orderFb },
          {
            answer: [String(lines + (lines === 0 ? 2 : lines)), String(order)],
            feedback: `${lineFb} Diagonals are not always lines of symmetry.`,
          },
          { answer: [String(lines + 1), String(order)], feedback: lineFb },
          { answer: [String(lines === 0 ? 1 : lines - 1), String(order)], feedback: lineFb },
          { answer: [String(lines), String(order + 1)], feedback: orderFb },
          { answer: [String(lines + 1), String(order + 1)], feedback: `${lineFb} ${orderFb}` },
        ],
        solution: [
          `${withCapitalArticle(name)} has $${lines}$ line${lines === 1 ? "" : "s"} of symmetry.`,
          `It looks the same $${order}$ time${order === 1 ? "" : "s"} in a full turn, so its order of rotational symmetry is $${order}$.`,
        ],
        hint: "Imagine folding the shape, then imagine turning it round once.",
        difficulty: regular && n > 8 ? 3 : 2,
      };
    const value = ask === "lines" ? lines : order;
    return {
      text: ask === "lines" ? text : `What is the order of rotational symmetry of ${withArticle(name)}?`,
      ...diagram,
      answer: integerAnswer(value),
      misconceptions: intWrongs([
        [
          ask === "lines" ? order : lines,
          ask === "lines"
            ? `${lineFb} (That's the order of rotational symmetry.)`
            : `${orderFb} (That's the number of lines of symmetry.)`,
        ],
        [value + 1, ask === "lines" ? lineFb : orderFb],
        [
          value === 0 ? 2 : value - 1,
          ask === "lines" ? lineFb : `${orderFb} A shape with no rotational symmetry has order 1.`,
        ],
        [value + 2, ask === "lines" ? `${lineFb} Diagonals are not always lines of symmetry.` : orderFb],
        [
          value === 0 ? 4 : value * 2,
          ask === "lines" ? `${lineFb} Diagonals are not always lines of symmetry.` : orderFb,
        ],
        [
          ask === "order" && value === 1 ? 0 : 4,
          ask === "order" ? "Every shape has rotational symmetry of at least order 1." : lineFb,
        ],
      ]),
      solution: [
        ask === "lines"
          ? `${withCapitalArticle(name)} has $${lines}$ line${lines === 1 ? "" : "s"} of symmetry.`
          : `${withCapitalArticle(name)} looks the same $${order}$ time${order === 1 ? "" : "s"} in a full turn, so its order of rotational symmetry is $${order}$.`,
      ],
      hint:
        ask === "lines"
          ? "Imagine folding the shape so the two halves match exactly."
          : "Imagine turning the shape round once: how many times does it look the same?",
      difficulty: regular && n > 8 ? 2 : ask === "order" ? 2 : 1,
    };
  },
};

/** order of rotational symmetry <-> smallest angle of turn */
function rotationAngle(rng: Rng): GeneratedQuestion {
  const n = rng.pick([2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36, 40, 45, 60, 72, 90]);
  const fromOrder = rng.bool();
  const a = 360 / n;
  const value = fromOrder ? a : n;
  return {
    text: fromOrder
      ? `A shape has rotational symmetry of order $${n}$. What is the smallest angle it can be turned through to look exactly the same?`
      : `The smallest angle a shape can be turned through to look exactly the same is $${deg(a)}$. What is its order of rotational symmetry?`,
    answer: fromOrder ? integerAnswer(a, "°") : integerAnswer(n, ""),
    misconceptions: intWrongs([
      [fromOrder ? 180 / n : 180 / a, "A full turn is 360°, not 180°."],
      [fromOrder ? 360 * n : a * 2, fromOrder ? "Divide 360° by the order." : "Order = 360° ÷ the angle."],
      [fromOrder ? 360 - a : 360 - a, fromOrder ? "Divide 360° by the order." : "Order = 360° ÷ the angle."],
      [value + 1, fromOrder ? "360° ÷ order gives the angle." : "Count how many turns make a full turn."],
      [value * 2, fromOrder ? "360° ÷ order gives the angle." : "Order = 360° ÷ the angle."],
    ]),
    solution: [fromOrder ? `$360 \\div ${n} = ${a}^\\circ$` : `$360 \\div ${a} = ${n}$`],
    hint: "The shape looks the same (order) times in a full turn of 360°.",
    difficulty: 3,
  };
}
