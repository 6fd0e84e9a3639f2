/** Circle theorems: one-step angles with the reason, and two-step problems. */
import { integerAnswer, multiPartAnswer } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import type { GeneratedQuestion, Misconception, Template } from "../../core/types.js";
import { Figure, type Point, polar, pt } from "./diagrams.js";
import { choiceWithFeedback, deg, intWrongs } from "./shared.js";

const O = pt(0, 0);
const on = (a: number): Point => polar(O, 1, a);
/** a point along the tangent at angle t (degrees on the circle), distance s */
const alongTangent = (t: number, s: number): Point => {
  const p = on(t);
  return pt(p.x - s * Math.sin((t * Math.PI) / 180), p.y + s * Math.cos((t * Math.PI) / 180));
};

const REASONS = {
  centre: "The angle at the centre is twice the angle at the circumference",
  segment: "Angles in the same segment are equal",
  semicircle: "The angle in a semicircle is 90°",
  cyclic: "Opposite angles of a cyclic quadrilateral add up to 180°",
  tangent: "A tangent meets a radius at 90°",
  tangents: "Tangents from a point meet the radii at 90°, so angles in the kite add to 360°",
  alternate: "The alternate segment theorem",
} as const;
type Theorem = keyof typeof REASONS;

interface Case {
  theorem: Theorem;
  given: number;
  x: number;
  text: string;
  diagram: string;
  wrongX: [number, string][];
}

