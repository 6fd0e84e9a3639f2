/** Order of operations and calculating with decimals. */
import Fraction from "fraction.js";
import { decimalAnswer, integerAnswer } from "../../core/answers.js";
import { toDecimalString } from "../../core/exact.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { intWrongs } from "./shared.js";

export const orderOfOperations: Template = {
  id: "number.order-of-operations.bidmas",
  title: "Use the order of operations",
  topics: ["number.order-of-operations"],
  difficulty: [2, 4],
  generate(rng) {
    const [a, b, c] = [rng.int(2, 20), rng.int(2, 12), rng.int(2, 12)];
    const form = rng.int(0, 5);
    // each form: TeX, correct value, left-to-right value, a different slip
    const forms: [string, number, number, number][] = [
      [`${a} + ${b} \\times ${c}`, a + b * c, (a + b) * c, a + b + c],
      [`${a + b * c} - ${b} \\times ${c}`, a, (a + b * c - b) * c, a + b * c - b - c],
      [`(${a} + ${b}) \\times ${c}`, (a + b) * c, a + b * c, a * b + c],
      [`${a * c} + ${b * c} \\div ${c}`, a * c + b, (a * c + b * c) / c, a * c + b * c - c],
      [`${a} + ${b}^2 \\times ${c}`, a + b * b * c, (a + b) ** 2 * c, a + 2 * b * c],
      [`(${a} + ${b})^2 - ${c}`, (a + b) ** 2 - c, a + b * b - c, (a + b) * 2 - c],
    ];
    const [tex, value, l2r, slip] = forms[form] ?? forms[0]!;
    return {
      text: `Work out $${tex}$`,
      answer: integerAnswer(value),
      misconceptions: intWrongs(
        [
          [
            l2r,
            form === 2 || form === 5
              ? "Work out the brackets first."
              : "Multiply or divide before you add or subtract (BIDMAS), even if it comes later.",
          ],
          [
            slip,
            form >= 4
              ? "A square means multiply the number by itself, not by 2."
              : "Check which operations to do first: Brackets, Indices, Division/Multiplication, Addition/Subtraction.",
          ],
        ],
        value,
      ),
      solution: [
        form === 2 || form === 5
          ? "Brackets first."
          : form === 4
            ? "Indices first, then multiplication, then addition."
            : "Multiplication and division come before addition and subtraction.",
        `$${tex} = ${tn(value)}$`,
      ],
      hint: "BIDMAS: Brackets, Indices, Division and Multiplication, Addition and Subtraction.",
      difficulty: form >= 4 ? 4 : form === 2 ? 2 : 3,
    };
  },
};

const dec = (f: Fraction) => toDecimalString(f);

export const decimalAddSubtract: Template = {
  id: "number.decimals.add-subtract",
  title: "Add and subtract decimals",
  topics: ["number.decimal-calculations"],
  difficulty: [1, 3],
  generate(rng) {
    const [p, q] = [rng.int(1, 3), rng.int(1, 3)];
    const x = new Fraction(rng.int(10, 9999), 10 ** p);
    const y = new Fraction(rng.int(10, 9999), 10 ** q);
    const add = rng.bool();
    const [a, b] = add || x.compare(y) >= 0 ? [x, y] : [y, x];
    const value = add ? a.add(b) : a.sub(b);
    // lining the digits up on the right instead of on the decimal point
    const misaligned = new Fraction(
      Number(dec(a).replace(".", "")) + (add ? 1 : -1) * Number(dec(b).replace(".", "")),
      10 ** Math.max(p, q),
    );
    return {
      text: `Work out $${tn(dec(a))} ${add ? "+" : "-"} ${tn(dec(b))}$`,
      answer: decimalAnswer(value),
      misconceptions: [
        {
          answer: dec(misaligned),
          feedback: "Line up the decimal points (fill gaps with zeros), not the last digits.",
        },
        { answer: dec(add ? a.sub(b) : a.add(b)), feedback: add ? "This is an addition." : "This is a subtraction." },
        {
          answer: dec(value.add(add ? new Fraction(-1, 10) : new Fraction(1, 10))),
          feedback: add
            ? "Remember to carry when a column adds up to 10 or more."
            : "Remember to exchange when the top digit is smaller.",
        },
        {
          answer: dec(value.add(add ? -1 : 1)),
          feedback: add ? "Check the carry into the ones column." : "Check the exchange from the ones column.",
        },
      ],
      solution: [
        `Line up the decimal points, filling empty places with zeros.`,
        `$${tn(dec(a))} ${add ? "+" : "-"} ${tn(dec(b))} = ${tn(dec(value))}$`,
      ],
      hint: "Write the numbers in columns with the decimal points lined up.",
      difficulty: p !== q ? (add ? 2 : 3) : 1,
    };
  },
};

