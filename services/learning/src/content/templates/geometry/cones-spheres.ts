/** Spheres, hemispheres, cones and pyramids: volume and surface area. */
import Fraction from "fraction.js";
import { DP, integerAnswer, SF } from "../../core/answers.js";
import { texPi } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { cu, cuText, exactAnswer, LENGTH_UNITS, lab, sq, sqText } from "./lengths.js";
import {
  decimalFrom,
  dn,
  exactWrongs,
  piWithFeedback,
  roundedWrongs,
  roundingText,
  TRIPLES,
  texRound,
} from "./shared.js";
import { coneDiagram, pyramidDiagram, sphereDiagram } from "./solids-diagrams.js";

const PI = Math.PI;
const F = (n: number, d = 1) => new Fraction(n, d);

export const sphereVolumeArea: Template = {
  id: "geometry.cones-spheres.sphere",
  title: "Volume and surface area of spheres and hemispheres",
  objective: "Use V = 4/3 πr³ and A = 4πr²",
  topics: ["geometry.volume-cones-spheres"],
  difficulty: [4, 5],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const r = rng.int(2, 20);
    const hemi = rng.chance(0.35);
    const volume = rng.bool();
    const exactPi = rng.chance(0.25);
    const useD = !exactPi && rng.chance(0.3);
    const shape = hemi ? "hemisphere" : "sphere";
    // coefficient of π: sphere 4/3 r³ or 4r²; a solid hemisphere has half the volume and 3r² of surface
    const k = volume ? F(4 * r ** 3, 3).div(hemi ? 2 : 1) : F(hemi ? 3 * r * r : 4 * r * r);
    const value = Number(k.valueOf()) * PI;
    const given = useD ? `diameter $${2 * r}$ ${u}` : `radius $${r}$ ${u}`;
    const what = volume ? "volume" : `total surface area${hemi ? " (curved surface and flat base)" : ""}`;
    const unitText = volume ? cuText(u) : sqText(u);
    const diagram = sphereDiagram(useD ? `${2 * r} ${u}` : lab(r, u), `A ${shape}`, hemi, useD);
    const formula = volume
      ? `${hemi ? "\\frac{1}{2} \\times " : ""}\\frac{4}{3}\\pi r^3`
      : hemi
        ? "2\\pi r^2 + \\pi r^2"
        : "4\\pi r^2";
    const solution = [
      ...(useD ? [`Radius $= ${2 * r} \\div 2 = ${r}$ ${u}.`] : []),
      `${volume ? "Volume" : "Surface area"} $= ${formula} = ${texPi(k)}${exactPi ? "" : ` = ${texRound(value, DP(4))}\\ldots`}$ ${unitText}.`,
    ];
    if (exactPi) {
      const { answer, misconceptions } = piWithFeedback(
        k,
        [
          [
            volume ? F(4 * r * r, 3).div(hemi ? 2 : 1) : F(4 * r * r).div(hemi ? 2 : 1),
            volume
              ? "The radius is cubed for a volume."
              : hemi
                ? "Include the flat circular base: 2πr² + πr²."
                : "Surface area is 4πr².",
          ],
          [
            volume ? F(4 * r ** 3).div(hemi ? 2 : 1) : F(2 * r * r),
            volume ? "Multiply by 4/3, not 4." : "Surface area of a sphere is 4πr².",
          ],
          [
            volume ? F(r ** 3).div(hemi ? 2 : 1) : F(4 * r * r * 4),
            volume ? "V = 4/3 πr³: include the 4/3." : "Use the radius, not the diameter.",
          ],
          [k.mul(2), hemi ? "A hemisphere is half a sphere." : "Check the formula: no doubling."],
        ],
        volume ? cu(u) : sq(u),
      );
      return {
        text: `A ${shape} has ${given}. Work out its ${what}. Give your answer in terms of $\\pi$.`,
        diagram,
        answer,
        misconceptions,
        solution,
        hint: volume ? "V = 4/3 πr³ for a sphere." : "A sphere's surface area is 4πr².",
        difficulty: 5,
      };
    }
    const rule = rng.pick([DP(1), SF(3), SF(4)]);
    return {
      text: `A ${shape} has ${given}. Work out its ${what} in ${unitText}. ${roundingText(rule)}`,
      diagram,
      answer: decimalFrom(value, rule, volume ? cu(u) : sq(u)),
      misconceptions: roundedWrongs(rule, [
        [
          volume ? PI * r ** 3 * (hemi ? 0.5 : 1) : 2 * PI * r * r,
          volume
            ? "Multiply by 4/3: V = 4/3 πr³."
            : hemi
              ? "Add the flat circular base, πr²."
              : "A sphere's surface area is 4πr².",
        ],
        [
          volume ? ((4 / 3) * PI * r * r) / (hemi ? 2 : 1) : 4 * PI * r * r * (hemi ? 1 : 2),
          volume
            ? "The radius is cubed for a volume, not squared."
            : hemi
              ? "A hemisphere's curved surface is half of 4πr², plus the base."
              : "Surface area is 4πr²: no doubling.",
        ],
        [volume ? ((4 / 3) * PI * 8 * r ** 3) / (hemi ? 2 : 1) : value * 4, "Use the radius, not the diameter."],
        [
          volume ? (hemi ? (4 / 3) * PI * r ** 3 : (2 / 3) * PI * r ** 3) : hemi ? 4 * PI * r * r : 3 * PI * r * r,
          hemi ? "A hemisphere is half of a sphere." : "Use the whole sphere.",
        ],
        [volume ? ((4 / 3) * 3 * r ** 3) / (hemi ? 2 : 1) : 4 * 3 * r * r, "Use the π button, not 3."],
      ]),
      solution: [...solution, `Rounded: $${texRound(value, rule)}$ ${unitText}.`],
      hint: volume ? "V = 4/3 πr³ for a sphere." : "A sphere's surface area is 4πr².",
      difficulty: hemi || useD ? 5 : 4,
    };
  },
};

