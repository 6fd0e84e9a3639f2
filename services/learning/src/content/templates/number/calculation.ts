/** Written and mental calculation with whole numbers. */

import { integerAnswer } from "../../core/answers.js";
import { singular } from "../../core/english.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { commas, intWrongs } from "./shared.js";

/** digit-by-digit sum ignoring carries: the classic column-addition slip */
function addNoCarry(a: number, b: number): number {
  let out = 0;
  for (let p = 1, x = a, y = b; x > 0 || y > 0; p *= 10, x = Math.floor(x / 10), y = Math.floor(y / 10))
    out += (((x % 10) + (y % 10)) % 10) * p;
  return out;
}

/** "smaller from larger" in every column: the classic column-subtraction slip */
function subtractSmallerFromLarger(a: number, b: number): number {
  let out = 0;
  for (let p = 1, x = a, y = b; x > 0 || y > 0; p *= 10, x = Math.floor(x / 10), y = Math.floor(y / 10))
    out += Math.abs((x % 10) - (y % 10)) * p;
  return out;
}

export const columnAddSubtract: Template = {
  id: "number.add-subtract.column",
  title: "Add and subtract large numbers",
  topics: ["number.add-subtract"],
  difficulty: [1, 2],
  generate(rng) {
    const digits = rng.int(3, 6);
    const a = rng.int(10 ** (digits - 1), 10 ** digits - 1);
    const b = rng.int(10 ** (digits - 2), a - 1);
    const add = rng.bool();
    const value = add ? a + b : a - b;
    return {
      text: `Work out $${tn(a)} ${add ? "+" : "-"} ${tn(b)}$`,
      answer: integerAnswer(value),
      equivalents: [commas(value)],
      misconceptions: intWrongs(
        add
          ? [
              [addNoCarry(a, b), "Remember to carry when a column adds up to 10 or more."],
              [value - 10, "Check the carrying in the tens column."],
              [value + 100, "Check the carrying in the hundreds column."],
              [value - 100, "Check the carrying in the hundreds column."],
              [a - b, "This is an addition."],
            ]
          : [
              [
                subtractSmallerFromLarger(a, b),
                "When the bottom digit is bigger, exchange from the next column; don't just swap them.",
              ],
              [value + 10, "Check the exchange in the tens column."],
              [value - 100, "Check the exchange in the hundreds column."],
              [value + 100, "Check the exchange in the hundreds column."],
              [a + b, "This is a subtraction."],
            ],
      ),
      solution: [
        `Line up the digits by place value and work from the ones column to the left${add ? ", carrying" : ", exchanging"} where needed.`,
        `$${tn(a)} ${add ? "+" : "-"} ${tn(b)} = ${tn(value)}$`,
      ],
      hint: add
        ? "Add the ones first. If a column makes 10 or more, carry 1 to the next column."
        : "Subtract the ones first. If the top digit is smaller, exchange 1 from the next column.",
      difficulty: digits >= 5 ? 2 : 1,
    };
  },
};

export const missingNumber: Template = {
  id: "number.add-subtract.missing-number",
  title: "Find a missing number using inverse operations",
  topics: ["number.add-subtract"],
  difficulty: [1, 2],
  generate(rng) {
    const x = rng.int(25, 9999);
    const b = rng.int(12, 9999);
    const form = rng.int(0, 3);
    const box = "\\square";
    const [eq, value] = (
      [
        [`${box} + ${tn(b)} = ${tn(x + b)}`, x],
        [`${tn(b)} + ${box} = ${tn(x + b)}`, x],
        [`${box} - ${tn(b)} = ${tn(x)}`, x + b],
        [`${tn(x + b)} - ${box} = ${tn(b)}`, x],
      ] as const
    )[form] ?? [`${box} + ${tn(b)} = ${tn(x + b)}`, x];
    const total = x + b;
    return {
      text: `Find the missing number: $${eq}$`,
      answer: integerAnswer(value),
      equivalents: [commas(value)],
      misconceptions: intWrongs([
        [form === 2 ? x - b : total + b, "Use the inverse operation: undo + by subtracting and − by adding."],
        [form === 2 ? x : total, "That's a number from the question. Work out the missing one."],
        [value + 10, "Check your working in the tens column."],
        [value - 1, "Check your working in the ones column."],
      ]),
      solution: [
        form === 2
          ? `The inverse of subtracting $${tn(b)}$ is adding it: $${tn(x)} + ${tn(b)} = ${tn(value)}$`
          : form === 3
            ? `$${tn(total)} - ${tn(b)} = ${tn(value)}$`
            : `The inverse of adding $${tn(b)}$ is subtracting it: $${tn(total)} - ${tn(b)} = ${tn(value)}$`,
        `Check: put $${tn(value)}$ in the box.`,
      ],
      hint: "Use the inverse operation to work backwards.",
      difficulty: value > 999 ? 2 : 1,
    };
  },
};

