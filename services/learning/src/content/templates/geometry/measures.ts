/** Reading scales, converting metric units (including area and volume units), and imperial units. */

import Fraction from "fraction.js";
import { singular, units } from "../../core/english.js";
import type { Rng } from "../../core/rng.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { Figure, pt } from "./diagrams.js";
import { exactAnswer } from "./lengths.js";
import { dn, exactWrongs, texExact } from "./shared.js";

const F = (n: number | string, d = 1) => new Fraction(n as number, d);

/** unit, label step choices, divisions choices, start choices */
const SCALES: readonly [string, readonly number[], readonly number[], readonly number[]][] = [
  ["ml", [100, 200, 50, 500], [2, 4, 5, 10], [0]],
  ["g", [100, 500, 50, 200], [2, 4, 5, 10], [0]],
  ["kg", [1, 2, 10, 5], [2, 4, 5, 10], [0]],
  ["°C", [10, 5, 20], [2, 5, 10], [-20, -10, 0, 10]],
  ["cm", [1, 10, 5], [2, 5, 10], [0]],
  ["km/h", [20, 10, 50], [2, 4, 5, 10], [0]],
];

export const readingScales: Template = {
  id: "geometry.measures.reading-scales",
  title: "Read a value from a scale",
  objective: "Work out what each small division is worth and read a scale",
  topics: ["geometry.reading-scales"],
  difficulty: [1, 3],
  generate(rng) {
    const [unit, steps, divs, starts] = rng.pick(SCALES);
    const M = rng.pick(steps);
    const k = rng.pick(divs);
    const start = rng.pick(starts) * (unit === "°C" ? 1 : 0) + (unit === "°C" ? 0 : rng.int(0, 3) * M);
    const majors = 4;
    const minor = F(M, k);
    const j = rng.int(1, majors * k - 1);
    if (j % k === 0) return readingScales.generate(rng);
    const value = minor.mul(j).add(start);
    const labelIndex = Math.floor(j / k);
    const label = start + labelIndex * M;
    const p = j % k;
    const f = new Figure(420, 120, 30);
    const X = (i: number) => (i / (majors * k)) * 10;
    f.seg(pt(0, 0), pt(10, 0), { width: 2 });
    for (let i = 0; i <= majors * k; i++) {
      const major = i % k === 0;
      f.seg(pt(X(i), 0), pt(X(i), major ? 0.9 : 0.5), { width: major ? 1.5 : 1 });
      if (major) f.label(pt(X(i), 0), String(start + (i / k) * M), 0, 14);
    }
    f.poly([pt(X(j), 1), pt(X(j) - 0.15, 1.6), pt(X(j) + 0.15, 1.6)], "black").seg(pt(X(j), 1.6), pt(X(j), 2.2), {
      width: 2,
    });
    f.label(pt(0, 0), unit, -14, 0, "end");
    const wrongStep = (s: Fraction) => s.mul(p).add(label);
    return {
      text:
        `A scale in ${unit} has labelled marks every $${tn(M)}$ ${unit}, starting at $${tn(start)}$. ` +
        `Between labelled marks there are $${k}$ equal divisions. The arrow points $${p}$ small division${p === 1 ? "" : "s"} after the mark labelled $${tn(label)}$. What value does it show, in ${unit}?`,
      diagram: f.render(`A scale in ${unit} with an arrow`),
      answer: exactAnswer(value, unit),
      misconceptions: exactWrongs([
        [wrongStep(F(1)), "Each small division is not 1: work out what one division is worth first."],
        [wrongStep(F(M, 10)), `There are ${k} divisions between labels, so each is worth ${tn(M)} ÷ ${k}.`],
        [wrongStep(F(M, k + 1)), `Count the gaps, not the marks: ${k} gaps between labels.`],
        [wrongStep(F(M, k - 1)), `There are ${k} equal gaps between labels.`],
        [wrongStep(F(M)), `A small division is only part of the ${tn(M)} ${unit} between labels.`],
        [minor.mul(p + 1).add(label), "Count the gaps from the labelled mark carefully."],
        [
          minor.mul(p - 1).add(label),
          "Count the gaps from the labelled mark carefully: don't count the labelled mark itself.",
        ],
        [F(label + M).sub(minor.mul(p)), "Read forwards from the labelled mark before the arrow."],
        [wrongStep(minor.mul(2)), `Each small division is worth ${tn(M)} ÷ ${k}.`],
      ]),
      solution: [
        `Each small division is worth $${tn(M)} \\div ${k} = ${dn(minor)}$ ${unit}.`,
        `$${tn(label)} + ${p} \\times ${dn(minor)} = ${dn(value)}$ ${unit}.`,
      ],
      hint: "First work out how much one small division is worth.",
      difficulty: minor.d === 1n && k !== 4 ? 1 : minor.d === 1n ? 2 : 3,
    };
  },
};