function build(rng: Rng, theorem: Theorem): Case {
  const f = new Figure(220, 220).circle(O, 1);
  const name = (p: Point, s: string) => f.dot(p).label(p, s, p.x * 12, -p.y * 12);
  switch (theorem) {
    case "centre": {
      const a = rng.int(20, 85);
      const askCentre = rng.bool();
      const [A, B, C] = [on(270 - a), on(270 + a), on(90 + rng.int(-40, 40))];
      f.seg(O, A).seg(O, B).seg(C, A).seg(C, B).dot(O).label(O, "O", 0, -12);
      name(A, "A");
      name(B, "B");
      name(C, "C");
      f.innerAngle(O, A, B, askCentre ? "x" : `${2 * a}°`, 16).innerAngle(C, A, B, askCentre ? `${a}°` : "x", 24);
      return {
        theorem,
        given: askCentre ? a : 2 * a,
        x: askCentre ? 2 * a : a,
        text: askCentre
          ? `$A$, $B$ and $C$ are on a circle with centre $O$. Angle $ACB = ${deg(a)}$. Work out angle $AOB = x$.`
          : `$A$, $B$ and $C$ are on a circle with centre $O$. Angle $AOB = ${deg(2 * a)}$. Work out angle $ACB = x$.`,
        diagram: f.render("Angle at the centre and angle at the circumference"),
        wrongX: [
          [
            askCentre ? a : 2 * a,
            askCentre
              ? "The angle at the centre is double, not equal."
              : "The angle at the circumference is half the angle at the centre.",
          ],
          [askCentre ? 180 - a : 180 - 2 * a, "It isn't 180° minus the angle: use the centre theorem."],
          [askCentre ? 360 - 2 * a : a * 4, "Check which angle is double the other."],
        ],
      };
    }
    case "segment": {
      const a = rng.int(20, 80);
      const [A, B, C, D] = [on(270 - a), on(270 + a), on(90 + rng.int(20, 50)), on(90 - rng.int(20, 50))];
      f.seg(A, C).seg(B, C).seg(A, D).seg(B, D).seg(A, B);
      name(A, "A");
      name(B, "B");
      name(C, "C");
      name(D, "D");
      f.innerAngle(C, A, B, `${a}°`, 22).innerAngle(D, A, B, "x", 22);
      return {
        theorem,
        given: a,
        x: a,
        text: `$A$, $B$, $C$ and $D$ are on a circle, with $C$ and $D$ on the same side of chord $AB$. Angle $ACB = ${deg(a)}$. Work out angle $ADB = x$.`,
        diagram: f.render("Angles in the same segment"),
        wrongX: [
          [2 * a, "Both angles stand on the same chord AB from the same segment: they are equal."],
          [180 - a, "Opposite angles of a cyclic quadrilateral add to 180°, but these angles are in the same segment."],
          [90 - a, "These angles are equal."],
        ],
      };
    }
    case "semicircle": {
      const a = rng.int(15, 75);
      const [A, B] = [on(180), on(0)];
      const C = on(2 * a);
      f.seg(A, B).seg(A, C).seg(B, C).dot(O).label(O, "O", 0, 12);
      name(A, "A");
      name(B, "B");
      name(C, "C");
      f.innerAngle(A, B, C, `${a}°`, 22).innerAngle(B, C, A, "x", 22);
      return {
        theorem,
        given: a,
        x: 90 - a,
        text: `$AB$ is a diameter of a circle with centre $O$, and $C$ is on the circle. Angle $CAB = ${deg(a)}$. Work out angle $ABC = x$.`,
        diagram: f.render("A triangle in a semicircle"),
        wrongX: [
          [180 - a, "Angle ACB is 90° (angle in a semicircle): the three angles add to 180°."],
          [a, "The two acute angles add up to 90°, they aren't equal."],
          [180 - 2 * a, "Angle ACB = 90°, not equal to angle A."],
        ],
      };
    }
    case "cyclic": {
      const a = rng.intExcept(50, 130, [90]);
      const [A, B, C, D] = [on(200), on(rng.int(280, 320)), on(rng.int(20, 60)), on(rng.int(110, 150))];
      f.poly([A, B, C, D]);
      name(A, "A");
      name(B, "B");
      name(C, "C");
      name(D, "D");
      f.innerAngle(A, B, D, `${a}°`, 20).innerAngle(C, D, B, "x", 20);
      return {
        theorem,
        given: a,
        x: 180 - a,
        text: `$ABCD$ is a cyclic quadrilateral (all four corners on a circle). Angle $DAB = ${deg(a)}$. Work out the opposite angle $BCD = x$.`,
        diagram: f.render("A cyclic quadrilateral"),
        wrongX: [
          [a, "Opposite angles of a cyclic quadrilateral add to 180°; they are not equal."],
          [360 - a, "Opposite angles add up to 180°, not 360°."],
          [90 - a / 2 > 0 && Number.isInteger(a / 2) ? 90 - a / 2 : 2 * a, "Opposite angles add up to 180°."],
        ],
      };
    }
    case "tangent": {
      const a = rng.int(20, 70);
      const T = on(270);
      const P = alongTangent(270, Math.tan((a * Math.PI) / 180));
      f.seg(alongTangent(270, -1.4), alongTangent(270, 1.6)).seg(O, T).seg(O, P).dot(O).label(O, "O", -12, 0);
      name(T, "T");
      f.dot(P)
        .label(P, "P", 0, 12)
        .innerAngle(O, T, P, `${a}°`, 20)
        .innerAngle(P, O, T, "x", 20)
        .rightAngle(T, O, P, 8);
      return {
        theorem,
        given: a,
        x: 90 - a,
        text: `$PT$ is a tangent to a circle with centre $O$, touching it at $T$. Angle $TOP = ${deg(a)}$. Work out angle $OPT = x$.`,
        diagram: f.render("A tangent and a radius"),
        wrongX: [
          [180 - a, "Angle OTP is 90° (tangent meets radius), and the triangle's angles add to 180°."],
          [a, "The tangent meets the radius at 90°: x = 90° − the given angle."],
          [360 - 90 - a, "Angles in a triangle add up to 180°."],
        ],
      };
    }
    case "tangents": {
      const a = rng.int(40, 140);
      const half = 90 - a / 2;
      // A and B are where tangents from P touch; P is on the axis at distance 1/cos(half)
      const A = on(half);
      const B = on(-half);
      const P = pt(1 / Math.cos((half * Math.PI) / 180), 0);
      f.seg(P, A).seg(P, B).seg(O, A).seg(O, B).dot(O).label(O, "O", -12, 0);
      name(A, "A");
      name(B, "B");
      f.dot(P).label(P, "P", 12, 0).innerAngle(P, B, A, `${a}°`, 20).innerAngle(O, A, B, "x", 16);
      return {
        theorem,
        given: a,
        x: 180 - a,
        text: `$PA$ and $PB$ are tangents to a circle with centre $O$. Angle $APB = ${deg(a)}$. Work out angle $AOB = x$.`,
        diagram: f.render("Two tangents from a point"),
        wrongX: [
          [a, "OAPB has two right angles (tangent meets radius), so x = 360° − 90° − 90° − angle P."],
          [360 - a, "Don't forget the two right angles where the tangents meet the radii."],
          [2 * a, "The angles of quadrilateral OAPB add up to 360°, with two right angles."],
        ],
      };
    }
    case "alternate": {
      const a = rng.int(30, 80);
      const A = on(270);
      const B = on(270 + 2 * a);
      const C = on(90 + rng.int(-30, 30));
      const T = alongTangent(270, 1.5);
      f.seg(alongTangent(270, -1.4), T).seg(A, B).seg(A, C).seg(B, C);
      name(A, "A");
      name(B, "B");
      name(C, "C");
      f.label(T, "T", 10, 0, "start").innerAngle(A, T, B, `${a}°`, 24).innerAngle(C, A, B, "x", 22);
      return {
        theorem,
        given: a,
        x: a,
        text: `$TA$ is a tangent to a circle at $A$. $B$ and $C$ are on the circle, with $C$ in the other segment from the angle. Angle $TAB = ${deg(a)}$. Work out angle $ACB = x$.`,
        diagram: f.render("The alternate segment theorem"),
        wrongX: [
          [
            90 - a,
            "By the alternate segment theorem, the angle between tangent and chord equals the angle in the alternate segment.",
          ],
          [180 - a, "The angles are equal (alternate segment theorem)."],
          [2 * a, "The angles are equal: the doubling is for the angle at the centre."],
        ],
      };
    }
  }
}

