/**
 * Frustums (a cone with a similar small cone cut off the top) and composite solids made of a
 * cylinder, a cone and a hemisphere. Volumes in terms of π or to 3 significant figures.
 */
import Fraction from "fraction.js";
import { SF } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import { texPi } from "../../core/tex.js";
import type { GeneratedQuestion, Template } from "../../core/types.js";
import { Figure, pt } from "./diagrams.js";
import { decimalFrom, piWithFeedback, roundedWrongs, texRound } from "./shared.js";

const PI = Math.PI;
const F = (n: number, d = 1) => new Fraction(n, d);
const RULE = SF(3);
const RY = 0.28;

/** the answer either in terms of π or to 3 s.f., with the same wrong coefficients as misconceptions */
function volumeAnswer(inPi: boolean, coef: Fraction, wrong: readonly (readonly [Fraction, string])[]) {
  if (inPi) return piWithFeedback(coef, wrong, "cm^3");
  return {
    answer: decimalFrom(Number(coef.valueOf()) * PI, RULE, "cm^3"),
    misconceptions: roundedWrongs(
      RULE,
      wrong.map(([k, feedback]) => [Number(k.valueOf()) * PI, feedback] as const),
    ),
  };
}
const ask = (inPi: boolean) =>
  inPi ? "Give your answer in terms of $\\pi$." : "Give your answer to 3 significant figures.";
const finalStep = (coef: Fraction, inPi: boolean) =>
  inPi
    ? `Volume $= ${texPi(coef)}$ cm³`
    : `Volume $= ${texPi(coef)} = ${texRound(Number(coef.valueOf()) * PI, SF(6))}\\ldots = ${texRound(Number(coef.valueOf()) * PI, RULE)}$ cm³`;

function frustumDiagram(R: number, r: number, H: number, labels: { R: string; r: string; f: string; H?: string }) {
  const k = r / R;
  const h = Math.max(1.2, Math.min(2.6, H / R));
  const top = h * (1 - k);
  const f = new Figure(220, 230)
    .ellipse(pt(0, 0), 1, RY, { part: "near" })
    .ellipse(pt(0, 0), 1, RY, { part: "far", dashed: true })
    .ellipse(pt(0, top), k, RY * k)
    .seg(pt(-1, 0), pt(-k, top))
    .seg(pt(1, 0), pt(k, top))
    .seg(pt(0, 0), pt(1, 0), { dashed: true })
    .seg(pt(0, top), pt(k, top), { dashed: true })
    .seg(pt(0, 0), pt(0, top), { dashed: true })
    .label(pt(0.5, 0), labels.R, 0, 13)
    .label(pt(k / 2, top), labels.r, 0, -10)
    .label(pt(0, top / 2), labels.f, -6, 0, "end");
  if (labels.H) {
    // the removed cone drawn dashed above the frustum
    f.seg(pt(-k, top), pt(0, h), { dashed: true }).seg(pt(k, top), pt(0, h), { dashed: true });
    f.label(pt(0, (top + h) / 2), labels.H, -6, 0, "end");
  }
  return f.render("A frustum of a cone");
}