/** [big unit, small unit, factor] */
const METRIC: readonly [string, string, number][] = [
  ["cm", "mm", 10],
  ["m", "cm", 100],
  ["m", "mm", 1000],
  ["km", "m", 1000],
  ["kg", "g", 1000],
  ["t", "kg", 1000],
  ["l", "ml", 1000],
  ["l", "cl", 100],
];
const UNIT_WORDS: Record<string, string> = { t: "tonnes", l: "litres", cl: "cl" };
/** the unit word for an amount of it: 1 litre, 2.5 litres, 1 cl */
const unitWord = (amount: Fraction | number, u: string): string =>
  units(typeof amount === "number" ? amount : amount.valueOf(), UNIT_WORDS[u] ?? u);

function value(rng: Rng): Fraction {
  return rng.pick([F(rng.int(1, 99)), F(rng.int(1, 999), 10), F(rng.int(1, 9999), 100), F(rng.int(1, 99), 1000)]);
}

export const metricConversion: Template = {
  id: "geometry.measures.metric-units",
  title: "Convert metric units of length, mass and capacity",
  objective: "Convert between mm, cm, m, km, g, kg, ml and litres",
  topics: ["geometry.metric-units"],
  difficulty: [1, 3],
  generate(rng) {
    const [big, small, k] = rng.pick(METRIC);
    const down = rng.bool();
    const v = value(rng);
    const [from, to] = down ? [big, small] : [small, big];
    const ans = down ? v.mul(k) : v.div(k);
    const name = (u: string) => UNIT_WORDS[u] ?? u;
    const others = [10, 100, 1000].filter((x) => x !== k);
    return {
      text: `Convert $${dn(v)}$ ${unitWord(v, from)} into ${name(to)}.`,
      answer: exactAnswer(ans, to),
      misconceptions: exactWrongs([
        [
          down ? v.div(k) : v.mul(k),
          down
            ? `Going to a smaller unit gives a bigger number: multiply by ${k}.`
            : `Going to a bigger unit gives a smaller number: divide by ${k}.`,
        ],
        [
          down ? v.mul(others[0] ?? 10) : v.div(others[0] ?? 10),
          `There are ${k} ${name(small)} in 1 ${unitWord(1, big)}.`,
        ],
        [
          down ? v.mul(others[1] ?? 100) : v.div(others[1] ?? 100),
          `There are ${k} ${name(small)} in 1 ${unitWord(1, big)}.`,
        ],
        [
          down ? v.add(k) : v.sub(k).compare(0) > 0 ? v.sub(k) : v.add(k),
          `Multiply or divide by ${k}: don't add or subtract.`,
        ],
      ]),
      solution: [
        `$1$ ${unitWord(1, big)} $= ${tn(k)}$ ${name(small)}.`,
        `${down ? "Multiply" : "Divide"} by $${tn(k)}$: $${dn(v)} ${down ? "\\times" : "\\div"} ${tn(k)} = ${dn(ans)}$ ${unitWord(ans, to)}.`,
      ],
      hint: `How many ${name(small)} are in 1 ${unitWord(1, big)}? Will the number get bigger or smaller?`,
      difficulty: v.d === 1n && down ? 1 : k === 1000 && !down ? 3 : 2,
    };
  },
};

