/** Area of rectangles, squares and triangles, and finding a missing length from an area. */
import Fraction from "fraction.js";
import type { Rng } from "../../core/rng.js";
import type { GeneratedQuestion, Template } from "../../core/types.js";
import { exactAnswer, LENGTH_UNITS, lab, length, rectangleDiagram, sq, sqText, triangleDiagram } from "./lengths.js";
import { dn, exactWrongs } from "./shared.js";

const num = (f: Fraction) => Number(f.valueOf());

function rectangleArea(rng: Rng): GeneratedQuestion {
  const u = rng.pick(LENGTH_UNITS);
  const square = rng.chance(0.25);
  const halves = rng.chance(0.3);
  const l = length(rng, square ? 5 : 3, square ? 15 : 30, halves);
  let w = square ? l : length(rng, 2, Math.max(3, Math.floor(num(l))), halves && rng.bool());
  if (!square && w.equals(l)) w = w.add(1);
  const a = l.mul(w);
  const what = square
    ? `A square has sides of $${dn(l)}$ ${u}.`
    : `A rectangle is $${dn(l)}$ ${u} long and $${dn(w)}$ ${u} wide.`;
  return {
    text: `${what} Work out its area in ${sqText(u)}.`,
    diagram: rectangleDiagram(
      l,
      w,
      lab(l, u),
      square ? null : lab(w, u),
      square ? `Square with side ${lab(l, u)}` : `Rectangle ${lab(l, u)} by ${lab(w, u)}`,
    ),
    answer: exactAnswer(a, sq(u)),
    misconceptions: exactWrongs([
      [l.add(w).mul(2), "That's the perimeter. Area is the space inside: multiply length by width."],
      [l.add(w), "Multiply the length by the width to find the area, don't add them."],
      [a.div(2), "Only triangles need halving. A rectangle's area is length × width."],
      [l.mul(2), square ? "The side is multiplied by itself, not by 2." : "Multiply the length by the width."],
      [l.mul(4), "4 × side is the perimeter of a square, not its area."],
      [a.mul(2), "Area is just length × width: there's no doubling."],
    ]),
    solution: [`Area $=$ length $\\times$ width $= ${dn(l)} \\times ${dn(w)} = ${dn(a)}$ ${sqText(u)}.`],
    hint: "Area of a rectangle = length × width.",
    difficulty: halves ? 2 : 1,
  };
}

function triangleArea(rng: Rng): GeneratedQuestion {
  const u = rng.pick(LENGTH_UNITS);
  const right = rng.chance(0.4);
  const b = new Fraction(rng.int(3, 30));
  const h = new Fraction(rng.int(3, 26));
  const a = b.mul(h).div(2);
  const apex = right ? 0 : rng.pick([0.25, 0.35, 0.6, 0.7]);
  // the sloping side next to the height, so it can be offered as a tempting wrong height
  const slant = Math.hypot(num(b) * apex, num(h));
  const s = new Fraction(Math.ceil(slant) + (Math.ceil(slant) === num(h) ? 1 : 0));
  const text = right
    ? `A right-angled triangle has a base of $${dn(b)}$ ${u} and a perpendicular height of $${dn(h)}$ ${u}. Work out its area in ${sqText(u)}.`
    : `A triangle has a base of $${dn(b)}$ ${u}, a perpendicular height of $${dn(h)}$ ${u} and a sloping side of $${dn(s)}$ ${u}. Work out its area in ${sqText(u)}.`;
  return {
    text,
    diagram: triangleDiagram(
      num(b),
      num(h),
      apex,
      right ? { base: lab(b, u), height: lab(h, u) } : { base: lab(b, u), height: lab(h, u), left: lab(s, u) },
      `Triangle with base ${lab(b, u)} and height ${lab(h, u)}`,
    ),
    answer: exactAnswer(a, sq(u)),
    misconceptions: exactWrongs([
      [b.mul(h), "A triangle is half of a rectangle: halve base × height."],
      [b.add(h), "Multiply base by height, then halve: don't add them."],
      [b.add(h).div(2), "Multiply base by height, then halve."],
      ...(right ? [] : ([[b.mul(s).div(2), "Use the perpendicular height, not the sloping side."]] as const)),
      [b.mul(h).div(4), "Halve base × height just once."],
    ]),
    solution: [
      `Area of a triangle $= \\frac{1}{2} \\times \\text{base} \\times \\text{height}$ (the height must be perpendicular to the base).`,
      `$\\frac{1}{2} \\times ${dn(b)} \\times ${dn(h)} = ${dn(a)}$ ${sqText(u)}.`,
    ],
    hint: "A triangle is half of a rectangle with the same base and height.",
    difficulty: right ? 2 : 3,
  };
}

