/**
 * "Describe fully the single transformation that maps shape A onto shape B": a reflection (the
 * mirror line), a rotation (angle, direction and centre) or an enlargement (scale factor and centre).
 * The description is a multi-part answer: the type and the line or angle as choices, the centre as
 * coordinates, the scale factor as a number, so every part is one the marker reads.
 */
import Fraction from "fraction.js";
import {
  choiceAnswer,
  coordinatesAnswer,
  fractionAnswer,
  integerAnswer,
  multiPartAnswer,
  optionId,
} from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import { texFrac } from "../../core/tex.js";
import type { AnswerPart, ChoiceAnswer, Misconception, Submission, Template } from "../../core/types.js";
import { gridFigure, pt } from "./diagrams.js";

type XY = readonly [number, number];
const KINDS = ["Reflection", "Rotation", "Translation", "Enlargement"] as const;
type Kind = (typeof KINDS)[number];
const QUESTION = "Describe fully the single transformation that maps shape $A$ onto shape $B$.";
const coordText = ([x, y]: XY) => `(${x}, ${y})`;

/**
 * small asymmetric shapes, as offsets from a corner: no line or turn maps one onto itself, so only
 * one transformation maps A onto B (an L with equal arms would be symmetrical about a diagonal)
 */
const SHAPES: readonly (readonly XY[])[] = [
  [
    [0, 0],
    [2, 0],
    [0, 3],
  ],
  [
    [0, 0],
    [3, 0],
    [0, 1],
  ],
  [
    [0, 0],
    [3, 0],
    [3, 1],
    [1, 1],
    [1, 2],
    [0, 2],
  ],
  [
    [0, 0],
    [1, 0],
    [3, 2],
    [0, 2],
  ],
  [
    [0, 0],
    [2, 0],
    [1, 2],
    [0, 2],
  ],
];

function shapeAt(rng: Rng, lo: number, hi: number): XY[] {
  const base = rng.pick(SHAPES);
  const turn = rng.int(0, 3);
  const turned = base.map(([x, y]) => {
    let p: XY = [x, y];
    for (let i = 0; i < turn; i++) p = [-p[1], p[0]];
    return p;
  });
  const dx = rng.int(lo, hi);
  const dy = rng.int(lo, hi);
  return turned.map(([x, y]) => [x + dx, y + dy] as XY);
}

const inside = (ps: readonly XY[], r: number) => ps.every(([x, y]) => Math.abs(x) <= r && Math.abs(y) <= r);
const same = (a: readonly XY[], b: readonly XY[]) =>
  JSON.stringify([...a].map(coordText).sort()) === JSON.stringify([...b].map(coordText).sort());

/** both shapes on a grid, A shaded blue and B orange, each named beside its first vertex's centroid */
function diagram(a: readonly XY[], b: readonly XY[], extra: readonly XY[], title: string): string {
  const all = [...a, ...b, ...extra];
  const lo = (v: number[]) => Math.min(-1, ...v) - 1;
  const hi = (v: number[]) => Math.max(1, ...v) + 1;
  const f = gridFigure(
    lo(all.map((p) => p[0])),
    hi(all.map((p) => p[0])),
    lo(all.map((p) => p[1])),
    hi(all.map((p) => p[1])),
  );
  const mid = (ps: readonly XY[]) =>
    pt(ps.reduce((s, p) => s + p[0], 0) / ps.length, ps.reduce((s, p) => s + p[1], 0) / ps.length);
  f.poly(
    a.map(([x, y]) => pt(x, y)),
    "rgba(158, 202, 225, 0.55)",
  ).poly(
    b.map(([x, y]) => pt(x, y)),
    "rgba(253, 174, 107, 0.55)",
  );
  f.label(mid(a), "A").label(mid(b), "B");
  return f.render(title, 22);
}

function typePartFor(rng: Rng, kind: Kind): { part: AnswerPart; spec: ChoiceAnswer; id: (k: Kind) => string } {
  const spec = choiceAnswer(
    rng,
    kind,
    KINDS.filter((k) => k !== kind),
  );
  return { part: { id: "a", prompt: "Type of transformation", answer: spec }, spec, id: (k) => optionId(spec, k) };
}