const AREA_VOL: readonly [string, string, number, number][] = [
  ["cm²", "mm²", 10, 2],
  ["m²", "cm²", 100, 2],
  ["km²", "m²", 1000, 2],
  ["cm³", "mm³", 10, 3],
  ["m³", "cm³", 100, 3],
];

export const areaVolumeUnits: Template = {
  id: "geometry.measures.area-volume-units",
  title: "Convert units of area and volume",
  objective: "Square or cube the length factor to convert area and volume units",
  topics: ["geometry.metric-units"],
  difficulty: [3, 4],
  generate(rng) {
    if (rng.chance(0.2)) {
      const cm3 = rng.int(1, 999) * rng.pick([1, 10, 100]);
      const toLitres = rng.bool();
      const litres = F(cm3, 1000);
      return {
        text: toLitres ? `Convert $${dn(cm3)}$ cm³ into litres.` : `Convert $${dn(litres)}$ litres into cm³.`,
        answer: exactAnswer(toLitres ? litres : F(cm3), toLitres ? "l" : "cm^3"),
        misconceptions: exactWrongs([
          [toLitres ? F(cm3, 100) : F(cm3 * 10), "1 litre = 1000 cm³."],
          [
            toLitres ? F(cm3 * 1000) : litres.div(1000),
            toLitres ? "Litres are bigger than cm³: divide by 1000." : "cm³ are smaller than litres: multiply by 1000.",
          ],
          [toLitres ? F(cm3, 1_000_000) : F(cm3 * 1000), "1 litre = 1000 cm³ (a 10 cm cube)."],
          [toLitres ? F(cm3, 10) : litres.mul(100), "1 litre = 1000 cm³."],
        ]),
        solution: [
          `$1$ litre $= 1000$ cm³.`,
          toLitres
            ? `$${dn(cm3)} \\div 1000 = ${dn(litres)}$ litres.`
            : `$${dn(litres)} \\times 1000 = ${dn(cm3)}$ cm³.`,
        ],
        hint: "A litre is the volume of a 10 cm × 10 cm × 10 cm cube.",
        difficulty: 3,
      };
    }
    const [big, small, k, power] = rng.pick(AREA_VOL);
    const factor = k ** power;
    const down = rng.bool();
    const v = rng.pick([F(rng.int(1, 60)), F(rng.int(1, 99), 10), F(rng.int(1, 99), 100)]);
    const vv = down ? v : v.mul(factor);
    const ans = down ? v.mul(factor) : v;
    const [from, to] = down ? [big, small] : [small, big];
    const op = (x: number) => (down ? vv.mul(x) : vv.div(x));
    const plain = (u: string) => u.replace("²", "^2").replace("³", "^3");
    return {
      text: `Convert $${dn(vv)}$ ${from} into ${to}.`,
      answer: exactAnswer(ans, plain(to)),
      misconceptions: exactWrongs([
        [
          op(k),
          `That uses the length conversion. For ${power === 2 ? "area" : "volume"} units, ${power === 2 ? "square" : "cube"} it: ${k}${power === 2 ? "²" : "³"} = ${tn(factor)}.`,
        ],
        [
          op(k * (power === 2 ? 2 : 3)),
          `${power === 2 ? "Square" : "Cube"} the length factor, don't multiply it by ${power}.`,
        ],
        [
          down ? vv.div(factor) : vv.mul(factor),
          down ? "Smaller units mean a bigger number." : "Bigger units mean a smaller number.",
        ],
        [op(power === 2 ? k ** 3 : k ** 2), `Use the ${power === 2 ? "square" : "cube"} of ${k}.`],
      ]),
      solution: [
        `$1$ ${big.replace(/[²³]/, "")} $= ${tn(k)}$ ${small.replace(/[²³]/, "")}, so $1$ ${big} $= ${tn(k)}^${power} = ${tn(factor)}$ ${small}.`,
        `${down ? "Multiply" : "Divide"} by $${tn(factor)}$: $${dn(ans)}$ ${to}.`,
      ],
      hint: `Picture a 1 ${big.replace(/[²³]/, "")} ${power === 2 ? "square" : "cube"} split into ${small.replace(/[²³]/, "")}: how many fit ${power === 2 ? "along each side" : "along each edge"}?`,
      difficulty: power === 3 || factor >= 10000 ? 4 : 3,
    };
  },
};

