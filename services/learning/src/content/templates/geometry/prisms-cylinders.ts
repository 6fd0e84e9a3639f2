/** Volume of prisms and cylinders; surface area of triangular prisms and cylinders. */
import Fraction from "fraction.js";
import { DP, integerAnswer, SF } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import { texPi } from "../../core/tex.js";
import type { GeneratedQuestion, Template } from "../../core/types.js";
import { pt } from "./diagrams.js";
import { cu, cuText, exactAnswer, LENGTH_UNITS, lab, sq, sqText } from "./lengths.js";
import {
  decimalFrom,
  dn,
  exactWrongs,
  intWrongs,
  piWithFeedback,
  roundedWrongs,
  roundingText,
  TRIPLES,
  texRound,
} from "./shared.js";
import { cylinderDiagram, prismDiagram } from "./solids-diagrams.js";

const PI = Math.PI;
const F = (n: number) => new Fraction(n);

function triangularPrism(rng: Rng, u: string): GeneratedQuestion {
  const a = rng.int(2, 16);
  const b = rng.int(2, 14);
  const L = rng.int(3, 30);
  const V = F(a * b * L).div(2);
  const face = [pt(0, 0), pt(a, 0), pt(0, b)];
  return {
    text: `A prism has a cross-section that is a right-angled triangle with perpendicular sides $${a}$ ${u} and $${b}$ ${u}. The prism is $${L}$ ${u} long. Work out its volume in ${cuText(u)}.`,
    diagram: prismDiagram(face, L, [lab(a, u), null, lab(b, u)], lab(L, u), "A triangular prism", (f, p) =>
      f.rightAngle(p[0] ?? pt(0, 0), p[1] ?? pt(1, 0), p[2] ?? pt(0, 1)),
    ),
    answer: exactAnswer(V, cu(u)),
    misconceptions: exactWrongs([
      [F(a * b * L), "The cross-section is a triangle: its area is ½ × base × height."],
      [F(a * b).div(2), "That's the area of the cross-section: multiply by the length."],
      [F(a + b + L), "Volume = area of cross-section × length."],
      [F(a * b * L).div(3), "A prism's volume is cross-section area × length (⅓ is for pyramids and cones)."],
      [F(a * b * L).div(4), "Halve base × height just once."],
    ]),
    solution: [
      `Area of the cross-section $= \\frac{1}{2} \\times ${a} \\times ${b} = ${dn(F(a * b).div(2))}$ ${sqText(u)}.`,
      `Volume $= ${dn(F(a * b).div(2))} \\times ${L} = ${dn(V)}$ ${cuText(u)}.`,
    ],
    hint: "Volume of a prism = area of cross-section × length.",
    difficulty: 3,
  };
}

function trapeziumPrism(rng: Rng, u: string): GeneratedQuestion {
  const bot = rng.int(5, 20);
  const top = rng.int(2, bot - 1);
  const h = rng.int(2, 12);
  const L = rng.int(3, 25);
  const area = F((top + bot) * h).div(2);
  const V = area.mul(L);
  const off = (bot - top) / 2;
  const face = [pt(0, 0), pt(bot, 0), pt(bot - off, h), pt(off, h)];
  return {
    text: `A prism has a cross-section that is a trapezium with parallel sides $${top}$ ${u} and $${bot}$ ${u}, $${h}$ ${u} apart. The prism is $${L}$ ${u} long. Work out its volume in ${cuText(u)}.`,
    diagram: prismDiagram(
      face,
      L,
      [lab(bot, u), null, lab(top, u), null],
      lab(L, u),
      "A prism with a trapezium cross-section",
      (f) => f.seg(pt(off, 0), pt(off, h), { dashed: true }).label(pt(off, h / 2), lab(h, u), 5, 0, "start"),
    ),
    answer: exactAnswer(V, cu(u)),
    misconceptions: exactWrongs([
      [F((top + bot) * h * L), "The trapezium's area is ½(a + b)h: remember the ½."],
      [area, "That's the area of the cross-section: multiply by the length."],
      [F(top * bot * h * L).div(2), "Add the parallel sides before multiplying."],
      [F(bot * h * L), "Use both parallel sides: ½(a + b)h."],
    ]),
    solution: [
      `Cross-section area $= \\frac{1}{2}(${top} + ${bot}) \\times ${h} = ${dn(area)}$ ${sqText(u)}.`,
      `Volume $= ${dn(area)} \\times ${L} = ${dn(V)}$ ${cuText(u)}.`,
    ],
    hint: "Find the area of the trapezium, then multiply by the length.",
    difficulty: 4,
  };
}

