/** Standard form: writing, converting and calculating. */
import Fraction from "fraction.js";
import { choiceAnswer, decimalAnswer, standardFormAnswer } from "../../core/answers.js";
import { orderOfMagnitude, toDecimalString } from "../../core/exact.js";
import type { Rng } from "../../core/rng.js";
import { tn } from "../../core/tex.js";
import type { Misconception, Template } from "../../core/types.js";

const TEN = new Fraction(10);

/** a mantissa 1 <= a < 10 with 1-3 significant figures */
function mantissa(rng: Rng): Fraction {
  const figures = rng.int(1, 3);
  return new Fraction(rng.int(10 ** (figures - 1), 10 ** figures - 1), 10 ** (figures - 1));
}

const sfTex = (a: Fraction, n: number) => `${tn(toDecimalString(a))} \\times 10^{${n}}`;
const sfPlain = (a: Fraction, n: number) => `${toDecimalString(a)} × 10^${n}`;

/** split a value into standard form parts */
function split(v: Fraction): [Fraction, number] {
  const e = orderOfMagnitude(v);
  return [v.div(TEN.pow(e)), e];
}

export const writeStandardForm: Template = {
  id: "number.standard-form.write",
  title: "Write a number in standard form",
  topics: ["number.standard-form"],
  difficulty: [3, 4],
  generate(rng) {
    const small = rng.chance(0.45);
    const a = mantissa(rng);
    const n = small ? -rng.int(1, 8) : rng.int(3, 11);
    const value = a.mul(TEN.pow(n));
    const digitsAfter = toDecimalString(a).replace(".", "").length - 1;
    const zeros = small ? -n - 1 : n - digitsAfter;
    const wrong: Misconception[] = [
      {
        answer: sfPlain(a, -n),
        feedback: small
          ? "Numbers less than 1 have a negative power of 10."
          : "Numbers bigger than 10 have a positive power of 10.",
      },
      {
        answer: sfPlain(a, small ? n - 1 : n + 1),
        feedback: "Count how many places the digits move to make a number between 1 and 10.",
      },
      {
        answer: sfPlain(a, small ? n + 1 : n - 1),
        feedback: "Count how many places the digits move to make a number between 1 and 10.",
      },
      {
        answer: sfPlain(a, small ? -zeros : zeros),
        feedback: "Count the places the decimal point moves, not just the zeros.",
      },
    ];
    return {
      text: `Write $${tn(toDecimalString(value))}$ in standard form.`,
      answer: standardFormAnswer(a, n),
      equivalents: [`${toDecimalString(a)}x10^${n}`, `${toDecimalString(a)} * 10^(${n})`],
      misconceptions: wrong,
      solution: [
        `Put the decimal point after the first non-zero digit: $${tn(toDecimalString(a))}$.`,
        `The digits move $${Math.abs(n)}$ place${Math.abs(n) === 1 ? "" : "s"}, ${small ? "and the number is less than 1 so the power is negative" : "so the power is positive"}: $${sfTex(a, n)}$`,
      ],
      hint: "Standard form is A × 10ⁿ where A is at least 1 and less than 10.",
      difficulty: small ? 4 : 3,
    };
  },
};

export const fromStandardForm: Template = {
  id: "number.standard-form.to-ordinary",
  title: "Write a standard form number as an ordinary number",
  topics: ["number.standard-form"],
  difficulty: [3, 4],
  generate(rng) {
    const a = mantissa(rng);
    const n = rng.bool() ? -rng.int(1, 6) : rng.int(2, 9);
    const value = a.mul(TEN.pow(n));
    return {
      text: `Write $${sfTex(a, n)}$ as an ordinary number.`,
      answer: decimalAnswer(value),
      misconceptions: [
        {
          answer: toDecimalString(a.mul(TEN.pow(n + 1))),
          feedback: "Move the decimal point exactly as many places as the power.",
        },
        {
          answer: toDecimalString(a.mul(TEN.pow(n - 1))),
          feedback: "Move the decimal point exactly as many places as the power.",
        },
        {
          answer: toDecimalString(a.mul(TEN.pow(-n))),
          feedback: n < 0 ? "A negative power makes the number small." : "A positive power makes the number big.",
        },
        {
          answer: `${toDecimalString(a).replace(".", "")}${"0".repeat(Math.max(0, Math.abs(n)))}`,
          feedback: "Don't just add zeros: move the decimal point.",
        },
      ],
      solution: [
        `Multiply $${tn(toDecimalString(a))}$ by $10^{${n}}$: move the digits $${Math.abs(n)}$ places ${n > 0 ? "to the left (the number gets bigger)" : "to the right (the number gets smaller)"}.`,
        `$${sfTex(a, n)} = ${tn(toDecimalString(value))}$`,
      ],
      hint:
        n > 0 ? "A positive power of 10 makes the number bigger." : "A negative power of 10 makes the number smaller.",
      difficulty: n < 0 ? 4 : 3,
    };
  },
};

