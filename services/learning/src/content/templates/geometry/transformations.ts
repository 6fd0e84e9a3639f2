/** Translations, reflections, rotations and enlargements of points and shapes on a grid. */
import Fraction from "fraction.js";
import { coordinatesAnswer, integerAnswer, multiPartAnswer } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import { texFrac } from "../../core/tex.js";
import type { Misconception, Template } from "../../core/types.js";
import { gridFigure, type Point, pt } from "./diagrams.js";

type XY = readonly [number, number];
const coord = ([x, y]: XY) => `(${x}, ${y})`;
const texCoord = ([x, y]: XY) => `(${x}, ${y})`;
const wrongsXY = (correct: XY, items: readonly (readonly [XY, string])[]): Misconception[] => {
  const seen = new Set([coord(correct)]);
  return items.flatMap(([p, feedback]) => {
    const c = coord(p);
    if (seen.has(c)) return [];
    seen.add(c);
    return [{ answer: c, feedback }];
  });
};
const P = ([x, y]: XY): Point => pt(x, y);
const texVec = (a: number, b: number) => `\\begin{pmatrix} ${a} \\\\ ${b} \\end{pmatrix}`;

/** grid around all the points, with the shape and its image drawn */
function gridWith(points: readonly XY[], draw: (f: ReturnType<typeof gridFigure>) => void, title: string) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const lo = (v: number[]) => Math.min(-1, ...v) - 1;
  const hi = (v: number[]) => Math.max(1, ...v) + 1;
  const f = gridFigure(lo(xs), hi(xs), lo(ys), hi(ys));
  draw(f);
  return f.render(title, 22);
}

function triangleAt(rng: Rng, range: number): XY[] {
  const x = rng.int(-range, range - 2);
  const y = rng.int(-range, range - 2);
  return rng.pick([
    [
      [x, y],
      [x + 2, y],
      [x, y + 2],
    ],
    [
      [x, y],
      [x + 3, y],
      [x + 1, y + 2],
    ],
    [
      [x, y],
      [x + 1, y + 2],
      [x + 2, y],
    ],
  ] as XY[][]);
}

