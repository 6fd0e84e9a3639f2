/** Angles in triangles, quadrilaterals and polygons. */
import Fraction from "fraction.js";
import { integerAnswer } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import type { GeneratedQuestion, Template } from "../../core/types.js";
import { Figure, type Point, pt } from "./diagrams.js";
import { exactAnswer } from "./lengths.js";
import { deg, exactWrongs, intWrongs } from "./shared.js";

/** a triangle drawn with the given angles at A (left), B (right) and C (top) */
function triangleWithAngles(
  A: number,
  B: number,
  labels: [string, string, string],
  title: string,
  ticks?: "AC-BC",
  extendB = false,
) {
  const a = pt(0, 0);
  const b = pt(1, 0);
  const tA = Math.tan((A * Math.PI) / 180);
  const tB = Math.tan((B * Math.PI) / 180);
  const x = tB / (tA + tB);
  const c = pt(x, x * tA);
  const f = new Figure(260, 190).poly([a, b, c]);
  const ext = pt(1.45, 0);
  if (extendB) f.seg(b, ext);
  f.innerAngle(a, b, c, labels[0])
    .innerAngle(b, c, a, extendB ? "" : labels[1])
    .innerAngle(c, a, b, labels[2]);
  if (extendB) f.angle(b, ext, c, labels[1]);
  if (ticks) f.ticks(a, c).ticks(b, c);
  return f.render(title);
}

function thirdAngle(rng: Rng): GeneratedQuestion {
  const right = rng.chance(0.25);
  const A = right ? 90 : rng.int(20, 120);
  const B = rng.int(15, 160 - A);
  const x = 180 - A - B;
  return {
    text: right
      ? `A right-angled triangle has another angle of $${deg(B)}$. Work out the third angle, $x$.`
      : `Two angles of a triangle are $${deg(A)}$ and $${deg(B)}$. Work out the third angle, $x$.`,
    diagram: triangleWithAngles(A, B, [right ? "" : `${A}°`, `${B}°`, "x"], "A triangle with two angles given"),
    answer: integerAnswer(x, "°"),
    misconceptions: intWrongs([
      [360 - A - B, "Angles in a triangle add up to 180°, not 360°."],
      [A + B, "Subtract the two angles from 180°."],
      [
        right ? 180 - B : 90 - B > 0 ? 90 - B : 270 - A - B,
        right ? "Don't forget the right angle is 90°." : "Angles in a triangle add up to 180°.",
      ],
      [180 - A, "Subtract both known angles."],
      [x + 10, "Check: the three angles should add to 180°."],
    ]),
    solution: [`Angles in a triangle add up to $180^\\circ$.`, `$x = 180 - ${A} - ${B} = ${x}^\\circ$`],
    hint: "The three angles in a triangle add up to 180°.",
    difficulty: right ? 2 : 2,
  };
}

function isosceles(rng: Rng): GeneratedQuestion {
  const apexGiven = rng.bool();
  const apex = apexGiven ? rng.int(10, 80) * 2 : 180 - 2 * rng.int(25, 85);
  const base = (180 - apex) / 2;
  const x = apexGiven ? base : apex;
  return {
    text: apexGiven
      ? `An isosceles triangle has two equal sides that meet at an angle of $${deg(apex)}$. Work out one of the base angles, $x$.`
      : `An isosceles triangle has two equal base angles of $${deg(base)}$. Work out the third angle, $x$.`,
    diagram: triangleWithAngles(
      base,
      base,
      apexGiven ? ["x", "", `${apex}°`] : [`${base}°`, "", "x"],
      "An isosceles triangle",
      "AC-BC",
    ),
    answer: integerAnswer(x, "°"),
    misconceptions: intWrongs(
      apexGiven
        ? [
            [180 - apex, "There are two equal base angles: halve what's left."],
            [apex, "The base angles are the two equal ones, opposite the equal sides."],
            [(360 - apex) / 2, "Angles in a triangle add up to 180°."],
            [90 - apex / 4, "Subtract the top angle from 180°, then halve."],
          ]
        : [
            [180 - base, "Both base angles are equal: subtract both from 180°."],
            [base, "Only the two base angles are equal."],
            [360 - 2 * base, "Angles in a triangle add up to 180°."],
            [(180 - base) / 2, "The two base angles are equal: x = 180 − 2 × base angle."],
          ],
    ),
    solution: apexGiven
      ? [`The base angles are equal. $180 - ${apex} = ${180 - apex}$`, `$x = ${180 - apex} \\div 2 = ${base}^\\circ$`]
      : [`Both base angles are $${deg(base)}$.`, `$x = 180 - 2 \\times ${base} = ${apex}^\\circ$`],
    hint: "An isosceles triangle has two equal angles, opposite its equal sides.",
    difficulty: 3,
  };
}

