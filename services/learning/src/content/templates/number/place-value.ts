/** Place value, ordering and multiplying/dividing by powers of 10. */
import Fraction from "fraction.js";
import { choiceAnswer, decimalAnswer, integerAnswer, optionId } from "../../core/answers.js";
import { toDecimalString } from "../../core/exact.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { commas, intWrongs, numberToWords } from "./shared.js";

const PLACE_NAMES = [
  "ones",
  "tens",
  "hundreds",
  "thousands",
  "ten thousands",
  "hundred thousands",
  "millions",
  "ten millions",
];

export const digitValue: Template = {
  id: "number.place-value.digit-value",
  title: "Value of a digit in a large number",
  topics: ["number.place-value"],
  difficulty: [1, 2],
  generate(rng) {
    const length = rng.int(4, 8);
    // distinct digits so "the digit d" is unambiguous; no leading zero
    const digits = rng.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, length);
    if (digits[0] === 0) digits.push(digits.shift() as number);
    const n = Number(digits.join(""));
    const candidates = digits.map((d, i) => ({ d, p: length - 1 - i })).filter((x) => x.d !== 0 && x.p >= 1);
    const { d, p } = rng.pick(candidates);
    const value = d * 10 ** p;
    return {
      text: `What is the value of the digit $${d}$ in $${tn(n)}$?`,
      answer: integerAnswer(value),
      equivalents: [commas(value)],
      misconceptions: intWrongs([
        [d, "That's the digit itself. Its value depends on its place in the number."],
        [d * 10 ** (p + 1), "Count the places from the right again: the ones column is the first."],
        [d * 10 ** (p - 1), "Count the places from the right again: the ones column is the first."],
        [n - value, "The question asks for the value of the digit, not the number without it."],
      ]),
      solution: [
        `Counting from the right: ones, tens, hundreds, ... the digit $${d}$ is in the ${PLACE_NAMES[p]} column.`,
        `So its value is $${d} \\times ${tn(10 ** p)} = ${tn(value)}$.`,
      ],
      hint: "Write the number in a place-value table: ones, tens, hundreds, thousands...",
      difficulty: length <= 6 ? 1 : 2,
    };
  },
};

export const writeInFigures: Template = {
  id: "number.place-value.write-in-figures",
  title: "Write a number given in words in figures",
  topics: ["number.place-value"],
  difficulty: [1, 2],
  generate(rng) {
    const millions = rng.chance(0.6) ? rng.int(1, 99) : 0;
    const pickGroup = () =>
      rng.chance(0.25)
        ? 0
        : rng.pick([rng.int(1, 9), rng.int(10, 99), rng.int(100, 999), rng.int(1, 9) * 100 + rng.int(0, 9)]);
    const thousands = millions === 0 ? rng.int(11, 999) : pickGroup();
    const ones = pickGroup();
    const n = millions * 1_000_000 + thousands * 1000 + ones;
    // the classic error: writing the groups down without the zeros that hold places
    const squashed = Number(`${millions || ""}${thousands || (millions ? "" : "")}${ones || ""}`);
    return {
      text: `Write this number in figures:\n\n*${numberToWords(n)}*`,
      answer: integerAnswer(n),
      equivalents: [commas(n), String(n)],
      misconceptions: intWrongs([
        [squashed, "Each group after millions and thousands needs three digits: fill empty places with zeros."],
        [n * 10, "Check the number of digits: millions have 7 digits, thousands have 4 to 6."],
        [Math.floor(n / 10), "Check the number of digits: millions have 7 digits, thousands have 4 to 6."],
        [millions * 1_000_000 + ones * 1000 + thousands, "The thousands come before the hundreds, tens and ones."],
      ]),
      solution: [
        `Split it into groups: ${millions ? `$${millions}$ million, ` : ""}$${thousands}$ thousand and $${ones}$.`,
        `Each group after the first has three digits, using zeros as place holders: $${tn(n)}$.`,
      ],
      hint: "Write the millions, then the thousands as 3 digits, then the rest as 3 digits.",
      difficulty: millions > 0 ? 2 : 1,
    };
  },
};

