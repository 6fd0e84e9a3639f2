/** Types of angle, and angles on a straight line, around a point and vertically opposite. */
import { integerAnswer, multiPartAnswer } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import { texTerms } from "../../core/tex.js";
import type { GeneratedQuestion, Template } from "../../core/types.js";
import { Figure, polar, pt } from "./diagrams.js";
import { choiceWithFeedback, deg, intWrongs } from "./shared.js";

const O = pt(0, 0);

/** rays from one point at the given directions (degrees), with labelled arcs between consecutive rays */
function raysDiagram(
  directions: readonly number[],
  arcs: readonly [number, number, string][],
  title: string,
  line = false,
) {
  const f = new Figure(240, 200).dot(O);
  if (line) f.seg(polar(O, 1, 0), polar(O, 1, 180));
  for (const d of directions) f.seg(O, polar(O, 1, d));
  arcs.forEach(([from, to, label], i) => {
    if (Math.abs(((to - from + 360) % 360) - 90) < 1e-9 && label === "") {
      f.rightAngle(O, polar(O, 1, from), polar(O, 1, to), 12);
      return;
    }
    f.angle(O, polar(O, 1, from), polar(O, 1, to), label, 18 + (i % 2) * 8);
  });
  return f.render(title);
}

type AngleType = "acute" | "right" | "obtuse" | "straight" | "reflex";
const typeOf = (a: number): AngleType =>
  a < 90 ? "acute" : a === 90 ? "right" : a < 180 ? "obtuse" : a === 180 ? "straight" : "reflex";
const FEEDBACK: Record<AngleType, string> = {
  acute: "An acute angle is less than 90°.",
  right: "A right angle is exactly 90°.",
  obtuse: "An obtuse angle is between 90° and 180°.",
  straight: "A straight angle is exactly 180°.",
  reflex: "A reflex angle is between 180° and 360°.",
};

export const angleTypes: Template = {
  id: "geometry.angles.types",
  title: "Name types of angle",
  objective: "Recognise acute, right, obtuse and reflex angles",
  topics: ["geometry.angle-types"],
  difficulty: [1, 2],
  generate(rng) {
    const clock = rng.chance(0.2);
    const hours = rng.int(1, 11);
    const a = clock ? hours * 30 : rng.pick([rng.int(5, 89), rng.int(91, 179), rng.int(181, 355), rng.pick([90, 180])]);
    const t = typeOf(a);
    const wrong = (["acute", "right", "obtuse", "reflex", "straight"] as const).filter((x) => x !== t);
    const { answer, misconceptions } = choiceWithFeedback(
      rng,
      t,
      rng.shuffle(wrong).map((x) => [x, `${FEEDBACK[t]} ${FEEDBACK[x]}`] as const),
    );
    const text = clock
      ? `The minute hand of a clock turns clockwise from 12 to ${hours} (a turn of $${deg(a)}$). What type of angle does it turn through?`
      : `An angle measures $${deg(a)}$. What type of angle is it?`;
    return {
      text,
      diagram: raysDiagram([0, a], [[0, a, a === 90 ? "" : `${a}°`]], `An angle of ${a} degrees`),
      answer,
      misconceptions,
      solution: [
        "Acute: less than $90^\\circ$. Right: $90^\\circ$. Obtuse: between $90^\\circ$ and $180^\\circ$. Straight: $180^\\circ$. Reflex: between $180^\\circ$ and $360^\\circ$.",
        `$${deg(a)}$ is ${t === "right" || t === "straight" ? "exactly" : t === "acute" ? "less than $90^\\circ$" : t === "obtuse" ? "between $90^\\circ$ and $180^\\circ$" : "more than $180^\\circ$"}${t === "right" ? " $90^\\circ$" : t === "straight" ? " $180^\\circ$" : ""}, so it is ${t === "acute" || t === "obtuse" ? "an" : "a"} ${t} angle.`,
      ],
      hint: "Compare the angle with a right angle (90°) and a straight line (180°).",
      difficulty: t === "reflex" || clock ? 2 : 1,
    };
  },
};