function exterior(rng: Rng): GeneratedQuestion {
  const A = rng.int(20, 100);
  const C = rng.int(20, 150 - A);
  const ext = A + C;
  return {
    text: `In triangle $ABC$, angle $A = ${deg(A)}$ and angle $C = ${deg(C)}$. Side $AB$ is extended beyond $B$. Work out the exterior angle $x$ at $B$.`,
    diagram: triangleWithAngles(
      A,
      180 - ext,
      [`${A}°`, "x", `${C}°`],
      "A triangle with one side extended",
      undefined,
      true,
    ),
    answer: integerAnswer(ext, "°"),
    misconceptions: intWrongs([
      [180 - A - C, "That's the interior angle at B. The exterior angle is on the straight line next to it."],
      [360 - A - C, "The exterior angle equals the sum of the two opposite interior angles."],
      [180 - A, "Use both opposite interior angles: x = A + C."],
      [180 - C, "Use both opposite interior angles: x = A + C."],
    ]),
    solution: [
      `Interior angle at $B = 180 - ${A} - ${C} = ${180 - ext}^\\circ$.`,
      `Angles on a straight line: $x = 180 - ${180 - ext} = ${ext}^\\circ$ (the sum of the two opposite interior angles).`,
    ],
    hint: "An exterior angle of a triangle equals the sum of the two interior angles opposite it.",
    difficulty: 4,
  };
}

export const anglesInTriangles: Template = {
  id: "geometry.angles.triangles",
  title: "Angles in triangles",
  objective: "Use angles in a triangle add to 180°",
  topics: ["geometry.angles-triangles-quadrilaterals"],
  difficulty: [2, 4],
  generate(rng) {
    return rng.pick([thirdAngle, thirdAngle, isosceles, exterior])(rng);
  },
};

/** a quadrilateral p0 p1 p2 p3 (anticlockwise) whose interior angles are the given ones */
function quadDiagram(angles: readonly number[], labels: readonly string[], title: string) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const [A0 = 90, A1 = 90, A2 = 90] = angles;
  const p0 = pt(0, 0);
  const p1 = pt(1, 0);
  const d0 = pt(Math.cos(rad(A0)), Math.sin(rad(A0)));
  const h2 = 180 - A1 + 180 - A2;
  const d2 = pt(Math.cos(rad(h2)), Math.sin(rad(h2)));
  let ps: Point[] = [p0, p1, pt(1, 1), pt(0, 1)];
  // try side lengths for p1p2 until p3 lands on the ray from p0 at a sensible distance
  for (const s of [0.8, 0.6, 1, 0.45, 1.3, 0.3]) {
    const p2 = pt(1 + s * Math.cos(rad(180 - A1)), s * Math.sin(rad(180 - A1)));
    // p2 + u·d2 = t·d0
    const det = d2.x * -d0.y - d2.y * -d0.x;
    if (Math.abs(det) < 1e-9) continue;
    const u = (-p2.x * -d0.y - -p2.y * -d0.x) / det;
    const t = (d2.x * -p2.y - d2.y * -p2.x) / det;
    if (u > 0.2 && t > 0.2 && t < 3) {
      ps = [p0, p1, p2, pt(t * d0.x, t * d0.y)];
      break;
    }
  }
  const f = new Figure(240, 190).poly(ps);
  ps.forEach((p, i) => {
    f.innerAngle(p, ps[(i + 1) % 4] as Point, ps[(i + 3) % 4] as Point, labels[i] ?? "");
  });
  return f.render(title);
}

