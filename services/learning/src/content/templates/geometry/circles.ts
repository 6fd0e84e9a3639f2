/** Circumference and area of circles (and semicircles), rounded or in terms of π, and working backwards. */
import Fraction from "fraction.js";
import { DP, SF } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import { texPi } from "../../core/tex.js";
import type { RoundingRule, Template } from "../../core/types.js";
import { Figure, polar, pt } from "./diagrams.js";
import { LENGTH_UNITS, lab, sq, sqText } from "./lengths.js";
import { decimalFrom, dn, piWithFeedback, roundedWrongs, roundingText, texRound } from "./shared.js";

const PI = Math.PI;
export const ROUNDING: readonly RoundingRule[] = [DP(1), DP(1), DP(2), SF(3)];

/** circle with a labelled radius or diameter (or a semicircle) */
export function circleDiagram(label: string, diameter: boolean, title: string, half = false): string {
  const o = pt(0, 0);
  const f = new Figure(200, 200);
  if (half) {
    f.sector(o, 1, 0, 180);
    if (diameter) f.label(o, label, 0, 12);
    else f.dot(o).seg(o, pt(1, 0), { width: 2.5 }).label(pt(0.5, 0), label, 0, 12);
  } else {
    const a = rngAngle(label);
    f.circle(o, 1).dot(o);
    const p = polar(o, 1, a);
    const q = diameter ? polar(o, 1, a + 180) : o;
    const t = (a * Math.PI) / 180;
    f.seg(q, p).label(polar(o, 0.5, a), label, -Math.sin(t) * 18, -Math.cos(t) * 18);
  }
  return f.render(title);
}

/** a stable, label-dependent tilt so diagrams vary without using the rng */
function rngAngle(label: string): number {
  return [0, 20, 35, -25][label.length % 4] ?? 0;
}

interface CircleGiven {
  r: Fraction;
  useDiameter: boolean;
  u: string;
  given: string;
  label: string;
}

function circleGiven(rng: Rng, maxR = 25): CircleGiven {
  const u = rng.pick(LENGTH_UNITS);
  const useDiameter = rng.bool();
  const halves = rng.chance(0.25);
  const r = halves && !useDiameter ? new Fraction(rng.int(2, maxR) * 2 + 1, 2) : new Fraction(rng.int(2, maxR));
  const shown = useDiameter ? r.mul(2) : r;
  return {
    r,
    useDiameter,
    u,
    given: `${useDiameter ? "diameter" : "radius"} of $${dn(shown)}$ ${u}`,
    label: lab(shown, u),
  };
}