export const decimalMultiply: Template = {
  id: "number.decimals.multiply",
  title: "Multiply decimals",
  topics: ["number.decimal-calculations"],
  difficulty: [2, 4],
  generate(rng) {
    const [p, q] = [rng.int(1, 2), rng.int(0, 2)];
    const x = new Fraction(rng.int(2, 99), 10 ** p);
    const y = new Fraction(rng.int(2, 99), 10 ** q);
    if (x.d === 1n || (y.d === 1n && q > 0)) return decimalMultiply.generate(rng);
    const value = x.mul(y);
    const places = p + q;
    const digits = Number(dec(x).replace(".", "")) * Number(dec(y).replace(".", ""));
    return {
      text: `Work out $${tn(dec(x))} \\times ${tn(dec(y))}$`,
      answer: decimalAnswer(value),
      misconceptions: [
        {
          answer: dec(new Fraction(digits, 10 ** Math.max(p, q))),
          feedback: `Count the decimal places in both numbers: the answer has ${places} decimal places.`,
        },
        {
          answer: dec(new Fraction(digits, 10 ** (places + 1))),
          feedback: `Count the decimal places in both numbers: the answer has ${places} decimal places.`,
        },
        { answer: dec(x.add(y)), feedback: "This is a multiplication." },
        { answer: String(digits), feedback: "Put the decimal point back: count the decimal places in the question." },
      ],
      solution: [
        `Ignore the decimal points: $${dec(x).replace(".", "").replace(/^0+/, "")} \\times ${dec(y).replace(".", "").replace(/^0+/, "")} = ${digits}$`,
        `There are $${places}$ decimal places in the question, so the answer is $${tn(dec(value))}$`,
      ],
      hint: "Multiply without the decimal points, then put the same total number of decimal places back.",
      difficulty: places >= 3 ? 4 : places === 2 ? 3 : 2,
    };
  },
};

export const decimalDivide: Template = {
  id: "number.decimals.divide",
  title: "Divide with decimals",
  topics: ["number.decimal-calculations", "number.divide"],
  difficulty: [3, 4],
  generate(rng) {
    const byDecimal = rng.bool();
    const divisor = byDecimal ? new Fraction(rng.int(2, 9), rng.pick([10, 100])) : new Fraction(rng.int(2, 9));
    const quotient = new Fraction(rng.int(2, 250), rng.pick([1, 10]));
    const dividend = quotient.mul(divisor);
    return {
      text: `Work out $${tn(dec(dividend))} \\div ${tn(dec(divisor))}$`,
      answer: decimalAnswer(quotient),
      misconceptions: [
        {
          answer: dec(quotient.div(10)),
          feedback: byDecimal
            ? "Multiply both numbers by the same power of 10 so you divide by a whole number."
            : "Keep the decimal point in line when you divide.",
        },
        {
          answer: dec(quotient.mul(10)),
          feedback: byDecimal
            ? "Multiply both numbers by the same power of 10 so you divide by a whole number."
            : "Keep the decimal point in line when you divide.",
        },
        { answer: dec(dividend.mul(divisor)), feedback: "This is a division." },
        {
          answer: dec(quotient.mul(100)),
          feedback: "Check the place value: multiply your answer by the divisor to check.",
        },
      ],
      solution: byDecimal
        ? [
            `Multiply both by $${divisor.d}$: $${tn(dec(dividend.mul(divisor.d)))} \\div ${dec(divisor.mul(divisor.d))}$`,
            `$= ${tn(dec(quotient))}$`,
          ]
        : [
            `Use short division, keeping the decimal point in line.`,
            `$${tn(dec(dividend))} \\div ${dec(divisor)} = ${tn(dec(quotient))}$`,
          ],
      hint: byDecimal
        ? "Make the divisor a whole number by multiplying both numbers by 10 or 100."
        : "Divide as normal and line up the decimal point.",
      difficulty: byDecimal ? 4 : 3,
    };
  },
};

export const arithmeticTemplates: Template[] = [orderOfOperations, decimalAddSubtract, decimalMultiply, decimalDivide];