const wrongs = (items: readonly (readonly [Submission, string])[]): Misconception[] =>
  items.map(([answer, feedback]) => ({ answer, feedback }));

interface Mirror {
  readonly eq: string;
  readonly map: (p: XY) => XY;
  /** which side of the line a point is on (0 on it) */
  readonly side: (p: XY) => number;
  readonly ends: readonly [XY, XY];
  readonly slanted: boolean;
}
function mirror(kind: number, c: number): Mirror {
  switch (kind) {
    case 0:
      return {
        eq: `x = ${c}`,
        map: ([x, y]) => [2 * c - x, y],
        side: ([x]) => Math.sign(x - c),
        ends: [
          [c, -8],
          [c, 8],
        ],
        slanted: false,
      };
    case 1:
      return {
        eq: `y = ${c}`,
        map: ([x, y]) => [x, 2 * c - y],
        side: ([, y]) => Math.sign(y - c),
        ends: [
          [-8, c],
          [8, c],
        ],
        slanted: false,
      };
    case 2:
      return {
        eq: "y = x",
        map: ([x, y]) => [y, x],
        side: ([x, y]) => Math.sign(y - x),
        ends: [
          [-7, -7],
          [7, 7],
        ],
        slanted: true,
      };
    default:
      return {
        eq: "y = -x",
        map: ([x, y]) => [-y, -x],
        side: ([x, y]) => Math.sign(y + x),
        ends: [
          [-7, 7],
          [7, -7],
        ],
        slanted: true,
      };
  }
}

export const describeReflection: Template = {
  id: "geometry.transformations.describe-reflection",
  title: "Describe a reflection fully",
  objective: "Describe a reflection fully: name it and give the equation of the mirror line",
  topics: ["geometry.reflections"],
  difficulty: [2, 3],
  generate(rng) {
    const kind = rng.pick([0, 0, 1, 1, 2, 3]);
    const c = kind < 2 ? rng.int(-3, 3) : 0;
    const m = mirror(kind, c);
    let a: XY[];
    let b: XY[];
    do {
      a = shapeAt(rng, -6, 5);
      b = a.map(m.map);
    } while (!inside([...a, ...b], 7) || new Set(a.map(m.side)).size !== 1 || m.side(a[0] as XY) === 0 || same(a, b));
    const type = typePartFor(rng, "Reflection");
    // the confusions: x = c for y = c, y = x for y = -x, the axis for the line through c
    const swapLetter = m.eq.startsWith("x") ? m.eq.replace("x", "y") : m.eq.replace(/^y/, "x");
    const lineWrongs =
      kind < 2
        ? [swapLetter, `${m.eq[0]} = ${c === 0 ? 1 : -c}`, kind === 0 ? "y = x" : "y = -x"]
        : [kind === 2 ? "y = -x" : "y = x", "x = 0", "y = 0"];
    const texts = [m.eq, ...lineWrongs].map((e) => `$${e}$`);
    const lineSpec = choiceAnswer(rng, texts[0] as string, texts.slice(1));
    const lid = (e: string) => optionId(lineSpec, `$${e}$`);
    const right = type.id("Reflection");
    return {
      text: `${QUESTION} Give the type of transformation and the equation of the mirror line.`,
      diagram: diagram(a, b, [], "Shapes A and B on a coordinate grid"),
      answer: multiPartAnswer([type.part, { id: "b", prompt: "Equation of the mirror line", answer: lineSpec }]),
      misconceptions: wrongs([
        [
          [right, lid(lineWrongs[0] as string)],
          kind < 2
            ? `A line x = … is vertical and y = … is horizontal. This mirror line is ${kind === 0 ? "vertical" : "horizontal"}.`
            : "y = x slopes up from left to right; y = −x slopes down.",
        ],
        [
          [right, lid(lineWrongs[1] as string)],
          "The mirror line is exactly halfway between each point and its image: check its position on the axis.",
        ],
        [
          [right, lid(lineWrongs[2] as string)],
          "Find the line halfway between the shapes: each point and its image are the same distance from it.",
        ],
        [[type.id("Rotation"), lid(m.eq)], "B is a mirror image of A (it is flipped over), so this is a reflection."],
        [
          [type.id("Translation"), lid(m.eq)],
          "In a translation the shape only slides; B is flipped over, so this is a reflection.",
        ],
      ]),
      solution: [
        "Shape $B$ is the mirror image of shape $A$: it has been flipped over, so the transformation is a reflection.",
        `Each corner of $B$ is the same distance from the line $${m.eq}$ as the matching corner of $A$, on the other side.`,
        `Reflection in the line $${m.eq}$.`,
      ],
      hint: "Join a corner of A to the matching corner of B: the mirror line passes through the middle of that line, at right angles to it.",
      difficulty: m.slanted ? 3 : 2,
    };
  },
};

