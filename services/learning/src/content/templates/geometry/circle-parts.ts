/** Parts of a circle: naming them, and the link between radius and diameter. */

import Fraction from "fraction.js";
import { withCapitalArticle } from "../../core/english.js";
import type { Template } from "../../core/types.js";
import { Figure, polar, pt } from "./diagrams.js";
import { exactAnswer, LENGTH_UNITS } from "./lengths.js";
import { choiceWithFeedback, dn, exactWrongs } from "./shared.js";

const PARTS: readonly [string, readonly string[]][] = [
  [
    "radius",
    [
      "a straight line from the centre of the circle to its edge",
      "the distance from the centre to any point on the circle",
    ],
  ],
  ["diameter", ["a straight line from edge to edge through the centre", "a chord that passes through the centre"]],
  [
    "chord",
    [
      "a straight line joining two points on the circle that does not pass through the centre",
      "a line segment with both ends on the circle (not through the centre)",
    ],
  ],
  [
    "tangent",
    [
      "a straight line that touches the circle at exactly one point",
      "a line outside the circle that just touches it once",
    ],
  ],
  ["arc", ["part of the curved edge of the circle", "a section of the circumference between two points"]],
  ["sector", ["the region between two radii and an arc", "a 'pizza slice' region bounded by two radii and an arc"]],
  ["segment", ["the region between a chord and an arc", "the region cut off from the circle by a chord"]],
  ["circumference", ["the whole distance around the edge of the circle", "the perimeter of the circle"]],
];

function partPicture(part: string): string {
  const o = pt(0, 0);
  const f = new Figure(180, 180).circle(o, 1).dot(o);
  const a = polar(o, 1, 200);
  const b = polar(o, 1, 330);
  if (part === "radius") f.seg(o, b, { width: 3 });
  if (part === "diameter") f.seg(polar(o, 1, 150), b, { width: 3 });
  if (part === "chord") f.seg(a, b, { width: 3 });
  if (part === "tangent") f.seg(pt(-1, 1), pt(1, 1), { width: 3 }).seg(pt(0, 1.05), pt(0, 1.05));
  if (part === "arc") f.sector(o, 1, 200, 330, { arcOnly: true }).seg(a, a, { width: 4 });
  if (part === "sector") f.sector(o, 1, 200, 330, { fill: "#9ecae1" });
  if (part === "segment") f.sector(o, 1, 200, 330, { fill: "#9ecae1" }).poly([o, a, b], "white").seg(a, b);
  if (part === "circumference") f.circle(o, 1.0);
  return f.render("A circle with one part highlighted");
}

export const circleParts: Template = {
  id: "geometry.shapes.circle-parts",
  title: "Parts of a circle",
  objective: "Name the parts of a circle and link radius and diameter",
  topics: ["geometry.circle-parts"],
  difficulty: [1, 3],
  generate(rng) {
    if (rng.chance(0.55)) {
      const u = rng.pick(LENGTH_UNITS);
      const fromR = rng.bool();
      const v = new Fraction(rng.int(2, 400), rng.pick([1, 1, 10]));
      const ans = fromR ? v.mul(2) : v.div(2);
      return {
        text: `A circle has a ${fromR ? "radius" : "diameter"} of $${dn(v)}$ ${u}. What is its ${fromR ? "diameter" : "radius"}?`,
        answer: exactAnswer(ans, u),
        misconceptions: exactWrongs([
          [
            fromR ? v.div(2) : v.mul(2),
            fromR ? "The diameter is twice the radius." : "The radius is half the diameter.",
          ],
          [v, "The radius and diameter are different: one is twice the other."],
          [
            fromR ? v.add(2) : v.sub(2),
            fromR ? "Double the radius, don't add 2." : "Halve the diameter, don't subtract 2.",
          ],
          [
            fromR ? v.mul(4) : v.div(4),
            fromR ? "The diameter is exactly twice the radius." : "The radius is exactly half the diameter.",
          ],
        ]),
        solution: [
          fromR
            ? `Diameter $= 2 \\times ${dn(v)} = ${dn(ans)}$ ${u}.`
            : `Radius $= ${dn(v)} \\div 2 = ${dn(ans)}$ ${u}.`,
        ],
        hint: "The diameter goes right across the circle through the centre: it is two radii.",
        difficulty: v.d === 1n ? 1 : 2,
      };
    }
    const [part, descriptions] = rng.pick(PARTS);
    const description = rng.pick(descriptions);
    const { answer, misconceptions } = choiceWithFeedback(
      rng,
      part,
      rng
        .shuffle(PARTS.filter(([p]) => p !== part))
        .map(([p, d]) => [p, `${withCapitalArticle(p)} is ${d[0]}.`] as const),
    );
    return {
      text: `What is the name for ${description}? (The diagram highlights it.)`,
      diagram: partPicture(part),
      answer,
      misconceptions,
      solution: [`${withCapitalArticle(part)} is ${descriptions[0]}.`],
      hint: "Straight lines: radius, diameter, chord, tangent. Curves: arc, circumference. Regions: sector, segment.",
      difficulty: part === "segment" || part === "sector" || part === "tangent" ? 3 : 2,
    };
  },
};
