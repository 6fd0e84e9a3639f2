/** Arc length, sector area and sector perimeter; rounded, in terms of π, or finding the angle. */
import Fraction from "fraction.js";
import { DP, integerAnswer, SF } from "../../core/answers.js";
import { texPi } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { Figure, polar, pt } from "./diagrams.js";
import { LENGTH_UNITS, lab, sq, sqText } from "./lengths.js";
import { decimalFrom, deg, intWrongs, piWithFeedback, roundedWrongs, roundingText, texRound } from "./shared.js";

const PI = Math.PI;
const ANGLES = [
  20, 30, 36, 40, 45, 50, 60, 72, 75, 80, 90, 100, 108, 110, 120, 135, 140, 144, 150, 160, 210, 225, 240, 270, 300,
];

function sectorDiagram(angle: number, rLabel: string, angleLabel: string, title: string): string {
  const o = pt(0, 0);
  const start = -angle / 2 + 90;
  const a = polar(o, 1, start);
  const b = polar(o, 1, start + angle);
  return new Figure(190, 190)
    .sector(o, 1, start, start + angle, { fill: "#deebf7" })
    .angle(o, a, b, angleLabel, 18)
    .label(polar(o, 0.55, start), rLabel, 10, 0, "start")
    .render(title);
}

export const arcLength: Template = {
  id: "geometry.arcs-sectors.arc-length",
  title: "Arc length and perimeter of a sector",
  objective: "Find the length of an arc and the perimeter of a sector",
  topics: ["geometry.arcs-sectors"],
  difficulty: [4, 5],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const theta = rng.pick(ANGLES);
    const r = rng.int(3, 30);
    const perimeter = rng.chance(0.4);
    const rule = rng.pick([DP(1), DP(2), SF(3)]);
    const arc = (theta / 360) * 2 * PI * r;
    const value = perimeter ? arc + 2 * r : arc;
    const frac = new Fraction(theta, 360);
    return {
      text: `A sector of a circle has radius $${r}$ ${u} and angle $${deg(theta)}$. Work out the ${perimeter ? "perimeter of the sector" : "length of its arc"} in ${u}. ${roundingText(rule)}`,
      diagram: sectorDiagram(theta, lab(r, u), `${theta}°`, `Sector with radius ${r} ${u} and angle ${theta} degrees`),
      answer: decimalFrom(value, rule, u),
      misconceptions: roundedWrongs(rule, [
        [
          perimeter ? arc : (theta / 360) * PI * r * r,
          perimeter
            ? "The perimeter includes the two radii as well as the arc."
            : "That's the sector's area. Arc length uses the circumference, 2πr.",
        ],
        [
          perimeter ? arc + r : (theta / 360) * PI * r,
          perimeter ? "A sector has two straight edges, both radii." : "The full circumference is 2πr (or πd), not πr.",
        ],
        [
          perimeter ? (theta / 360) * PI * r * r + 2 * r : 2 * PI * r,
          perimeter
            ? "Use the arc length (from 2πr), not the area."
            : `Only $\\frac{${theta}}{360}$ of the circle's circumference is in the arc.`,
        ],
        [
          (theta / 180) * 2 * PI * r + (perimeter ? 2 * r : 0),
          "A full turn is 360°, so the fraction of the circle is θ/360.",
        ],
        [theta * 2 * r + (perimeter ? 2 * r : 0), "Use the fraction θ/360 of the circumference 2πr."],
        [
          ((theta * PI) / 180) * 2 * PI * r + (perimeter ? 2 * r : 0),
          "Use θ/360 as the fraction of the circle; don't convert to radians.",
        ],
      ]),
      solution: [
        `Arc length $= \\frac{\\theta}{360} \\times 2\\pi r = \\frac{${theta}}{360} \\times 2 \\times \\pi \\times ${r} = ${texPi(frac.mul(2 * r))} = ${texRound(arc, DP(4))}\\ldots$`,
        ...(perimeter
          ? [
              `Perimeter $=$ arc $+ 2$ radii $= ${texRound(arc, DP(4))}\\ldots + ${2 * r} = ${texRound(value, DP(4))}\\ldots$`,
            ]
          : []),
        `Rounded: $${texRound(value, rule)}$ ${u}.`,
      ],
      hint: "What fraction of the full circle is the sector? Take that fraction of the circumference.",
      difficulty: perimeter || theta > 180 ? 5 : 4,
    };
  },
};