export const decimalDigitValue: Template = {
  id: "number.place-value.decimal-digit",
  title: "Value of a digit in a decimal",
  topics: ["number.decimal-place-value"],
  difficulty: [1, 2],
  generate(rng) {
    const decimals = rng.int(2, 3);
    const whole = rng.int(0, 99);
    const digits = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, decimals);
    const used = new Set(String(whole).split("").map(Number));
    const choices = digits.map((d, i) => ({ d, k: i + 1 })).filter((x) => !used.has(x.d));
    const { d, k } = choices.length > 0 ? rng.pick(choices) : { d: digits[0] ?? 1, k: 1 };
    const number = new Fraction(Number(digits.join("")), 10 ** decimals).add(whole);
    const wordsFor = ["", "tenths", "hundredths", "thousandths"];
    const value = new Fraction(d, 10 ** k);
    return {
      text: `What is the value of the digit $${d}$ in $${tn(toDecimalString(number))}$? Give your answer as a decimal.`,
      answer: decimalAnswer(value),
      equivalents: [toDecimalString(value).replace(/^0/, "")],
      misconceptions: [
        { answer: String(d), feedback: "The digit is after the decimal point, so its value is less than 1." },
        {
          answer: toDecimalString(value.mul(10)),
          feedback: "The first place after the point is tenths, then hundredths, then thousandths.",
        },
        {
          answer: toDecimalString(value.div(10)),
          feedback: "The first place after the point is tenths, then hundredths, then thousandths.",
        },
        {
          answer: String(d * 10 ** k),
          feedback: "Places after the decimal point are tenths, hundredths... not tens and hundreds.",
        },
      ],
      solution: [
        `The digit $${d}$ is in the ${wordsFor[k]} column.`,
        `So its value is $${d}$ ${wordsFor[k]} $= ${tn(toDecimalString(value))}$.`,
      ],
      hint: "After the decimal point the columns are tenths, hundredths, thousandths.",
      difficulty: k === 3 ? 2 : 1,
    };
  },
};

export const powersOfTen: Template = {
  id: "number.place-value.multiply-divide-10-100-1000",
  title: "Multiply and divide by 10, 100 and 1000",
  topics: ["number.multiply-divide-powers-of-10", "number.decimal-place-value"],
  difficulty: [1, 3],
  generate(rng) {
    const places = rng.int(0, 3);
    const x = new Fraction(rng.int(11, 9999), 10 ** places);
    const k = rng.int(1, 3);
    const p = 10 ** k;
    const multiply = rng.bool();
    const result = multiply ? x.mul(p) : x.div(p);
    const opposite = multiply ? x.div(p) : x.mul(p);
    const xs = toDecimalString(x);
    return {
      text: `Work out $${tn(xs)} ${multiply ? "\\times" : "\\div"} ${tn(p)}$`,
      answer: decimalAnswer(result),
      equivalents: [toDecimalString(result).replace(/^0\./, ".")],
      misconceptions: [
        {
          answer: toDecimalString(opposite),
          feedback: multiply
            ? "Multiplying by a power of 10 makes the number bigger."
            : "Dividing by a power of 10 makes the number smaller.",
        },
        {
          answer: toDecimalString(multiply ? x.mul(p * 10) : x.div(p * 10)),
          feedback: `${tn(p)} has ${k} zero${k > 1 ? "s" : ""}, so the digits move ${k} place${k > 1 ? "s" : ""}.`,
        },
        {
          answer: toDecimalString(multiply ? x.mul(p / 10 || 1) : x.div(p / 10 || 1)),
          feedback: `${tn(p)} has ${k} zero${k > 1 ? "s" : ""}, so the digits move ${k} place${k > 1 ? "s" : ""}.`,
        },
        ...(multiply && places > 0
          ? [
              {
                answer: `${xs}${"0".repeat(k)}`,
                feedback: "Adding zeros on the end of a decimal doesn't change it. Move the digits instead.",
              },
            ]
          : []),
        {
          answer: toDecimalString(multiply ? x.add(p) : x.sub(p)),
          feedback: multiply
            ? "Multiply by the power of 10; don't add it."
            : "Divide by the power of 10; don't subtract it.",
        },
      ],
      solution: [
        `${multiply ? "Multiplying" : "Dividing"} by $${tn(p)}$ moves every digit $${k}$ place${k > 1 ? "s" : ""} to the ${multiply ? "left" : "right"}.`,
        `$${tn(xs)} ${multiply ? "\\times" : "\\div"} ${tn(p)} = ${tn(toDecimalString(result))}$`,
      ],
      hint: `Count the zeros in $${tn(p)}$: that is how many places the digits move.`,
      difficulty: (places > 0 && !multiply) || k === 3 ? (places > 1 ? 3 : 2) : 1,
    };
  },
};

function decimalSet(rng: import("../../core/rng.js").Rng): Fraction[] {
  // numbers that trap "longer means bigger": same leading digit, different lengths
  const whole = rng.chance(0.5) ? 0 : rng.int(1, 20);
  const a = rng.int(1, 8);
  const cands = [
    new Fraction(a * 10 + rng.int(1, 9), 100),
    new Fraction(a * 100 + rng.int(1, 9), 1000),
    new Fraction(a + 1, 10),
    new Fraction(a, 10),
    new Fraction(a * 100 + rng.int(10, 99), 1000),
  ].map((f) => f.add(whole));
  const unique = [...new Map(cands.map((f) => [f.toFraction(), f])).values()];
  return rng.shuffle(unique).slice(0, 4);
}