export const multiplyTwoDigit: Template = {
  id: "number.multiply.two-digit",
  title: "Multiply a 2-digit number by a 1-digit number",
  topics: ["number.multiply"],
  difficulty: [1, 2],
  generate(rng) {
    const a = rng.int(12, 99);
    const b = rng.int(3, 9);
    const tens = Math.floor(a / 10) * 10;
    return {
      text: `Work out $${a} \\times ${b}$`,
      answer: integerAnswer(a * b),
      misconceptions: intWrongs([
        [a + b, "× means multiply, not add."],
        [(a % 10) * b + tens, "Multiply the tens as well as the ones."],
        [(a % 10) * b + Math.floor(a / 10) * b, "The tens digit is worth tens: multiply it, then multiply by 10."],
        [a * b - 10, "Check what you carried into the tens."],
      ]),
      solution: [
        `Split $${a}$ into $${tens}$ and $${a % 10}$.`,
        `$${tens} \\times ${b} = ${tens * b}$ and $${a % 10} \\times ${b} = ${(a % 10) * b}$`,
        `$${tens * b} + ${(a % 10) * b} = ${a * b}$`,
      ],
      hint: "Split the number into tens and ones, multiply each, then add.",
      difficulty: a * b > 300 ? 2 : 1,
    };
  },
};

export const longMultiplication: Template = {
  id: "number.multiply.long-multiplication",
  title: "Long multiplication",
  topics: ["number.multiply"],
  difficulty: [2, 3],
  generate(rng) {
    const a = rng.int(101, 2999);
    const b = rng.int(12, 89);
    const ones = b % 10;
    const tens = Math.floor(b / 10);
    const value = a * b;
    return {
      text: `Work out $${tn(a)} \\times ${b}$`,
      answer: integerAnswer(value),
      equivalents: [commas(value)],
      misconceptions: intWrongs([
        [
          a * ones + a * tens,
          "When you multiply by the tens digit, put a 0 place holder first: you are multiplying by a multiple of 10.",
        ],
        [a * ones + a * tens * 100, "Multiplying by the tens digit needs one place holder zero, not two."],
        [a * b + 1000, "Check your carrying when adding the two rows."],
        [a * (b + 1), "Check the digits you are multiplying by."],
      ]),
      solution: [
        `$${tn(a)} \\times ${ones} = ${tn(a * ones)}$`,
        `$${tn(a)} \\times ${tens * 10} = ${tn(a * tens * 10)}$`,
        `$${tn(a * ones)} + ${tn(a * tens * 10)} = ${tn(value)}$`,
      ],
      hint: `Multiply by the ones digit, then by the tens (remember the place holder 0), then add the two rows.`,
      difficulty: a > 999 ? 3 : 2,
    };
  },
};