export const circleCircumference: Template = {
  id: "geometry.circles.circumference",
  title: "Circumference of a circle (and perimeter of a semicircle)",
  objective: "Use C = πd to find the circumference of a circle",
  topics: ["geometry.circles"],
  difficulty: [3, 4],
  generate(rng) {
    const { r, useDiameter, u, given, label } = circleGiven(rng);
    const rule = rng.pick(ROUNDING);
    const rv = Number(r.valueOf());
    const semi = rng.chance(0.3);
    const C = 2 * PI * rv;
    const value = semi ? C / 2 + 2 * rv : C;
    const d = dn(r.mul(2));
    return {
      text: semi
        ? `A semicircle has a ${given}. Work out its perimeter (the curved edge and the straight edge) in ${u}. ${roundingText(rule)}`
        : `A circle has a ${given}. Work out its circumference in ${u}. ${roundingText(rule)}`,
      diagram: circleDiagram(
        label,
        useDiameter,
        semi ? `Semicircle, ${given.replace(/\$/g, "")}` : `Circle, ${given.replace(/\$/g, "")}`,
        semi,
      ),
      answer: decimalFrom(value, rule, u),
      misconceptions: roundedWrongs(rule, [
        [
          semi ? C + 2 * rv : useDiameter ? 4 * PI * rv : PI * rv,
          semi
            ? "A semicircle's curved edge is half the circumference."
            : useDiameter
              ? "The diameter is already across the whole circle: C = π × d, not 2 × π × d."
              : "C = 2πr: double the radius (or use the diameter).",
        ],
        [
          semi ? C / 2 : PI * rv * rv,
          semi
            ? "The perimeter includes the straight edge (the diameter) too."
            : "πr² is the area. Circumference is 2πr (or πd).",
        ],
        [
          semi ? C / 2 + rv : useDiameter ? PI * rv : 4 * PI * rv,
          semi
            ? "The straight edge is the whole diameter, not the radius."
            : useDiameter
              ? "The diameter is twice the radius: C = π × d."
              : "Use the radius in C = 2πr (or the diameter in C = πd), not both doubled.",
        ],
        [
          semi ? PI * rv + rv : 2 * 3 * rv,
          semi ? "Use the diameter for the straight edge." : "Use the π button (3.14159...), not 3.",
        ],
        [
          semi ? (PI * rv * rv) / 2 : PI * 4 * rv * rv,
          semi
            ? "That's the area of the semicircle, not its perimeter."
            : "Circumference is π × diameter, not π × diameter².",
        ],
      ]),
      solution: semi
        ? [
            `Curved edge $= \\frac{1}{2} \\times \\pi \\times ${d} = ${texRound(C / 2, { kind: "dp", places: 4 })}\\ldots$`,
            `Straight edge $=$ diameter $= ${d}$. Perimeter $= ${texRound(C / 2, { kind: "dp", places: 4 })}\\ldots + ${d} = ${texRound(value, { kind: "dp", places: 4 })}\\ldots$`,
            `Rounded: $${texRound(value, rule)}$ ${u}.`,
          ]
        : [
            `Circumference $= \\pi \\times d = \\pi \\times ${d}$`,
            `$= ${texRound(value, { kind: "dp", places: 4 })}\\ldots = ${texRound(value, rule)}$ ${u}.`,
          ],
      hint: semi ? "Half the circumference, plus the diameter." : "C = πd, or C = 2πr.",
      difficulty: semi ? 4 : 3,
    };
  },
};

export const circleArea: Template = {
  id: "geometry.circles.area",
  title: "Area of a circle (and of semicircles and quarter circles)",
  objective: "Use A = πr² to find the area of a circle",
  topics: ["geometry.circles"],
  difficulty: [3, 4],
  generate(rng) {
    const { r, useDiameter, u, given, label } = circleGiven(rng, 20);
    const rule = rng.pick(ROUNDING);
    const rv = Number(r.valueOf());
    const part = rng.pick([1, 1, 2, 4] as const);
    const full = PI * rv * rv;
    const value = full / part;
    const name = part === 1 ? "circle" : part === 2 ? "semicircle" : "quarter circle";
    return {
      text: `A ${name} has a ${given}. Work out its area in ${sqText(u)}. ${roundingText(rule)}`,
      diagram:
        part === 4
          ? new Figure(160, 160)
              .sector(pt(0, 0), 1, 0, 90)
              .rightAngle(pt(0, 0), pt(1, 0), pt(0, 1))
              .label(pt(0.5, 0), label, 0, 12)
              .render(`Quarter circle, ${given.replace(/\$/g, "")}`)
          : circleDiagram(label, useDiameter, `${name}, ${given.replace(/\$/g, "")}`, part === 2),
      answer: decimalFrom(value, rule, sq(u)),
      misconceptions: roundedWrongs(rule, [
        [
          useDiameter ? (PI * 4 * rv * rv) / part : (PI * rv * rv * 4) / part,
          useDiameter
            ? "Halve the diameter to get the radius before squaring."
            : "Square the radius, not the diameter.",
        ],
        [(2 * PI * rv) / part, "2πr is the circumference. Area is πr²."],
        [(PI * 2 * rv) / part, "Square the radius: r² means r × r, not 2 × r."],
        [(PI * PI * rv * rv) / part, "Only the radius is squared, not π."],
        [
          part === 1 ? full / 2 : full,
          part === 1
            ? "The whole circle's area is πr²: don't halve it."
            : `A ${name} is ${part === 2 ? "half" : "a quarter"} of a circle: divide the circle's area by ${part}.`,
        ],
        [(3 * rv * rv) / part, "Use the π button (3.14159...), not 3."],
      ]),
      solution: [
        ...(useDiameter ? [`Radius $= ${dn(r.mul(2))} \\div 2 = ${dn(r)}$ ${u}.`] : []),
        `Area of the full circle $= \\pi r^2 = \\pi \\times ${dn(r)}^2 = ${texRound(full, { kind: "dp", places: 4 })}\\ldots$`,
        ...(part > 1
          ? [`The ${name} is $\\frac{1}{${part}}$ of that: $${texRound(value, { kind: "dp", places: 4 })}\\ldots$`]
          : []),
        `Rounded: $${texRound(value, rule)}$ ${sqText(u)}.`,
      ],
      hint: "Area = πr². Make sure you use the radius.",
      difficulty: part === 1 && !useDiameter ? 3 : 4,
    };
  },
};

