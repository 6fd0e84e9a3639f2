/**
 * Plans, elevations and nets. A solid of cube stacks is shown the way exam papers do, as a plan
 * with the number of cubes on each square; the pupil reads its front and side elevations.
 * Nets are drawn to scale: name the solid a net folds into, or find the cuboid's volume or surface area.
 */
import { integerAnswer, multiPartAnswer } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import type { GeneratedQuestion, Misconception, Template } from "../../core/types.js";
import { Figure, type Point, pt } from "./diagrams.js";
import { choiceWithFeedback } from "./shared.js";

const intWrongs = (correct: number, items: readonly (readonly [number, string])[]): Misconception[] =>
  items.filter(([v]) => v !== correct && v > 0).map(([v, feedback]) => ({ answer: String(v), feedback }));

/** heights[row][col]; row 0 is the back row, the last row is at the front */
function planDiagram(heights: readonly (readonly number[])[]): string {
  const f = new Figure(260, 200);
  const rows = heights.length;
  const cols = heights[0]?.length ?? 0;
  heights.forEach((row, r) => {
    row.forEach((h, c) => {
      if (h === 0) return;
      const x = c;
      const y = rows - 1 - r;
      f.poly([pt(x, y), pt(x + 1, y), pt(x + 1, y + 1), pt(x, y + 1)], "#deebf7");
      f.label(pt(x + 0.5, y + 0.5), String(h));
    });
  });
  f.label(pt(cols / 2, 0), "FRONT", 0, 22).label(pt(cols, rows / 2), "SIDE", 14, 0, "start");
  f.include(pt(cols + 1.2, 0));
  return f.render("Plan view: the number on each square is how many cubes are stacked there");
}

export const cubeStackElevations: Template = {
  id: "geometry.plans-elevations.cube-stacks",
  title: "Plans and elevations of a solid made of cubes",
  objective: "Read the plan, front elevation and side elevation of a solid made of cubes",
  topics: ["geometry.plans-elevations-nets"],
  difficulty: [2, 3],
  generate(rng) {
    const rows = rng.int(2, 3);
    const cols = rng.int(2, 4);
    let heights: number[][];
    do {
      heights = Array.from({ length: rows }, () =>
        Array.from({ length: cols }, () => (rng.chance(0.15) ? 0 : rng.int(1, 4))),
      );
    } while (
      heights.some((row) => row.every((h) => h === 0)) ||
      heights[0]?.some((_, c) => heights.every((row) => row[c] === 0)) ||
      heights.flat().filter((h) => h > 1).length < 2
    );
    const total = heights.flat().reduce((s, h) => s + h, 0);
    const colMax = (heights[0] ?? []).map((_, c) => Math.max(...heights.map((row) => row[c] ?? 0)));
    const rowMax = heights.map((row) => Math.max(...row));
    const front = colMax.reduce((s, h) => s + h, 0);
    const side = rowMax.reduce((s, h) => s + h, 0);
    const planSquares = heights.flat().filter((h) => h > 0).length;
    const frontRowSum = (heights[rows - 1] ?? []).reduce((s, h) => s + h, 0);
    const colSums = (heights[0] ?? []).map((_, c) => heights.reduce((s, row) => s + (row[c] ?? 0), 0));
    const tallest = Math.max(...heights.flat());
    const diagram = planDiagram(heights);
    const intro =
      "The diagram is the plan of a solid made from centimetre cubes. The number on each square tells you how many cubes are stacked on it.";
    if (rng.chance(0.35)) {
      return {
        text: `${intro} How many cubes make the solid, and how many squares are there in its plan?`,
        diagram,
        answer: multiPartAnswer([
          { id: "a", prompt: "Number of cubes", answer: integerAnswer(total, "") },
          { id: "b", prompt: "Number of squares in the plan", answer: integerAnswer(planSquares, "") },
        ]),
        misconceptions: [
          {
            answer: [String(planSquares), String(planSquares)],
            feedback: "Each number is a stack of cubes: add the numbers to count the cubes.",
          },
          {
            answer: [String(total), String(total)],
            feedback: "The plan is the view from above: one square for each stack, however tall.",
          },
          {
            answer: [String(total), String(rows * cols)],
            feedback: "A square with no number has no cubes on it, so it is not part of the plan.",
          },
          {
            answer: [String(front), String(planSquares)],
            feedback: "Count every cube, including the ones hidden behind the front ones.",
          },
        ],
        solution: [
          `Add the numbers: $${heights
            .flat()
            .filter((h) => h > 0)
            .join(" + ")} = ${total}$ cubes.`,
          `Seen from above, each stack shows one square: $${planSquares}$ squares.`,
        ],
        hint: "The plan is the view from directly above. Each number is the height of a stack.",
        difficulty: 2,
      };
    }
    return {
      text: `${intro} The front elevation is the view from the front and the side elevation is the view from the side, as marked. How many squares are there in each elevation?`,
      diagram,
      answer: multiPartAnswer([
        { id: "a", prompt: "Squares in the front elevation", answer: integerAnswer(front, "") },
        { id: "b", prompt: "Squares in the side elevation", answer: integerAnswer(side, "") },
      ]),
      misconceptions: [
        {
          answer: [String(side), String(front)],
          feedback: "The front elevation is seen from the FRONT arrow: its width is the number of columns.",
        },
        {
          answer: [String(total), String(total)],
          feedback: "An elevation is a flat view: cubes hidden behind others don't add any squares.",
        },
        {
          answer: [String(frontRowSum), String(side)],
          feedback:
            "A stack further back still shows in the front elevation if it is taller than the stacks in front of it.",
        },
        {
          answer: [String(colSums.reduce((s, v) => s + v, 0)), String(rows * tallest)],
          feedback: "Each column of the front view is as tall as the tallest stack in that column.",
        },
        {
          answer: [String(cols * tallest), String(rows * tallest)],
          feedback: "Not every column is as tall as the tallest stack: use the tallest stack in each column.",
        },
        {
          answer: [String(cols), String(rows)],
          feedback:
            "That is one square per column and row, as in the plan. An elevation shows the heights of the stacks too.",
        },
        {
          answer: [String(front), String(total)],
          feedback: "The side elevation is a flat view too: hidden cubes add no squares.",
        },
      ],
      solution: [
        `From the front, each column shows its tallest stack: $${colMax.join(" + ")} = ${front}$ squares.`,
        `From the side, each row shows its tallest stack: $${rowMax.join(" + ")} = ${side}$ squares.`,
      ],
      hint: "Looking from the front you see each column once, as tall as its tallest stack.",
      difficulty: 3,
    };
  },
};

