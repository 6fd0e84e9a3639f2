/** Perimeter: rectangles, regular polygons, a missing side, and rectilinear compound shapes. */

import Fraction from "fraction.js";
import { withArticle, withCapitalArticle } from "../../core/english.js";
import type { Rng } from "../../core/rng.js";
import { tn } from "../../core/tex.js";
import type { GeneratedQuestion, Template } from "../../core/types.js";
import { centroid, Figure, type Point, polar, pt } from "./diagrams.js";
import { exactAnswer, LENGTH_UNITS, lab, length, rectangleDiagram } from "./lengths.js";
import { dn, exactWrongs } from "./shared.js";

const POLYGONS: readonly [number, string][] = [
  [3, "equilateral triangle"],
  [4, "square"],
  [5, "regular pentagon"],
  [6, "regular hexagon"],
  [7, "regular heptagon"],
  [8, "regular octagon"],
  [9, "regular nonagon"],
  [10, "regular decagon"],
  [12, "regular dodecagon"],
];

function rectanglePerimeter(rng: Rng): GeneratedQuestion {
  const u = rng.pick(LENGTH_UNITS);
  const halves = rng.chance(0.3);
  const l = length(rng, 4, 45, halves);
  const w = length(rng, 2, Math.max(3, Math.floor(l.valueOf()) - 1), halves && rng.bool());
  const p = l.add(w).mul(2);
  return {
    text: `A rectangle is $${dn(l)}$ ${u} long and $${dn(w)}$ ${u} wide. Work out its perimeter in ${u}.`,
    diagram: rectangleDiagram(l, w, lab(l, u), lab(w, u), `Rectangle ${lab(l, u)} by ${lab(w, u)}`),
    answer: exactAnswer(p, u),
    misconceptions: exactWrongs([
      [l.add(w), "The perimeter goes all the way round: add all four sides, not just two."],
      [l.mul(w), "That's the area. Perimeter is the distance around the edge."],
      [l.mul(2).add(w), "A rectangle has two widths: add both of them."],
      [w.mul(2).add(l), "A rectangle has two lengths: add both of them."],
      [l.mul(4), "Only a square has four equal sides."],
    ]),
    solution: [
      `A rectangle has two lengths and two widths.`,
      `$${dn(l)} + ${dn(w)} + ${dn(l)} + ${dn(w)} = ${dn(p)}$, so the perimeter is $${dn(p)}$ ${u}.`,
    ],
    hint: "Perimeter is the total distance around the outside: add up every side.",
    difficulty: halves ? 2 : 1,
  };
}

function polygonPerimeter(rng: Rng): GeneratedQuestion {
  const u = rng.pick(LENGTH_UNITS);
  const [n, name] = rng.pick(POLYGONS);
  const halves = rng.chance(0.3);
  const s = length(rng, 2, 30, halves);
  const p = s.mul(n);
  const ps: Point[] = [];
  for (let i = 0; i < n; i++) ps.push(polar(pt(0, 0), 1, -90 - 180 / n + (360 * i) / n));
  const c = centroid(ps);
  const f = new Figure(200, 180).poly(ps).sideLabel(ps[0] as Point, ps[1] as Point, lab(s, u), c);
  for (let i = 0; i < n; i++) f.ticks(ps[i] as Point, ps[(i + 1) % n] as Point);
  return {
    text: `${withCapitalArticle(name)} has sides of length $${dn(s)}$ ${u}. Work out its perimeter in ${u}.`,
    diagram: f.render(`${withCapitalArticle(name)} with sides of ${lab(s, u)}`),
    answer: exactAnswer(p, u),
    misconceptions: exactWrongs([
      [s.mul(n === 4 ? 3 : 4), `${withCapitalArticle(name)} has ${n} sides: count them.`],
      [s.mul(n - 1), `Count every side: ${withArticle(name)} has ${n} sides.`],
      [s.mul(n + 1), `${withCapitalArticle(name)} has exactly ${n} sides.`],
      [s.add(n), "Multiply the side length by the number of sides, don't add."],
      [s.mul(s), "Perimeter adds the sides; multiplying a side by itself gives an area."],
    ]),
    solution: [
      `${withCapitalArticle(name)} has $${n}$ equal sides.`,
      `$${n} \\times ${dn(s)} = ${dn(p)}$, so the perimeter is $${dn(p)}$ ${u}.`,
    ],
    hint: "All the sides of a regular shape are the same length. How many sides are there?",
    difficulty: halves || n > 6 ? 2 : 1,
  };
}

