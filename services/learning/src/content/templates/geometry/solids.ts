/** Faces, edges and vertices; volume of cuboids; surface area of cuboids. */

import Fraction from "fraction.js";
import { integerAnswer } from "../../core/answers.js";
import { article, withArticle } from "../../core/english.js";
import type { Rng } from "../../core/rng.js";
import type { GeneratedQuestion, Template } from "../../core/types.js";
import { polar, pt } from "./diagrams.js";
import { cu, cuText, exactAnswer, LENGTH_UNITS, lab, length, sq, sqText } from "./lengths.js";
import { dn, exactWrongs, intWrongs } from "./shared.js";
import { cuboidDiagram, prismDiagram } from "./solids-diagrams.js";

const POLY_NAMES: Record<number, string> = {
  3: "triangular",
  5: "pentagonal",
  6: "hexagonal",
  7: "heptagonal",
  8: "octagonal",
  9: "nonagonal",
  10: "decagonal",
  12: "dodecagonal",
};

type Count = "faces" | "edges" | "vertices";

function counts(kind: "prism" | "pyramid", n: number): Record<Count, number> {
  return kind === "prism"
    ? { faces: n + 2, edges: 3 * n, vertices: 2 * n }
    : { faces: n + 1, edges: 2 * n, vertices: n + 1 };
}

function solidName(kind: "prism" | "pyramid", n: number, rng: Rng): string {
  if (kind === "prism" && n === 4) return rng.pick(["cuboid", "cube"]);
  if (kind === "pyramid" && n === 4) return "square-based pyramid";
  if (kind === "pyramid" && n === 3) return rng.pick(["triangular-based pyramid", "tetrahedron"]);
  return `${POLY_NAMES[n]} ${kind}`;
}

function prismPicture(kind: "prism" | "pyramid", n: number): string {
  const face = Array.from({ length: n }, (_, i) => polar(pt(0, 0), 1, -90 + 180 / n + (360 * i) / n));
  if (kind === "prism") return prismDiagram(face, 1.6, [], "", `A prism with ${article(n)} ${n}-sided cross-section`);
  return prismDiagram(face, 0.01, [], "", `A ${n}-sided shape`);
}

export const facesEdgesVertices: Template = {
  id: "geometry.solids.faces-edges-vertices",
  title: "Faces, edges and vertices of prisms and pyramids",
  objective: "Count the faces, edges and vertices of 3D shapes",
  topics: ["geometry.shape-properties-3d"],
  difficulty: [1, 3],
  generate(rng) {
    const mode = rng.pick(["named", "named", "general", "euler"] as const);
    if (mode === "euler") {
      const F = rng.int(5, 30);
      const V = rng.int(Math.ceil(F / 2) + 2, 2 * F - 4);
      const E = F + V - 2;
      return {
        text: `A polyhedron has $${F}$ faces and $${V}$ vertices. Use Euler's formula $F + V - E = 2$ to work out how many edges it has.`,
        answer: integerAnswer(E),
        misconceptions: intWrongs([
          [F + V + 2, "Rearrange F + V − E = 2 carefully: E = F + V − 2."],
          [F + V, "Don't forget the 2: E = F + V − 2."],
          [Math.abs(F - V) + 2, "E = F + V − 2: add the faces and vertices."],
          [F * V - 2, "Add the faces and vertices, don't multiply."],
        ]),
        solution: [`$F + V - E = 2$, so $E = F + V - 2 = ${F} + ${V} - 2 = ${E}$.`],
        hint: "Rearrange F + V − E = 2 to make E the subject.",
        difficulty: 3,
      };
    }
    const kind = rng.pick(["prism", "pyramid"] as const);
    const what = rng.pick(["faces", "edges", "vertices"] as const);
    const n = mode === "general" ? rng.int(5, 24) : rng.pick([3, 4, 5, 6, 8, 10, 12]);
    const c = counts(kind, n);
    const name = solidName(kind, n, rng);
    const text =
      mode === "general"
        ? `A ${kind} has a ${kind === "prism" ? "cross-section" : "base"} that is a polygon with $${n}$ sides. How many ${what} does the ${kind} have?`
        : `How many ${what} does ${withArticle(name)} have?`;
    const others = (["faces", "edges", "vertices"] as const).filter((k) => k !== what);
    const rule =
      kind === "prism"
        ? "A prism with an n-sided cross-section has n + 2 faces, 3n edges and 2n vertices."
        : "A pyramid with an n-sided base has n + 1 faces, 2n edges and n + 1 vertices.";
    return {
      text,
      ...(mode === "named" && kind === "prism" && n <= 8 ? { diagram: prismPicture(kind, n) } : {}),
      answer: integerAnswer(c[what]),
      misconceptions: intWrongs([
        [
          c[others[0] as Count],
          `That's the number of ${others[0]}. ${what === "faces" ? "Faces are the flat surfaces." : what === "edges" ? "Edges are where two faces meet." : "Vertices are the corners."}`,
        ],
        [
          c[others[1] as Count],
          `That's the number of ${others[1]}. ${what === "faces" ? "Faces are the flat surfaces." : what === "edges" ? "Edges are where two faces meet." : "Vertices are the corners."}`,
        ],
        [n, `Count all the ${what}, not just those on the ${kind === "prism" ? "cross-section" : "base"}.`],
        [c[what] + 1, `Count carefully: ${rule}`],
        [c[what] - 1, `Count carefully: ${rule}`],
      ]),
      solution: [
        kind === "prism"
          ? `The two ends each have $${n}$ sides, so there are $${n}$ rectangular side faces.`
          : `The base has $${n}$ sides, so there are $${n}$ triangular faces meeting at the top.`,
        kind === "prism"
          ? `Faces: $${n} + 2 = ${c.faces}$. Edges: $3 \\times ${n} = ${c.edges}$. Vertices: $2 \\times ${n} = ${c.vertices}$.`
          : `Faces: $${n} + 1 = ${c.faces}$. Edges: $2 \\times ${n} = ${c.edges}$. Vertices: $${n} + 1 = ${c.vertices}$.`,
        `So it has $${c[what]}$ ${what}.`,
      ],
      hint:
        what === "faces"
          ? "Faces are the flat surfaces."
          : what === "edges"
            ? "Edges are the lines where two faces meet."
            : "Vertices are the corners.",
      difficulty: mode === "general" ? 2 : n > 6 ? 2 : 1,
    };
  },
};