export const circleTheoremAngles: Template = {
  id: "geometry.circle-theorems.angles",
  title: "Circle theorems: find the angle and give the reason",
  objective: "Use the circle theorems and name the one you used",
  topics: ["geometry.circle-theorems"],
  difficulty: [4, 5],
  generate(rng) {
    const theorem = rng.pick(Object.keys(REASONS) as Theorem[]);
    const c = build(rng, theorem);
    const wrongReasons = (Object.keys(REASONS) as Theorem[]).filter((t) => t !== theorem);
    const { answer: reason, misconceptions: reasonWrong } = choiceWithFeedback(
      rng,
      REASONS[theorem],
      rng
        .shuffle(wrongReasons)
        .map((t) => [REASONS[t], `That theorem doesn't apply here. ${REASONS[theorem]}.`] as const),
    );
    const rightId = reason.correctId;
    const misconceptions: Misconception[] = [
      ...c.wrongX.map(([v, feedback]) => ({ answer: [String(v), rightId], feedback })),
      ...reasonWrong.slice(0, 2).map((m) => ({ answer: [String(c.x), m.answer as string], feedback: m.feedback })),
    ].filter((m) => m.answer[0] !== String(c.x) || m.answer[1] !== rightId);
    return {
      text: `${c.text} (a) Find $x$. (b) Which circle theorem did you use?`,
      diagram: c.diagram,
      answer: multiPartAnswer([
        { id: "a", prompt: "$x =$ (degrees)", answer: integerAnswer(c.x, "°") },
        { id: "b", prompt: "Reason", answer: reason },
      ]),
      misconceptions,
      solution: [`${REASONS[theorem]}.`, `So $x = ${deg(c.x)}$.`],
      hint: "Look for a diameter, a tangent, the centre, or four points on the circle. Which theorem fits?",
      difficulty: theorem === "alternate" || theorem === "tangents" || theorem === "segment" ? 5 : 4,
    };
  },
};

function isoscelesCentre(rng: Rng): GeneratedQuestion {
  // chord AB with angle OAB = b; angle AOB = 180 − 2b; C on the major arc sees half of that
  const b = rng.intExcept(20, 70, [45, 60]);
  const aob = 180 - 2 * b;
  const x = aob / 2;
  const [A, B, C] = [on(270 - aob / 2), on(270 + aob / 2), on(90 + rng.int(-35, 35))];
  const f = new Figure(220, 220)
    .circle(O, 1)
    .seg(O, A)
    .seg(O, B)
    .seg(A, B)
    .seg(C, A)
    .seg(C, B)
    .dot(O)
    .label(O, "O", 0, -12);
  for (const [p, s] of [
    [A, "A"],
    [B, "B"],
    [C, "C"],
  ] as const)
    f.dot(p).label(p, s, p.x * 12, -p.y * 12);
  f.innerAngle(A, B, O, `${b}°`, 22).innerAngle(C, A, B, "x", 24);
  return {
    text: `$A$, $B$ and $C$ are points on a circle with centre $O$. Angle $OAB = ${deg(b)}$. Work out angle $ACB = x$.`,
    diagram: f.render("Chord AB, the centre O and a point C on the circle"),
    answer: integerAnswer(x, "°"),
    misconceptions: intWrongs([
      [aob, "That's angle AOB. The angle at the circumference is half of it."],
      [b, "Triangle OAB is isosceles (OA = OB), so angle AOB = 180° − 2 × angle OAB; then halve it."],
      [180 - b, "First find angle AOB from the isosceles triangle OAB."],
      [2 * b, "First find angle AOB = 180° − 2 × angle OAB, then halve it."],
      [90 + b, "The angle at the circumference is half the angle at the centre."],
    ]),
    solution: [
      `$OA = OB$ (radii), so triangle $OAB$ is isosceles and angle $OBA = ${deg(b)}$.`,
      `Angle $AOB = 180 - 2 \\times ${b} = ${deg(aob)}$.`,
      `The angle at the centre is twice the angle at the circumference, so $x = ${aob} \\div 2 = ${deg(x)}$.`,
    ],
    hint: "OA and OB are radii, so triangle OAB is isosceles.",
    difficulty: 5,
  };
}