/** a cuboid net: a strip of four faces with the two end faces either side of the base */
function cuboidNet(l: number, w: number, h: number, labels: boolean): string {
  const f = new Figure(300, 240);
  const faces: Point[][] = [
    [pt(0, 0), pt(l, 0), pt(l, h), pt(0, h)],
    [pt(0, h), pt(l, h), pt(l, h + w), pt(0, h + w)],
    [pt(0, h + w), pt(l, h + w), pt(l, 2 * h + w), pt(0, 2 * h + w)],
    [pt(0, 2 * h + w), pt(l, 2 * h + w), pt(l, 2 * h + 2 * w), pt(0, 2 * h + 2 * w)],
    [pt(-h, h), pt(0, h), pt(0, h + w), pt(-h, h + w)],
    [pt(l, h), pt(l + h, h), pt(l + h, h + w), pt(l, h + w)],
  ];
  for (const face of faces) f.poly(face, "#deebf7");
  if (labels) {
    const mid = pt(l / 2, h + w / 2);
    f.sideLabel(pt(0, 0), pt(l, 0), `${l} cm`, mid)
      .sideLabel(pt(l + h, h), pt(l + h, h + w), `${w} cm`, mid)
      .sideLabel(pt(-h, h), pt(0, h), `${h} cm`, mid);
  }
  return f.render("Net of a cuboid");
}

type Solid = "Cube" | "Cuboid" | "Triangular prism" | "Square-based pyramid" | "Tetrahedron";
function netOf(solid: Solid, rng: Rng): string {
  const f = new Figure(280, 230);
  const sq = (x: number, y: number, a = 1, b = 1) =>
    f.poly([pt(x, y), pt(x + a, y), pt(x + a, y + b), pt(x, y + b)], "#deebf7");
  const s3 = Math.sqrt(3) / 2;
  switch (solid) {
    case "Cube": {
      const top = rng.int(0, 3);
      const bottom = rng.int(0, 3);
      for (let i = 0; i < 4; i++) sq(i, 1);
      sq(top, 2);
      sq(bottom, 0);
      break;
    }
    case "Cuboid":
      return cuboidNet(rng.int(3, 5), rng.int(1, 2), rng.int(1, 2) + 0.5, false);
    case "Triangular prism": {
      const a = rng.int(2, 3);
      for (let i = 0; i < 3; i++) sq(0, i, a, 1);
      f.poly([pt(0, 1), pt(-s3, 1.5), pt(0, 2)], "#fdd0a2").poly([pt(a, 1), pt(a + s3, 1.5), pt(a, 2)], "#fdd0a2");
      break;
    }
    case "Square-based pyramid": {
      const t = rng.pick([0.9, 1.2, 1.5]);
      sq(0, 0);
      f.poly([pt(0, 0), pt(1, 0), pt(0.5, -t)], "#fdd0a2")
        .poly([pt(1, 0), pt(1, 1), pt(1 + t, 0.5)], "#fdd0a2")
        .poly([pt(1, 1), pt(0, 1), pt(0.5, 1 + t)], "#fdd0a2")
        .poly([pt(0, 1), pt(0, 0), pt(-t, 0.5)], "#fdd0a2");
      break;
    }
    case "Tetrahedron": {
      const A = pt(0, 0);
      const B = pt(2, 0);
      const C = pt(1, 2 * s3);
      const mid = (p: Point, q: Point) => pt((p.x + q.x) / 2, (p.y + q.y) / 2);
      f.poly([A, B, C], "#fdd0a2").poly([mid(A, B), mid(B, C), mid(C, A)], "#deebf7");
      break;
    }
  }
  return f.render("A net of a 3D shape");
}

