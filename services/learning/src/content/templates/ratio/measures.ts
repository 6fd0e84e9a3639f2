/** Compound measures: density, pressure, and converting compound units. */
import { DP, decimalAnswer, EXACT, SF } from "../../core/answers.js";
import { describeRounding, isTerminating } from "../../core/exact.js";
import { tn } from "../../core/tex.js";
import type { RoundingRule, Template } from "../../core/types.js";
import { decWrongs, F, type Fraction, level, texRound, texVal } from "./kit.js";

/** exact when the value has at most 2 decimal places, else the fallback rule */
function ruleFor(v: Fraction, fallback: RoundingRule): RoundingRule {
  return isTerminating(v) && v.mul(100).d === 1n ? EXACT : fallback;
}

const roundNote = (rule: RoundingRule) =>
  rule.kind === "exact" ? "" : ` Give your answer to ${describeRounding(rule)}.`;

const shown = (v: Fraction, rule: RoundingRule) => (rule.kind === "exact" ? texVal(v) : `${texRound(v, rule)}`);

const MATERIALS = [
  ["gold", 193, 10],
  ["iron", 79, 10],
  ["aluminium", 27, 10],
  ["copper", 896, 100],
  ["silver", 105, 10],
  ["oak", 75, 100],
  ["glass", 25, 10],
  ["ice", 92, 100],
  ["lead", 113, 10],
] as const;

export const density: Template = {
  id: "ratio.density-pressure.density",
  title: "Use density = mass ÷ volume",
  objective: "Calculate density, mass and volume",
  topics: ["ratio.density-pressure"],
  difficulty: [3, 5],
  generate(rng) {
    const [material, n, d] = rng.pick(MATERIALS);
    const rho = F(n, d);
    const find = rng.pick(["density", "mass", "volume", "cuboid"] as const);
    if (find === "cuboid") {
      const [a, b, c] = [rng.int(2, 20), rng.int(2, 15), rng.int(2, 10)];
      const vol = a * b * c;
      const massKg = rho.mul(vol).div(1000);
      const rule = ruleFor(massKg, SF(3));
      return {
        text: `A solid cuboid of ${material} measures $${a}$ cm by $${b}$ cm by $${c}$ cm. The density of ${material} is $${texVal(rho)}$ g/cm³. Work out the mass of the cuboid in kg.${roundNote(rule)}`,
        answer: decimalAnswer(massKg, rule, "kg"),
        misconceptions: decWrongs(
          [
            [rho.mul(vol), "That is the mass in grams: divide by 1000 for kg."],
            [F(vol).div(rho).div(1000), "Mass = density × volume, not volume ÷ density."],
            [rho.mul(a + b + c).div(1000), "Volume of a cuboid = length × width × height."],
            [rho.mul(vol).div(100), "There are 1000 g in a kg."],
          ],
          rule,
        ),
        solution: [
          `Volume $= ${a} \\times ${b} \\times ${c} = ${tn(vol)}$ cm³`,
          `Mass $= ${texVal(rho)} \\times ${tn(vol)} = ${texVal(rho.mul(vol))}$ g`,
          `$${texVal(rho.mul(vol))} \\div 1000 = ${texVal(massKg)}$ kg${rule.kind === "exact" ? "" : ` $\\approx ${shown(massKg, rule)}$ kg`}`,
        ],
        hint: "Find the volume first, then mass = density × volume.",
        difficulty: 5,
      };
    }
    const vol = rng.int(5, 400);
    const mass = rho.mul(vol);
    if (find === "density") {
      // the measured mass is rounded, so the density comes out near, not exactly at, the table value
      const m = F(Math.round(Number(mass)) || 1);
      const value = m.div(vol);
      const rule = ruleFor(value, DP(2));
      return {
        text: `A block of ${material} has a mass of $${tn(Number(m))}$ g and a volume of $${vol}$ cm³. Work out its density in g/cm³.${roundNote(rule)}`,
        answer: decimalAnswer(value, rule, "g/cm^3"),
        misconceptions: decWrongs(
          [
            [F(vol).div(m), "Density = mass ÷ volume, not volume ÷ mass."],
            [m.mul(vol), "Density = mass ÷ volume: divide, don't multiply."],
            [m.sub(vol), "Density = mass ÷ volume."],
            [value.mul(10), "Check the place value: divide the mass by the volume carefully."],
          ],
          rule,
        ),
        solution: [
          `Density $= \\dfrac{\\text{mass}}{\\text{volume}} = \\dfrac{${tn(Number(m))}}{${vol}} = ${shown(value, rule)}$ g/cm³`,
        ],
        hint: "Density = mass ÷ volume.",
        difficulty: level(rule.kind === "exact" ? 3 : 4),
      };
    }
    if (find === "mass") {
      const rule = ruleFor(mass, DP(1));
      return {
        text: `The density of ${material} is $${texVal(rho)}$ g/cm³. Work out the mass of $${vol}$ cm³ of ${material} in grams.${roundNote(rule)}`,
        answer: decimalAnswer(mass, rule, "g"),
        misconceptions: decWrongs(
          [
            [F(vol).div(rho), "Mass = density × volume, not volume ÷ density."],
            [rho.div(vol), "Mass = density × volume."],
            [rho.add(vol), "Mass = density × volume: multiply, don't add."],
            [mass.div(10), "Check the place value of your answer."],
          ],
          rule,
        ),
        solution: [
          `Mass $= \\text{density} \\times \\text{volume} = ${texVal(rho)} \\times ${vol} = ${shown(mass, rule)}$ g`,
        ],
        hint: "Mass = density × volume.",
        difficulty: 3,
      };
    }
    const m = rng.int(20, 3000);
    const v = F(m).div(rho);
    const rule = ruleFor(v, SF(3));
    return {
      text: `The density of ${material} is $${texVal(rho)}$ g/cm³. A piece of ${material} has a mass of $${tn(m)}$ g. Work out its volume in cm³.${roundNote(rule)}`,
      answer: decimalAnswer(v, rule, "cm^3"),
      misconceptions: decWrongs(
        [
          [rho.mul(m), "Volume = mass ÷ density, not mass × density."],
          [rho.div(m), "Volume = mass ÷ density, not density ÷ mass."],
          [F(m).sub(rho), "Volume = mass ÷ density."],
          [v.mul(10), "Check the place value of your answer."],
        ],
        rule,
      ),
      solution: [
        `Volume $= \\dfrac{\\text{mass}}{\\text{density}} = \\dfrac{${tn(m)}}{${texVal(rho)}} = ${shown(v, rule)}$ cm³`,
      ],
      hint: "Volume = mass ÷ density.",
      difficulty: level(rule.kind === "exact" ? 4 : 5),
    };
  },
};

