/** Rounding to whole numbers, decimal places and significant figures. */
import Fraction from "fraction.js";
import { DP, decimalAnswer, integerAnswer, SF } from "../../core/answers.js";
import { orderOfMagnitude, roundedString, roundHalfAway, toDecimalString } from "../../core/exact.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { commas, intWrongs } from "./shared.js";

const round = (f: Fraction, places: number) => roundHalfAway(f, { kind: "dp", places });
const truncate = (f: Fraction, places: number) =>
  f
    .mul(10 ** places)
    .floor()
    .div(10 ** places);

export const roundWholeNumbers: Template = {
  id: "number.rounding.whole-numbers",
  title: "Round whole numbers to the nearest 10, 100, 1000...",
  topics: ["number.rounding-whole"],
  difficulty: [1, 2],
  generate(rng) {
    const k = rng.int(1, 5);
    const unit = 10 ** k;
    const n = rng.int(unit + 1, unit * rng.pick([10, 50, 100, 1000]));
    if (n % unit === 0) return roundWholeNumbers.generate(rng);
    const value = Number(roundHalfAway(new Fraction(n), { kind: "nearest", unit: String(unit) }).valueOf());
    const down = Math.floor(n / unit) * unit;
    const up = down + unit;
    return {
      text: `Round $${tn(n)}$ to the nearest $${tn(unit)}$.`,
      answer: integerAnswer(value),
      equivalents: [commas(value)],
      misconceptions: intWrongs([
        [
          value === up ? down : up,
          "Look at the digit to the right of the rounding place: 5 or more rounds up, 4 or less rounds down.",
        ],
        [
          Math.round(n / (unit / 10)) * (unit / 10),
          `Round to the nearest ${tn(unit)}, not the nearest ${tn(unit / 10)}.`,
        ],
        [
          Math.round(n / (unit * 10)) * unit * 10,
          `Round to the nearest ${tn(unit)}, not the nearest ${tn(unit * 10)}.`,
        ],
        [value / unit, "Keep the zeros: rounding doesn't change the size of the number much."],
        [
          Math.round(n / 10) * 10,
          `Round to the nearest ${tn(unit)}: look at the digit in the ${tn(unit / 10)}s place.`,
        ],
        [value + unit, "Round to the nearest multiple: the one your number is closest to."],
      ]),
      solution: [
        `$${tn(n)}$ is between $${tn(down)}$ and $${tn(up)}$.`,
        `It is ${value === up ? "at least halfway, so it rounds up" : "less than halfway, so it rounds down"} to $${tn(value)}$.`,
      ],
      hint: `Which two multiples of $${tn(unit)}$ is it between? Which one is it nearer to?`,
      difficulty: k >= 3 ? 2 : 1,
    };
  },
};

export const roundDecimalPlaces: Template = {
  id: "number.rounding.decimal-places",
  title: "Round to a number of decimal places",
  topics: ["number.rounding-decimals"],
  difficulty: [2, 3],
  generate(rng) {
    const places = rng.int(0, 3);
    const extra = rng.int(1, 3);
    // avoid exact halves on a trailing 9 chain being trivial: any digits are fine
    const x = new Fraction(rng.int(10 ** (places + extra), 10 ** (places + extra + 3)), 10 ** (places + extra));
    const r = round(x, places);
    if (r.equals(x) || truncate(x, places + 1).equals(x)) return roundDecimalPlaces.generate(rng);
    const rule = DP(places);
    const t = truncate(x, places);
    const other = r.equals(t) ? t.add(new Fraction(1, 10 ** places)) : t;
    const placesText = places === 0 ? "the nearest whole number" : `${places} decimal place${places > 1 ? "s" : ""}`;
    return {
      text: `Round $${tn(toDecimalString(x))}$ to ${placesText}.`,
      answer: decimalAnswer(r, rule),
      misconceptions: [
        {
          answer: roundedString(other, rule),
          feedback: "Look at the next digit: 5 or more rounds up, 4 or less rounds down.",
        },
        {
          answer: roundedString(round(x, places + 1), DP(places + 1)),
          feedback: `Count ${places === 0 ? "to the whole number" : `${places} digit${places > 1 ? "s" : ""} after the decimal point`}.`,
        },
        ...(places > 0
          ? [
              {
                answer: roundedString(round(x, places - 1), DP(places - 1)),
                feedback: `Count ${places} digit${places > 1 ? "s" : ""} after the decimal point.`,
              },
            ]
          : []),
        { answer: toDecimalString(r.mul(10)), feedback: "Rounding doesn't move the decimal point." },
        {
          answer: toDecimalString(round(x, places - 1)),
          feedback: `Round to ${placesText}: count the places carefully.`,
        },
        {
          answer: toDecimalString(r.sub(new Fraction(1, 10 ** places))),
          feedback: "Round to the nearest value: the one your number is closest to.",
        },

        {
          answer: roundedString(r.add(new Fraction(1, 10 ** places)), rule),
          feedback: "Only round up when the next digit is 5 or more.",
        },
      ],
      solution: [
        `Look at the digit in place ${places + 1} after the point.`,
        `$${tn(toDecimalString(x))} \\approx ${tn(roundedString(r, rule))}$ (to ${placesText}).`,
      ],
      hint: "Find the last digit you keep, then look at the digit just after it.",
      difficulty: places === 0 ? 2 : 3,
    };
  },
};

