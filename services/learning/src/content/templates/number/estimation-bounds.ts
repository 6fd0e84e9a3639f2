/** Estimation, error intervals and calculations with bounds. */
import Fraction from "fraction.js";
import { DP, decimalAnswer, multiPartAnswer, SF } from "../../core/answers.js";
import { orderOfMagnitude, roundedString, roundHalfAway, toDecimalString } from "../../core/exact.js";
import type { Rng } from "../../core/rng.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";

/** a value whose 1 s.f. rounding is `base` (so the estimate is unambiguous) */
function near(rng: Rng, base: number): Fraction {
  const step = new Fraction(base).abs().div(10 ** 0);
  const magnitude = new Fraction(10).pow(orderOfMagnitude(new Fraction(base)) - 1);
  const offset = rng.int(-4, 4);
  const v = new Fraction(base).add(magnitude.mul(offset)).add(magnitude.mul(rng.int(1, 9)).div(10));
  return roundHalfAway(v, SF(1)).equals(base) && !v.equals(base) ? v : (near(rng, base) ?? step);
}

export const estimate: Template = {
  id: "number.estimation.round-to-1sf",
  title: "Estimate a calculation by rounding to 1 significant figure",
  topics: ["number.estimation"],
  difficulty: [3, 4],
  generate(rng) {
    const a = rng.pick([2, 3, 4, 5, 6, 7, 8, 9]) * 10 ** rng.int(0, 2);
    const b = rng.pick([2, 3, 4, 5, 6, 7, 8, 9]) * 10 ** rng.int(0, 1);
    const c = rng.pick([2, 4, 5, 10, 20, 50]);
    const form = rng.int(0, 2);
    const [x, y, z] = [near(rng, a), near(rng, b), near(rng, c)];
    const show = (f: Fraction) => tn(toDecimalString(f));
    const exprs = [
      [`\\frac{${show(x)} \\times ${show(y)}}{${show(z)}}`, new Fraction(a * b, c), `\\frac{${a} \\times ${b}}{${c}}`],
      [`${show(x)} \\times ${show(y)}`, new Fraction(a * b), `${a} \\times ${b}`],
      [`\\frac{${show(x)} + ${show(y)}}{${show(z)}}`, new Fraction(a + b, c), `\\frac{${a} + ${b}}{${c}}`],
    ] as const;
    const [tex, value, roundedTex] = exprs[form] ?? exprs[0];
    const exact = form === 0 ? x.mul(y).div(z) : form === 1 ? x.mul(y) : x.add(y).div(z);
    if (value.d !== 1n && !toDecimalString(value)) return estimate.generate(rng);
    return {
      text: `By rounding each number to $1$ significant figure, estimate the value of $${tex}$`,
      answer: decimalAnswer(value),
      misconceptions: [
        {
          answer: toDecimalString(roundHalfAway(exact, DP(2))),
          feedback: "Estimate by rounding each number to 1 significant figure first; don't work out the exact answer.",
        },
        { answer: toDecimalString(value.mul(10)), feedback: "Check the place value of each rounded number." },
        { answer: toDecimalString(value.div(10)), feedback: "Check the place value of each rounded number." },
        {
          answer: toDecimalString(roundHalfAway(exact, SF(1))),
          feedback: "Round the numbers in the question first, then calculate.",
        },
        {
          answer: toDecimalString(value.add(form === 2 ? 1 : a)),
          feedback: "Check your arithmetic with the rounded numbers.",
        },
      ],
      solution: [`Round each number to 1 s.f.: $${roundedTex}$`, `$= ${tn(toDecimalString(value))}$`],
      hint: "Round every number to its first significant figure, then do the easier calculation.",
      difficulty: form === 1 ? 3 : 4,
    };
  },
};