function givenArea(rng: Rng, u: string): GeneratedQuestion {
  const A = rng.int(6, 120);
  const L = rng.int(3, 40);
  const reverse = rng.bool();
  const V = A * L;
  const face = [pt(0, 0), pt(3, 0), pt(3, 1), pt(1.5, 2.2), pt(0, 1)];
  const diagram = prismDiagram(face, 6, [], reverse ? "l" : lab(L, u), "A prism with a pentagonal cross-section");
  if (reverse)
    return {
      text: `A prism has a volume of $${dn(V)}$ ${cuText(u)}. Its cross-section has an area of $${A}$ ${sqText(u)}. Work out the length of the prism in ${u}.`,
      diagram,
      answer: integerAnswer(L, u),
      misconceptions: intWrongs([
        [V - A, "Volume = area × length: divide by the area."],
        [V * A, "Divide by the area, don't multiply."],
        [Math.round(V / A / 2) === L ? L + 2 : Math.round(V / A / 2), "There's no halving: length = volume ÷ area."],
        [L * 2, "Volume = area × length, so length = volume ÷ area."],
        [L + 1, "Check your division: area × length should give the volume."],
      ]),
      solution: [`Length $=$ volume $\\div$ area $= ${dn(V)} \\div ${A} = ${L}$ ${u}.`],
      hint: "Volume of a prism = area of cross-section × length.",
      difficulty: 3,
    };
  return {
    text: `A prism has a cross-section with an area of $${A}$ ${sqText(u)} and a length of $${L}$ ${u}. Work out its volume in ${cuText(u)}.`,
    diagram,
    answer: integerAnswer(V, cu(u)),
    misconceptions: intWrongs([
      [A + L, "Multiply the area by the length."],
      [(A * L) / 2, "There's no halving: volume = area × length."],
      [A * L * L, "Multiply the area by the length once."],
      [A * L * 2, "Volume = area × length: no doubling."],
    ]),
    solution: [`Volume $=$ area of cross-section $\\times$ length $= ${A} \\times ${L} = ${dn(V)}$ ${cuText(u)}.`],
    hint: "Volume of a prism = area of cross-section × length.",
    difficulty: 3,
  };
}

export const volumePrism: Template = {
  id: "geometry.volume.prism",
  title: "Volume of prisms",
  objective: "Use volume = cross-section area × length",
  topics: ["geometry.volume-prisms-cylinders"],
  difficulty: [3, 4],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    return rng.pick([triangularPrism, trapeziumPrism, givenArea])(rng, u);
  },
};