export const division: Template = {
  id: "number.divide.short-long-division",
  title: "Short and long division",
  topics: ["number.divide"],
  difficulty: [1, 3],
  generate(rng) {
    const long = rng.chance(0.4);
    const d = long ? rng.int(11, 25) : rng.int(3, 9);
    const q = long ? rng.int(12, 99) : rng.int(24, 999);
    const n = d * q;
    return {
      text: `Work out $${tn(n)} \\div ${d}$`,
      answer: integerAnswer(q),
      misconceptions: intWrongs([
        [q * 10, "Check the place value: is there a 0 in your answer that shouldn't be there?"],
        [Math.floor(q / 10), "Don't forget a digit of the answer: every digit of the number needs a digit above it."],
        [n - d, "÷ means divide, not subtract."],
        [q + 1, "Check your last step: multiply back to see if you get the starting number."],
        [q - 1, "Check your last step: multiply back to see if you get the starting number."],
      ]),
      solution: [
        long
          ? `Use long division: how many $${d}$s go into each part of $${tn(n)}$, carrying remainders.`
          : `Use short division: divide each digit by $${d}$, carrying remainders to the next digit.`,
        `$${tn(n)} \\div ${d} = ${tn(q)}$`,
        `Check: $${tn(q)} \\times ${d} = ${tn(n)}$`,
      ],
      hint: long
        ? `Write out the multiples of $${d}$ first: $${d}, ${2 * d}, ${3 * d}, \\dots$`
        : "Divide from the left; carry any remainder to the next digit.",
      difficulty: long ? 3 : q > 99 ? 2 : 1,
    };
  },
};

/** [things, sentence about one container, question, round up or down] */
const GROUPS = [
  [
    "pupils",
    (k: number) => `Each minibus has $${k}$ seats.`,
    "How many minibuses are needed for all the pupils?",
    "up",
  ],
  ["eggs", (k: number) => `Each box holds $${k}$ eggs.`, "How many boxes can be filled completely?", "down"],
  [
    "people",
    (k: number) => `Each table seats $${k}$ people.`,
    "How many tables are needed so everyone can sit down?",
    "up",
  ],
  ["stickers", (k: number) => `Each sheet has $${k}$ stickers.`, "How many full sheets can be made?", "down"],
  [
    "books",
    (k: number) => `Each shelf holds $${k}$ books.`,
    "How many shelves are needed to hold all the books?",
    "up",
  ],
  ["biscuits", (k: number) => `Each packet holds $${k}$ biscuits.`, "How many full packets can be made?", "down"],
] as const;

export const divisionRemainderContext: Template = {
  id: "number.divide.remainder-in-context",
  title: "Division with remainders in context (round up or down)",
  topics: ["number.divide"],
  difficulty: [2, 3],
  generate(rng) {
    const [things, each, question, dir] = rng.pick(GROUPS);
    const size = rng.int(4, 16);
    const full = rng.int(3, 60);
    const rem = rng.int(1, size - 1);
    const n = size * full + rem;
    const value = dir === "up" ? full + 1 : full;
    return {
      text: `There are $${tn(n)}$ ${things}. ${each(size)} ${question}`,
      answer: integerAnswer(value),
      misconceptions: intWrongs([
        [
          dir === "up" ? full : full + 1,
          dir === "up"
            ? `The remaining $${rem}$ ${rem === 1 ? singular(things) : things} still need one more.`
            : "Only full ones count, so the part-filled one doesn't.",
        ],
        [rem, "That is the remainder. The question asks how many of them."],
        [n * size, "Divide the total by how many fit in each one."],
        [n - size, "Divide the total by how many fit in each one."],
      ]),
      solution: [
        `$${tn(n)} \\div ${size} = ${full}$ remainder $${rem}$`,
        dir === "up"
          ? `The $${rem}$ left over still need one more, so the answer is $${value}$.`
          : `Only full ones count, so the answer is $${value}$.`,
      ],
      hint: "Divide, then think about what the remainder means in the story.",
      difficulty: dir === "up" ? 3 : 2,
    };
  },
};

export const calculationTemplates: Template[] = [
  columnAddSubtract,
  missingNumber,
  multiplyTwoDigit,
  longMultiplication,
  division,
  divisionRemainderContext,
];