export const translation: Template = {
  id: "geometry.transformations.translate",
  title: "Translate a shape on a grid",
  objective: "Translate points by a vector, and describe a translation",
  topics: ["geometry.translations"],
  difficulty: [1, 3],
  generate(rng) {
    const tri = triangleAt(rng, 5);
    const a = rng.intExcept(-6, 6, [0]);
    const b = rng.intExcept(-6, 6, [0]);
    const img = tri.map(([x, y]) => [x + a, y + b] as XY);
    const k = rng.int(0, 2);
    const name = "ABC"[k] ?? "A";
    const [px, py] = tri[k] as XY;
    const [qx, qy] = img[k] as XY;
    const words = `${Math.abs(a)} ${a > 0 ? "right" : "left"} and ${Math.abs(b)} ${b > 0 ? "up" : "down"}`;
    const reverse = rng.chance(0.35);
    const diagram = gridWith(
      [...tri, ...img],
      (f) => {
        f.poly(tri.map(P), "#deebf7");
        tri.forEach((p, i) => {
          f.label(P(p), "ABC"[i] ?? "", -8, -8);
        });
        if (reverse) f.poly(img.map(P), "#fdd0a2").label(P(img[k] as XY), `${name}'`, 10, -8);
      },
      "Triangle ABC on a grid",
    );
    if (reverse)
      return {
        text: `Triangle $ABC$ has vertices $A${texCoord(tri[0] as XY)}$, $B${texCoord(tri[1] as XY)}$, $C${texCoord(tri[2] as XY)}$. It is translated so that $${name}$ moves to $${name}'${texCoord([qx, qy])}$. Write the translation as a column vector: give (a) the top number and (b) the bottom number.`,
        diagram,
        answer: multiPartAnswer([
          { id: "a", prompt: "Top number (movement right)", answer: integerAnswer(a) },
          { id: "b", prompt: "Bottom number (movement up)", answer: integerAnswer(b) },
        ]),
        misconceptions: [
          { answer: [String(-a), String(-b)], feedback: "Go from the original point to the image: image − original." },
          {
            answer: [String(b), String(a)],
            feedback: "The top number is the movement in x (right/left); the bottom is y (up/down).",
          },
          { answer: [String(a), String(-b)], feedback: "Up is positive and down is negative." },
          { answer: [String(-a), String(b)], feedback: "Right is positive and left is negative." },
        ],
        solution: [
          `$${name}$ moves from $${texCoord([px, py])}$ to $${texCoord([qx, qy])}$: $${qx} - ${px < 0 ? `(${px})` : px} = ${a}$ across and $${qy} - ${py < 0 ? `(${py})` : py} = ${b}$ up.`,
          `The vector is $${texVec(a, b)}$.`,
        ],
        hint: "Count how far the point moves across (x) and up (y). Left and down are negative.",
        difficulty: 3,
      };
    const useVector = rng.bool();
    return {
      text: `Triangle $ABC$ has vertices $A${texCoord(tri[0] as XY)}$, $B${texCoord(tri[1] as XY)}$, $C${texCoord(tri[2] as XY)}$. It is translated by ${useVector ? `the vector $${texVec(a, b)}$` : words}. What are the coordinates of the image of $${name}$?`,
      diagram,
      answer: coordinatesAnswer(qx, qy),
      misconceptions: wrongsXY(
        [qx, qy],
        [
          [[px - a, py - b], "Move in the direction of the vector: positive is right and up."],
          [[px + b, py + a], "The top number moves x (across); the bottom number moves y (up or down)."],
          [[px + a, py - b], "Up is positive and down is negative."],
          [[px - a, py + b], "Right is positive and left is negative."],
          [[a, b], "Add the vector to the starting point."],
        ],
      ),
      solution: [
        `Add the movement to the coordinates of $${name}$: $(${px} + ${a < 0 ? `(${a})` : a}, ${py} + ${b < 0 ? `(${b})` : b}) = ${texCoord([qx, qy])}$.`,
      ],
      hint: "A translation slides every point the same distance: add the movement to x and to y.",
      difficulty: useVector ? 2 : 1,
    };
  },
};

type Mirror = { name: string; tex: string; map: (p: XY) => XY; line: [Point, Point] };
function mirrors(a: number, b: number): Mirror[] {
  return [
    { name: "the x-axis", tex: "\\text{the } x\\text{-axis}", map: ([x, y]) => [x, -y], line: [pt(-9, 0), pt(9, 0)] },
    { name: "the y-axis", tex: "\\text{the } y\\text{-axis}", map: ([x, y]) => [-x, y], line: [pt(0, -9), pt(0, 9)] },
    { name: `the line x = ${a}`, tex: `x = ${a}`, map: ([x, y]) => [2 * a - x, y], line: [pt(a, -9), pt(a, 9)] },
    { name: `the line y = ${b}`, tex: `y = ${b}`, map: ([x, y]) => [x, 2 * b - y], line: [pt(-9, b), pt(9, b)] },
    { name: "the line y = x", tex: "y = x", map: ([x, y]) => [y, x], line: [pt(-7, -7), pt(7, 7)] },
    { name: "the line y = −x", tex: "y = -x", map: ([x, y]) => [-y, -x], line: [pt(-7, 7), pt(7, -7)] },
  ];
}