export const standardFormMultiplyDivide: Template = {
  id: "number.standard-form.multiply-divide",
  title: "Multiply and divide in standard form",
  topics: ["number.standard-form-calculations"],
  difficulty: [4, 5],
  generate(rng) {
    const a = new Fraction(rng.int(11, 95), 10);
    const b = new Fraction(rng.int(2, 9));
    const [m, n] = [rng.int(-6, 9), rng.int(-6, 9)];
    const divide = rng.bool();
    // division is built backwards from the answer so it is exact
    const x = divide ? a.mul(b) : a;
    const value = divide ? a.mul(TEN.pow(m)) : a.mul(b).mul(TEN.pow(m + n));
    const [xa, xn] = split(divide ? x.mul(TEN.pow(m + n)) : x.mul(TEN.pow(m)));
    const [ya, yn] = split(divide ? b.mul(TEN.pow(n)) : b.mul(TEN.pow(n)));
    const [va, vn] = split(value);
    // a power of 0 hides the add/subtract-the-powers step, so avoid it
    if (xn === 0 || yn === 0) return standardFormMultiplyDivide.generate(rng);
    const raw = divide ? xa.div(ya) : xa.mul(ya);

    const rawN = divide ? xn - yn : xn + yn;
    return {
      text: `Work out $(${sfTex(xa, xn)}) ${divide ? "\\div" : "\\times"} (${sfTex(ya, yn)})$. Give your answer in standard form.`,
      answer: standardFormAnswer(va, vn),
      misconceptions: [
        {
          answer: sfPlain(va, divide ? xn + yn : xn - yn),
          feedback: divide ? "When dividing, subtract the powers of 10." : "When multiplying, add the powers of 10.",
        },
        {
          answer: sfPlain(va, divide ? Math.round(xn / (yn || 1)) + (xn === yn ? 7 : 0) : xn * yn),
          feedback: divide ? "Subtract the powers; don't divide them." : "Add the powers; don't multiply them.",
        },
        {
          answer: sfPlain(va, vn + 1),
          feedback: "After adjusting the first number to be between 1 and 10, change the power by the same amount.",
        },
        {
          answer: sfPlain(va, vn - 1),
          feedback: "After adjusting the first number to be between 1 and 10, change the power by the same amount.",
        },
      ],
      solution: [
        `${divide ? "Divide" : "Multiply"} the numbers: $${tn(toDecimalString(xa))} ${divide ? "\\div" : "\\times"} ${tn(toDecimalString(ya))} = ${tn(toDecimalString(raw))}$`,
        `${divide ? "Subtract" : "Add"} the powers: $10^{${xn}} ${divide ? "\\div" : "\\times"} 10^{${yn}} = 10^{${rawN}}$`,
        `$${tn(toDecimalString(raw))} \\times 10^{${rawN}} = ${sfTex(va, vn)}$`,
      ],
      hint: `${divide ? "Divide" : "Multiply"} the numbers and ${divide ? "subtract" : "add"} the powers, then make sure the first number is between 1 and 10.`,
      difficulty: raw.compare(1) < 0 || raw.compare(10) >= 0 ? 5 : 4,
    };
  },
};

