/** Converting between fractions, decimals and percentages; recurring decimals. */
import Fraction from "fraction.js";
import { choiceAnswer, decimalAnswer, fractionAnswer, percentageAnswer } from "../../core/answers.js";
import { isTerminating, toDecimalString } from "../../core/exact.js";
import { gcd } from "../../core/intmath.js";
import type { Rng } from "../../core/rng.js";
import { texFrac, texFracRaw, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { fracWrongs } from "./shared.js";

/**
 * Fractions with terminating decimals: denominators 2, 4, 5, 8, 10, 20, 25, 40, 50, 100. A denominator
 * is weighted by how many fractions it has (roughly), so 1/2, the only half, is not one question in ten.
 */
const TERMINATING_DENOMINATORS = [
  2, 4, 4, 5, 5, 8, 8, 10, 10, 20, 20, 20, 25, 25, 25, 40, 40, 40, 50, 50, 50, 100, 100, 100,
];
function terminatingFraction(rng: Rng): Fraction {
  const d = rng.pick(TERMINATING_DENOMINATORS);
  // pick among the numerators already in lowest terms: rejecting 2/4 and retrying would favour 1/2
  const numerators = Array.from({ length: d - 1 }, (_, i) => i + 1).filter((n) => gcd(n, d) === 1);
  return new Fraction(rng.pick(numerators), d);
}

const dec = (f: Fraction) => toDecimalString(f);

export const fractionToDecimal: Template = {
  id: "number.fdp.fraction-to-decimal",
  title: "Write a fraction as a decimal",
  topics: ["number.fdp-conversion"],
  difficulty: [1, 3],
  generate(rng) {
    const f = terminatingFraction(rng).add(rng.chance(0.25) ? rng.int(1, 9) : 0);
    const [n, d] = [Number(f.n), Number(f.d)];
    return {
      text: `Write $${texFrac(f)}$ as a decimal.`,
      answer: decimalAnswer(f),
      equivalents: [dec(f).replace(/^0\./, ".")],
      misconceptions: [
        {
          answer: `${n}.${d}`,
          feedback: "A fraction means top ÷ bottom; it isn't written by putting a point between the numbers.",
        },
        {
          answer: isTerminating(new Fraction(d, n)) ? dec(new Fraction(d, n)) : `${d}.${n}`,
          feedback: "Divide the numerator (top) by the denominator (bottom).",
        },
        { answer: dec(f.mul(10)), feedback: "Check the place value of your decimal." },
        { answer: dec(f.div(10)), feedback: "Check the place value of your decimal." },
        { answer: `0.${n}`, feedback: "The numerator is not the decimal digits: divide the top by the bottom." },
      ],
      solution: [
        `$${texFrac(f)} = ${n} \\div ${d}$`,
        100 % d === 0 ? `$= ${texFracRaw(n * (100 / d), 100)} = ${tn(dec(f))}$` : `$= ${tn(dec(f))}$`,
      ],
      hint: "Make the denominator 10, 100 or 1000, or divide the numerator by the denominator.",
      difficulty: f.compare(1) > 0 || d === 8 || d === 40 ? 3 : d === 2 || d === 10 || d === 4 ? 1 : 2,
    };
  },
};

export const decimalToFraction: Template = {
  id: "number.fdp.decimal-to-fraction",
  title: "Write a decimal as a fraction in its simplest form",
  topics: ["number.fdp-conversion"],
  difficulty: [2, 3],
  generate(rng) {
    const places = rng.int(1, 3);
    const raw = rng.int(1, 10 ** places - 1);
    if (raw % 10 === 0) return decimalToFraction.generate(rng);
    const f = new Fraction(raw, 10 ** places);
    return {
      text: `Write $${tn(dec(f))}$ as a fraction in its simplest form.`,
      answer: fractionAnswer(f, "simplest"),
      misconceptions: fracWrongs(
        [
          [
            new Fraction(raw, 10 ** (places + 1)),
            "Count the decimal places: one place is tenths, two is hundredths, three is thousandths.",
          ],
          [
            places > 1 ? new Fraction(raw, 10 ** (places - 1)) : null,
            "Count the decimal places: one place is tenths, two is hundredths, three is thousandths.",
          ],
          [new Fraction(1, raw), "The digits after the point go on top."],
          [new Fraction(raw, 100 * places), "Use 10, 100 or 1000 as the denominator."],
        ],
        f,
      ),
      solution: [
        `$${tn(dec(f))} = ${texFracRaw(raw, 10 ** places)}$`,
        ...(gcd(raw, 10 ** places) > 1 ? [`Simplify by dividing by $${gcd(raw, 10 ** places)}$: $${texFrac(f)}$`] : []),
      ],
      hint: "Write the decimal over 10, 100 or 1000, then simplify.",
      difficulty: places === 3 ? 3 : 2,
    };
  },
};

export const percentageToFraction: Template = {
  id: "number.fdp.percentage-to-fraction",
  title: "Write a percentage as a fraction in its simplest form",
  topics: ["number.fdp-conversion"],
  difficulty: [2, 3],
  generate(rng) {
    const half = rng.chance(0.2);
    // more than 100% (125% = 5/4) half as often as a half-per-cent
    const over = !half && rng.chance(0.12);
    const p = half
      ? new Fraction(rng.int(1, 99) * 2 + 1, 2)
      : over
        ? new Fraction(
            rng.intExcept(
              101,
              299,
              [110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 210, 220, 230, 240, 250, 260, 270, 280, 290],
            ),
          )
        : new Fraction(rng.intExcept(1, 99, [10, 20, 30, 40, 50, 60, 70, 80, 90]));
    const f = p.div(100);
    return {
      text: `Write $${tn(dec(p))}\\%$ as a fraction in its simplest form.`,
      answer: fractionAnswer(f, "simplest"),
      misconceptions: fracWrongs(
        [
          [new Fraction(1, 1).mul(p).div(10), "Per cent means out of 100, not out of 10."],
          [
            p.d === 1n ? new Fraction(1, Number(p.n)) : null,
            `Per cent means out of 100: $${tn(dec(p))}\\%$ is $${tn(dec(p))}$ out of $100$.`,
          ],
          [over ? null : new Fraction(100).sub(p).div(100), "That is the percentage that is left."],
        ],
        f,
      ),
      solution: [
        `$${tn(dec(p))}\\% = ${texFracRaw(dec(p), 100)}$`,
        ...(half ? [`$= ${texFracRaw(Number(p.n), 200)}$`] : []),
        `In its simplest form: $${texFrac(f)}$`,
      ],
      hint: "Per cent means out of 100. Write it over 100, then simplify.",
      difficulty: half || over ? 3 : 2,
    };
  },
};

export const fractionToPercentage: Template = {
  id: "number.fdp.fraction-to-percentage",
  title: "Write a fraction or decimal as a percentage",
  topics: ["number.fdp-conversion"],
  difficulty: [1, 3],
  generate(rng) {
    const fromDecimal = rng.chance(0.35);
    const f = fromDecimal ? new Fraction(rng.int(1, 199), rng.pick([100, 1000])) : terminatingFraction(rng);
    const p = f.mul(100);
    const [n, d] = [Number(f.n), Number(f.d)];
    return {
      text: fromDecimal ? `Write $${tn(dec(f))}$ as a percentage.` : `Write $${texFrac(f)}$ as a percentage.`,
      answer: percentageAnswer(p),
      misconceptions: [
        { answer: `${dec(f)}%`, feedback: "Multiply by 100 to change to a percentage." },
        { answer: `${dec(p.mul(10))}%`, feedback: "Multiply by 100, not 1000." },
        { answer: `${dec(p.div(10))}%`, feedback: "Multiply by 100, not 10." },
        ...(fromDecimal
          ? []
          : [{ answer: `${n}%`, feedback: "The numerator is only the percentage when the denominator is 100." }]),
        { answer: `${dec(new Fraction(100).sub(p).abs())}%`, feedback: "That is the percentage that is left over." },
      ],
      solution: fromDecimal
        ? [`Multiply by $100$: $${tn(dec(f))} \\times 100 = ${tn(dec(p))}$`, `So it is $${tn(dec(p))}\\%$.`]
        : [`$${texFrac(f)} \\times 100 = ${tn(dec(p))}$`, `So $${texFrac(f)} = ${tn(dec(p))}\\%$`],
      hint: fromDecimal ? "Multiply the decimal by 100." : `Make the denominator 100: what do you multiply $${d}$ by?`,
      difficulty: fromDecimal ? (p.d !== 1n ? 3 : 2) : 100 % d === 0 ? 1 : 3,
    };
  },
};

export const orderFdp: Template = {
  id: "number.fdp.order-mixed-forms",
  title: "Compare fractions, decimals and percentages",
  topics: ["number.fdp-conversion", "number.compare-fractions"],
  difficulty: [3, 4],
  generate(rng) {
    const largest = rng.bool();
    const values: Fraction[] = [];
    while (values.length < 4) {
      const v = new Fraction(rng.int(5, 95), 100);
      if (!values.some((w) => w.equals(v) || w.sub(v).abs().compare(new Fraction(1, 50)) < 0)) values.push(v);
    }
    const forms = rng.shuffle([
      "fraction",
      "decimal",
      "percent",
      rng.pick(["fraction", "decimal", "percent"]),
    ] as const);
    const show = (v: Fraction, form: string) =>
      form === "percent"
        ? `$${tn(dec(v.mul(100)))}\\%$`
        : form === "decimal"
          ? `$${tn(dec(v))}$`
          : isTerminating(v) && v.d <= 20n
            ? `$${texFrac(v)}$`
            : `$${tn(dec(v))}$`;
    const shown = values.map((v, i) => show(v, forms[i] ?? "decimal"));
    const sorted = values.map((v, i) => [v, shown[i] as string] as const).sort((a, b) => a[0].compare(b[0]));
    const target = (largest ? sorted[3] : sorted[0]) as readonly [Fraction, string];
    const answer = choiceAnswer(
      rng,
      target[1],
      shown.filter((s) => s !== target[1]),
    );
    return {
      text: `Which of these is the ${largest ? "largest" : "smallest"}?`,
      answer,
      misconceptions: answer.options
        .filter((o) => o.id !== answer.correctId)
        .map((o) => ({
          answer: o.id,
          feedback: "Change them all to the same form (for example percentages) before comparing.",
        })),
      solution: [
        `As percentages: ${sorted.map(([v, s]) => `${s} $= ${tn(dec(v.mul(100)))}\\%$`).join(", ")}.`,
        `The ${largest ? "largest" : "smallest"} is ${target[1]}.`,
      ],
      hint: "Convert every number to a percentage (or a decimal), then compare.",
      difficulty: forms.includes("fraction") ? 4 : 3,
    };
  },
};

export const recurringToFraction: Template = {
  id: "number.recurring.to-fraction",
  title: "Write a recurring decimal as a fraction",
  topics: ["number.recurring-decimals"],
  difficulty: [4, 5],
  higherOnly: true, // recurring decimals to fractions is Higher (DfE N10)
  generate(rng) {
    const kind = rng.int(0, 3);
    // 0: 0.aaa (one digit), 1: 0.ababab, 2: 0.abbb (one digit before the repeat), 3: 0.abcabc
    let f: Fraction;
    let tex: string;
    let steps: string[];
    if (kind === 0) {
      const a = rng.int(1, 8);
      f = new Fraction(a, 9);
      tex = `0.\\dot{${a}}`;
      steps = [
        `Let $x = 0.${String(a).repeat(4)}\\dots$`,
        `$10x = ${a}.${String(a).repeat(4)}\\dots$`,
        `Subtract: $9x = ${a}$, so $x = ${texFracRaw(a, 9)}$`,
      ];
    } else if (kind === 1) {
      const ab = rng.intExcept(1, 98, [11, 22, 33, 44, 55, 66, 77, 88]);
      const s = String(ab).padStart(2, "0");
      f = new Fraction(ab, 99);
      tex = `0.\\dot{${s[0]}}\\dot{${s[1]}}`;
      steps = [
        `Let $x = 0.${s.repeat(3)}\\dots$`,
        `$100x = ${ab}.${s.repeat(3)}\\dots$`,
        `Subtract: $99x = ${ab}$, so $x = ${texFracRaw(ab, 99)}$`,
      ];
    } else if (kind === 3) {
      // a three-digit block; a repdigit (111, 222...) would really recur in one digit
      const abc = rng.intExcept(1, 998, [111, 222, 333, 444, 555, 666, 777, 888]);
      const s = String(abc).padStart(3, "0");
      f = new Fraction(abc, 999);
      tex = `0.\\dot{${s[0]}}${s[1]}\\dot{${s[2]}}`;
      steps = [
        `Let $x = 0.${s.repeat(3)}\\dots$`,
        `$1000x = ${abc}.${s.repeat(3)}\\dots$`,
        `Subtract: $999x = ${abc}$, so $x = ${texFracRaw(abc, 999)}$`,
      ];
    } else {
      const a = rng.int(1, 9);
      const b = rng.intExcept(1, 9, [a]);
      f = new Fraction(10 * a + b - a, 90);
      tex = `0.${a}\\dot{${b}}`;
      steps = [
        `Let $x = 0.${a}${String(b).repeat(4)}\\dots$`,
        `$10x = ${a}.${String(b).repeat(4)}\\dots$ and $100x = ${a}${b}.${String(b).repeat(3)}\\dots$`,
        `Subtract: $90x = ${10 * a + b} - ${a} = ${10 * a + b - a}$, so $x = ${texFracRaw(10 * a + b - a, 90)}$`,
      ];
    }
    // the subtraction gives n/9, n/99 or n/90: say so when that still simplifies
    if (!steps[steps.length - 1]?.endsWith(`x = ${texFrac(f)}$`)) steps.push(`In its simplest form: $${texFrac(f)}$`);
    const digits = tex.replace(/\\dot\{(\d)\}/g, "$1").replace("0.", "");
    return {
      text: `Write $${tex}$ as a fraction in its simplest form.`,
      answer: fractionAnswer(f, "simplest"),
      misconceptions: fracWrongs(
        [
          [
            new Fraction(Number(digits), 10 ** digits.length),
            "The digits repeat for ever, so it isn't exactly this terminating decimal.",
          ],
          kind === 3
            ? [new Fraction(Number(digits), 99), "Use one 9 for each recurring digit: three digits recur, so 999."]
            : [
                new Fraction(Number(digits), 10 ** digits.length - (kind === 2 ? 10 : 0) || 9),
                "Use 9s, not 10s, for the recurring part.",
              ],
          [
            kind === 2
              ? new Fraction(10 * Number(digits[0]) + Number(digits[1]), 99)
              : new Fraction(Number(digits), 100),
            "Check which digits recur: a dot over one digit means only that digit repeats.",
          ],
        ],
        f,
      ),
      solution: steps,
      hint: "Call the number x, multiply by 10 or 100 so the recurring parts line up, then subtract.",
      difficulty: kind === 0 ? 4 : 5,
    };
  },
};

export const fdpTemplates: Template[] = [
  fractionToDecimal,
  decimalToFraction,
  percentageToFraction,
  fractionToPercentage,
  orderFdp,
  recurringToFraction,
];