function frustum(rng: Rng): GeneratedQuestion {
  const b = rng.int(2, 5);
  const a = rng.int(1, b - 1);
  const m = rng.int(2, 6);
  const n = rng.int(1, 4);
  const [H, R, r, h] = [b * m, b * n, a * n, a * m];
  const fh = H - h;
  const coef = F(n * n * m * (b ** 3 - a ** 3), 3);
  const inPi = rng.bool();
  const givenCones = rng.chance(0.5);
  const big = F(R * R * H, 3);
  const small = F(r * r * h, 3);
  const { answer, misconceptions } = volumeAnswer(inPi, coef, [
    [big, "That is the volume of the whole cone. Take away the small cone that was cut off."],
    [coef.mul(3), "The volume of a cone is ⅓πr²h: divide by 3."],
    [
      F(R * R * fh, 3),
      `The frustum is not a cone of height ${fh} cm: find the big cone's volume and take away the small cone's.`,
    ],
    [
      F((R - r) * (R - r) * fh, 3),
      "Work out the two cones' volumes separately and subtract: you can't subtract the radii first.",
    ],
    [big.add(small), "The small cone is cut off, so subtract its volume."],
  ]);
  const solveForH = givenCones
    ? []
    : [
        `The small cone and the whole cone are similar: $\\frac{H}{${R}} = \\frac{H - ${fh}}{${r}}$, so $H = ${H}$ cm and the small cone's height is $${H} - ${fh} = ${h}$ cm.`,
      ];
  return {
    text: givenCones
      ? `A frustum is made by cutting a small cone off the top of a cone. The whole cone has base radius $${R}$ cm and height $${H}$ cm. The small cone removed has base radius $${r}$ cm and height $${h}$ cm. Work out the volume of the frustum. ${ask(inPi)}`
      : `The frustum shown was made by cutting a small cone off the top of a larger cone. Its base has radius $${R}$ cm, its top has radius $${r}$ cm and it is $${fh}$ cm high. Work out the volume of the frustum. ${ask(inPi)}`,
    diagram: frustumDiagram(
      R,
      r,
      H,
      givenCones ? { R: `${R} cm`, r: `${r} cm`, f: "", H: `${h} cm` } : { R: `${R} cm`, r: `${r} cm`, f: `${fh} cm` },
    ),
    answer,
    misconceptions,
    solution: [
      ...solveForH,
      `Whole cone: $\\frac{1}{3}\\pi \\times ${R}^2 \\times ${H} = ${texPi(big)}$`,
      `Small cone: $\\frac{1}{3}\\pi \\times ${r}^2 \\times ${h} = ${texPi(small)}$`,
      `Frustum $= ${texPi(big)} - ${texPi(small)} = ${texPi(coef)}$`,
      finalStep(coef, inPi),
    ],
    hint: "Volume of a frustum = volume of the whole cone − volume of the small cone cut off. Each cone is ⅓πr²h.",
    difficulty: givenCones ? 4 : 5,
  };
}

type Shape = "silo" | "rocket" | "ice-cream";
function compositeDiagram(shape: Shape, labels: { r: string; h: string; c?: string }) {
  const f = new Figure(200, 240);
  const body = 1.4;
  if (shape === "ice-cream") {
    // cone pointing down, hemisphere on top
    f.seg(pt(-1, 0), pt(0, -1.8)).seg(pt(1, 0), pt(0, -1.8)).sector(pt(0, 0), 1, 0, 180, { arcOnly: true });
    f.ellipse(pt(0, 0), 1, RY, { part: "near" }).ellipse(pt(0, 0), 1, RY, { part: "far", dashed: true });
    const across = labels.r.startsWith("diameter");
    f.seg(pt(across ? -1 : 0, 0), pt(1, 0), { dashed: true });
    if (across) f.label(pt(0, 1), labels.r, 0, -10);
    else f.label(pt(0.5, 0), labels.r, 0, -10);
    f.seg(pt(0, 0), pt(0, -1.8), { dashed: true }).label(pt(0, -0.9), labels.h, -6, 0, "end");
    return f.render("A cone with a hemisphere on top");
  }
  f.ellipse(pt(0, 0), 1, RY, { part: "near" })
    .ellipse(pt(0, 0), 1, RY, { part: "far", dashed: true })
    .seg(pt(-1, 0), pt(-1, body))
    .seg(pt(1, 0), pt(1, body))
    .ellipse(pt(0, body), 1, RY, { part: "near" })
    .seg(pt(0, 0), pt(1, 0), { dashed: true })
    .label(pt(0.5, 0), labels.r, 0, 13)
    .label(pt(1, body / 2), labels.h, 8, 0, "start");
  if (shape === "silo") f.sector(pt(0, body), 1, 0, 180, { arcOnly: true });
  else {
    f.seg(pt(-1, body), pt(0, body + 1.3)).seg(pt(1, body), pt(0, body + 1.3));
    f.label(pt(0.5, body + 0.65), labels.c ?? "", 10, 0, "start");
  }
  return f.render(shape === "silo" ? "A cylinder with a hemisphere on top" : "A cylinder with a cone on top");
}