export const standardFormAddSubtract: Template = {
  id: "number.standard-form.add-subtract",
  title: "Add and subtract in standard form",
  topics: ["number.standard-form-calculations"],
  difficulty: [5, 5],
  generate(rng) {
    const a = mantissa(rng);
    const b = mantissa(rng);
    const n = rng.int(-4, 8);
    const gap = rng.int(1, 2);
    const add = rng.bool();
    const x = a.mul(TEN.pow(n));
    const y = b.mul(TEN.pow(n - gap));
    const value = add ? x.add(y) : x.sub(y);
    const [va, vn] = split(value);
    const naive = add ? a.add(b) : a.sub(b);
    const wrongPlain = naive.compare(0) > 0 ? sfPlain(naive, n) : sfPlain(a, n + gap);
    return {
      text: `Work out $${sfTex(a, n)} ${add ? "+" : "-"} ${sfTex(b, n - gap)}$. Give your answer in standard form.`,
      answer: standardFormAnswer(va, vn),
      misconceptions: [
        {
          answer: wrongPlain,
          feedback:
            "The powers of 10 are different, so you can't just add or subtract the first numbers. Write both as ordinary numbers first.",
        },
        {
          answer: sfPlain(naive.abs().compare(0) > 0 ? naive.abs() : a, n + n - gap),
          feedback: "Adding numbers doesn't add their powers of 10.",
        },
        { answer: sfPlain(va, vn + 1), feedback: "Check the power of 10 when you convert back to standard form." },
        { answer: sfPlain(va, vn - 1), feedback: "Check the power of 10 when you convert back to standard form." },
      ],
      solution: [
        `As ordinary numbers: $${tn(toDecimalString(x))} ${add ? "+" : "-"} ${tn(toDecimalString(y))} = ${tn(toDecimalString(value))}$`,
        `In standard form: $${sfTex(va, vn)}$`,
      ],
      hint: "Write both numbers as ordinary numbers (or with the same power of 10) before adding or subtracting.",
      difficulty: 5,
    };
  },
};

export const compareStandardForm: Template = {
  id: "number.standard-form.largest",
  title: "Compare numbers in standard form",
  topics: ["number.standard-form"],
  difficulty: [3, 4],
  generate(rng) {
    const small = rng.bool();
    const base = small ? -rng.int(2, 7) : rng.int(3, 9);
    const items = [
      [mantissa(rng).add(0), base],
      [new Fraction(rng.int(11, 99), 10), base - 1],
      [new Fraction(rng.int(11, 99), 10), base + 1],
      [new Fraction(rng.int(11, 99), 10), base],
    ] as [Fraction, number][];
    const value = ([m, e]: [Fraction, number]) => m.mul(TEN.pow(e));
    const distinct = [...new Map(items.map((it) => [value(it).toFraction(), it])).values()];
    if (distinct.length < 4) return compareStandardForm.generate(rng);
    const largest = [...distinct].sort((p, q) => value(q).compare(value(p)))[0] as [Fraction, number];
    const bigMantissa = [...distinct].sort((p, q) => q[0].compare(p[0]))[0] as [Fraction, number];
    const texOf = ([m, e]: [Fraction, number]) => `$${sfTex(m, e)}$`;
    const answer = choiceAnswer(rng, texOf(largest), distinct.filter((d) => d !== largest).map(texOf));
    return {
      text: "Which of these numbers is the largest?",
      answer,
      misconceptions: answer.options
        .filter((o) => o.id !== answer.correctId)
        .map((o) => ({
          answer: o.id,
          feedback:
            o.text === texOf(bigMantissa)
              ? "Compare the powers of 10 first: the biggest power wins."
              : "Compare the powers of 10 first, then the first numbers.",
        })),
      solution: [
        "Compare the powers of 10 first.",
        `The largest power is $10^{${largest[1]}}$${distinct.filter((d) => d[1] === largest[1]).length > 1 ? ", and then compare the first numbers" : ""}: ${texOf(largest)}.`,
      ],
      hint: small ? "With negative powers, −2 is bigger than −5." : "A bigger power of 10 makes a much bigger number.",
      difficulty: small ? 4 : 3,
    };
  },
};

export const standardFormTemplates: Template[] = [
  writeStandardForm,
  fromStandardForm,
  standardFormMultiplyDivide,
  standardFormAddSubtract,
  compareStandardForm,
];