export const circleExactPi: Template = {
  id: "geometry.circles.in-terms-of-pi",
  title: "Circumference and area in terms of π",
  objective: "Give circle answers exactly, in terms of π",
  topics: ["geometry.circles"],
  difficulty: [4, 5],
  generate(rng) {
    const { r, u, given, label, useDiameter } = circleGiven(rng, 15);
    const area = rng.bool();
    const semi = rng.chance(0.25);
    const k = (area ? r.mul(r) : r.mul(2)).div(semi ? 2 : 1);
    const unitText = area ? sqText(u) : u;
    const shape = semi ? "semicircle" : "circle";
    const { answer, misconceptions } = piWithFeedback(
      k,
      [
        [
          area ? r.mul(2).div(semi ? 2 : 1) : r.mul(r).div(semi ? 2 : 1),
          area ? "2πr is the circumference: area is πr²." : "πr² is the area: circumference is 2πr.",
        ],
        [
          area
            ? r
                .mul(r)
                .mul(4)
                .div(semi ? 2 : 1)
            : r.mul(4).div(semi ? 2 : 1),
          area ? "Square the radius, not the diameter." : "The diameter is 2r: C = πd = 2πr, don't double again.",
        ],
        [
          area ? r.mul(2).mul(semi ? 1 : 2) : r.mul(semi ? 2 : 1),
          area
            ? "r² means r × r, not 2 × r."
            : semi
              ? "A semicircle has half the circle's curved length."
              : "C = 2πr: remember the 2.",
        ],
        [k.mul(2), "Check whether the whole circle or half of it is asked for."],
        [k.div(2).add(1), "Substitute the radius carefully into the formula."],
        [k.mul(4), area ? "Use the radius, not the diameter." : "Substitute the radius carefully into the formula."],
        [k.add(r).add(1), "Substitute the radius carefully into the formula."],
      ],
      area ? sq(u) : u,
    );
    return {
      text: `A ${shape} has a ${given}. Work out its ${area ? "area" : semi ? "curved length (arc)" : "circumference"}. Give your answer in terms of $\\pi$.`,
      diagram: circleDiagram(label, useDiameter, `${shape}, ${given.replace(/\$/g, "")}`, semi),
      answer,
      misconceptions,
      solution: [
        ...(useDiameter ? [`Radius $= ${dn(r)}$ ${u}.`] : []),
        area
          ? `Area $= ${semi ? "\\frac{1}{2}" : ""}\\pi r^2 = ${semi ? "\\frac{1}{2} \\times" : ""} \\pi \\times ${dn(r)}^2 = ${texPi(k)}$ ${unitText}.`
          : `Length $= ${semi ? "\\frac{1}{2} \\times" : ""} 2\\pi r = ${semi ? "\\frac{1}{2} \\times" : ""} 2 \\times \\pi \\times ${dn(r)} = ${texPi(k)}$ ${unitText}.`,
        "In terms of $\\pi$ means: leave $\\pi$ as a symbol and don't multiply it out.",
      ],
      hint: area ? "Area = πr²: work out r² and keep π." : "Circumference = 2πr: work out 2r and keep π.",
      difficulty: semi || r.d !== 1n ? 5 : 4,
    };
  },
};