function tangentCentre(rng: Rng): GeneratedQuestion {
  // tangent at A makes angle a with chord AB, so angle AOB = 2a (alternate segment, then centre)
  // 45° and 60° make some of the slips land on the right answer
  const a = rng.intExcept(20, 80, [45, 60]);
  const A = on(270);
  const B = on(270 + 2 * a);
  const T = alongTangent(270, 1.5);
  const f = new Figure(220, 220)
    .circle(O, 1)
    .seg(alongTangent(270, -1.4), T)
    .seg(A, B)
    .seg(O, A)
    .seg(O, B)
    .dot(O)
    .label(O, "O", -12, 0);
  for (const [p, s] of [
    [A, "A"],
    [B, "B"],
  ] as const)
    f.dot(p).label(p, s, p.x * 12, -p.y * 12);
  f.label(T, "T", 10, 0, "start").innerAngle(A, T, B, `${a}°`, 24).innerAngle(O, A, B, "x", 16);
  return {
    text: `$TA$ is a tangent to a circle with centre $O$ at the point $A$, and $AB$ is a chord. Angle $TAB = ${deg(a)}$. Work out angle $AOB = x$.`,
    diagram: f.render("A tangent, a chord and the centre"),
    answer: integerAnswer(2 * a, "°"),
    misconceptions: intWrongs([
      [a, "Angle TAB equals the angle in the alternate segment; the angle at the centre is double that."],
      [180 - 2 * a, "Angle OAT = 90°, so angle OAB = 90° − TAB; then use the isosceles triangle OAB."],
      [90 - a, "That's angle OAB. Triangle OAB is isosceles, so AOB = 180° − 2 × OAB."],
      [180 - a, "Use the tangent-radius right angle and the isosceles triangle OAB."],
    ]),
    solution: [
      `Angle $OAT = 90^\\circ$ (tangent meets radius), so angle $OAB = 90 - ${a} = ${deg(90 - a)}$.`,
      `Triangle $OAB$ is isosceles ($OA = OB$), so angle $AOB = 180 - 2 \\times ${90 - a} = ${deg(2 * a)}$.`,
    ],
    hint: "The tangent meets the radius OA at 90°. Then look at the isosceles triangle OAB.",
    difficulty: 5,
  };
}

function cyclicExterior(rng: Rng): GeneratedQuestion {
  // an exterior angle of a cyclic quadrilateral equals the interior opposite angle
  const a = rng.intExcept(55, 125, [90]);
  const y = rng.int(40, 120);
  const [A, B, C, D] = [on(200), on(300), on(rng.int(20, 50)), on(rng.int(110, 150))];
  const E = pt(B.x + (B.x - A.x) * 0.6, B.y + (B.y - A.y) * 0.6);
  const f = new Figure(230, 220).circle(O, 1).poly([A, B, C, D]).seg(B, E);
  for (const [p, s] of [
    [A, "A"],
    [B, "B"],
    [C, "C"],
    [D, "D"],
  ] as const)
    f.dot(p).label(p, s, p.x * 12, -p.y * 12);
  f.innerAngle(D, A, C, `${a}°`, 20).innerAngle(B, E, C, "x", 20);
  return {
    text: `$ABCD$ is a cyclic quadrilateral. Side $AB$ is extended beyond $B$ to $E$. Angle $ADC = ${deg(a)}$ and angle $DAB = ${deg(y)}$. Work out the exterior angle $CBE = x$.`,
    diagram: f.render("A cyclic quadrilateral with one side extended"),
    answer: integerAnswer(a, "°"),
    misconceptions: intWrongs([
      [180 - a, "That's the interior angle ABC. The exterior angle is on the straight line next to it."],
      [180 - y, "Angle ABC is opposite angle ADC, not angle DAB."],
      [y, "Angle ABC is opposite angle ADC; then use angles on a straight line."],
      [360 - a - y, "Use opposite angles (ABC + ADC = 180°) and then angles on a straight line."],
    ]),
    solution: [
      `Opposite angles of a cyclic quadrilateral add to $180^\\circ$: angle $ABC = 180 - ${a} = ${deg(180 - a)}$.`,
      `Angles on a straight line: $x = 180 - ${180 - a} = ${deg(a)}$.`,
    ],
    hint: "Find the interior angle at B first, using the opposite angle of the cyclic quadrilateral.",
    difficulty: 5,
  };
}

export const circleTheoremTwoStep: Template = {
  id: "geometry.circle-theorems.two-step",
  title: "Circle theorems: two-step problems",
  objective: "Combine circle theorems with isosceles triangles and angle facts",
  topics: ["geometry.circle-theorems"],
  difficulty: [5, 5],
  generate(rng) {
    return rng.pick([isoscelesCentre, tangentCentre, cyclicExterior])(rng);
  },
};
