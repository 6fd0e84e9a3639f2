/** Area of compound shapes: L-shapes, and shapes made by adding or taking away rectangles and triangles. */
import Fraction from "fraction.js";
import type { Rng } from "../../core/rng.js";
import type { GeneratedQuestion, Template } from "../../core/types.js";
import { Figure, type Point, pt } from "./diagrams.js";
import { exactAnswer, LENGTH_UNITS, lab, sq, sqText } from "./lengths.js";
import { dn, exactWrongs } from "./shared.js";

const F = (n: number) => new Fraction(n);

export const compoundAreaL: Template = {
  id: "geometry.compound-area.l-shape",
  title: "Area of an L-shape",
  objective: "Split an L-shape into rectangles to find its area",
  topics: ["geometry.compound-area"],
  difficulty: [2, 4],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const W = rng.int(6, 30);
    const H = rng.int(6, 30);
    const cw = rng.int(2, W - 2);
    const ch = rng.int(2, H - 2);
    const area = W * H - cw * ch;
    const ps = [pt(0, 0), pt(W, 0), pt(W, H - ch), pt(W - cw, H - ch), pt(W - cw, H), pt(0, H)];
    const c = pt(W / 2, H / 2);
    const f = new Figure(260, 200)
      .poly(ps)
      .sideLabel(ps[0] as Point, ps[1] as Point, lab(W, u), c)
      .sideLabel(ps[1] as Point, ps[2] as Point, lab(H - ch, u), c)
      .sideLabel(ps[4] as Point, ps[5] as Point, lab(W - cw, u), c)
      .sideLabel(ps[5] as Point, ps[0] as Point, lab(H, u), c);
    return {
      text:
        `An L-shape has a bottom edge of $${W}$ ${u} and a left edge of $${H}$ ${u}. Its top edge is $${W - cw}$ ${u} and its right edge is $${H - ch}$ ${u}. ` +
        `All corners are right angles. Work out its area in ${sqText(u)}.`,
      diagram: f.render("An L-shaped compound shape"),
      answer: exactAnswer(F(area), sq(u)),
      misconceptions: exactWrongs([
        [F(W * H), "The corner has been cut away: subtract its area."],
        [F(W * (H - ch) + H * (W - cw)), "Your two rectangles overlap: split the shape so no part is counted twice."],
        [F(2 * (W + H)), "That's the perimeter. Area is the space inside."],
        [F(W * H - (W - cw) * (H - ch)), "The missing corner is the part that is NOT labelled: find its sides first."],
        [
          F(W * (H - ch) + (W - cw) * (H - ch)),
          "Check the height of the second rectangle: it goes up to the top edge.",
        ],
        [F(W * (H - ch)), "That's only the bottom rectangle: add the part on top."],
        [F((W - cw) * H), "That's only the left-hand rectangle: add the part on the right."],
      ]),
      solution: [
        `Split the shape into two rectangles: one $${W}$ by $${H - ch}$ along the bottom, and one $${W - cw}$ by $${ch}$ on top (the cut-out corner is $${cw}$ by $${ch}$).`,
        `Area $= ${W} \\times ${H - ch} + ${W - cw} \\times ${ch} = ${W * (H - ch)} + ${(W - cw) * ch} = ${area}$ ${sqText(u)}.`,
        `Check: the big rectangle minus the corner is $${W} \\times ${H} - ${cw} \\times ${ch} = ${area}$.`,
      ],
      hint: "Split the L into two rectangles (or take the missing corner away from a big rectangle).",
      difficulty: area > 300 ? 3 : 2,
    };
  },
};

function house(rng: Rng, u: string): GeneratedQuestion {
  const W = rng.int(2, 15) * 2;
  const H = rng.int(3, 20);
  const t = rng.int(2, 14);
  const area = F(W * H).add(F(W * t).div(2));
  const f = new Figure(240, 220)
    .poly([pt(0, 0), pt(W, 0), pt(W, H), pt(W / 2, H + t), pt(0, H)])
    .seg(pt(0, H), pt(W, H), { dashed: true })
    .seg(pt(W / 2, H), pt(W / 2, H + t), { dashed: true })
    .sideLabel(pt(0, 0), pt(W, 0), lab(W, u), pt(W / 2, H))
    .sideLabel(pt(W, 0), pt(W, H), lab(H, u), pt(W / 2, H / 2))
    .label(pt(W / 2, H + t / 2), lab(t, u), 6, 0, "start");
  return {
    text: `A shape is made from a rectangle $${W}$ ${u} wide and $${H}$ ${u} tall with a triangle on top. The triangle has the same base and a perpendicular height of $${t}$ ${u}. Work out the total area in ${sqText(u)}.`,
    diagram: f.render("A rectangle with a triangle on top"),
    answer: exactAnswer(area, sq(u)),
    misconceptions: exactWrongs([
      [F(W * H + W * t), "The triangle's area is half of base × height."],
      [F(W * H), "Add the triangle on top as well."],
      [F(W * (H + t)), "The top part is a triangle, not a rectangle: halve base × height for it."],
      [F(W * H).add(F(W * t).div(4)), "The triangle's area is ½ × base × height: halve only once."],
    ]),
    solution: [
      `Rectangle: $${W} \\times ${H} = ${W * H}$. Triangle: $\\frac{1}{2} \\times ${W} \\times ${t} = ${dn(F(W * t).div(2))}$.`,
      `Total $= ${W * H} + ${dn(F(W * t).div(2))} = ${dn(area)}$ ${sqText(u)}.`,
    ],
    hint: "Find the rectangle and the triangle separately, then add.",
    difficulty: 3,
  };
}