export const errorInterval: Template = {
  id: "number.error-intervals.rounded",
  title: "Error interval of a rounded number",
  topics: ["number.error-intervals"],
  difficulty: [4, 5],
  generate(rng) {
    const truncated = rng.chance(0.3);
    const unitChoice = rng.pick(["1", "10", "100", "0.1", "0.01"] as const);
    const unit = new Fraction(unitChoice);
    const value = unit.mul(rng.int(3, 400));
    const lower = truncated ? value : value.sub(unit.div(2));
    const upper = value.add(truncated ? unit : unit.div(2));
    const v = rng.pick(["x", "m", "d", "t", "w"]);
    const unitText =
      unitChoice === "1"
        ? "the nearest whole number"
        : unitChoice.startsWith("0")
          ? `${unitChoice.length - 2} decimal place${unitChoice.length > 3 ? "s" : ""}`
          : `the nearest ${unitChoice}`;
    const s = (f: Fraction) => toDecimalString(f);
    return {
      text: `$${v} = ${tn(s(value))}$ ${truncated ? `is truncated to ${unitText}` : `correct to ${unitText}`}. Complete the error interval $\\square \\le ${v} < \\square$.`,
      answer: multiPartAnswer([
        { id: "a", prompt: "Lower bound", answer: decimalAnswer(lower) },
        { id: "b", prompt: "Upper bound", answer: decimalAnswer(upper) },
      ]),
      misconceptions: [
        {
          answer: [s(value.sub(unit)), s(value.add(unit))],
          feedback: "The bounds are half a unit either side, not a whole unit.",
        },
        {
          answer: [s(value.sub(unit.div(2))), s(value.add(unit.div(2)).sub(unit.div(10)))],
          feedback: "The upper bound is written with < so it is exactly half a unit above.",
        },
        {
          answer: [s(value.sub(unit.div(2))), s(value.add(unit))],
          feedback: truncated
            ? "Truncating cuts digits off, so the real value can't be below the number shown."
            : "Use half a unit on both sides.",
        },
        {
          answer: [s(value), s(value.add(unit.div(2)))],
          feedback: truncated
            ? "Truncating cuts digits off, so the upper bound is one whole unit above."
            : "The value could be up to half a unit below too.",
        },
      ],
      solution: truncated
        ? [
            `Truncating means the digits after ${unitText} were cut off, so the value is at least $${tn(s(value))}$ but less than $${tn(s(upper))}$.`,
            `$${tn(s(lower))} \\le ${v} < ${tn(s(upper))}$`,
          ]
        : [`Half of the rounding unit is $${tn(s(unit.div(2)))}$.`, `$${tn(s(lower))} \\le ${v} < ${tn(s(upper))}$`],
      hint: truncated
        ? "A truncated number is never more than the real value."
        : "Go half a unit down and half a unit up.",
      difficulty: truncated || unitChoice.startsWith("0") ? 5 : 4,
    };
  },
};