export const orderDecimals: Template = {
  id: "number.compare.smallest-largest-decimal",
  title: "Find the smallest or largest decimal",
  topics: ["number.compare-order", "number.decimal-place-value"],
  difficulty: [1, 2],
  generate(rng) {
    let set = decimalSet(rng);
    while (set.length < 4) set = decimalSet(rng);
    const largest = rng.bool();
    const sorted = [...set].sort((x, y) => x.compare(y));
    const target = (largest ? sorted[sorted.length - 1] : sorted[0]) as Fraction;
    const texts = set.map((f) => `$${tn(toDecimalString(f))}$`);
    const correct = `$${tn(toDecimalString(target))}$`;
    const answer = choiceAnswer(
      rng,
      correct,
      texts.filter((t) => t !== correct),
    );
    const longest = [...set].sort((x, y) => toDecimalString(y).length - toDecimalString(x).length)[0] as Fraction;
    return {
      text: `Which of these numbers is the ${largest ? "largest" : "smallest"}?`,
      answer,
      misconceptions: answer.options
        .filter((o) => o.id !== answer.correctId)
        .map((o) => ({
          answer: o.id,
          feedback:
            o.text === `$${tn(toDecimalString(longest))}$`
              ? "More digits after the point doesn't make a decimal bigger. Compare tenths first, then hundredths."
              : "Compare the digits column by column: whole numbers, then tenths, then hundredths.",
        })),
      solution: [
        "Line the numbers up by their decimal points and compare column by column.",
        `In order: ${sorted.map((f) => `$${tn(toDecimalString(f))}$`).join(", ")}.`,
        `The ${largest ? "largest" : "smallest"} is ${correct}.`,
      ],
      hint: "Write them all with the same number of decimal places by adding zeros, then compare.",
      difficulty: set.some((f) => f.compare(1) >= 0) ? 2 : 1,
    };
  },
};

export const orderIntegersAndNegatives: Template = {
  id: "number.compare.order-list",
  title: "Put numbers in order",
  topics: ["number.compare-order", "number.negatives-context"],
  difficulty: [1, 3],
  generate(rng) {
    const withNegatives = rng.bool();
    const vals = rng.distinctInts(4, withNegatives ? -30 : 100, withNegatives ? 30 : 99999);
    const asc = [...vals].sort((a, b) => a - b);
    const show = (list: number[]) => list.map((v) => `$${tn(v)}$`).join(", ");
    const byDigits = [...vals].sort((a, b) => Math.abs(a) - Math.abs(b));
    const correct = show(asc);
    const swap = (i: number) => {
      const l = [...asc];
      [l[i], l[i + 1]] = [l[i + 1] as number, l[i] as number];
      return show(l);
    };
    // likely wrong orders first; near-misses (two neighbours swapped) make sure there are always 3
    const answer = choiceAnswer(rng, correct, [
      show([...asc].reverse()),
      show(byDigits),
      show([...vals].sort((a, b) => String(a).localeCompare(String(b)))),
      swap(1),
      swap(0),
      swap(2),
    ]);
    return {
      text: `Which list puts ${show(vals)} in order from smallest to largest?`,
      answer,
      misconceptions: answer.options
        .filter((o) => o.id !== answer.correctId)
        .map((o) => ({
          answer: o.id,
          feedback:
            o.text === show([...asc].reverse())
              ? "That's largest to smallest."
              : withNegatives
                ? "Negative numbers are smaller than 0: the further from 0, the smaller."
                : "Compare the number of digits first, then the first digit.",
        })),
      solution: [
        withNegatives
          ? "Place the numbers on a number line: negatives are on the left of 0."
          : "Compare the number of digits, then digits from the left.",
        `Smallest to largest: ${correct}.`,
      ],
      hint: withNegatives
        ? "-20 is smaller than -5 because it is further below zero."
        : "A number with more digits is larger.",
      difficulty: withNegatives ? (vals.filter((v) => v < 0).length >= 2 ? 3 : 2) : 1,
    };
  },
};

export const placeValueTemplates: Template[] = [
  digitValue,
  writeInFigures,
  decimalDigitValue,
  powersOfTen,
  orderDecimals,
  orderIntegersAndNegatives,
];
// optionId is re-exported for templates that build choice misconceptions from texts
export { optionId };