function onLine(rng: Rng): GeneratedQuestion {
  const three = rng.chance(0.4);
  const a = rng.int(15, three ? 80 : 165);
  const b = three ? rng.int(15, 165 - a - 10) : 0;
  const x = 180 - a - b;
  const dirs = three ? [a, a + b] : [a];
  const arcs: [number, number, string][] = three
    ? [
        [0, a, `${a}°`],
        [a, a + b, `${b}°`],
        [a + b, 180, "x"],
      ]
    : [
        [0, a, `${a}°`],
        [a, 180, "x"],
      ];
  return {
    text: `Angles of $${three ? `${deg(a)}, ${deg(b)}` : deg(a)}$ and $x$ lie together on a straight line. Work out $x$.`,
    diagram: raysDiagram(dirs, arcs, "Angles on a straight line", true),
    answer: integerAnswer(x, "°"),
    misconceptions: intWrongs([
      [360 - a - b, "Angles on a straight line add up to 180°, not 360°."],
      [90 - a - b, "A straight line is 180°, not 90°."],
      [a + b, "Subtract the known angles from 180°."],
      [
        three ? 180 - a : 180 + a,
        three ? "Subtract every known angle from 180°." : "Subtract the known angle from 180°.",
      ],
      [x + 10, "Check the subtraction: all the angles should add to 180°."],
    ]),
    solution: [
      `Angles on a straight line add up to $180^\\circ$.`,
      `$x = 180 - ${three ? `${a} - ${b}` : a} = ${x}^\\circ$`,
    ],
    hint: "Angles on a straight line add up to 180°.",
    difficulty: three ? 2 : 1,
  };
}

function aroundPoint(rng: Rng): GeneratedQuestion {
  const n = rng.int(2, 4);
  const known: number[] = [];
  let left = 360;
  for (let i = 0; i < n; i++) {
    const v = rng.int(30, Math.min(200, left - 30 * (n - i)));
    known.push(v);
    left -= v;
  }
  const x = left;
  const dirs: number[] = [0];
  const arcs: [number, number, string][] = [];
  let at = 0;
  for (const v of known) {
    arcs.push([at, at + v, `${v}°`]);
    at += v;
    dirs.push(at);
  }
  arcs.push([at, 360, "x"]);
  return {
    text: `Angles of $${known.map((v) => deg(v)).join(", ")}$ and $x$ meet at a point. Work out $x$.`,
    diagram: raysDiagram(dirs, arcs, "Angles around a point"),
    answer: integerAnswer(x, "°"),
    misconceptions: intWrongs([
      [180 - (360 - x), "Angles around a point add up to 360°, not 180°."],
      [360 - x, "That's the total of the known angles: subtract it from 360°."],
      [x - 10, "Check the subtraction: all the angles should add to 360°."],
      [x + 10, "Check the subtraction: all the angles should add to 360°."],
      [360 - (known[0] ?? 0), "Subtract all the known angles from 360°."],
    ]),
    solution: [`Angles around a point add up to $360^\\circ$.`, `$x = 360 - ${known.join(" - ")} = ${x}^\\circ$`],
    hint: "Angles around a point add up to 360°.",
    difficulty: n > 2 ? 3 : 2,
  };
}

function verticallyOpposite(rng: Rng): GeneratedQuestion {
  const a = rng.intExcept(20, 160, [90]);
  const askOpposite = rng.bool();
  const x = askOpposite ? a : 180 - a;
  const arcs: [number, number, string][] = [[0, a, `${a}°`], askOpposite ? [180, 180 + a, "x"] : [a, 180, "x"]];
  return {
    text: `Two straight lines cross. One of the angles is $${deg(a)}$. Angle $x$ is ${askOpposite ? "opposite it" : "next to it, on the same straight line"}. Work out $x$.`,
    diagram: raysDiagram([0, a, 180, 180 + a], arcs, "Two crossing straight lines"),
    answer: integerAnswer(x, "°"),
    misconceptions: intWrongs([
      [
        askOpposite ? 180 - a : a,
        askOpposite
          ? "Vertically opposite angles are equal."
          : "Angles next to each other on a straight line add to 180°.",
      ],
      [360 - a, "Vertically opposite angles are equal; angles on a line add to 180°."],
      [90 - a > 0 ? 90 - a : 90 + a, "The lines are straight: use 180°, not 90°."],
      [2 * a, "Vertically opposite angles are equal; angles on a line add to 180°."],
      [x + 5, "Check your working: use the angle facts exactly."],
    ]),
    solution: [
      askOpposite
        ? `Vertically opposite angles are equal, so $x = ${a}^\\circ$.`
        : `Angles on a straight line add up to $180^\\circ$, so $x = 180 - ${a} = ${x}^\\circ$.`,
    ],
    hint: "Opposite angles where two lines cross are equal; neighbouring angles add to 180°.",
    difficulty: 2,
  };
}