export const boundsCalculation: Template = {
  id: "number.bounds.calculations",
  title: "Calculate with upper and lower bounds",
  topics: ["number.bounds-calculations"],
  difficulty: [5, 5],
  higherOnly: true, // calculating with bounds is Higher (DfE N16)
  generate(rng) {
    const unitA = rng.pick([1, 10]);
    const op = rng.pick(["area", "speed", "difference"] as const);
    // A car's journey: 4 to 8 hours at 40 to 80 km/h, so even the bounds stay a car's speed (core/contexts.ts).
    const b = op === "speed" ? rng.int(4, 8) : rng.int(2, 12);
    const a =
      op === "speed"
        ? Math.round((rng.int(40, 80) * b) / unitA) * unitA
        : unitA === 1
          ? rng.int(25, 99)
          : rng.int(5, 60) * unitA;
    const half = new Fraction(unitA, 2);
    const h = new Fraction(1, 2);
    const upper = rng.bool();
    const word = upper ? "upper" : "lower";
    const [aLo, aHi, bLo, bHi] = [
      new Fraction(a).sub(half),
      new Fraction(a).add(half),
      new Fraction(b).sub(h),
      new Fraction(b).add(h),
    ];
    const s = (f: Fraction) => tn(toDecimalString(f));
    if (op === "area") {
      const value = upper ? aHi.mul(bHi) : aLo.mul(bLo);
      return bounded({
        text: `A rectangle is $${a}$ cm long, correct to the nearest $${unitA}$ cm, and $${b}$ cm wide, correct to the nearest cm. Work out the ${word} bound for its area, in cm².`,
        value,
        wrongs: [
          new Fraction(a * b),
          upper ? aLo.mul(bLo) : aHi.mul(bHi),
          upper ? aHi.mul(b) : aLo.mul(b),
          upper ? new Fraction((a + unitA) * (b + 1)) : new Fraction((a - unitA) * (b - 1)),
        ],
        dp: null,
        advice: `multiply the two ${word} bounds`,
        working: `${upper ? `${s(aHi)} \\times ${s(bHi)}` : `${s(aLo)} \\times ${s(bLo)}`} = ${s(value)}`,
        upper,
        unit: "cm^2",
      });
    }
    if (op === "speed") {
      const value = upper ? aHi.div(bLo) : aLo.div(bHi);
      return bounded({
        text: `A car travels $${a}$ km, correct to the nearest $${unitA}$ km, in $${b}$ hours, correct to the nearest hour. Work out the ${word} bound for its average speed in km/h. Give your answer to 2 decimal places.`,
        value,
        wrongs: [
          new Fraction(a, b),
          upper ? aHi.div(bHi) : aLo.div(bLo),
          upper ? aLo.div(bHi) : aHi.div(bLo),
          upper ? new Fraction(a).div(bLo) : new Fraction(a).div(bHi),
          upper ? aHi.div(b) : aLo.div(b),
        ],
        dp: 2,
        advice: upper
          ? "divide the upper bound of distance by the lower bound of time"
          : "divide the lower bound of distance by the upper bound of time",
        working: `${upper ? `\\frac{${s(aHi)}}{${s(bLo)}}` : `\\frac{${s(aLo)}}{${s(bHi)}}`} = ${tn(roundedString(value, DP(2)))} \\text{ (2 d.p.)}`,
        upper,
        unit: "km/h",
      });
    }
    const c = a + rng.int(2, 12) * unitA;
    const [cLo, cHi] = [new Fraction(c).sub(half), new Fraction(c).add(half)];
    const value = upper ? cHi.sub(aLo) : cLo.sub(aHi);
    return bounded({
      text: `Two lengths are $${c}$ m and $${a}$ m, each correct to the nearest $${unitA}$ m. Work out the ${word} bound for the difference between them, in m.`,
      value,
      wrongs: [
        new Fraction(c - a),
        upper ? cHi.sub(aHi) : cLo.sub(aLo),
        upper ? new Fraction(c - a).add(half) : new Fraction(c - a).sub(half),
        upper ? new Fraction(c - a + 2 * unitA) : new Fraction(c - a - 2 * unitA),
      ],
      dp: null,
      advice: upper
        ? "subtract the lower bound of the smaller length from the upper bound of the larger"
        : "subtract the upper bound of the smaller length from the lower bound of the larger",
      working: `${upper ? `${s(cHi)} - ${s(aLo)}` : `${s(cLo)} - ${s(aHi)}`} = ${s(value)}`,
      upper,
      unit: "m",
    });
  },
};

interface BoundsParts {
  text: string;
  value: Fraction;
  wrongs: Fraction[];
  dp: number | null;
  advice: string;
  working: string;
  upper: boolean;
  unit: string;
}

function bounded({ text, value, wrongs, dp, advice, working, upper, unit }: BoundsParts) {
  const rule = dp === null ? undefined : DP(dp);
  const show = (f: Fraction) => (rule ? roundedString(f, rule) : toDecimalString(f));
  return {
    text,
    answer: decimalAnswer(value, rule ?? { kind: "exact" as const }, unit),
    misconceptions: wrongs.map((w, i) => ({
      answer: show(w),
      feedback:
        i === 0
          ? "Use the bounds, not the rounded values."
          : `To get the ${upper ? "largest" : "smallest"} possible answer, ${advice}.`,
    })),
    solution: [
      "Each measurement can be up to half a unit either way.",
      `To get the ${upper ? "upper" : "lower"} bound, ${advice}.`,
      `$${working}$`,
    ],
    hint: "Write down the upper and lower bound of each measurement first.",
    difficulty: 5 as const,
  };
}

export const estimationTemplates: Template[] = [estimate, errorInterval, boundsCalculation];
