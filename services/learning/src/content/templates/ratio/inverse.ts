/** Inverse proportion in context, and proportion equations y = kx^n. */

import {
  decimalAnswer,
  EXACT,
  expressionAnswer,
  fractionAnswer,
  integerAnswer,
  multiPartAnswer,
} from "../../core/answers.js";
import { units } from "../../core/english.js";
import { isTerminating, toDecimalString } from "../../core/exact.js";
import { factorsOf } from "../../core/intmath.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { F, type Fraction, fracWrongs, level, multiWrongs, numWrongs, texVal } from "./kit.js";

/** [workers, job, time unit, how many workers/items, verb phrase] */
const CONTEXTS = [
  ["builders", "build a wall", "days"],
  ["painters", "paint a school hall", "hours"],
  ["pumps", "empty a flooded basement", "hours"],
  ["printers", "print the school magazines", "minutes"],
  ["cleaners", "clean an office block", "hours"],
  ["farm workers", "pick a field of strawberries", "days"],
] as const;

export const inverseContext: Template = {
  id: "ratio.inverse.workers-and-time",
  title: "Solve inverse proportion problems in context",
  objective: "Solve inverse proportion problems",
  topics: ["ratio.inverse-proportion"],
  difficulty: [3, 4],
  generate(rng) {
    const [who, job, unit] = rng.pick(CONTEXTS);
    const food = rng.chance(0.25);
    for (;;) {
      const a1 = rng.int(2, 12);
      const t1 = rng.int(2, 30);
      const product = a1 * t1;
      const half = rng.chance(0.25);
      const timeUnit = food ? "days" : unit;
      const total = food ? "camper-days" : `${who.slice(0, -1)}-${unit}`;
      const options = factorsOf(half ? product * 2 : product).filter((f) => f !== a1 && f > 1 && f <= 40);
      if (options.length === 0) continue;
      const a2 = rng.pick(options);
      const t2 = F(product, a2);
      const askPeople = !half && rng.chance(0.3);
      const people = food ? "campers" : who;
      const text = food
        ? `Some food lasts $${a1}$ campers for $${t1}$ days. ${askPeople ? `How many campers would it feed for $${tn(t2.valueOf())}$ ${units(t2.valueOf(), "days")}?` : `How many days would the same food last $${a2}$ campers?`}`
        : `$${a1}$ ${who} take $${t1}$ ${unit} to ${job}. ${askPeople ? `How many ${who} would be needed to do it in $${tn(t2.valueOf())}$ ${units(t2.valueOf(), unit)}?` : `How long would $${a2}$ ${who} take, working at the same rate?`}`;
      const target = askPeople ? F(a2) : t2;
      const [given, other] = askPeople ? [t2.valueOf(), t1] : [a2, a1];
      const base = askPeople ? a1 : t1;
      return {
        text: `${text}${target.d !== 1n ? ` Give your answer in ${timeUnit} as a decimal.` : ""}`,
        answer: askPeople
          ? integerAnswer(target, "")
          : target.d === 1n
            ? integerAnswer(target, timeUnit)
            : decimalAnswer(target, EXACT, timeUnit),
        misconceptions: numWrongs([
          [(base * given) / other, "This is inverse proportion: when one quantity goes up, the other goes down."],
          [
            base - (given - other) > 0 ? base - (given - other) : null,
            "Inverse proportion multiplies and divides; it doesn't add or subtract.",
          ],
          [product, `That is the total number of ${total}. Now divide.`],
          [base, "The answer changes when the number changes."],
          [base + (given - other), "Inverse proportion multiplies and divides; it doesn't add or subtract."],
        ]),
        solution: [
          `Total work: $${a1} \\times ${t1} = ${product}$ ${total}.`,
          `$${product} \\div ${tn(given)} = ${texVal(target)}$ ${askPeople ? people : timeUnit}`,
        ],
        hint: "Multiply to find the total amount of work, then divide by the new number.",
        difficulty: level(half || askPeople ? 4 : 3),
      };
    }
  },
};

interface Law {
  readonly power: Fraction;
  readonly say: string;
  readonly tex: string;
  readonly expr: (k: number) => string;
}

const LAWS: readonly Law[] = [
  { power: F(2), say: "directly proportional to the square of $x$", tex: "x^2", expr: (k) => `${k}*x^2` },
  { power: F(3), say: "directly proportional to the cube of $x$", tex: "x^3", expr: (k) => `${k}*x^3` },
  {
    power: F(1, 2),
    say: "directly proportional to the square root of $x$",
    tex: "\\sqrt{x}",
    expr: (k) => `${k}*sqrt(x)`,
  },
  { power: F(-1), say: "inversely proportional to $x$", tex: "\\frac{1}{x}", expr: (k) => `${k}/x` },
  { power: F(-2), say: "inversely proportional to the square of $x$", tex: "\\frac{1}{x^2}", expr: (k) => `${k}/x^2` },
];