export const volumeCylinder: Template = {
  id: "geometry.volume.cylinder",
  title: "Volume of a cylinder",
  objective: "Use V = πr²h, rounded or in terms of π, and find a missing height",
  topics: ["geometry.volume-prisms-cylinders"],
  difficulty: [4, 5],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const r = rng.int(2, 20);
    const h = rng.int(2, 40);
    const useD = rng.bool();
    const given = useD ? `diameter $${2 * r}$ ${u}` : `radius $${r}$ ${u}`;
    const diagram = cylinderDiagram(useD ? `${2 * r} ${u}` : lab(r, u), lab(h, u), "A cylinder", h / r, useD);
    const mode = rng.pick(["rounded", "rounded", "exact", "height"] as const);
    if (mode === "exact") {
      const { answer, misconceptions } = piWithFeedback(
        F(r * r * h),
        [
          [F(4 * r * r * h), "Square the radius, not the diameter."],
          [F(2 * r * h), "r² means r × r, not 2 × r (2πrh is the curved surface area)."],
          [F(r * h * h), "Square the radius, not the height."],
          [F(r * r), "That's the area of the circular end: multiply by the height."],
          [F(r * r * h * 2), "V = πr²h: there's no 2."],
        ],
        cu(u),
      );
      return {
        text: `A cylinder has ${given} and height $${h}$ ${u}. Work out its volume. Give your answer in terms of $\\pi$.`,
        diagram,
        answer,
        misconceptions,
        solution: [
          ...(useD ? [`Radius $= ${2 * r} \\div 2 = ${r}$ ${u}.`] : []),
          `$V = \\pi r^2 h = \\pi \\times ${r}^2 \\times ${h} = ${texPi(F(r * r * h))}$ ${cuText(u)}.`,
        ],
        hint: "A cylinder is a prism with a circular cross-section: V = πr²h.",
        difficulty: 5,
      };
    }
    if (mode === "height") {
      const V = rng.int(100, 20000);
      const rule = rng.pick([DP(1), SF(3)]);
      const hh = V / (PI * r * r);
      return {
        text: `A cylinder has ${given} and a volume of $${dn(V)}$ ${cuText(u)}. Work out its height in ${u}. ${roundingText(rule)}`,
        diagram: cylinderDiagram(useD ? `${2 * r} ${u}` : lab(r, u), "h", "A cylinder with unknown height", 1.3, useD),
        answer: decimalFrom(hh, rule, u),
        misconceptions: roundedWrongs(rule, [
          [V / (PI * 4 * r * r), "Use the radius (half the diameter) in πr²."],
          [V / (PI * r), "Divide by πr², not πr."],
          [V / (2 * PI * r), "Divide by the area of the circle, πr²."],
          [V / (r * r), "Divide by π as well."],
          [(V / (PI * r * r)) * 2, "h = V ÷ (πr²): there's no doubling."],
        ]),
        solution: [
          ...(useD ? [`Radius $= ${r}$ ${u}.`] : []),
          `Area of the circle $= \\pi \\times ${r}^2 = ${texRound(PI * r * r, DP(4))}\\ldots$`,
          `$h = ${dn(V)} \\div ${texRound(PI * r * r, DP(4))}\\ldots = ${texRound(hh, DP(4))}\\ldots = ${texRound(hh, rule)}$ ${u}.`,
        ],
        hint: "V = πr²h, so h = V ÷ (πr²).",
        difficulty: 5,
      };
    }
    const rule = rng.pick([DP(1), SF(3), DP(0)]);
    const V = PI * r * r * h;
    return {
      text: `A cylinder has ${given} and height $${h}$ ${u}. Work out its volume in ${cuText(u)}. ${roundingText(rule)}`,
      diagram,
      answer: decimalFrom(V, rule, cu(u)),
      misconceptions: roundedWrongs(rule, [
        [PI * 4 * r * r * h, "Use the radius (half the diameter), not the diameter."],
        [2 * PI * r * h, "r² means r × r. (2πrh is the curved surface area.)"],
        [PI * r * r, "That's the area of the end: multiply by the height."],
        [PI * r * h * h, "Square the radius, not the height."],
        [(PI * r * r * h) / 3, "⅓ is for cones. A cylinder's volume is πr²h."],
      ]),
      solution: [
        ...(useD ? [`Radius $= ${2 * r} \\div 2 = ${r}$ ${u}.`] : []),
        `$V = \\pi r^2 h = \\pi \\times ${r}^2 \\times ${h} = ${texRound(V, DP(4))}\\ldots$`,
        `Rounded: $${texRound(V, rule)}$ ${cuText(u)}.`,
      ],
      hint: "A cylinder is a prism with a circular cross-section: V = πr²h.",
      difficulty: useD ? 5 : 4,
    };
  },
};