const NET_FEEDBACK: Readonly<Record<Solid, string>> = {
  Cube: "A cube's net has six squares, all the same size.",
  Cuboid: "A cuboid's net has six rectangles, in three matching pairs.",
  "Triangular prism": "A triangular prism's net has two triangles and three rectangles.",
  "Square-based pyramid": "A square-based pyramid's net has one square and four triangles.",
  Tetrahedron: "A tetrahedron's net has four triangles and nothing else.",
};
const SOLIDS = Object.keys(NET_FEEDBACK) as Solid[];

function nameTheSolid(rng: Rng): GeneratedQuestion {
  const solid = rng.pick(SOLIDS);
  const others = rng.shuffle(SOLIDS.filter((s) => s !== solid));
  const { answer, misconceptions } = choiceWithFeedback(
    rng,
    solid,
    others.map((o) => [o, `Count the faces and their shapes. ${NET_FEEDBACK[solid]}`] as const),
  );
  return {
    text: "The diagram shows a net. Which 3D shape does it fold up to make?",
    diagram: netOf(solid, rng),
    answer,
    misconceptions,
    solution: [
      `Count the faces and look at their shapes. ${NET_FEEDBACK[solid]}`,
      `It folds to make a ${solid.toLowerCase()}.`,
    ],
    hint: "Count the faces in the net and name their shapes: squares, rectangles or triangles.",
    difficulty: 1,
  };
}

function cuboidFromNet(rng: Rng): GeneratedQuestion {
  const [l, w, h] = rng.distinctInts(3, 2, 12);
  const L = l as number;
  const W = w as number;
  const H = h as number;
  const volume = L * W * H;
  const area = 2 * (L * W + L * H + W * H);
  const askVolume = rng.bool();
  const common = "The diagram shows the net of a cuboid.";
  return askVolume
    ? {
        text: `${common} The net is folded to make the cuboid. Work out the volume of the cuboid, in cm³.`,
        diagram: cuboidNet(L, W, H, true),
        answer: integerAnswer(volume, "cm^3"),
        misconceptions: intWrongs(volume, [
          [area, "That is the surface area (the area of the net). Volume = length × width × height."],
          [L + W + H, "Multiply the three lengths, don't add them."],
          [L * W, "Multiply by the height as well."],
          [2 * volume, "The volume is length × width × height, once."],
        ]),
        solution: [
          `The cuboid is $${L}$ cm by $${W}$ cm by $${H}$ cm.`,
          `Volume $= ${L} \\times ${W} \\times ${H} = ${volume}$ cm³`,
        ],
        hint: "Find the length, width and height of the cuboid from the net, then multiply them.",
        difficulty: 2,
      }
    : {
        text: `${common} Work out the total area of the net (the surface area of the cuboid), in cm².`,
        diagram: cuboidNet(L, W, H, true),
        answer: integerAnswer(area, "cm^2"),
        misconceptions: intWrongs(area, [
          [L * W + L * H + W * H, "There are six faces, in three matching pairs: double it."],
          [volume, "That is the volume. The area of the net is the total area of its six faces."],
          [6 * L * W, "The faces are not all the same: work out each pair of rectangles."],
          [4 * (L + W + H), "That is the total length of the edges. Add the areas of the faces."],
        ]),
        solution: [
          `Two faces $${L} \\times ${W} = ${L * W}$, two faces $${L} \\times ${H} = ${L * H}$, two faces $${W} \\times ${H} = ${W * H}$.`,
          `Total $= 2 \\times (${L * W} + ${L * H} + ${W * H}) = ${area}$ cm²`,
        ],
        hint: "The net is six rectangles in three matching pairs. Add up their areas.",
        difficulty: 3,
      };
}

export const netsOfSolids: Template = {
  id: "geometry.plans-elevations.nets",
  title: "Nets of 3D shapes",
  objective: "Recognise nets of 3D shapes, and use a cuboid's net to find its volume and surface area",
  topics: ["geometry.plans-elevations-nets"],
  difficulty: [1, 3],
  generate: (rng) => (rng.chance(0.3) ? nameTheSolid(rng) : cuboidFromNet(rng)),
};
