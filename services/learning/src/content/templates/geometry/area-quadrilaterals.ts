/** Area of parallelograms and trapezia (and working backwards to a height). */
import Fraction from "fraction.js";
import type { Template } from "../../core/types.js";
import { centroid, Figure, type Point, pt } from "./diagrams.js";
import { exactAnswer, LENGTH_UNITS, lab, length, sq, sqText } from "./lengths.js";
import { dn, exactWrongs } from "./shared.js";

const num = (f: Fraction) => Number(f.valueOf());

/** quadrilateral with bottom side from (0,0) to (b,0) and top side from (t0,h) to (t0+a,h), drawn to a sane shape */
function quadDiagram(b: number, a: number, h: number, t0: number, labels: Record<string, string>, title: string) {
  const k = Math.max(b, a + Math.abs(t0));
  const hh = Math.max(0.3 * k, Math.min(1.2 * k, h));
  const ps = [pt(0, 0), pt(b, 0), pt(t0 + a, hh), pt(t0, hh)];
  const c = centroid(ps);
  const f = new Figure(280, 180).poly(ps);
  const [A, B, C, D] = ps as [Point, Point, Point, Point];
  if (labels.bottom) f.sideLabel(A, B, labels.bottom, c);
  if (labels.top) f.sideLabel(C, D, labels.top, c);
  if (labels.slant) f.sideLabel(B, C, labels.slant, c);
  if (labels.height) {
    const x = Math.min(Math.max(t0, 0), b) + Math.min(a, b) * 0.15;
    f.seg(pt(x, 0), pt(x, hh), { dashed: true }).rightAngle(pt(x, 0), B, pt(x, hh), 7);
    f.label(pt(x, hh / 2), labels.height, 6, 0, "start");
  }
  return f.render(title);
}

export const areaParallelogram: Template = {
  id: "geometry.area.parallelogram",
  title: "Area of a parallelogram",
  objective: "Find the area of a parallelogram using its perpendicular height",
  topics: ["geometry.area-parallelograms-trapezia"],
  difficulty: [2, 4],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const reverse = rng.chance(0.3);
    const b = length(rng, 4, 30, !reverse && rng.chance(0.25));
    const h = new Fraction(rng.int(3, 20));
    const lean = rng.int(1, 8);
    const s = new Fraction(Math.ceil(Math.hypot(lean, num(h))) + 1);
    const a = b.mul(h);
    const diagram = quadDiagram(
      num(b),
      num(b),
      num(h),
      (lean / num(h)) * num(b) * 0.5,
      reverse ? { bottom: lab(b, u), height: "h" } : { bottom: lab(b, u), height: lab(h, u), slant: lab(s, u) },
      `Parallelogram with base ${lab(b, u)}`,
    );
    if (reverse) {
      return {
        text: `A parallelogram has an area of $${dn(a)}$ ${sqText(u)} and a base of $${dn(b)}$ ${u}. Work out its perpendicular height $h$ in ${u}.`,
        diagram,
        answer: exactAnswer(h, u),
        misconceptions: exactWrongs([
          [a.div(b).mul(2), "A parallelogram's area is base × height, with no halving, so don't double."],
          [a.div(b).div(2), "There is no ½ in the area of a parallelogram."],
          [a.sub(b), "Area = base × height, so divide the area by the base."],
          [a.mul(b), "Divide the area by the base, don't multiply."],
        ]),
        solution: [`Area $=$ base $\\times$ height, so $h = ${dn(a)} \\div ${dn(b)} = ${dn(h)}$ ${u}.`],
        hint: "Area of a parallelogram = base × perpendicular height.",
        difficulty: 3,
      };
    }
    return {
      text: `A parallelogram has a base of $${dn(b)}$ ${u}, a sloping side of $${dn(s)}$ ${u} and a perpendicular height of $${dn(h)}$ ${u}. Work out its area in ${sqText(u)}.`,
      diagram,
      answer: exactAnswer(a, sq(u)),
      misconceptions: exactWrongs([
        [b.mul(s), "Use the perpendicular height, not the sloping side."],
        [a.div(2), "A parallelogram is not a triangle: don't halve."],
        [b.add(s).mul(2), "That's the perimeter. Area = base × perpendicular height."],
        [b.mul(h).mul(s), "Multiply just the base and the perpendicular height."],
        [b.add(h), "Multiply the base by the height, don't add."],
      ]),
      solution: [
        "A parallelogram can be cut and rearranged into a rectangle, so area $=$ base $\\times$ perpendicular height.",
        `$${dn(b)} \\times ${dn(h)} = ${dn(a)}$ ${sqText(u)}. (The sloping side is not needed.)`,
      ],
      hint: "Which length is at right angles to the base?",
      difficulty: b.d === 1n ? 2 : 3,
    };
  },
};