/** [imperial, metric, metric per imperial as a fraction, how the fact is stated] */
const IMPERIAL: readonly [string, string, Fraction, string][] = [
  ["miles", "km", F(8, 5), "5 miles ≈ 8 km"],
  ["inches", "cm", F(5, 2), "1 inch ≈ 2.5 cm"],
  ["pounds", "kg", F(5, 11), "1 kg ≈ 2.2 pounds"],
  ["gallons", "litres", F(9, 2), "1 gallon ≈ 4.5 litres"],
  ["feet", "cm", F(30), "1 foot ≈ 30 cm"],
  ["ounces", "g", F(28), "1 ounce ≈ 28 g"],
];

export const imperialUnits: Template = {
  id: "geometry.measures.imperial-units",
  title: "Convert between metric and imperial units",
  objective: "Use approximate conversions between metric and imperial units",
  topics: ["geometry.imperial-units"],
  difficulty: [2, 4],
  regions: ["UK", "US"],
  generate(rng) {
    const [imp, met, rate, fact] = rng.pick(IMPERIAL);
    const toMetric = rng.bool();
    // pick the starting amount so the answer is an exact, short decimal
    const base = rng.int(1, 60);
    const impAmount = imp === "miles" ? F(base * 5) : imp === "pounds" ? F(base * 11, 5) : F(base);
    const metAmount = impAmount.mul(rate);
    const [given, ans, from, to] = toMetric ? [impAmount, metAmount, imp, met] : [metAmount, impAmount, met, imp];
    return {
      text: `Use ${fact} to convert $${dn(given)}$ ${units(given.valueOf(), from)} into ${to}.`,
      answer: exactAnswer(ans, to),
      misconceptions: exactWrongs([
        [
          toMetric ? given.div(rate) : given.mul(rate),
          `Check the direction: ${toMetric ? `1 ${singular(imp)} is ${rate.compare(1) > 0 ? "more" : "less"} than 1 ${singular(met)}` : "think about which unit is bigger"}.`,
        ],
        [given, "The number changes when the unit changes."],
        [
          toMetric ? given.add(rate) : given.sub(rate).compare(0) > 0 ? given.sub(rate) : given.add(1),
          "Multiply or divide by the conversion rate, don't add or subtract.",
        ],
        [toMetric ? given.mul(rate).mul(2) : given.div(rate).div(2), `Use the rate exactly: ${fact}.`],
        [
          toMetric
            ? given.mul(rate).add(1)
            : given.div(rate).sub(1).compare(0) > 0
              ? given.div(rate).sub(1)
              : given.div(rate).add(2),
          "Check your multiplication or division.",
        ],
      ]),
      solution: [
        `${fact}.`,
        `$${dn(given)}$ ${units(given.valueOf(), from)} $\\approx ${dn(ans)}$ ${units(ans.valueOf(), to)}: ${`${toMetric ? "multiply" : "divide"} by $${texExact(rate)}$`}.`,
      ],
      hint: "Decide whether the answer should be a bigger or a smaller number, then multiply or divide.",
      difficulty: imp === "miles" || imp === "feet" ? 2 : imp === "pounds" ? 4 : 3,
    };
  },
};