export const reflection: Template = {
  id: "geometry.transformations.reflect",
  title: "Reflect a point in a mirror line",
  objective: "Reflect points in the axes and in lines such as x = 2 and y = x",
  topics: ["geometry.reflections"],
  difficulty: [1, 4],
  generate(rng) {
    const a = rng.intExcept(-4, 4, [0]);
    const b = rng.intExcept(-4, 4, [0]);
    const ms = mirrors(a, b);
    const idx = rng.int(0, ms.length - 1);
    const m = ms[idx] as Mirror;
    let p: XY = [rng.intExcept(-6, 6, [0]), rng.intExcept(-6, 6, [0])];
    if (coord(m.map(p)) === coord(p)) p = [p[0] + 1, p[1] - 2];
    const img = m.map(p);
    const others = ms.filter((_, i) => i !== idx);
    const name = rng.pick(["P", "A", "Q", "R", "T"]);
    return {
      text: `Point $${name}$ is at $${texCoord(p)}$. Reflect it in $${m.tex}$. What are the coordinates of the image, $${name}'$?`,
      diagram: gridWith(
        [p, img, [-6, -6], [6, 6]],
        (f) => {
          const clip = (q: Point) => pt(Math.max(-7, Math.min(7, q.x)), Math.max(-7, Math.min(7, q.y)));
          f.dot(P(p)).label(P(p), name, 10, -10);
          f.seg(clip(m.line[0]), clip(m.line[1]), { dashed: true, width: 2 });
        },
        `Point ${name} and the mirror line ${m.name}`,
      ),
      answer: coordinatesAnswer(img[0], img[1]),
      misconceptions: wrongsXY(img, [
        ...others
          .slice(0, 3)
          .map((o) => [o.map(p), `That's a reflection in ${o.name}. Check which line is the mirror.`] as const),
        [[-p[0], -p[1]], "Only the distance across the mirror line changes sign, not both coordinates."],
        [[p[1], p[0]], "Swapping the coordinates reflects in y = x only."],
        [[img[0] + 1, img[1]], "The image is the same distance from the mirror line as the point, on the other side."],
      ]),
      solution: [
        `${name} and its image are the same distance from ${m.name}, on opposite sides.`,
        `So $${name}' = ${texCoord(img)}$.`,
      ],
      hint: "Count how far the point is from the mirror line, then go the same distance out the other side.",
      difficulty: idx < 2 ? 1 : idx < 4 ? 3 : 4,
    };
  },
};

type Rot = { name: string; map: (p: XY) => XY };
const ROTS: Rot[] = [
  { name: "90° clockwise", map: ([x, y]) => [y, -x] },
  { name: "90° anticlockwise", map: ([x, y]) => [-y, x] },
  { name: "180°", map: ([x, y]) => [-x, -y] },
];

export const rotation: Template = {
  id: "geometry.transformations.rotate",
  title: "Rotate a point about a centre",
  objective: "Rotate points by 90° and 180° about the origin or another centre",
  topics: ["geometry.rotations"],
  difficulty: [2, 4],
  generate(rng) {
    const r = rng.pick(ROTS);
    const aboutOrigin = rng.chance(0.5);
    const c: XY = aboutOrigin ? [0, 0] : [rng.int(-3, 3), rng.int(-3, 3)];
    let p: XY = [rng.intExcept(-5, 5, [0]), rng.intExcept(-5, 5, [0])];
    if (coord(p) === coord(c)) p = [p[0] + 2, p[1]];
    const rel: XY = [p[0] - c[0], p[1] - c[1]];
    const move = (q: XY): XY => [q[0] + c[0], q[1] + c[1]];
    const img = move(r.map(rel));
    const others = ROTS.filter((o) => o !== r);
    const centre = aboutOrigin ? "the origin $(0, 0)$" : `the point $${texCoord(c)}$`;
    return {
      text: `Point $P$ is at $${texCoord(p)}$. Rotate it ${r.name} about ${centre}. What are the coordinates of the image $P'$?`,
      diagram: gridWith(
        [p, img, c],
        (f) => {
          f.dot(P(p)).label(P(p), "P", 10, -10);
          f.dot(P(c)).label(P(c), "centre", 0, 14);
        },
        `Point P and the centre of rotation`,
      ),
      answer: coordinatesAnswer(img[0], img[1]),
      misconceptions: wrongsXY(img, [
        ...others.map(
          (o) => [move(o.map(rel)), `That's a rotation of ${o.name}. Check the angle and the direction.`] as const,
        ),
        [r.map(p), aboutOrigin ? "Turn about the centre given." : "Rotate about the given centre, not the origin."],
        [[p[1], p[0]], "Swapping the coordinates is a reflection in y = x, not a rotation."],
        [[-p[0], p[1]], "A rotation turns the point; it isn't a reflection."],
        [[-p[1], -p[0]], "A rotation turns the point; it isn't a reflection."],
        [[img[0] + 1, img[1] - 1], "Count the squares carefully from the centre of rotation."],
      ]),
      solution: [
        ...(aboutOrigin ? [] : [`Relative to the centre, $P$ is $${texCoord(rel)}$ away.`]),
        `Turning ${r.name} maps $(x, y)$ to $${r.name.startsWith("180") ? "(-x, -y)" : r.name.includes("anti") ? "(-y, x)" : "(y, -x)"}$: $${texCoord(r.map(rel))}$.`,
        ...(aboutOrigin ? [] : [`Add the centre back on: $${texCoord(img)}$.`]),
      ],
      hint: "Use tracing paper: pin it at the centre and turn it. A quarter turn clockwise takes (x, y) to (y, −x).",
      difficulty: aboutOrigin ? (r.name === "180°" ? 2 : 3) : 4,
    };
  },
};

