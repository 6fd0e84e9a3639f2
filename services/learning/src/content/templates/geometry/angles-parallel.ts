/** Angles in parallel lines (value and reason), and bearings. */
import { DP, integerAnswer, multiPartAnswer } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import type { GeneratedQuestion, Misconception, Template } from "../../core/types.js";
import { Figure, type Point, polar, pt } from "./diagrams.js";
import { choiceWithFeedback, decimalFrom, deg, degOf, intWrongs, texRound } from "./shared.js";

type Pos = "TR" | "TL" | "BL" | "BR";
type Pair = { at: [0 | 1, Pos]; ask: [0 | 1, Pos]; reason: string };

/** pairs of angle positions (0 = upper crossing P, 1 = lower crossing Q) and the fact linking them */
const PAIRS: readonly Pair[] = [
  { at: [0, "TR"], ask: [1, "TR"], reason: "corresponding" },
  { at: [0, "BL"], ask: [1, "BL"], reason: "corresponding" },
  { at: [0, "TL"], ask: [1, "TL"], reason: "corresponding" },
  { at: [1, "BR"], ask: [0, "BR"], reason: "corresponding" },
  { at: [0, "BR"], ask: [1, "TL"], reason: "alternate" },
  { at: [0, "BL"], ask: [1, "TR"], reason: "alternate" },
  { at: [1, "TL"], ask: [0, "BR"], reason: "alternate" },
  { at: [0, "BL"], ask: [1, "TL"], reason: "co-interior" },
  { at: [0, "BR"], ask: [1, "TR"], reason: "co-interior" },
  { at: [1, "TR"], ask: [0, "BR"], reason: "co-interior" },
  { at: [0, "TR"], ask: [0, "BL"], reason: "vertically opposite" },
  { at: [1, "TL"], ask: [1, "BR"], reason: "vertically opposite" },
  { at: [0, "TL"], ask: [0, "TR"], reason: "on a straight line" },
  { at: [1, "BL"], ask: [1, "BR"], reason: "on a straight line" },
];
const REASONS: Record<string, string> = {
  corresponding: "Corresponding angles are equal",
  alternate: "Alternate angles are equal",
  "co-interior": "Co-interior angles add up to 180°",
  "vertically opposite": "Vertically opposite angles are equal",
  "on a straight line": "Angles on a straight line add up to 180°",
};