export const coneVolumeArea: Template = {
  id: "geometry.cones-spheres.cone",
  title: "Volume and surface area of a cone",
  objective: "Use V = ⅓πr²h and curved surface area πrl",
  topics: ["geometry.volume-cones-spheres"],
  difficulty: [4, 5],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const [p, q, c] = rng.pick(TRIPLES.slice(0, 5));
    const k = p * q > 120 ? 1 : rng.int(1, 3);
    const swap = rng.bool();
    const [r, h, l] = swap ? [q * k, p * k, c * k] : [p * k, q * k, c * k];
    const mode = rng.pick(["volume", "curved", "total"] as const);
    const rule = rng.pick([DP(1), SF(3)]);
    if (mode === "volume") {
      const V = (PI * r * r * h) / 3;
      return {
        text: `A cone has base radius $${r}$ ${u} and perpendicular height $${h}$ ${u}. Its slant height is $${l}$ ${u}. Work out its volume in ${cuText(u)}. ${roundingText(rule)}`,
        diagram: coneDiagram({ r: lab(r, u), h: lab(h, u), l: lab(l, u) }, "A cone", h / r),
        answer: decimalFrom(V, rule, cu(u)),
        misconceptions: roundedWrongs(rule, [
          [PI * r * r * h, "A cone's volume is a third of the cylinder's: ⅓πr²h."],
          [(PI * r * r * l) / 3, "Use the perpendicular height, not the slant height."],
          [(PI * r * h) / 3, "Square the radius: ⅓πr²h."],
          [(PI * r * r * h) / 2, "Divide by 3, not 2."],
          [(PI * h * h * r) / 3, "It's the radius that is squared, not the height."],
        ]),
        solution: [
          `$V = \\frac{1}{3}\\pi r^2 h = \\frac{1}{3} \\times \\pi \\times ${r}^2 \\times ${h} = ${texPi(F(r * r * h, 3))} = ${texRound(V, DP(4))}\\ldots$`,
          `Rounded: $${texRound(V, rule)}$ ${cuText(u)}.`,
        ],
        hint: "Volume of a cone = ⅓ × area of base × perpendicular height.",
        difficulty: 4,
      };
    }
    // surface questions give r and h only, so the slant height needs Pythagoras first
    const curved = PI * r * l;
    const value = mode === "total" ? curved + PI * r * r : curved;
    return {
      text: `A cone has base radius $${r}$ ${u} and perpendicular height $${h}$ ${u}. Work out its ${mode === "total" ? "total surface area (curved surface and base)" : "curved surface area"} in ${sqText(u)}. ${roundingText(rule)}`,
      diagram: coneDiagram({ r: lab(r, u), h: lab(h, u), l: "l" }, "A cone", h / r),
      answer: decimalFrom(value, rule, sq(u)),
      misconceptions: roundedWrongs(rule, [
        [
          PI * r * h + (mode === "total" ? PI * r * r : 0),
          "The curved surface uses the slant height l: find it with Pythagoras first.",
        ],
        [
          mode === "total" ? curved : curved + PI * r * r,
          mode === "total" ? "Add the circular base, πr²." : "Only the curved surface is asked for.",
        ],
        [2 * PI * r * l + (mode === "total" ? PI * r * r : 0), "Curved surface area of a cone is πrl (no 2)."],
        [(PI * r * r * h) / 3, "That's the volume, not the surface area."],
        [PI * r * (r + h) + (mode === "total" ? PI * r * r : 0), "The slant height is √(r² + h²), not r + h."],
      ]),
      solution: [
        `Slant height $l = \\sqrt{${r}^2 + ${h}^2} = \\sqrt{${r * r + h * h}} = ${l}$ ${u}.`,
        `Curved surface $= \\pi r l = \\pi \\times ${r} \\times ${l} = ${texRound(curved, DP(4))}\\ldots$`,
        ...(mode === "total"
          ? [
              `Base $= \\pi \\times ${r}^2 = ${texRound(PI * r * r, DP(4))}\\ldots$; total $= ${texRound(value, DP(4))}\\ldots$`,
            ]
          : []),
        `Rounded: $${texRound(value, rule)}$ ${sqText(u)}.`,
      ],
      hint: "Find the slant height with Pythagoras, then use curved surface area = πrl.",
      difficulty: 5,
    };
  },
};