export const areaRectanglesTriangles: Template = {
  id: "geometry.area.rectangles-triangles",
  title: "Area of rectangles, squares and triangles",
  objective: "Find the area of rectangles and triangles",
  topics: ["geometry.area-rectangles-triangles"],
  difficulty: [1, 3],
  generate(rng) {
    return rng.chance(0.45) ? rectangleArea(rng) : triangleArea(rng);
  },
};

export const areaMissingLength: Template = {
  id: "geometry.area.missing-length",
  title: "Find a missing length from an area",
  objective: "Work backwards from an area to a length",
  topics: ["geometry.area-rectangles-triangles"],
  difficulty: [2, 4],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const kind = rng.pick(["rectangle", "triangle", "square"] as const);
    if (kind === "square") {
      const s = rng.int(5, 25);
      const a = new Fraction(s * s);
      return {
        text: `A square has an area of $${dn(a)}$ ${sqText(u)}. How long is each side, in ${u}?`,
        diagram: rectangleDiagram(
          new Fraction(s),
          new Fraction(s),
          "?",
          null,
          `Square with area ${dn(a)} ${sqText(u)}`,
        ),
        answer: exactAnswer(new Fraction(s), u),
        misconceptions: exactWrongs([
          [a.div(2), "Side × side = area, so find the number that multiplies by itself to give the area."],
          [a.div(4), "Dividing by 4 works for the perimeter, not the area. Find the square root."],
          [new Fraction(s + 1), `Check: ${s + 1} × ${s + 1} = ${(s + 1) ** 2}.`],
          [new Fraction(s * 2), "Find the square root of the area, not double it."],
          [new Fraction(s - 1), `Check: ${s - 1} × ${s - 1} = ${(s - 1) ** 2}.`],
        ]),
        solution: [`Side $\\times$ side $= ${dn(a)}$, so side $= \\sqrt{${dn(a)}} = ${s}$ ${u}.`],
        hint: "Which number multiplied by itself gives the area?",
        difficulty: s > 12 ? 3 : 2,
      };
    }
    if (kind === "rectangle") {
      const w = new Fraction(rng.int(2, 15));
      const l = length(rng, 3, 30, rng.chance(0.3));
      const a = l.mul(w);
      return {
        text: `A rectangle has an area of $${dn(a)}$ ${sqText(u)}. Its width is $${dn(w)}$ ${u}. Work out its length in ${u}.`,
        diagram: rectangleDiagram(
          l,
          w,
          "?",
          lab(w, u),
          `Rectangle with area ${dn(a)} ${sqText(u)} and width ${lab(w, u)}`,
        ),
        answer: exactAnswer(l, u),
        misconceptions: exactWrongs([
          [a.sub(w), "Area = length × width, so divide by the width, don't subtract it."],
          [a.mul(w), "Undo × width by dividing, not multiplying."],
          [a.div(w).div(2), "Only a triangle's area involves halving."],
          [a.div(2).sub(w), "That treats the area as a perimeter. Divide the area by the width."],
          [a.div(w).mul(2), "Area = length × width: divide the area by the width."],
        ]),
        solution: [`Length $=$ area $\\div$ width $= ${dn(a)} \\div ${dn(w)} = ${dn(l)}$ ${u}.`],
        hint: "Area = length × width. Which operation undoes multiplying by the width?",
        difficulty: l.d === 1n ? 2 : 3,
      };
    }
    const b = new Fraction(rng.int(2, 20) * 2);
    const h = length(rng, 2, 25, rng.chance(0.3));
    const a = b.mul(h).div(2);
    return {
      text: `A triangle has an area of $${dn(a)}$ ${sqText(u)} and a base of $${dn(b)}$ ${u}. Work out its perpendicular height in ${u}.`,
      diagram: triangleDiagram(
        num(b),
        num(h),
        0.4,
        { base: lab(b, u), height: "h" },
        `Triangle with area ${dn(a)} ${sqText(u)} and base ${lab(b, u)}`,
      ),
      answer: exactAnswer(h, u),
      misconceptions: exactWrongs([
        [a.div(b), "Area = ½ × base × height, so double the area before dividing by the base."],
        [a.mul(2).mul(b), "Double the area, then divide by the base."],
        [a.sub(b), "Divide by the base, don't subtract it."],
        [a.div(b).div(2), "Double the area first: halving again goes the wrong way."],
      ]),
      solution: [
        `Area $= \\frac{1}{2} \\times \\text{base} \\times h$, so $${dn(a)} = \\frac{1}{2} \\times ${dn(b)} \\times h$.`,
        `$h = \\frac{2 \\times ${dn(a)}}{${dn(b)}} = \\frac{${dn(a.mul(2))}}{${dn(b)}} = ${dn(h)}$ ${u}.`,
      ],
      hint: "Start with area = ½ × base × height, and undo each step.",
      difficulty: h.d === 1n ? 3 : 4,
    };
  },
};