function cuboidVolume(rng: Rng): GeneratedQuestion {
  const u = rng.pick(LENGTH_UNITS);
  const cube = rng.chance(0.2);
  const halves = !cube && rng.chance(0.25);
  const l = length(rng, cube ? 4 : 2, cube ? 12 : 20, halves);
  const w = cube ? l : new Fraction(rng.int(2, 12));
  const h = cube ? l : new Fraction(rng.int(2, 15));
  const V = l.mul(w).mul(h);
  const SA = l.mul(w).add(l.mul(h)).add(w.mul(h)).mul(2);
  return {
    text: cube
      ? `A cube has edges of length $${dn(l)}$ ${u}. Work out its volume in ${cuText(u)}.`
      : `A cuboid is $${dn(l)}$ ${u} long, $${dn(w)}$ ${u} wide and $${dn(h)}$ ${u} high. Work out its volume in ${cuText(u)}.`,
    diagram: cuboidDiagram(
      Number(l.valueOf()),
      Number(w.valueOf()),
      Number(h.valueOf()),
      [lab(l, u), lab(w, u), lab(h, u)],
      cube ? "A cube" : "A cuboid",
    ),
    answer: exactAnswer(V, cu(u)),
    misconceptions: exactWrongs([
      [SA, "That's the surface area. Volume = length × width × height."],
      [l.add(w).add(h), "Multiply the three lengths, don't add them."],
      [l.mul(w), "That's the area of the base: multiply by the height too."],
      [cube ? l.mul(3) : l.mul(w).add(h), cube ? "l³ means l × l × l, not 3 × l." : "Multiply all three lengths."],
      [V.mul(2), "Volume = length × width × height: there's no doubling."],
    ]),
    solution: [`Volume $= ${dn(l)} \\times ${dn(w)} \\times ${dn(h)} = ${dn(V)}$ ${cuText(u)}.`],
    hint: "Volume of a cuboid = length × width × height.",
    difficulty: halves || V.compare(500) > 0 ? 2 : 1,
  };
}