export const pressure: Template = {
  id: "ratio.density-pressure.pressure",
  title: "Use pressure = force ÷ area",
  topics: ["ratio.density-pressure"],
  difficulty: [4, 5],
  generate(rng) {
    const find = rng.pick(["pressure", "force", "area", "box"] as const);
    const what = rng.pick(["A crate", "A statue", "A wardrobe", "A fridge", "A stack of bricks", "A water tank"]);
    if (find === "box") {
      const [w, l] = [rng.int(2, 25) * 10, rng.int(2, 25) * 10];
      const force = rng.int(20, 900);
      const areaM2 = F(w * l, 10000);
      const p = F(force).div(areaM2);
      const rule = ruleFor(p, SF(3));
      return {
        text: `${what} exerts a force of $${force}$ N on the floor. Its base is a rectangle $${w}$ cm by $${l}$ cm. Work out the pressure on the floor in N/m².${roundNote(rule)}`,
        answer: decimalAnswer(p, rule, "N/m^2"),
        misconceptions: decWrongs(
          [
            [F(force, w * l), "That is in N/cm². Change the area into m² first (1 m² = 10 000 cm²)."],
            [F(force).div(F(w * l, 100)), "1 m² is 10 000 cm², not 100 cm²."],
            [F(force).mul(areaM2), "Pressure = force ÷ area, not force × area."],
            [F(force).div(F(w + l, 100)), "The area of a rectangle is length × width."],
          ],
          rule,
        ),
        solution: [
          `Area $= ${texVal(F(w, 100))} \\times ${texVal(F(l, 100))} = ${texVal(areaM2)}$ m²`,
          `Pressure $= ${force} \\div ${texVal(areaM2)} = ${shown(p, rule)}$ N/m²`,
        ],
        hint: "Change the lengths to metres, find the area, then pressure = force ÷ area.",
        difficulty: 5,
      };
    }
    const area = F(rng.int(1, 40), rng.pick([1, 2, 4, 5, 10]));
    const force = rng.int(10, 2000);
    const p = F(force).div(area);
    if (find === "pressure") {
      const rule = ruleFor(p, SF(3));
      return {
        text: `${what} exerts a force of $${tn(force)}$ N over an area of $${texVal(area)}$ m². Work out the pressure in N/m².${roundNote(rule)}`,
        answer: decimalAnswer(p, rule, "N/m^2"),
        misconceptions: decWrongs(
          [
            [area.div(force), "Pressure = force ÷ area, not area ÷ force."],
            [area.mul(force), "Pressure = force ÷ area: divide, don't multiply."],
            [F(force).sub(area), "Pressure = force ÷ area."],
            [p.div(10), "Check the place value of your answer."],
          ],
          rule,
        ),
        solution: [
          `Pressure $= \\dfrac{\\text{force}}{\\text{area}} = \\dfrac{${tn(force)}}{${texVal(area)}} = ${shown(p, rule)}$ N/m²`,
        ],
        hint: "Pressure = force ÷ area.",
        difficulty: 4,
      };
    }
    const pr = rng.int(5, 400) * 5;
    if (find === "force") {
      const f = area.mul(pr);
      const rule = ruleFor(f, DP(1));
      return {
        text: `${what} exerts a pressure of $${tn(pr)}$ N/m² on an area of $${texVal(area)}$ m². Work out the force in newtons.${roundNote(rule)}`,
        answer: decimalAnswer(f, rule, "N"),
        misconceptions: decWrongs(
          [
            [F(pr).div(area), "Force = pressure × area, not pressure ÷ area."],
            [area.div(pr), "Force = pressure × area."],
            [area.add(pr), "Force = pressure × area: multiply, don't add."],
            [f.mul(10), "Check the place value of your answer."],
          ],
          rule,
        ),
        solution: [
          `Force $= \\text{pressure} \\times \\text{area} = ${tn(pr)} \\times ${texVal(area)} = ${shown(f, rule)}$ N`,
        ],
        hint: "Force = pressure × area.",
        difficulty: 4,
      };
    }
    const a = F(force).div(pr);
    const rule = ruleFor(a, SF(3));
    return {
      text: `${what} exerts a force of $${tn(force)}$ N and a pressure of $${tn(pr)}$ N/m². Work out the area it stands on, in m².${roundNote(rule)}`,
      answer: decimalAnswer(a, rule, "m^2"),
      misconceptions: decWrongs(
        [
          [F(pr).div(force), "Area = force ÷ pressure, not pressure ÷ force."],
          [F(pr * force), "Area = force ÷ pressure: divide, don't multiply."],
          [a.mul(10), "Check the place value of your answer."],
          [F(force - pr), "Area = force ÷ pressure."],
        ],
        rule,
      ),
      solution: [
        `Area $= \\dfrac{\\text{force}}{\\text{pressure}} = \\dfrac{${tn(force)}}{${tn(pr)}} = ${shown(a, rule)}$ m²`,
      ],
      hint: "Area = force ÷ pressure.",
      difficulty: 5,
    };
  },
};