const ROTATIONS = ["90° clockwise", "90° anticlockwise", "180°"] as const;
type Turn = (typeof ROTATIONS)[number];
const turnMap: Record<Turn, (p: XY) => XY> = {
  "90° clockwise": ([x, y]) => [y, -x],
  "90° anticlockwise": ([x, y]) => [-y, x],
  "180°": ([x, y]) => [-x, -y],
};
const about =
  (c: XY, t: Turn) =>
  (p: XY): XY => {
    const [x, y] = turnMap[t]([p[0] - c[0], p[1] - c[1]]);
    return [x + c[0], y + c[1]];
  };

export const describeRotation: Template = {
  id: "geometry.transformations.describe-rotation",
  title: "Describe a rotation fully",
  objective: "Describe a rotation fully: angle, direction and centre of rotation",
  topics: ["geometry.rotations"],
  difficulty: [3, 4],
  generate(rng) {
    const turn = rng.pick(ROTATIONS);
    const atOrigin = rng.chance(0.45);
    const c: XY = atOrigin ? [0, 0] : [rng.intExcept(-3, 3, [0]), rng.intExcept(-3, 3, [0])];
    let a: XY[];
    let b: XY[];
    do {
      a = shapeAt(rng, -5, 4);
      b = a.map(about(c, turn));
    } while (!inside([...a, ...b], 7) || a.some((p) => p[0] === c[0] && p[1] === c[1]) || same(a, b));
    const type = typePartFor(rng, "Rotation");
    const turnTexts = ROTATIONS.map((t) => t);
    const turnSpec = choiceAnswer(
      rng,
      turn,
      turnTexts.filter((t) => t !== turn),
    );
    const tid = (t: Turn) => optionId(turnSpec, t);
    const other = ROTATIONS.filter((t) => t !== turn);
    const [cx, cy] = c;
    const C = `${cx}, ${cy}`;
    const wrongCentre = atOrigin ? coordText(a[0] as XY) : "(0, 0)";
    const right = type.id("Rotation");
    return {
      text: `${QUESTION} Give the type of transformation, the angle and direction, and the centre of rotation.`,
      diagram: diagram(a, b, [c], "Shapes A and B on a coordinate grid"),
      answer: multiPartAnswer([
        type.part,
        { id: "b", prompt: "Angle and direction", answer: turnSpec },
        { id: "c", prompt: "Centre of rotation", answer: coordinatesAnswer(cx, cy) },
      ]),
      misconceptions: wrongs([
        [
          [right, tid(other[0] as Turn), `(${C})`],
          "Check the direction: clockwise turns the way a clock's hands move.",
        ],
        [[right, tid(other[1] as Turn), `(${C})`], "Check the angle: a quarter turn is 90°, a half turn is 180°."],
        [
          [right, tid(turn), wrongCentre],
          "The centre of rotation is the one point that does not move: use tracing paper to find it.",
        ],
        [[right, tid(turn), `(${cy}, ${cx})`], "Write the centre as (x, y): across first, then up."],
        [
          [type.id("Reflection"), tid(turn), `(${C})`],
          "B is the same way round as A, just turned, so this is a rotation, not a reflection.",
        ],
      ]),
      solution: [
        "Shape $B$ is shape $A$ turned (not flipped), so the transformation is a rotation.",
        `Trace $A$, put a pencil point on $(${C})$ and turn the tracing: it lands on $B$ after a turn of ${turn}.`,
        `Rotation ${turn} about $(${C})$.`,
      ],
      hint: "Use tracing paper: try turning A about different points until it lands exactly on B.",
      difficulty: atOrigin ? 3 : 4,
    };
  },
};