/** x^p for whole x and p in {2, 3, 1/2, -1, -2}; x is a perfect square when p = 1/2 */
function pow(x: number, p: Fraction): Fraction {
  if (p.equals(F(1, 2))) return F(Math.round(Math.sqrt(x)));
  const n = Number(p.n) * (p.s < 0n ? -1 : 1);
  return n >= 0 ? F(x ** n) : F(1, x ** -n);
}

const pickX = (rng: { int(a: number, b: number): number }, law: Law, except = 0) => {
  for (;;) {
    const r = law.power.equals(F(1, 2)) ? rng.int(2, 12) ** 2 : rng.int(2, law.power.equals(F(3)) ? 6 : 12);
    if (r !== except) return r;
  }
};

export const proportionEquation: Template = {
  id: "ratio.proportion-equations.power-laws",
  title: "Proportion equations: y = kx², y = k/x and similar",
  objective: "Form and use equations for direct and inverse proportion",
  topics: ["ratio.proportion-equations", "ratio.inverse-proportion"],
  difficulty: [4, 5],
  higherOnly: true, // y = kx², y = k/x² are Higher (DfE R13)
  generate(rng) {
    const law = rng.pick(LAWS);
    const x1 = pickX(rng, law);
    // inverse laws: choose a tidy y first so k = y × x^n is whole
    const k = law.power.s < 0n ? rng.int(1, 20) * Number(pow(x1, law.power).inverse()) : rng.int(2, 15);
    const y1 = pow(x1, law.power).mul(k);
    const x2 = pickX(rng, law, x1);
    const y2 = pow(x2, law.power).mul(k);
    const intro = `$y$ is ${law.say}. When $x = ${tn(x1)}$, $y = ${texVal(y1)}$.`;
    const linear = y1.mul(x2).div(x1);
    const flipped = pow(x2, law.power.neg()).mul(k);
    const noPower = F(k * x2);
    const valueWrongs: [Fraction, string][] = [
      [linear, `$y$ is proportional to $${law.tex}$, not to $x$: use the power.`],
      [
        flipped,
        law.power.s < 0n
          ? "Inverse proportion: as x gets bigger, y gets smaller."
          : "Direct proportion: y grows as x grows.",
      ],
      [noPower, `Put the new value of $x$ into $${law.tex}$ before multiplying by $k$.`],
      [F(k), "That is the constant k. Substitute the new x into the formula."],
      [y1.div(x2), "Find the constant k from the first pair of values, then use the formula."],
    ];
    const valueAnswer = fractionAnswer(y2, "any", { allowDecimal: true });
    const note = isTerminating(y2) ? "" : " Give your answer as a fraction.";
    const steps = [
      `Write $y = k${law.tex.startsWith("\\frac") ? `\\times ${law.tex}` : law.tex}$. Substitute: $${texVal(y1)} = k \\times ${texVal(pow(x1, law.power))}$, so $k = ${k}$.`,
      `When $x = ${tn(x2)}$: $y = ${k} \\times ${texVal(pow(x2, law.power))} = ${texVal(y2)}$`,
    ];
    if (rng.chance(0.4)) {
      return {
        text: `${intro} (a) Write a formula for $y$ in terms of $x$. (b) Find $y$ when $x = ${tn(x2)}$.${note}`,
        answer: multiPartAnswer([
          { id: "a", prompt: "$y =$", answer: expressionAnswer(law.expr(k), ["x"], "any", "y") },
          { id: "b", prompt: "$y$", answer: valueAnswer },
        ]),
        equivalents: isTerminating(y2) ? [[`y = ${law.expr(k)}`, toDecimalString(y2)]] : [],
        misconceptions: multiWrongs(
          valueWrongs.map(([v, f], i) => [
            [i === 0 ? `${y1.div(x1).toFraction()}*x` : law.expr(i === 3 ? 1 : k), v.toFraction()],
            f,
          ]),
        ),
        solution: steps,
        hint: `Start with $y = k${law.tex.startsWith("\\frac") ? `\\times ${law.tex}` : law.tex}$ and use the values you know to find $k$.`,
        difficulty: 5,
      };
    }
    return {
      text: `${intro} Find $y$ when $x = ${tn(x2)}$.${note}`,
      answer: valueAnswer,
      misconceptions: fracWrongs(valueWrongs),
      solution: steps,
      hint: `Start with $y = k${law.tex.startsWith("\\frac") ? `\\times ${law.tex}` : law.tex}$ and use the values you know to find $k$.`,
      difficulty: level(law.power.equals(F(2)) || law.power.equals(F(-1)) ? 4 : 5),
    };
  },
};

export const inverseTemplates: Template[] = [inverseContext, proportionEquation];