export const anglesInQuadrilaterals: Template = {
  id: "geometry.angles.quadrilaterals",
  title: "Angles in quadrilaterals",
  objective: "Use angles in a quadrilateral add to 360°",
  topics: ["geometry.angles-triangles-quadrilaterals"],
  difficulty: [2, 4],
  generate(rng) {
    const mode = rng.pick(["fourth", "fourth", "parallelogram", "algebra"] as const);
    if (mode === "parallelogram") {
      const a = rng.intExcept(35, 145, [90]);
      const adj = rng.bool();
      const x = adj ? 180 - a : a;
      return {
        text: `One angle of a parallelogram is $${deg(a)}$. Angle $x$ is ${adj ? "next to it (they share a side)" : "opposite it"}. Work out $x$.`,
        diagram: quadDiagram(
          [180 - a, a, 180 - a, a],
          ["", `${a}°`, adj ? "x" : "", adj ? "" : "x"],
          "A parallelogram",
        ),
        answer: integerAnswer(x, "°"),
        misconceptions: intWrongs([
          [
            adj ? a : 180 - a,
            adj
              ? "Neighbouring angles in a parallelogram add to 180°."
              : "Opposite angles in a parallelogram are equal.",
          ],
          [360 - a, "Angles in a quadrilateral add to 360°, but there are four of them."],
          [
            (360 - 2 * a) / 2 === x ? 90 : (360 - 2 * a) / 2,
            "Opposite angles are equal; neighbouring angles add to 180°.",
          ],
          [360 - 3 * a > 0 ? 360 - 3 * a : 90 + a, "Only opposite angles of a parallelogram are equal."],
        ]),
        solution: adj
          ? [
              `Neighbouring angles in a parallelogram add up to $180^\\circ$ (co-interior angles).`,
              `$x = 180 - ${a} = ${x}^\\circ$`,
            ]
          : [`Opposite angles in a parallelogram are equal, so $x = ${a}^\\circ$.`],
        hint: "In a parallelogram, opposite angles are equal and neighbouring angles add to 180°.",
        difficulty: 3,
      };
    }
    if (mode === "algebra") {
      const ks = [rng.int(1, 4), rng.int(1, 5), rng.int(1, 5), rng.int(2, 6)];
      const sum = ks.reduce((s, k) => s + k, 0);
      const x = new Fraction(360, sum);
      if (x.d !== 1n || ks.some((k) => k * Number(x.valueOf()) >= 180)) return anglesInQuadrilaterals.generate(rng);
      const xv = Number(x.valueOf());
      const angs = ks.map((k) => k * xv);
      return {
        text: `The angles of a quadrilateral are $${ks.map((k) => `${k === 1 ? "" : k}x`).join(", ")}$ (in degrees). Work out the value of $x$.`,
        diagram: quadDiagram(
          angs,
          ks.map((k) => `${k === 1 ? "" : k}x`),
          "A quadrilateral with angles in terms of x",
        ),
        answer: integerAnswer(xv, ""), // x itself, not an angle
        misconceptions: exactWrongs([
          [new Fraction(180, sum), "Angles in a quadrilateral add up to 360°, not 180°."],
          [new Fraction(360, 4), "Collect all the x terms: the coefficients add up."],
          [new Fraction(360 - sum), "Divide 360 by the number of x's, don't subtract."],
          [x.mul(2), "Add up all the coefficients of x, then divide 360 by that total."],
          [new Fraction(360 * sum), "Divide 360 by the total number of x's."],
        ]),
        solution: [
          `$${ks.map((k) => `${k === 1 ? "" : k}x`).join(" + ")} = 360$, so $${sum}x = 360$.`,
          `$x = 360 \\div ${sum} = ${xv}$`,
        ],
        hint: "The four angles add up to 360°.",
        difficulty: 4,
      };
    }
    for (;;) {
      const a = rng.int(40, 160);
      const b = rng.int(40, 160);
      const c = rng.int(40, 160);
      const x = 360 - a - b - c;
      if (x < 30 || x > 170) continue;
      return {
        text: `Three angles of a quadrilateral are $${deg(a)}$, $${deg(b)}$ and $${deg(c)}$. Work out the fourth angle, $x$.`,
        diagram: quadDiagram([x, a, b, c], ["x", `${a}°`, `${b}°`, `${c}°`], "A quadrilateral"),
        answer: exactAnswer(new Fraction(x), "°"),
        misconceptions: intWrongs([
          [
            180 - a - b - c + 360 === x ? 0 : Math.abs(180 - a - b - c),
            "Angles in a quadrilateral add up to 360°, not 180°.",
          ],
          [a + b + c, "Subtract the three angles from 360°."],
          [x + 10, "Check: the four angles should add to 360°."],
          [x - 10, "Check: the four angles should add to 360°."],
          [360 - a - b, "Subtract all three known angles."],
        ]),
        solution: [`Angles in a quadrilateral add up to $360^\\circ$.`, `$x = 360 - ${a} - ${b} - ${c} = ${x}^\\circ$`],
        hint: "The four angles of a quadrilateral add up to 360°.",
        difficulty: 2,
      };
    }
  },
};