export const pyramidVolume: Template = {
  id: "geometry.cones-spheres.pyramid",
  title: "Volume of a pyramid",
  objective: "Use V = ⅓ × base area × height",
  topics: ["geometry.volume-cones-spheres"],
  difficulty: [4, 5],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const square = rng.bool();
    const l = rng.int(2, 20);
    const w = square ? l : rng.int(2, 20);
    const h = rng.int(4, 30);
    const base = l * w;
    const V = F(base * h, 3);
    const reverse = rng.chance(0.35);
    const baseText = square ? `a square base of side $${l}$ ${u}` : `a rectangular base $${l}$ ${u} by $${w}$ ${u}`;
    if (reverse) {
      const Vr = base * h;
      // choose the volume so the height is whole: V = base × h / 3 with h a multiple of 3
      const H = h * 3;
      return {
        text: `A pyramid has ${baseText} and a volume of $${dn(Vr)}$ ${cuText(u)}. Work out its perpendicular height in ${u}.`,
        diagram: pyramidDiagram({ l: lab(l, u), w: lab(w, u), h: "h" }, "A pyramid with unknown height"),
        answer: integerAnswer(H, u),
        misconceptions: exactWrongs([
          [F(h), "V = ⅓ × base × h, so h = 3V ÷ base: multiply by 3."],
          [F(Vr, base * 3), "Multiply by 3, don't divide: h = 3V ÷ base area."],
          [F(Vr * 3, l + w), "The base area is length × width."],
          [F(Vr - base), "Divide by the base area, don't subtract."],
          [F(Vr * 3), "Divide 3 × volume by the base area."],
          [F(Vr * 3, 2 * base), "h = 3V ÷ base area: there's no halving."],
        ]),
        solution: [
          `$${dn(Vr)} = \\frac{1}{3} \\times ${base} \\times h$, so $${dn(Vr * 3)} = ${base} \\times h$.`,
          `$h = ${dn(Vr * 3)} \\div ${base} = ${H}$ ${u}.`,
        ],
        hint: "Put the numbers into V = ⅓ × base area × h and solve for h.",
        difficulty: 5,
      };
    }
    return {
      text: `A pyramid has ${baseText} and a perpendicular height of $${h}$ ${u}. Work out its volume in ${cuText(u)}.${V.d === 1n ? "" : " Give your answer to 2 decimal places."}`,
      diagram: pyramidDiagram({ l: lab(l, u), w: lab(w, u), h: lab(h, u) }, "A rectangular-based pyramid"),
      answer: V.d === 1n ? exactAnswer(V, cu(u)) : decimalFrom(V, DP(2), cu(u)),
      misconceptions:
        V.d === 1n
          ? exactWrongs([
              [F(base * h), "A pyramid's volume is a third of the prism's: ⅓ × base × h."],
              [F(base * h, 2), "Divide by 3, not 2."],
              [F((l + w) * h, 3), "The base area is length × width."],
              [F(base), "Multiply the base area by the height, then divide by 3."],
            ])
          : roundedWrongs(DP(2), [
              [base * h, "A pyramid's volume is a third of the prism's: ⅓ × base × h."],
              [(base * h) / 2, "Divide by 3, not 2."],
              [((l + w) * h) / 3, "The base area is length × width."],
              [base / 3, "Multiply the base area by the height, then divide by 3."],
            ]),
      solution: [
        `Base area $= ${l} \\times ${w} = ${base}$ ${sqText(u)}.`,
        `$V = \\frac{1}{3} \\times ${base} \\times ${h} = ${V.d === 1n ? dn(V) : `${texRound(V, DP(4))}\\ldots = ${texRound(V, DP(2))}`}$ ${cuText(u)}.`,
      ],
      hint: "Volume of a pyramid = ⅓ × area of base × perpendicular height.",
      difficulty: 4,
    };
  },
};