function cubesCount(rng: Rng): GeneratedQuestion {
  const [l, w, h] = [rng.int(2, 9), rng.int(2, 6), rng.int(2, 6)];
  const V = l * w * h;
  return {
    text: `A cuboid is built from centimetre cubes. It is $${l}$ cubes long, $${w}$ cubes wide and $${h}$ cubes high. How many cubes are used? (This is its volume in cm³.)`,
    diagram: cuboidDiagram(l, w, h, [`${l} cm`, `${w} cm`, `${h} cm`], "A cuboid made of centimetre cubes"),
    answer: integerAnswer(V, "cm^3"),
    misconceptions: intWrongs([
      [l * w, "That's just one layer. Multiply by the number of layers."],
      [l + w + h, "Multiply, don't add: each layer has length × width cubes."],
      [2 * (l * w + l * h + w * h), "That counts the square faces on the outside (surface area), not the cubes."],
      [l * w + h, "Each layer has length × width cubes; then multiply by the number of layers."],
    ]),
    solution: [
      `One layer has $${l} \\times ${w} = ${l * w}$ cubes.`,
      `There are $${h}$ layers: $${l * w} \\times ${h} = ${V}$ cubes.`,
    ],
    hint: "How many cubes are in one layer? How many layers are there?",
    difficulty: 1,
  };
}

export const volumeCuboid: Template = {
  id: "geometry.volume.cuboid",
  title: "Volume of cubes and cuboids",
  objective: "Find the volume of a cuboid",
  topics: ["geometry.volume-cuboids"],
  difficulty: [1, 2],
  generate(rng) {
    return rng.chance(0.25) ? cubesCount(rng) : cuboidVolume(rng);
  },
};

export const volumeCuboidReverse: Template = {
  id: "geometry.volume.cuboid-reverse",
  title: "Cuboids: missing lengths, cube edges and capacity",
  objective: "Work backwards from a volume, and change cm³ into litres",
  topics: ["geometry.volume-cuboids"],
  difficulty: [2, 4],
  generate(rng) {
    const mode = rng.pick(["height", "cube", "litres"] as const);
    if (mode === "cube") {
      const s = rng.int(3, 15);
      const u = rng.pick(LENGTH_UNITS);
      return {
        text: `A cube has a volume of $${dn(s ** 3)}$ ${cuText(u)}. How long is each edge, in ${u}?`,
        diagram: cuboidDiagram(1, 1, 1, ["?", "", ""], "A cube with unknown edge"),
        answer: integerAnswer(s, u),
        misconceptions: intWrongs([
          [s ** 3 / 3, "Find the cube root: the number that multiplied by itself three times gives the volume."],
          [Math.round(Math.sqrt(s ** 3)), "Use the cube root, not the square root."],
          [s ** 3 / 6, "Volume isn't split between the faces: find the cube root."],
          [s + 1, `Check: ${s + 1} × ${s + 1} × ${s + 1} = ${(s + 1) ** 3}.`],
          [s - 1, `Check: ${s - 1} × ${s - 1} × ${s - 1} = ${(s - 1) ** 3}.`],
        ]),
        solution: [
          `Edge $= \\sqrt[3]{${dn(s ** 3)}} = ${s}$ ${u}, because $${s} \\times ${s} \\times ${s} = ${dn(s ** 3)}$.`,
        ],
        hint: "Which number multiplied by itself three times gives the volume?",
        difficulty: s > 6 ? 3 : 2,
      };
    }
    if (mode === "litres") {
      const [l, w, h] = [rng.int(2, 30) * 5, rng.int(2, 20) * 5, rng.int(2, 20) * 5];
      const V = l * w * h;
      const L = new Fraction(V, 1000);
      return {
        text: `A fish tank is a cuboid $${l}$ cm long, $${w}$ cm wide and $${h}$ cm high. How many litres of water does it hold when full? ($1$ litre $= 1000$ cm³)`,
        diagram: cuboidDiagram(l, w, h, [`${l} cm`, `${w} cm`, `${h} cm`], "A cuboid fish tank"),
        answer: exactAnswer(L, "l"),
        misconceptions: exactWrongs([
          [new Fraction(V), "That's the volume in cm³: divide by 1000 to get litres."],
          [new Fraction(V, 100), "1 litre is 1000 cm³, so divide by 1000, not 100."],
          [new Fraction(V, 1_000_000), "1 litre is 1000 cm³ (not 1,000,000)."],
          [new Fraction(l + w + h, 1000), "Multiply the three lengths to get the volume first."],
        ]),
        solution: [
          `Volume $= ${l} \\times ${w} \\times ${h} = ${dn(V)}$ cm³.`,
          `$${dn(V)} \\div 1000 = ${dn(L)}$ litres.`,
        ],
        hint: "Find the volume in cm³, then use 1000 cm³ = 1 litre.",
        difficulty: L.d === 1n ? 3 : 4,
      };
    }
    const u = rng.pick(LENGTH_UNITS);
    const [l, w] = [rng.int(2, 20), rng.int(2, 12)];
    const h = length(rng, 2, 15, rng.chance(0.3));
    const V = h.mul(l * w);
    return {
      text: `A cuboid has a volume of $${dn(V)}$ ${cuText(u)}. Its base is $${l}$ ${u} by $${w}$ ${u}. Work out its height in ${u}.`,
      diagram: cuboidDiagram(l, w, Number(h.valueOf()), [lab(l, u), lab(w, u), "h"], "A cuboid with unknown height"),
      answer: exactAnswer(h, u),
      misconceptions: exactWrongs([
        [V.sub(l * w), "Volume = base area × height, so divide by the base area."],
        [V.div(l).sub(w), "Divide by both the length and the width."],
        [V.div(l + w), "The base area is length × width, not length + width."],
        [V.div(l), "Divide by the width as well as the length."],
        [V.mul(l * w), "Divide by the base area, don't multiply."],
      ]),
      solution: [
        `Base area $= ${l} \\times ${w} = ${l * w}$ ${sqText(u)}.`,
        `Height $= ${dn(V)} \\div ${l * w} = ${dn(h)}$ ${u}.`,
      ],
      hint: "Volume = length × width × height. Undo the multiplication.",
      difficulty: h.d === 1n ? 2 : 3,
    };
  },
};

