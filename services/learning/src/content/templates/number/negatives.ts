/** Negative numbers: context, adding/subtracting and multiplying/dividing. */

import { integerAnswer } from "../../core/answers.js";
import { plural } from "../../core/english.js";
import { paren, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { intWrongs } from "./shared.js";

const PLACES = [
  "Moscow",
  "Oslo",
  "Edinburgh",
  "Leh",
  "Toronto",
  "Helsinki",
  "Shimla",
  "Reykjavik",
  "Chicago",
  "Anchorage",
];

export const temperatureChange: Template = {
  id: "number.negatives.temperature",
  title: "Temperature changes with negative numbers",
  topics: ["number.negatives-context"],
  difficulty: [1, 3],
  generate(rng) {
    const place = rng.pick(PLACES);
    const kind = rng.pick(["rise", "fall", "difference"] as const);
    if (kind === "difference") {
      const low = rng.int(-25, -1);
      const high = rng.intExcept(-10, 25, [0]);
      if (high <= low) return temperatureChange.generate(rng);
      const diff = high - low;
      return {
        text: `At night the temperature in ${place} was $${tn(low)}^\\circ\\text{C}$. In the day it was $${tn(high)}^\\circ\\text{C}$. What is the difference between the two temperatures, in °C?`,
        answer: integerAnswer(diff, "°C"),
        equivalents: [`${diff} °C`, `${diff} degrees`],
        misconceptions: intWrongs([
          [
            high + low,
            "The difference is how far apart they are: count up from the lower temperature to the higher one.",
          ],
          [Math.abs(Math.abs(high) - Math.abs(low)), "Don't ignore the minus sign: count through zero."],
          [diff + 1, "Count the steps between the temperatures, not the numbers you pass."],
          [-diff, "A difference between temperatures is a positive number of degrees."],
          [diff - 1, "Count the steps between the temperatures carefully, including the step through zero."],
        ]),
        solution: [
          `From $${tn(low)}$ up to $${high >= 0 ? 0 : tn(high)}$ is $${high >= 0 ? -low : high - low}$ ${plural(high >= 0 ? -low : high - low, "degree")}${high > 0 ? `, then up to $${high}$ is another $${high}$` : ""}.`,
          `The difference is $${diff}^\\circ\\text{C}$.`,
        ],
        hint: "Draw a vertical number line (like a thermometer) and count the steps between the two temperatures.",
        difficulty: high > 0 ? 2 : 1,
      };
    }
    const start = rng.intExcept(-15, 12, [0]);
    const change = rng.int(3, 20);
    const end = kind === "rise" ? start + change : start - change;
    return {
      text: `The temperature in ${place} is $${tn(start)}^\\circ\\text{C}$. It ${kind === "rise" ? "rises" : "falls"} by $${change}$ degrees. What is the new temperature, in °C?`,
      answer: integerAnswer(end, "°C"),
      equivalents: [`${end} °C`, `${end}°C`],
      misconceptions: intWrongs([
        [
          kind === "rise" ? start - change : start + change,
          kind === "rise" ? "Rising means the temperature goes up." : "Falling means the temperature goes down.",
        ],
        [-end, "Check the sign: is the new temperature above or below zero?"],
        [
          kind === "rise" ? -start + change : -start - change,
          "Start from the temperature given, including its minus sign.",
        ],
        [end + (kind === "rise" ? 1 : -1), "Count the steps on the number line carefully: don't count the start."],
        [end - (kind === "rise" ? 1 : -1), "Count the steps on the number line carefully, especially through zero."],
      ]),
      solution: [
        `$${tn(start)} ${kind === "rise" ? "+" : "-"} ${change} = ${tn(end)}$`,
        `The new temperature is $${tn(end)}^\\circ\\text{C}$.`,
      ],
      hint: `Start at $${tn(start)}$ on a number line and move ${change} ${kind === "rise" ? "up" : "down"}.`,
      difficulty: start < 0 || end < 0 ? 2 : 1,
    };
  },
};

export const addSubtractNegatives: Template = {
  id: "number.negatives.add-subtract",
  title: "Add and subtract negative numbers",
  topics: ["number.negatives-add-subtract"],
  difficulty: [2, 3],
  generate(rng) {
    // at least one negative, and not a trivial a - a
    const a = rng.nonZero(-30, 30);
    const b = a > 0 ? rng.int(-30, -1) : rng.intExcept(-30, 30, [0, a, -a]);
    const op = rng.pick(["+", "-"] as const);
    const value = op === "+" ? a + b : a - b;
    const flipped = op === "+" ? a - b : a + b;
    return {
      text: `Work out $${tn(a)} ${op} ${paren(tn(b))}$`,
      answer: integerAnswer(value),
      misconceptions: intWrongs([
        [
          flipped,
          op === "-" && b < 0
            ? "Subtracting a negative is the same as adding: a − (−b) = a + b."
            : "Adding a negative is the same as subtracting.",
        ],
        [-value, "Check the sign of your answer: which side of zero do you end on?"],
        [
          op === "+" ? Math.abs(a) + Math.abs(b) : Math.abs(a) - Math.abs(b),
          "Keep the signs: a negative number is below zero.",
        ],
        [
          op === "+" ? -(Math.abs(a) + Math.abs(b)) : -Math.abs(a) - Math.abs(b),
          "Two negatives only make a positive when you subtract a negative or multiply.",
        ],
        [Math.abs(a) - Math.abs(b), "Keep the signs: a negative number is below zero."],
        [value + 1, "Count the steps on the number line carefully: don't count the number you start on."],
        [value - 1, "Count the steps on the number line carefully: don't count the number you start on."],
      ]),

      solution: [
        op === "-" && b < 0
          ? `Subtracting a negative is adding: $${tn(a)} - (${tn(b)}) = ${tn(a)} + ${tn(-b)}$`
          : op === "+" && b < 0
            ? `Adding a negative is subtracting: $${tn(a)} + (${tn(b)}) = ${tn(a)} - ${tn(-b)}$`
            : `Start at $${tn(a)}$ and move ${op === "+" ? "up" : "down"} $${Math.abs(b)}$.`,
        `$= ${tn(value)}$`,
      ],
      hint: "Use a number line. Subtracting a negative number moves you up, adding a negative moves you down.",
      difficulty: b < 0 ? 3 : 2,
    };
  },
};

export const multiplyDivideNegatives: Template = {
  id: "number.negatives.multiply-divide",
  title: "Multiply and divide negative numbers",
  topics: ["number.negatives-multiply-divide"],
  difficulty: [2, 3],
  generate(rng) {
    const x = rng.nonZero(-12, 12);
    const y = rng.intExcept(-12, 12, [0, 1, -1]);
    const multiply = rng.bool();
    // division is built from a product so it is exact
    const [a, b, value] = multiply ? [x, y, x * y] : [x * y, y, x];
    const op = multiply ? "\\times" : "\\div";
    return {
      text: `Work out $${tn(a)} ${op} ${paren(tn(b))}$`,
      answer: integerAnswer(value),
      misconceptions: intWrongs([
        [-value, "Count the negative signs: two negatives make a positive, one negative makes a negative."],
        [multiply ? a + b : a - b, multiply ? "× means multiply." : "÷ means divide."],
        [
          multiply ? Math.abs(a * b) * (a < 0 && b < 0 ? -1 : 1) : Math.abs(value) * (a < 0 && b < 0 ? -1 : 1),
          "Negative × negative is positive, and negative ÷ negative is positive.",
        ],
        [
          multiply ? a * b + (a < 0 ? 1 : -1) * 10 : value * b,
          multiply ? "Check your times tables." : "Divide, don't multiply.",
        ],
        [multiply ? -(a + b) : -(a - b), multiply ? "× means multiply." : "÷ means divide."],
        [multiply ? a * b + b : value + 1, "Check your times tables."],
      ]),
      solution: [
        `Work out the size: $${Math.abs(a)} ${op} ${Math.abs(b)} = ${Math.abs(value)}$.`,
        `Signs: ${(a < 0) === (b < 0) ? "the same, so the answer is positive" : "different, so the answer is negative"}.`,
        `$${tn(a)} ${op} ${paren(tn(b))} = ${tn(value)}$`,
      ],
      hint: "Same signs give a positive answer; different signs give a negative answer.",
      difficulty: a < 0 && b < 0 ? 3 : 2,
    };
  },
};

export const negativeTemplates: Template[] = [temperatureChange, addSubtractNegatives, multiplyDivideNegatives];