export const circleReverse: Template = {
  id: "geometry.circles.find-radius",
  title: "Find the radius or diameter from the circumference or area",
  objective: "Work backwards from a circumference or area",
  topics: ["geometry.circles"],
  difficulty: [4, 5],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const fromArea = rng.bool();
    const wantDiameter = !fromArea && rng.bool();
    const rule = rng.pick([DP(1), DP(2), SF(3)]);
    const given = fromArea ? rng.int(20, 2500) : rng.int(10, 300);
    const r = fromArea ? Math.sqrt(given / PI) : given / (2 * PI);
    const value = wantDiameter ? 2 * r : r;
    const what = wantDiameter ? "diameter" : "radius";
    return {
      text: `A circle has ${fromArea ? `an area of $${dn(given)}$ ${sqText(u)}` : `a circumference of $${dn(given)}$ ${u}`}. Work out its ${what} in ${u}. ${roundingText(rule)}`,
      diagram: circleDiagram(wantDiameter ? "d" : "r", wantDiameter, `Circle with unknown ${what}`),
      answer: decimalFrom(value, rule, u),
      misconceptions: roundedWrongs(rule, [
        [
          fromArea ? given / PI : wantDiameter ? given / (2 * PI) : given / PI,
          fromArea
            ? "That's r². Take the square root to find r."
            : wantDiameter
              ? "C = πd, so d = C ÷ π."
              : "C ÷ π gives the diameter: halve it for the radius.",
        ],
        [
          fromArea ? Math.sqrt(given) / PI : given * PI,
          fromArea ? "Divide by π first, then take the square root." : "Divide by π, don't multiply.",
        ],
        [
          fromArea ? given / (2 * PI) : given / 2,
          fromArea
            ? "A = πr²: divide by π and square-root; don't use the circumference formula."
            : "Divide by π as well.",
        ],
        [
          fromArea ? 2 * Math.sqrt(given / PI) : wantDiameter ? given / PI / 2 : (given / PI) * 2,
          fromArea
            ? "Square-rooting gives the radius, not the diameter."
            : wantDiameter
              ? "C ÷ π is already the diameter."
              : "C = 2πr, so r = C ÷ (2π).",
        ],
        [fromArea ? Math.sqrt(given / 3) : given / 3 / (wantDiameter ? 1 : 2), "Use the π button, not 3."],
      ]),
      solution: fromArea
        ? [
            `$\\pi r^2 = ${dn(given)}$, so $r^2 = \\frac{${dn(given)}}{\\pi} = ${texRound(given / PI, { kind: "dp", places: 4 })}\\ldots$`,
            `$r = \\sqrt{${texRound(given / PI, { kind: "dp", places: 4 })}\\ldots} = ${texRound(r, { kind: "dp", places: 4 })}\\ldots = ${texRound(value, rule)}$ ${u}.`,
          ]
        : [
            `$C = \\pi d$, so $d = \\frac{${dn(given)}}{\\pi} = ${texRound(2 * r, { kind: "dp", places: 4 })}\\ldots$`,
            wantDiameter
              ? `Rounded: $${texRound(value, rule)}$ ${u}.`
              : `$r = d \\div 2 = ${texRound(r, { kind: "dp", places: 4 })}\\ldots = ${texRound(value, rule)}$ ${u}.`,
          ],
      hint: fromArea ? "Start from πr² = area and undo each step." : "Start from C = πd and undo the ×π.",
      difficulty: fromArea ? 5 : 4,
    };
  },
};