function missingSide(rng: Rng): GeneratedQuestion {
  const u = rng.pick(LENGTH_UNITS);
  const halves = rng.chance(0.3);
  const l = length(rng, 5, 40, halves);
  const w = length(rng, 2, Math.max(3, Math.floor(l.valueOf()) - 1));
  const p = l.add(w).mul(2);
  return {
    text: `A rectangle has a perimeter of $${dn(p)}$ ${u}. Its length is $${dn(l)}$ ${u}. Work out its width in ${u}.`,
    diagram: rectangleDiagram(l, w, lab(l, u), "?", `Rectangle with length ${lab(l, u)} and unknown width`),
    answer: exactAnswer(w, u),
    misconceptions: exactWrongs([
      [p.sub(l.mul(2)), "That's both widths together: halve it to get one width."],
      [p.sub(l), "There are two lengths to take away from the perimeter."],
      [p.div(4), "Only a square has four equal sides."],
      [p.div(2), "Half the perimeter is length + width: take away the length."],
      [p.div(l).d === 1n ? p.div(l) : p.add(l), "Perimeter is made by adding sides, so don't divide by the length."],
    ]),
    solution: [
      `Half the perimeter is one length plus one width: $${dn(p)} \\div 2 = ${dn(p.div(2))}$.`,
      `Width $= ${dn(p.div(2))} - ${dn(l)} = ${dn(w)}$ ${u}.`,
    ],
    hint: "Perimeter = length + width + length + width.",
    difficulty: halves ? 3 : 2,
  };
}

export const perimeterBasic: Template = {
  id: "geometry.perimeter.rectangles-polygons",
  title: "Perimeter of rectangles and regular polygons",
  objective: "Find the perimeter of rectangles and regular polygons",
  topics: ["geometry.perimeter"],
  difficulty: [1, 3],
  generate(rng) {
    return rng.pick([rectanglePerimeter, rectanglePerimeter, polygonPerimeter, missingSide])(rng);
  },
};