export const parallelLineAngles: Template = {
  id: "geometry.angles.parallel-lines",
  title: "Angles in parallel lines with reasons",
  objective: "Use alternate, corresponding and co-interior angles",
  topics: ["geometry.angles-parallel-lines"],
  difficulty: [3, 5],
  generate(rng) {
    const phi = rng.intExcept(35, 145, [90]);
    const pair = rng.pick(PAIRS);
    const flip = rng.bool();
    const [at, ask] = flip && pair.reason !== "on a straight line" ? [pair.ask, pair.at] : [pair.at, pair.ask];
    // angle between the right-hand ray of a parallel line and the upward ray of the transversal
    const size = (p: Pos) => (p === "TR" || p === "BL" ? phi : 180 - phi);
    const given = size(at[1]);
    const x = size(ask[1]);
    const P = pt(0, 1);
    const Q = pt(-Math.cos((phi * Math.PI) / 180) / Math.sin((phi * Math.PI) / 180), 0);
    const cross = [P, Q] as const;
    const up = polar(pt(0, 0), 1, phi);
    const rays: Record<Pos, [Point, Point]> = {
      TR: [pt(1, 0), up],
      TL: [up, pt(-1, 0)],
      BL: [pt(-1, 0), pt(-up.x, -up.y)],
      BR: [pt(-up.x, -up.y), pt(1, 0)],
    };
    const f = new Figure(280, 200)
      .seg(pt(-2.2, 1), pt(1.8, 1))
      .seg(pt(-2.2, 0), pt(1.8, 0))
      .arrows(pt(-2.2, 1), pt(1.8, 1), 1, 0.85)
      .arrows(pt(-2.2, 0), pt(1.8, 0), 1, 0.85)
      .seg(pt(Q.x - up.x * 0.6, Q.y - up.y * 0.6), pt(P.x + up.x * 0.6, P.y + up.y * 0.6))
      .label(pt(-2.2, 1), "A", -8, 0, "end")
      .label(pt(1.8, 1), "B", 8, 0, "start")
      .label(pt(-2.2, 0), "C", -8, 0, "end")
      .label(pt(1.8, 0), "D", 8, 0, "start");
    const mark = ([i, p]: [0 | 1, Pos], label: string) => {
      const c = cross[i];
      const [a, b] = rays[p];
      f.angle(c, pt(c.x + a.x, c.y + a.y), pt(c.x + b.x, c.y + b.y), label, 16);
    };
    mark(at, `${given}°`);
    mark(ask, "x");
    const where = ([i, p]: [0 | 1, Pos]) =>
      `${p[0] === "T" ? "above" : "below"} line ${i === 0 ? "AB" : "CD"}, ${p[1] === "R" ? "right" : "left"} of the crossing line`;
    const correct = REASONS[pair.reason] ?? "";
    const { answer: reasonAnswer, misconceptions: reasonWrong } = choiceWithFeedback(
      rng,
      correct,
      rng
        .shuffle(Object.entries(REASONS).filter(([k]) => k !== pair.reason))
        .map(
          ([k, v]) =>
            [
              v,
              `These angles are not ${k}. Look at where they sit: between or outside the parallel lines, and on which side of the crossing line.`,
            ] as const,
        ),
    );
    const correctId = reasonAnswer.correctId;
    const wrongId = reasonWrong[0]?.answer as string;
    const misconceptions: Misconception[] = [
      {
        answer: [String(180 - given), correctId],
        feedback: x === given ? "These angles are equal, not supplementary." : "These angles add up to 180°.",
      },
      { answer: [String(360 - given), correctId], feedback: "Check the angle fact: equal, or adding to 180°." },
      { answer: [String(x), wrongId], feedback: reasonWrong[0]?.feedback ?? "" },
      { answer: [String(x), reasonWrong[1]?.answer as string], feedback: reasonWrong[1]?.feedback ?? "" },
      { answer: [String(180 - given), wrongId], feedback: "Decide first how the two angles are related." },
    ].filter((m) => m.answer[0] !== String(x) || m.answer[1] !== correctId);
    return {
      text: `Lines $AB$ and $CD$ are parallel. A straight line crosses them. The marked angle (${where(at)}) is $${deg(given)}$. Angle $x$ is ${where(ask)}. (a) Work out $x$. (b) Give the reason.`,
      diagram: f.render("Two parallel lines crossed by a transversal"),
      answer: multiPartAnswer([
        { id: "a", prompt: "$x =$ (degrees)", answer: integerAnswer(x, "°") },
        { id: "b", prompt: "Reason", answer: reasonAnswer },
      ]),
      misconceptions,
      solution: [
        `The angles are ${pair.reason === "on a straight line" ? "on a straight line" : pair.reason}.`,
        `${correct}, so $x = ${x === given ? deg(given) : `180 - ${given} = ${deg(x)}`}$.`,
      ],
      hint: "Are the two angles between the parallel lines or not? On the same side of the crossing line, or opposite sides?",
      difficulty:
        pair.reason === "co-interior" ? 5 : pair.reason === "alternate" || pair.reason === "corresponding" ? 4 : 3,
    };
  },
};

const COMPASS: readonly [string, number][] = [
  ["north-east", 45],
  ["east", 90],
  ["south-east", 135],
  ["south", 180],
  ["south-west", 225],
  ["west", 270],
  ["north-west", 315],
];

const three = (b: number) => String(b).padStart(3, "0");

function backBearing(rng: Rng): GeneratedQuestion {
  const b = rng.intExcept(5, 355, [180]);
  const back = (b + 180) % 360;
  const A = pt(0, 0);
  const B = polar(A, 1, 90 - b);
  const f = new Figure(220, 220)
    .seg(A, pt(0, 0.6))
    .arrows(A, pt(0, 0.6), 1, 1)
    .label(pt(0, 0.6), "N", 0, -10)
    .seg(A, B)
    .dot(A)
    .dot(B)
    .label(A, "A", -10, 8)
    .label(B, "B", 10, -8)
    .angle(A, B, pt(0, 1), `${three(b)}°`, 18)
    .seg(B, pt(B.x, B.y + 0.6))
    .label(pt(B.x, B.y + 0.6), "N", 0, -10);
  return {
    text: `The bearing of $B$ from $A$ is $${three(b)}^\\circ$. Work out the bearing of $A$ from $B$.`,
    diagram: f.render(`Bearing of B from A is ${three(b)} degrees`),
    answer: integerAnswer(back, "°"),
    equivalents: [three(back)],
    misconceptions: intWrongs([
      [b, "The bearing back the other way is different: it points in the opposite direction."],
      [360 - b, "Going back, add or subtract 180°, don't subtract from 360°."],
      [b + 90 > 360 ? b - 90 : b + 90, "Opposite directions differ by 180°, not 90°."],
      [Math.abs(180 - b), "Add 180° if the bearing is less than 180°; subtract 180° if it is more."],
      [b + 180, "A bearing must be less than 360°."],
      [(b + 270) % 360, "Opposite directions differ by 180°, not 90°."],
    ]).filter((m) => m.answer !== String(back)),
    solution: [
      "The return journey points the opposite way, so the bearings differ by $180^\\circ$.",
      b < 180
        ? `$${b} + 180 = ${back}$, so the bearing is $${three(back)}^\\circ$.`
        : `$${b} - 180 = ${back}$, so the bearing is $${three(back)}^\\circ$.`,
    ],
    hint: "Draw a north line at B. The direction back to A is opposite to the direction from A to B.",
    difficulty: b > 180 ? 4 : 3,
  };
}