function composite(rng: Rng): GeneratedQuestion {
  const shape = rng.pick<Shape>(["silo", "rocket", "ice-cream"]);
  const r = rng.int(2, 9);
  const h = rng.int(4, 20);
  const c = rng.int(3, 15);
  const diameter = rng.chance(0.3);
  const inPi = rng.bool();
  const rText = diameter ? `diameter $${2 * r}$ cm` : `radius $${r}$ cm`;
  const rLabel = diameter ? `diameter ${2 * r} cm` : `${r} cm`;
  const cyl = F(r * r * h);
  const hemi = F(2 * r ** 3, 3);
  const cone = F(r * r * (shape === "ice-cream" ? h : c), 3);
  const R2 = 2 * r;
  let coef: Fraction;
  let text: string;
  let parts: string[];
  let wrong: [Fraction, string][];
  if (shape === "silo") {
    coef = cyl.add(hemi);
    text = `A model grain silo is a cylinder with a hemisphere on top. The cylinder has ${rText} and height $${h}$ cm.`;
    parts = [
      `Cylinder: $\\pi \\times ${r}^2 \\times ${h} = ${texPi(cyl)}$`,
      `Hemisphere: $\\frac{2}{3}\\pi \\times ${r}^3 = ${texPi(hemi)}$`,
    ];
    wrong = [
      [cyl.add(hemi.mul(2)), "The top is a hemisphere: half of ⁴⁄₃πr³."],
      [cyl, "Add the volume of the hemisphere on top."],
      diameter
        ? [F(R2 * R2 * h).add(F(2 * R2 ** 3, 3)), "Use the radius, half the diameter."]
        : [F(2 * r * h).add(hemi), "Square the radius: r² is r × r, not 2 × r."],
      [cyl.add(F(r * r)), "A hemisphere's volume is ⅔πr³."],
    ];
  } else if (shape === "rocket") {
    coef = cyl.add(cone);
    text = `A model rocket is a cylinder with a cone on top. The cylinder has ${rText} and height $${h}$ cm; the cone has the same radius and height $${c}$ cm.`;
    parts = [
      `Cylinder: $\\pi \\times ${r}^2 \\times ${h} = ${texPi(cyl)}$`,
      `Cone: $\\frac{1}{3}\\pi \\times ${r}^2 \\times ${c} = ${texPi(cone)}$`,
    ];
    wrong = [
      [cyl.add(cone.mul(3)), "A cone's volume is a third of a cylinder's: ⅓πr²h."],
      [cyl, "Add the volume of the cone on top."],
      diameter
        ? [F(R2 * R2 * h).add(F(R2 * R2 * c, 3)), "Use the radius, half the diameter."]
        : [F(2 * r * h).add(cone), "Square the radius: r² is r × r, not 2 × r."],
      [F(r * r * (h + c), 3), "Only the cone has the ⅓: the cylinder is πr²h."],
    ];
  } else {
    coef = cone.add(hemi);
    text = `An ice cream is a cone with a hemisphere of ice cream on top. The cone has ${rText} and height $${h}$ cm, and the hemisphere has the same radius.`;
    parts = [
      `Cone: $\\frac{1}{3}\\pi \\times ${r}^2 \\times ${h} = ${texPi(cone)}$`,
      `Hemisphere: $\\frac{2}{3}\\pi \\times ${r}^3 = ${texPi(hemi)}$`,
    ];
    wrong = [
      [cone.add(hemi.mul(2)), "The top is a hemisphere: half of ⁴⁄₃πr³."],
      [cone.mul(3).add(hemi), "A cone's volume is ⅓πr²h."],
      [cone, "Add the volume of the hemisphere."],
      diameter
        ? [F(R2 * R2 * h, 3).add(F(2 * R2 ** 3, 3)), "Use the radius, half the diameter."]
        : [F(2 * r * h, 3).add(hemi), "Square the radius: r² is r × r, not 2 × r."],
    ];
  }
  const { answer, misconceptions } = volumeAnswer(inPi, coef, wrong);
  return {
    text: `${text} Work out the total volume. ${ask(inPi)}`,
    diagram: compositeDiagram(shape, { r: rLabel, h: `${h} cm`, c: `${c} cm` }),
    answer,
    misconceptions,
    solution: [
      ...(diameter ? [`The radius is half the diameter: $${r}$ cm.`] : []),
      ...parts,
      `Total $= ${texPi(coef)}$`,
      finalStep(coef, inPi),
    ],
    hint: "Split the solid into parts you know (cylinder πr²h, cone ⅓πr²h, hemisphere ⅔πr³), find each volume and add.",
    difficulty: diameter || !inPi ? 5 : 4,
  };
}

export const frustumVolume: Template = {
  id: "geometry.frustums-composite.frustum",
  title: "Volume of a frustum",
  objective: "Find the volume of a frustum as the difference of two similar cones",
  topics: ["geometry.frustums-composite-solids"],
  difficulty: [4, 5],
  higherOnly: true, // frustums are Higher (DfE G17)
  generate: frustum,
};

export const compositeSolidVolume: Template = {
  id: "geometry.frustums-composite.composite-volume",
  title: "Volume of a composite solid",
  objective: "Find the volume of a solid made of cylinders, cones and hemispheres",
  topics: ["geometry.frustums-composite-solids"],
  difficulty: [4, 5],
  generate: composite,
};