export const describeEnlargement: Template = {
  id: "geometry.transformations.describe-enlargement",
  title: "Describe an enlargement fully",
  objective: "Describe an enlargement fully: scale factor and centre of enlargement",
  topics: ["geometry.enlargements"],
  difficulty: [3, 4],
  generate(rng) {
    const shrink = rng.chance(0.25);
    const big = rng.pick([2, 2, 3]);
    const k = shrink ? new Fraction(1, big) : new Fraction(big);
    const c: XY = [rng.int(-4, 4), rng.int(-4, 4)];
    // the small shape sits near the centre; the big one is it scaled by `big` from the centre
    let small: XY[];
    let large: XY[];
    do {
      small = shapeAt(rng, -3, 3).map(([x, y]) => [x + c[0] - 0, y + c[1]] as XY);
      large = small.map(([x, y]) => [c[0] + big * (x - c[0]), c[1] + big * (y - c[1])] as XY);
    } while (
      !inside([...small, ...large], 9) ||
      same(small, large) ||
      small.some((p) => p[0] === c[0] && p[1] === c[1])
    );
    const [a, b] = shrink ? [large, small] : [small, large];
    const type = typePartFor(rng, "Enlargement");
    const kTex = texFrac(k);
    const [cx, cy] = c;
    const C = `(${cx}, ${cy})`;
    const kText = shrink ? `1/${big}` : String(big);
    const right = type.id("Enlargement");
    return {
      text: `${QUESTION} Give the type of transformation, the scale factor and the centre of enlargement.`,
      diagram: diagram(a, b, [c], "Shapes A and B on a coordinate grid"),
      answer: multiPartAnswer([
        type.part,
        {
          id: "b",
          prompt: "Scale factor",
          answer: shrink ? fractionAnswer(k, "any", { allowDecimal: true, unit: "" }) : integerAnswer(big, ""),
        },
        { id: "c", prompt: "Centre of enlargement", answer: coordinatesAnswer(cx, cy) },
      ]),
      misconceptions: wrongs([
        [
          [right, shrink ? String(big) : `1/${big}`, C],
          shrink
            ? "B is smaller than A, so the scale factor is less than 1: a fraction."
            : "B is bigger than A, so the scale factor is more than 1.",
        ],
        [
          [right, String(big + 1), C],
          "The scale factor multiplies the lengths: compare a side of B with the same side of A.",
        ],
        [
          [right, kText, "(0, 0)"],
          "Draw lines through matching corners of A and B: they meet at the centre of enlargement.",
        ],
        [[right, kText, `(${cy}, ${cx})`], "Write the centre as (x, y): across first, then up."],
        [[type.id("Translation"), kText, C], "B is a different size from A, so this is an enlargement."],
      ]),
      solution: [
        `Shape $B$ is the same shape as $A$ but ${shrink ? "smaller" : "bigger"}, so the transformation is an enlargement.`,
        `Each side of $B$ is $${kTex}$ times as long as the matching side of $A$: scale factor $${kTex}$.`,
        `Lines through matching corners of $A$ and $B$ meet at $${C}$, the centre of enlargement.`,
        `Enlargement, scale factor $${kTex}$, centre $${C}$.`,
      ],
      hint: "Compare matching sides for the scale factor. Draw lines through matching corners: they cross at the centre.",
      difficulty: shrink ? 4 : 3,
    };
  },
};