function compassBearing(rng: Rng): GeneratedQuestion {
  const [name, base] = rng.pick(COMPASS);
  const turn = rng.int(5, 40) * (rng.bool() ? 1 : -1);
  const b = (base + turn + 360) % 360;
  const from = turn > 0 ? "clockwise" : "anticlockwise";
  return {
    text: `A ship sails in the direction ${Math.abs(turn)}° ${from} from ${name}. Write this direction as a three-figure bearing.`,
    answer: integerAnswer(b, "°"),
    equivalents: [three(b)],
    misconceptions: intWrongs([
      [(base - turn + 360) % 360, "Clockwise means adding to the bearing; anticlockwise means subtracting."],
      [
        Math.abs(turn),
        "Bearings are measured clockwise from north, so start from the bearing of the compass direction.",
      ],
      [(360 - b) % 360, "Bearings are measured clockwise from north."],
      [(base + 2 * turn + 360) % 360, `${name} is ${three(base)}°: turn ${Math.abs(turn)}° from there.`],
    ]).filter((m) => m.answer !== String(b)),
    solution: [
      `${name[0]?.toUpperCase()}${name.slice(1)} is a bearing of $${three(base)}^\\circ$.`,
      `Turning $${Math.abs(turn)}^\\circ$ ${from}: $${base} ${turn > 0 ? "+" : "-"} ${Math.abs(turn)} = ${three(b)}^\\circ$.`,
    ],
    hint: "Bearings are measured clockwise from north, with three figures.",
    difficulty: 3,
  };
}

function trigBearing(rng: Rng): GeneratedQuestion {
  const e = rng.int(1, 30) * (rng.bool() ? 1 : -1);
  const n = rng.int(1, 30) * (rng.bool() ? 1 : -1);
  const b = (degOf(Math.atan2(e, n)) + 360) % 360;
  const rounded = Math.round(b) % 360;
  const acute = degOf(Math.atan(Math.abs(e) / Math.abs(n)));
  return {
    text: `Town $B$ is $${Math.abs(e)}$ km ${e > 0 ? "east" : "west"} and $${Math.abs(n)}$ km ${n > 0 ? "north" : "south"} of town $A$. Work out the bearing of $B$ from $A$, to the nearest degree.`,
    answer: decimalFrom(b, DP(0), "°"),
    equivalents: [three(rounded)],
    misconceptions: intWrongs([
      [Math.round(acute), "That's the angle to the north-south line: turn it into a bearing clockwise from north."],
      [Math.round(180 - acute), "Check which quadrant B is in: sketch the north and east directions."],
      [Math.round(180 + acute), "Check which quadrant B is in: sketch the north and east directions."],
      [Math.round(360 - acute), "Check which quadrant B is in: sketch the north and east directions."],
      [Math.round(90 - acute), "tan(angle) = opposite ÷ adjacent: check which distance is opposite the angle at A."],
      [(Math.round(b) + 180) % 360, "That's the bearing of A from B."],
      [(360 - Math.round(b)) % 360, "Bearings are measured clockwise from north."],
    ]).filter((m) => m.answer !== String(rounded)),
    solution: [
      `From north, the angle $\\theta$ at $A$ has $\\tan\\theta = \\frac{${Math.abs(e)}}{${Math.abs(n)}}$, so $\\theta = ${texRound(acute, DP(2))}^\\circ$.`,
      `${n > 0 && e > 0 ? "B is north-east of A, so the bearing is θ" : n > 0 ? "B is north-west, so the bearing is 360° − θ" : e > 0 ? "B is south-east, so the bearing is 180° − θ" : "B is south-west, so the bearing is 180° + θ"}: $${texRound(b, DP(2))}^\\circ \\approx ${three(rounded)}^\\circ$.`,
    ],
    hint: "Sketch north and east from A. Use tan for the angle from the north line, then turn it into a bearing.",
    difficulty: 5,
  };
}

export const bearings: Template = {
  id: "geometry.bearings.find",
  title: "Bearings",
  objective: "Use and find three-figure bearings",
  topics: ["geometry.bearings"],
  difficulty: [3, 5],
  generate(rng) {
    return rng.pick([backBearing, backBearing, compassBearing, trigBearing])(rng);
  },
};