export const enlargement: Template = {
  id: "geometry.transformations.enlarge",
  title: "Enlarge a point from a centre",
  objective: "Enlarge by a scale factor (whole, fractional or negative) from a centre",
  topics: ["geometry.enlargements"],
  difficulty: [3, 5],
  generate(rng) {
    const kind = rng.pick(["whole", "whole", "fraction", "negative"] as const);
    const k =
      kind === "whole"
        ? new Fraction(rng.int(2, 4))
        : kind === "fraction"
          ? new Fraction(1, rng.pick([2, 3]))
          : new Fraction(rng.pick([-1, -2, -1]), 1).div(rng.pick([1, 1, 2]));
    const c: XY = [rng.int(-3, 3), rng.int(-3, 3)];
    // choose the offset so the image lands on whole numbers
    const step = Number(k.d);
    const rel: XY = [rng.intExcept(-3, 3, [0]) * step, rng.int(-3, 3) * step];
    const p: XY = [c[0] + rel[0], c[1] + rel[1]];
    const kv = Number(k.valueOf());
    const img: XY = [c[0] + kv * rel[0], c[1] + kv * rel[1]];
    const kTex = texFrac(k);
    return {
      text: `Point $A$ is at $${texCoord(p)}$. It is enlarged with scale factor $${kTex}$ about the centre $${texCoord(c)}$. What are the coordinates of the image $A'$?`,
      diagram: gridWith(
        [p, img, c],
        (f) => {
          f.dot(P(p)).label(P(p), "A", 10, -10).dot(P(c)).label(P(c), "centre", 0, 14);
        },
        "Point A and the centre of enlargement",
      ),
      answer: coordinatesAnswer(img[0], img[1]),
      misconceptions: wrongsXY(img, [
        [[p[0] * kv, p[1] * kv], "Measure from the centre of enlargement, not from the origin."],
        [
          [c[0] + rel[0] + kv, c[1] + rel[1] + kv],
          "Multiply the distance from the centre by the scale factor; don't add it.",
        ],
        [
          [c[0] - kv * rel[0], c[1] - kv * rel[1]],
          kv < 0
            ? "A negative scale factor puts the image on the other side of the centre, but you have gone the wrong way."
            : "The image is on the same side of the centre as the object for a positive scale factor.",
        ],
        [
          [c[0] + (kv + 1) * rel[0], c[1] + (kv + 1) * rel[1]],
          "Multiply the distance from the centre by the scale factor, then add it to the centre (not to the point).",
        ],
        [[p[0] + kv * rel[0], p[1] + kv * rel[1]], "Start from the centre, not from the point."],
        [[p[0] + kv, p[1] + kv], "Multiply the distance from the centre by the scale factor."],
        [[c[0] + rel[0] / kv, c[1] + rel[1] / kv], "Multiply by the scale factor, don't divide."],
      ]),
      solution: [
        `From the centre to $A$ is $${texCoord(rel)}$.`,
        `Multiply by $${kTex}$: $${texCoord([kv * rel[0], kv * rel[1]])}$.`,
        `Add to the centre: $A' = ${texCoord(img)}$.`,
      ],
      hint: "Find the vector from the centre to the point, multiply it by the scale factor, then add it to the centre.",
      difficulty: kind === "negative" ? 5 : kind === "fraction" ? 4 : 3,
    };
  },
};