export const surfaceAreaPrismCylinder: Template = {
  id: "geometry.surface-area.prism-cylinder",
  title: "Surface area of triangular prisms and cylinders",
  objective: "Add up the faces of a prism or the curved surface and ends of a cylinder",
  topics: ["geometry.surface-area"],
  difficulty: [4, 5],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    if (rng.bool()) {
      const [p, q, c] = rng.pick(TRIPLES.slice(0, 4));
      const k = p * q > 100 ? 1 : rng.int(1, 3);
      const [a, b, hyp] = [p * k, q * k, c * k];
      const L = rng.int(3, 30);
      const SA = a * b + (a + b + hyp) * L;
      const face = [pt(0, 0), pt(a, 0), pt(0, b)];
      return {
        text: `A triangular prism is $${L}$ ${u} long. Its cross-section is a right-angled triangle with sides $${a}$ ${u}, $${b}$ ${u} and $${hyp}$ ${u}. Work out its total surface area in ${sqText(u)}.`,
        diagram: prismDiagram(face, L, [lab(a, u), lab(hyp, u), lab(b, u)], lab(L, u), "A triangular prism", (f, ps) =>
          f.rightAngle(ps[0] ?? pt(0, 0), ps[1] ?? pt(1, 0), ps[2] ?? pt(0, 1)),
        ),
        answer: integerAnswer(SA, sq(u)),
        misconceptions: intWrongs([
          [(a * b) / 2 + (a + b + hyp) * L, "There are two triangular ends: ½ × base × height each."],
          [2 * a * b + (a + b + hyp) * L, "Each triangle is ½ × base × height."],
          [a * b + (a + b) * L, `There are three rectangles: include the one on the ${hyp} ${u} side.`],
          [(a * b * L) / 2, "That's the volume. Surface area adds up the areas of all 5 faces."],
          [a * b + 3 * hyp * L, "Each rectangle has its own width: a, b and the sloping side."],
        ]),
        solution: [
          `Two triangles: $2 \\times \\frac{1}{2} \\times ${a} \\times ${b} = ${a * b}$.`,
          `Three rectangles: $(${a} + ${b} + ${hyp}) \\times ${L} = ${(a + b + hyp) * L}$.`,
          `Total $= ${a * b} + ${(a + b + hyp) * L} = ${SA}$ ${sqText(u)}.`,
        ],
        hint: "A triangular prism has 5 faces: 2 triangles and 3 rectangles.",
        difficulty: 4,
      };
    }
    const r = rng.int(3, 15);
    const h = rng.int(3, 30);
    const open = rng.chance(0.3);
    const rule = rng.pick([DP(1), SF(3)]);
    const curved = 2 * PI * r * h;
    const ends = (open ? 1 : 2) * PI * r * r;
    return {
      text: `A${open ? "n open cylinder (a tube with a base but no lid)" : " closed cylinder"} has radius $${r}$ ${u} and height $${h}$ ${u}. Work out its total surface area in ${sqText(u)}. ${roundingText(rule)}`,
      diagram: cylinderDiagram(lab(r, u), lab(h, u), "A cylinder", h / r),
      answer: decimalFrom(curved + ends, rule, sq(u)),
      misconceptions: roundedWrongs(rule, [
        [curved, "Add the circular end(s) as well as the curved surface."],
        [
          open ? curved + 2 * PI * r * r : curved + PI * r * r,
          open ? "An open cylinder has only one circular end." : "A closed cylinder has two circular ends.",
        ],
        [PI * r * r * h, "That's the volume. Surface area adds up the areas of the surfaces."],
        [PI * r * h + ends, "The curved surface unrolls to a rectangle 2πr wide (the circumference) and h tall."],
        [curved + (open ? 1 : 2) * 2 * PI * r, "Each end is a circle with area πr², not 2πr."],
        [PI * r * h + (open ? 1 : 2) * PI * r * r * 2, "Curved surface = 2πrh and each end = πr²."],
      ]),
      solution: [
        `Curved surface $= 2\\pi r h = 2 \\times \\pi \\times ${r} \\times ${h} = ${texRound(curved, DP(4))}\\ldots$`,
        `${open ? "One end" : "Two ends"}: $${open ? "" : "2 \\times "}\\pi \\times ${r}^2 = ${texRound(ends, DP(4))}\\ldots$`,
        `Total $= ${texRound(curved + ends, DP(4))}\\ldots = ${texRound(curved + ends, rule)}$ ${sqText(u)}.`,
      ],
      hint: "Unroll the curved surface into a rectangle: its width is the circumference.",
      difficulty: open ? 5 : 4,
    };
  },
};