export const angleFacts: Template = {
  id: "geometry.angles.line-point",
  title: "Angles on a straight line, around a point and vertically opposite",
  objective: "Use angles on a line add to 180° and around a point add to 360°",
  topics: ["geometry.angle-facts"],
  difficulty: [1, 3],
  generate(rng) {
    return rng.pick([onLine, onLine, aroundPoint, verticallyOpposite])(rng);
  },
};

export const angleFactsAlgebra: Template = {
  id: "geometry.angles.line-point-algebra",
  title: "Angle facts with algebra",
  objective: "Form and solve an equation from angle facts",
  topics: ["geometry.angle-facts"],
  difficulty: [3, 4],
  generate(rng) {
    const point = rng.bool();
    const total = point ? 360 : 180;
    const n = point ? rng.int(3, 4) : rng.int(2, 3);
    // pick x, then coefficients and constants so every angle is positive and the total is right
    for (;;) {
      const x = rng.int(5, 40);
      const terms: [number, number][] = [];
      for (let i = 0; i < n - 1; i++) terms.push([rng.int(1, 5), rng.int(-20, 40)]);
      const used = terms.reduce((s, [a, b]) => s + a * x + b, 0);
      const lastA = rng.int(1, 4);
      const lastB = total - used - lastA * x;
      terms.push([lastA, lastB]);
      const angles = terms.map(([a, b]) => a * x + b);
      if (angles.some((v) => v < 10) || Math.abs(lastB) > 90) continue;
      const sumA = terms.reduce((s, [a]) => s + a, 0);
      const sumB = terms.reduce((s, [, b]) => s + b, 0);
      const exprs = terms.map(([a, b]) =>
        texTerms([
          [a, "x"],
          [b, ""],
        ]),
      );
      const big = Math.max(...angles);
      const dirs: number[] = [0];
      const arcs: [number, number, string][] = [];
      let at = 0;
      terms.forEach(([a, b], i) => {
        const v = angles[i] ?? 0;
        arcs.push([at, at + v, `${a === 1 ? "" : a}x${b > 0 ? ` + ${b}` : b < 0 ? ` − ${-b}` : ""}`]);
        at += v;
        dirs.push(at);
      });
      const other = point ? 180 : 360;
      const wrongX = (t: number) => (t - sumB) / sumA;
      return {
        text: `The angles $${exprs.join("$, $")}$ (in degrees) ${point ? "meet at a point" : "lie together on a straight line"}. Work out (a) the value of $x$ and (b) the size of the largest angle.`,
        diagram: raysDiagram(
          point ? dirs.slice(0, -1) : dirs.slice(1, -1),
          arcs,
          point ? "Angles around a point" : "Angles on a straight line",
          !point,
        ),
        answer: multiPartAnswer([
          { id: "a", prompt: "$x =$", answer: integerAnswer(x, "") },
          { id: "b", prompt: "Largest angle", answer: integerAnswer(big, "°") },
        ]),
        misconceptions: [
          [
            wrongX(other),
            `Angles ${point ? "around a point add up to 360°" : "on a straight line add up to 180°"}, not ${other}°.`,
          ],
          [(total + sumB) / sumA, "When you move the numbers to the other side, change the sign."],
          [(total - sumB) / n, `Collect the x terms: there are ${sumA} x's altogether.`],
          [x + 1, "Check your answer: substitute x back in and add up the angles."],
          [x - 1, "Check your answer: substitute x back in and add up the angles."],
        ]
          .filter(([v]) => Number.isInteger(v) && (v as number) > 0 && v !== x)
          .map(([v, feedback]) => ({
            answer: [String(v), String(Math.max(...terms.map(([a, b]) => a * (v as number) + b)))],
            feedback: String(feedback),
          }))
          .concat([
            {
              answer: [String(x), String(total - big)],
              feedback: "Substitute x into each expression to find the angles, then pick the largest.",
            },
            {
              answer: [String(x), String(x)],
              feedback: "x is not an angle itself: substitute it into the expressions.",
            },
          ]),
        solution: [
          `The angles add up to $${total}^\\circ$: $${exprs.join(" + ")} = ${total}$`,
          `Collect terms: $${texTerms([
            [sumA, "x"],
            [sumB, ""],
          ])} = ${total}$, so $${sumA}x = ${total - sumB}$ and $x = ${x}$.`,
          `The angles are $${angles.map((v) => deg(v)).join(", ")}$; the largest is $${deg(big)}$.`,
        ],
        hint: `The angles add up to ${total}°. Write an equation and solve it.`,
        difficulty: point || n > 2 ? 4 : 3,
      };
    }
  },
};