export const roundSignificantFigures: Template = {
  id: "number.rounding.significant-figures",
  title: "Round to significant figures",
  topics: ["number.significant-figures"],
  difficulty: [3, 4],
  generate(rng) {
    const figures = rng.int(1, 3);
    const digits = rng.int(figures + 1, figures + 4);
    const shift = rng.int(-5, 4);
    const mantissa = rng.int(10 ** (digits - 1), 10 ** digits - 1);
    if (mantissa % 10 === 0) return roundSignificantFigures.generate(rng);
    const x =
      shift >= 0
        ? new Fraction(mantissa * 10 ** shift, 10 ** (digits - 1))
        : new Fraction(mantissa, 10 ** (digits - 1 - shift));
    const rule = SF(figures);
    const r = roundHalfAway(x, rule);
    if (r.equals(x)) return roundSignificantFigures.generate(rng);
    const e = orderOfMagnitude(x);
    const asDp = x.compare(1) < 0 ? roundedString(x, DP(figures)) : null;
    return {
      text: `Round $${tn(toDecimalString(x))}$ to $${figures}$ significant figure${figures > 1 ? "s" : ""}.`,
      answer: decimalAnswer(x, rule),
      misconceptions: [
        ...(asDp !== null && !new Fraction(asDp).equals(r)
          ? [
              {
                answer: asDp,
                feedback: "Significant figures start at the first non-zero digit: zeros at the front don't count.",
              },
            ]
          : []),
        {
          answer: roundedString(x, SF(figures + 1)),
          feedback: `Keep exactly ${figures} significant figure${figures > 1 ? "s" : ""}.`,
        },
        ...(figures > 1
          ? [{ answer: roundedString(x, SF(figures - 1)), feedback: `Keep exactly ${figures} significant figures.` }]
          : []),
        {
          answer: toDecimalString(r.div(10 ** Math.max(0, e - figures + 1))),
          feedback: "Keep the place value: fill the places up to the decimal point with zeros.",
        },
        {
          answer: toDecimalString(
            truncate(x.div(new Fraction(10).pow(e - figures + 1)), 0).mul(new Fraction(10).pow(e - figures + 1)),
          ),
          feedback: "Look at the next digit: 5 or more rounds up.",
        },
        { answer: toDecimalString(r.mul(10)), feedback: "Rounding shouldn't change the size of the number." },
        { answer: toDecimalString(r.div(10)), feedback: "Rounding shouldn't change the size of the number." },

        {
          answer: toDecimalString(r.add(new Fraction(10).pow(e - figures + 1))),
          feedback: "Round to the nearest value: look at the next digit only.",
        },
        {
          answer: toDecimalString(r.sub(new Fraction(10).pow(e - figures + 1))),
          feedback: "Round to the nearest value: look at the next digit only.",
        },
      ],
      solution: [
        `The first significant figure is the first non-zero digit. Keep $${figures}$ figure${figures > 1 ? "s" : ""} and look at the next digit.`,
        `$${tn(toDecimalString(x))} \\approx ${tn(roundedString(x, rule))}$ (${figures} s.f.)`,
      ],
      hint: "Start counting at the first digit that isn't zero.",
      difficulty: x.compare(1) < 0 || figures === 3 ? 4 : 3,
    };
  },
};

export const roundingTemplates: Template[] = [roundWholeNumbers, roundDecimalPlaces, roundSignificantFigures];