function frame(rng: Rng, u: string): GeneratedQuestion {
  const W = rng.int(8, 30);
  const H = rng.int(6, 24);
  const w = rng.int(2, W - 3);
  const h = rng.int(2, H - 3);
  const x0 = rng.int(1, W - w - 1);
  const y0 = rng.int(1, H - h - 1);
  const area = W * H - w * h;
  const f = new Figure(260, 200)
    .poly([pt(0, 0), pt(W, 0), pt(W, H), pt(0, H)], "#9ecae1")
    .poly([pt(x0, y0), pt(x0 + w, y0), pt(x0 + w, y0 + h), pt(x0, y0 + h)], "white")
    .sideLabel(pt(0, 0), pt(W, 0), lab(W, u), pt(W / 2, H))
    .sideLabel(pt(0, H), pt(0, 0), lab(H, u), pt(W, H / 2))
    .label(pt(x0 + w / 2, y0 + h), lab(w, u), 0, 10)
    .label(pt(x0 + w, y0 + h / 2), lab(h, u), 4, 0, "start");
  return {
    text: `A rectangle $${W}$ ${u} by $${H}$ ${u} has a rectangular hole $${w}$ ${u} by $${h}$ ${u} cut out of it. Work out the shaded area that is left, in ${sqText(u)}.`,
    diagram: f.render("A shaded rectangle with a rectangular hole"),
    answer: exactAnswer(F(area), sq(u)),
    misconceptions: exactWrongs([
      [F(W * H + w * h), "The hole is cut out, so subtract its area."],
      [F(W * H), "Take away the area of the hole."],
      [F((W - w) * (H - h)), "Subtract the areas, not the lengths: big area − small area."],
      [F(2 * (W + H) - 2 * (w + h)), "Use areas (length × width), not perimeters."],
    ]),
    solution: [
      `Big rectangle: $${W} \\times ${H} = ${W * H}$. Hole: $${w} \\times ${h} = ${w * h}$.`,
      `Shaded area $= ${W * H} - ${w * h} = ${area}$ ${sqText(u)}.`,
    ],
    hint: "Shaded area = whole area − the part cut out.",
    difficulty: area > 300 ? 3 : 2,
  };
}

function cornerTriangle(rng: Rng, u: string): GeneratedQuestion {
  const W = rng.int(6, 30);
  const H = rng.int(6, 24);
  const a = rng.int(2, W - 2);
  const b = rng.int(2, H - 2);
  const area = F(W * H).sub(F(a * b).div(2));
  const f = new Figure(260, 200)
    .poly([pt(0, 0), pt(W, 0), pt(W, H - b), pt(W - a, H), pt(0, H)], "#9ecae1")
    .seg(pt(W - a, H), pt(W, H), { dashed: true })
    .seg(pt(W, H), pt(W, H - b), { dashed: true })
    .sideLabel(pt(0, 0), pt(W, 0), lab(W, u), pt(W / 2, H))
    .sideLabel(pt(0, H), pt(0, 0), lab(H, u), pt(W, H / 2))
    .label(pt(W - a / 2, H), lab(a, u), 0, -12)
    .label(pt(W, H - b / 2), lab(b, u), 6, 0, "start");
  return {
    text: `A right-angled triangle with shorter sides $${a}$ ${u} and $${b}$ ${u} is cut from the corner of a rectangle $${W}$ ${u} by $${H}$ ${u}. Work out the area of the shape that is left, in ${sqText(u)}.`,
    diagram: f.render("A rectangle with a triangular corner cut off"),
    answer: exactAnswer(area, sq(u)),
    misconceptions: exactWrongs([
      [F(W * H - a * b), "The piece cut off is a triangle: its area is half of a × b."],
      [F(W * H), "Subtract the triangle that was cut off."],
      [F(W * H).add(F(a * b).div(2)), "The triangle is removed, so subtract its area."],
      [F((W - a) * (H - b)), "Subtract areas, not lengths."],
    ]),
    solution: [
      `Rectangle: $${W} \\times ${H} = ${W * H}$. Triangle: $\\frac{1}{2} \\times ${a} \\times ${b} = ${dn(F(a * b).div(2))}$.`,
      `Area left $= ${W * H} - ${dn(F(a * b).div(2))} = ${dn(area)}$ ${sqText(u)}.`,
    ],
    hint: "Work out the whole rectangle, then take away the triangle.",
    difficulty: area.d === 1n ? 3 : 4,
  };
}

export const compoundAreaShaded: Template = {
  id: "geometry.compound-area.add-subtract",
  title: "Area of shapes made from rectangles and triangles",
  objective: "Add or subtract areas to find the area of a compound shape",
  topics: ["geometry.compound-area"],
  difficulty: [2, 4],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    return rng.pick([house, frame, cornerTriangle])(rng, u);
  },
};