export const areaTrapezium: Template = {
  id: "geometry.area.trapezium",
  title: "Area of a trapezium",
  objective: "Use ½(a + b)h to find the area of a trapezium",
  topics: ["geometry.area-parallelograms-trapezia"],
  difficulty: [2, 4],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const reverse = rng.chance(0.3);
    const bot = rng.int(5, 30);
    const top = rng.int(2, bot - 1);
    const h = new Fraction(rng.int(2, 20));
    const A = new Fraction(bot).add(top).mul(h).div(2);
    const a = new Fraction(top);
    const b = new Fraction(bot);
    const t0 = rng.int(0, bot - top);
    const diagram = quadDiagram(
      bot,
      top,
      num(h),
      t0,
      { bottom: lab(b, u), top: lab(a, u), height: reverse ? "h" : lab(h, u) },
      `Trapezium with parallel sides ${lab(a, u)} and ${lab(b, u)}`,
    );
    if (reverse) {
      return {
        text: `A trapezium has parallel sides of $${dn(a)}$ ${u} and $${dn(b)}$ ${u}, and an area of $${dn(A)}$ ${sqText(u)}. Work out its perpendicular height $h$ in ${u}.`,
        diagram,
        answer: exactAnswer(h, u),
        misconceptions: exactWrongs([
          [A.div(a.add(b)), "Area = ½(a + b)h, so h = 2 × area ÷ (a + b): remember to double."],
          [A.mul(2).div(b), "Divide by the sum of both parallel sides, not just one."],
          [A.div(2).div(a.add(b)), "Double the area before dividing, don't halve it."],
          [A.sub(a).sub(b), "Divide, don't subtract: area = ½(a + b) × h."],
        ]),
        solution: [
          `$${dn(A)} = \\frac{1}{2}(${dn(a)} + ${dn(b)}) \\times h = ${dn(a.add(b).div(2))} \\times h$`,
          `$h = ${dn(A)} \\div ${dn(a.add(b).div(2))} = ${dn(h)}$ ${u}.`,
        ],
        hint: "Put the numbers into area = ½(a + b)h, then solve for h.",
        difficulty: 4,
      };
    }
    return {
      text: `A trapezium has parallel sides of $${dn(a)}$ ${u} and $${dn(b)}$ ${u}. The perpendicular distance between them is $${dn(h)}$ ${u}. Work out its area in ${sqText(u)}.`,
      diagram,
      answer: exactAnswer(A, sq(u)),
      misconceptions: exactWrongs([
        [a.add(b).mul(h), "Remember the ½: the area is half of (a + b) × h."],
        [a.mul(b).mul(h).div(2), "Add the parallel sides before multiplying by the height."],
        [b.mul(h), "A trapezium is narrower at the top: use the average of the two parallel sides."],
        [a.add(b).div(2).add(h), "Multiply the average of the parallel sides by the height, don't add."],
        [a.mul(h), "Use both parallel sides: ½(a + b) × h."],
      ]),
      solution: [
        `Area $= \\frac{1}{2}(a + b)h = \\frac{1}{2}(${dn(a)} + ${dn(b)}) \\times ${dn(h)}$`,
        `$= ${dn(a.add(b).div(2))} \\times ${dn(h)} = ${dn(A)}$ ${sqText(u)}.`,
      ],
      hint: "Add the parallel sides, halve, then multiply by the perpendicular height.",
      difficulty: A.d === 1n ? 2 : 3,
    };
  },
};