/** [from, to, exact factor (to per from), wrong factor and why] */
const HOUR = "There are 3600 seconds in an hour as well as 1000 m in a km.";

/** [from, to, exact factor (to per from), wrong factor, why, sensible range of the starting value in tenths] */
const CONVERSIONS = [
  ["km/h", "m/s", F(5, 18), F(1000), HOUR, 100, 1300],
  ["m/s", "km/h", F(18, 5), F(1, 1000), HOUR, 10, 400],
  [
    "g/cm³",
    "kg/m³",
    F(1000),
    F(1, 1000),
    "1 m³ is 1 000 000 cm³ and 1 kg is 1000 g: kg/m³ is 1000 times bigger.",
    5,
    220,
  ],
  [
    "litres per minute",
    "ml per second",
    F(50, 3),
    F(1000),
    "There are 60 seconds in a minute as well as 1000 ml in a litre.",
    10,
    600,
  ],
  ["m/min", "km/h", F(3, 50), F(60), "There are 1000 m in a km as well as 60 minutes in an hour.", 200, 6000],
  ["cm/s", "m/min", F(3, 5), F(60), "There are 100 cm in a metre as well as 60 seconds in a minute.", 20, 2000],
] as const;

export const compoundUnits: Template = {
  id: "ratio.compound-units.convert",
  title: "Convert compound units (speeds, densities, rates)",
  objective: "Convert between compound units",
  topics: ["ratio.compound-unit-conversion"],
  difficulty: [4, 5],
  generate(rng) {
    const [from, to, factor, wrong, why, lo, hi] = rng.pick(CONVERSIONS);
    // whole numbers two times in three, else one decimal place
    const q = rng.chance(0.67) ? F(rng.int(Math.ceil(lo / 10), Math.floor(hi / 10))) : F(rng.int(lo, hi), 10);
    const v = q.mul(factor);
    const rule = ruleFor(v, SF(3));
    const unit = to.replace("³", "^3");
    return {
      text: `Change $${texVal(q)}$ ${from} into ${to}.${roundNote(rule)}`,
      answer: decimalAnswer(v, rule, unit),
      misconceptions: decWrongs(
        [
          [q.mul(wrong), why],
          [q.div(factor), "You converted the wrong way: check whether the number should get bigger or smaller."],
          [q.mul(factor).mul(10), "Check the place value: work through the conversion one unit at a time."],
          [q.mul(factor.equals(F(1000)) ? 100 : 60), why],
        ],
        rule,
      ),
      solution: [
        `Multiply by $${texVal(factor)}$: $${texVal(q)} \\times ${texVal(factor)} = ${texVal(v.round(6))}${isTerminating(v) ? "" : "\\ldots"}$`,
        ...(rule.kind === "exact" ? [] : [`To ${describeRounding(rule)}: $${shown(v, rule)}$ ${to}`]),
        why,
      ],
      hint: "Convert one unit at a time: first the top unit (distance, mass, volume), then the bottom unit (time, volume).",
      difficulty: level(rule.kind === "exact" ? 4 : 5),
    };
  },
};

export const measureTemplates: Template[] = [density, pressure, compoundUnits];