export const surfaceAreaCuboid: Template = {
  id: "geometry.surface-area.cuboid",
  title: "Surface area of cubes, cuboids and open boxes",
  objective: "Find the surface area of a cuboid",
  topics: ["geometry.surface-area"],
  difficulty: [3, 4],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const cube = rng.chance(0.2);
    const open = !cube && rng.chance(0.3);
    const l = rng.int(2, 20);
    const w = cube ? l : rng.int(2, 15);
    const h = cube ? l : rng.int(2, 15);
    const full = 2 * (l * w + l * h + w * h);
    const SA = open ? full - l * w : full;
    return {
      text: cube
        ? `A cube has edges of $${l}$ ${u}. Work out its total surface area in ${sqText(u)}.`
        : `A${open ? "n open box (a cuboid with no lid)" : " cuboid"} is $${l}$ ${u} long, $${w}$ ${u} wide and $${h}$ ${u} high. Work out its ${open ? "outside " : ""}surface area in ${sqText(u)}.`,
      diagram: cuboidDiagram(l, w, h, [lab(l, u), lab(w, u), lab(h, u)], cube ? "A cube" : "A cuboid"),
      answer: integerAnswer(SA, sq(u)),
      misconceptions: intWrongs([
        [l * w * h, "That's the volume. Surface area is the total area of all the faces."],
        [l * w + l * h + w * h, "Each face has an identical opposite face: double it."],
        [
          open ? full : full - l * w,
          open ? "An open box has no lid: leave out one base face." : "A closed cuboid has 6 faces: include the top.",
        ],
        [
          cube ? 4 * l * l : 4 * (l + w + h),
          cube ? "A cube has 6 square faces, not 4." : "Add the areas of the faces, not the lengths.",
        ],
        [
          open ? full - w * h : 2 * (l * w + l * h),
          open ? "The missing face is the lid on top, l × w." : "Include all three pairs of faces.",
        ],
      ]),
      solution: [
        cube
          ? `Each face is $${l} \\times ${l} = ${l * l}$ ${sqText(u)}, and a cube has $6$ faces.`
          : `Faces: top and bottom $${l} \\times ${w} = ${l * w}$, front and back $${l} \\times ${h} = ${l * h}$, sides $${w} \\times ${h} = ${w * h}$.`,
        cube
          ? `$6 \\times ${l * l} = ${SA}$ ${sqText(u)}.`
          : open
            ? `$2 \\times ${l * h} + 2 \\times ${w * h} + ${l * w} = ${SA}$ ${sqText(u)} (only one of the top/bottom pair).`
            : `$2 \\times (${l * w} + ${l * h} + ${w * h}) = ${SA}$ ${sqText(u)}.`,
      ],
      hint: "List the faces in pairs: each pair has the same area.",
      difficulty: open ? 4 : 3,
    };
  },
};