export const sectorArea: Template = {
  id: "geometry.arcs-sectors.sector-area",
  title: "Area of a sector (rounded or in terms of π) and finding the angle",
  objective: "Find the area of a sector, or its angle from the area",
  topics: ["geometry.arcs-sectors"],
  difficulty: [4, 5],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const theta = rng.pick(ANGLES);
    const r = rng.int(2, 24);
    const frac = new Fraction(theta, 360);
    const mode = rng.pick(["rounded", "rounded", "exact", "angle"] as const);
    const area = frac.mul(r * r);
    const title = `Sector with radius ${r} ${u}`;
    if (mode === "exact") {
      const { answer, misconceptions } = piWithFeedback(
        area,
        [
          [frac.mul(2 * r), "That's the arc length. Area uses πr²."],
          [new Fraction(r * r), `Only $\\frac{${theta}}{360}$ of the circle is in the sector.`],
          [frac.mul(4 * r * r), "Square the radius, not the diameter."],
          [new Fraction(theta * r * r, 180), "A full turn is 360°, not 180°."],
        ],
        sq(u),
      );
      return {
        text: `A sector has radius $${r}$ ${u} and angle $${deg(theta)}$. Work out its area. Give your answer in terms of $\\pi$.`,
        diagram: sectorDiagram(theta, lab(r, u), `${theta}°`, title),
        answer,
        misconceptions,
        solution: [
          `Area $= \\frac{${theta}}{360} \\times \\pi \\times ${r}^2 = \\frac{${theta}}{360} \\times ${r * r}\\pi = ${texPi(area)}$ ${sqText(u)}.`,
        ],
        hint: "Sector area = θ/360 × πr². Leave π as a symbol.",
        difficulty: 5,
      };
    }
    if (mode === "angle") {
      const A = Number(area.valueOf()) * PI;
      // the area is given rounded, so the angle comes out as a whole number of degrees
      const Ashown = texRound(A, DP(2));
      return {
        text: `A sector of a circle with radius $${r}$ ${u} has an area of $${Ashown}$ ${sqText(u)}. Work out the angle of the sector, to the nearest degree.`,
        diagram: sectorDiagram(theta, lab(r, u), "θ", title),
        answer: integerAnswer(theta, "°"),
        misconceptions: intWrongs([
          [
            Math.round((Number(Ashown) / (PI * r * r)) * 180),
            "A full turn is 360°, so multiply the fraction of the circle by 360.",
          ],
          [Math.round((Number(Ashown) / (2 * PI * r)) * 360), "Area uses πr², not 2πr."],
          [Math.round((Number(Ashown) / (PI * 4 * r * r)) * 360), "Use r², not the diameter squared."],
          [360 - theta, "That's the angle of the rest of the circle."],
          [Math.round(Number(Ashown) / (PI * r * r)), "That's the fraction of the circle: multiply it by 360°."],
        ]),
        solution: [
          `Area of the whole circle $= \\pi \\times ${r}^2 = ${texRound(PI * r * r, DP(3))}\\ldots$`,
          `Fraction of the circle $= \\frac{${Ashown}}{${texRound(PI * r * r, DP(3))}\\ldots} = ${texRound(Number(frac.valueOf()), DP(4))}\\ldots$`,
          `Angle $= ${texRound(Number(frac.valueOf()), DP(4))}\\ldots \\times 360 = ${theta}^\\circ$ to the nearest degree.`,
        ],
        hint: "What fraction of the whole circle's area is the sector? That fraction of 360° is the angle.",
        difficulty: 5,
      };
    }
    const rule = rng.pick([DP(1), SF(3), DP(2)]);
    const A = Number(area.valueOf()) * PI;
    return {
      text: `A sector has radius $${r}$ ${u} and angle $${deg(theta)}$. Work out its area in ${sqText(u)}. ${roundingText(rule)}`,
      diagram: sectorDiagram(theta, lab(r, u), `${theta}°`, title),
      answer: decimalFrom(A, rule, sq(u)),
      misconceptions: roundedWrongs(rule, [
        [PI * r * r, `Only $\\frac{${theta}}{360}$ of the circle is in the sector.`],
        [(theta / 360) * 2 * PI * r, "That's the arc length. Area uses πr²."],
        [(theta / 360) * PI * 4 * r * r, "Square the radius, not the diameter."],
        [(theta / 180) * PI * r * r, "A full turn is 360°, so the fraction is θ/360."],
        [(theta / 360) * PI * 2 * r, "r² means r × r, not 2 × r."],
      ]),
      solution: [
        `Area $= \\frac{\\theta}{360} \\times \\pi r^2 = \\frac{${theta}}{360} \\times \\pi \\times ${r}^2 = ${texPi(area)} = ${texRound(A, DP(4))}\\ldots$`,
        `Rounded: $${texRound(A, rule)}$ ${sqText(u)}.`,
      ],
      hint: "Sector area = θ/360 × πr².",
      difficulty: theta > 180 ? 5 : 4,
    };
  },
};