export const perimeterCompound: Template = {
  id: "geometry.perimeter.compound",
  title: "Perimeter of compound rectilinear shapes",
  objective: "Find missing sides and the perimeter of L-shapes and U-shapes",
  topics: ["geometry.perimeter"],
  difficulty: [2, 4],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const W = rng.int(8, 40);
    const H = rng.int(6, 36);
    const notch = rng.chance(0.4);
    const c0 = pt(W / 2, H / 2);
    const f = new Figure(260, 200);
    let text: string;
    let p: number;
    let labelled: number;
    let solution: string[];
    let extra: [number, string][];
    let difficulty: 2 | 3 | 4;
    if (!notch) {
      // L-shape: the top-right corner (cw by ch) is cut away; the two inner sides are not labelled
      const cw = rng.int(2, W - 3);
      const ch = rng.int(2, H - 3);
      const ps = [pt(0, 0), pt(W, 0), pt(W, H - ch), pt(W - cw, H - ch), pt(W - cw, H), pt(0, H)];
      f.poly(ps)
        .sideLabel(ps[0] as Point, ps[1] as Point, lab(W, u), c0)
        .sideLabel(ps[1] as Point, ps[2] as Point, lab(H - ch, u), c0)
        .sideLabel(ps[4] as Point, ps[5] as Point, lab(W - cw, u), c0)
        .sideLabel(ps[5] as Point, ps[0] as Point, lab(H, u), c0);
      p = 2 * (W + H);
      difficulty = W + H > 50 ? 3 : 2;
      extra = [
        [p - cw, `Include the inner horizontal side: it is ${W} − ${W - cw} = ${cw} ${u}.`],
        [p - ch, `Include the inner vertical side: it is ${H} − ${H - ch} = ${ch} ${u}.`],
        [W * H - cw * ch, "That's the area of the L-shape. Perimeter is the distance around the edge."],
      ];
      labelled = W + H + (W - cw) + (H - ch);
      text =
        `An L-shape is made from a rectangle $${W}$ ${u} wide and $${H}$ ${u} tall with a rectangle cut from the top right corner. ` +
        `The remaining top edge is $${W - cw}$ ${u} and the remaining right edge is $${H - ch}$ ${u}. All corners are right angles. Work out the perimeter in ${u}.`;
      solution = [
        `The missing horizontal side is $${W} - ${W - cw} = ${cw}$ ${u}; the missing vertical side is $${H} - ${H - ch} = ${ch}$ ${u}.`,
        `Perimeter $= ${W} + ${H - ch} + ${cw} + ${ch} + ${W - cw} + ${H} = ${p}$ ${u}.`,
      ];
    } else {
      // U-shape: a notch of depth d cut into the middle of the top edge
      const a = rng.int(2, Math.floor(W / 3));
      const b = rng.int(2, Math.floor(W / 3));
      const d = rng.int(2, H - 3);
      const ps = [pt(0, 0), pt(W, 0), pt(W, H), pt(W - b, H), pt(W - b, H - d), pt(a, H - d), pt(a, H), pt(0, H)];
      f.poly(ps)
        .sideLabel(ps[0] as Point, ps[1] as Point, lab(W, u), c0)
        .sideLabel(ps[1] as Point, ps[2] as Point, lab(H, u), c0)
        .sideLabel(ps[2] as Point, ps[3] as Point, lab(b, u), c0)
        .sideLabel(ps[3] as Point, ps[4] as Point, lab(d, u), pt(W, H))
        .sideLabel(ps[6] as Point, ps[7] as Point, lab(a, u), c0);
      p = 2 * (W + H) + 2 * d;
      difficulty = d > H / 2 ? 4 : 3;
      extra = [
        [2 * (W + H), "The notch adds its two sides to the perimeter."],
        [2 * (W + H) + d, "The notch has two sides of the same depth: count both."],
        [p - (W - a - b), `Include the bottom of the notch: it is ${W} − ${a} − ${b} = ${W - a - b} ${u}.`],
      ];
      labelled = W + H + b + d + a;
      text =
        `A U-shape is made from a rectangle $${W}$ ${u} wide and $${H}$ ${u} tall with a rectangular notch $${d}$ ${u} deep cut into the top edge. ` +
        `The top edge is $${a}$ ${u} to the left of the notch and $${b}$ ${u} to the right. All corners are right angles. Work out the perimeter in ${u}.`;
      solution = [
        `The notch is $${W} - ${a} - ${b} = ${W - a - b}$ ${u} wide, and both sides of the notch are $${d}$ ${u}. The left side is $${H}$ ${u}.`,
        `Perimeter $= ${W} + ${H} + ${b} + ${d} + ${W - a - b} + ${d} + ${a} + ${H} = ${tn(p)}$ ${u}.`,
      ];
    }
    const wrongs: [number, string][] = [
      [labelled, "Work out the missing sides and add them too: go all the way round the shape."],
      [W * H, "That's the area of the whole rectangle. Perimeter is the distance around the edge."],
      ...extra,
    ];
    return {
      text,
      diagram: f.render(notch ? "A U-shaped compound shape" : "An L-shaped compound shape"),
      answer: exactAnswer(new Fraction(p), u),
      misconceptions: exactWrongs(wrongs.map(([v, fb]) => [new Fraction(v), fb] as const)),
      solution,
      hint: "Opposite sides of the shape add up to the same total: use that to find the unlabelled sides.",
      difficulty,
    };
  },
};
