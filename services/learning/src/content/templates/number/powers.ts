/** Squares, cubes, roots and evaluating powers. */
import { integerAnswer } from "../../core/answers.js";
import { paren, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { commas, intWrongs } from "./shared.js";

export const squaresCubes: Template = {
  id: "number.powers.squares-cubes",
  title: "Square and cube numbers",
  topics: ["number.squares-cubes"],
  difficulty: [1, 3],
  generate(rng) {
    const cube = rng.chance(0.4);
    const n = cube ? rng.int(2, 12) : rng.int(2, 25);
    // only 35 squares and cubes exist here, so most questions combine one with another power
    const combo = rng.chance(0.55);
    const m = rng.int(2, cube ? 6 : 10);
    const k = cube ? 3 : 2;
    const base = n ** k;
    const other = m ** (5 - k);
    // subtract when the answer stays positive, half the time
    const minus = combo && base > other && rng.bool();
    const op = minus ? "-" : "+";
    const sign = minus ? -1 : 1;
    const value = combo ? base + sign * other : base;
    const tex = combo ? `${n}^${k} ${op} ${m}^${5 - k}` : `${n}^${k}`;
    return {
      text: `Work out $${tex}$`,
      answer: integerAnswer(value),
      equivalents: [commas(value)],
      misconceptions: intWrongs([
        [
          combo ? n * k + sign * m * (5 - k) : n * k,
          `$${n}^${k}$ means $${Array(k).fill(n).join(" \\times ")}$, not $${n} \\times ${k}$.`,
        ],
        [combo ? n ** (5 - k) + sign * m ** k : n ** (5 - k), "Check which power is which: ² is squared, ³ is cubed."],
        [combo ? (n + sign * m) ** 2 : n + k, "Work out each power first."],
        [value + n, "Check your multiplication."],
        [value - n, "Check your multiplication."],
      ]),
      solution: combo
        ? [`$${n}^${k} = ${tn(base)}$ and $${m}^${5 - k} = ${other}$`, `$${tn(base)} ${op} ${other} = ${tn(value)}$`]
        : [`$${n}^${k} = ${Array(k).fill(n).join(" \\times ")} = ${tn(value)}$`],
      hint: `A power tells you how many times to multiply the number by itself.`,
      difficulty: combo ? 3 : n > 12 || cube ? 2 : 1,
    };
  },
};

export const roots: Template = {
  id: "number.powers.square-cube-roots",
  title: "Square roots and cube roots",
  topics: ["number.roots", "number.squares-cubes"],
  difficulty: [2, 3],
  generate(rng) {
    const cube = rng.chance(0.4);
    const r = cube ? rng.int(2, 15) : rng.int(2, 60);
    const n = cube ? r ** 3 : r ** 2;
    const tex = cube ? `\\sqrt[3]{${tn(n)}}` : `\\sqrt{${tn(n)}}`;
    const phrasing = rng.int(0, 2);
    const ask = [
      `Work out $${tex}$`,
      `What is the ${cube ? "cube" : "positive square"} root of $${tn(n)}$?`,
      `Find the ${cube ? "" : "positive "}number which, when ${cube ? "cubed" : "squared"}, gives $${tn(n)}$.`,
    ];
    return {
      text: ask[phrasing] ?? `Work out $${tex}$`,
      answer: integerAnswer(r),
      misconceptions: intWrongs([
        [
          cube ? n / 3 : n / 2,
          cube
            ? "A cube root isn't dividing by 3: which number times itself three times makes it?"
            : "A square root isn't halving: which number times itself makes it?",
        ],
        [n ** 2, "A root undoes a power; it doesn't square the number."],
        [r + 1, "Check by multiplying your answer by itself."],
        [r - 1, "Check by multiplying your answer by itself."],
        [
          cube ? Math.round(Math.sqrt(n)) : Math.round(Math.cbrt(n)),
          cube ? "This is a cube root, not a square root." : "This is a square root, not a cube root.",
        ],
      ]),
      solution: [`$${r} ${cube ? `\\times ${r} \\times ${r}` : `\\times ${r}`} = ${tn(n)}$`, `So $${tex} = ${r}$.`],
      hint: cube
        ? "Which number, used three times in a multiplication, gives this?"
        : "Which number multiplied by itself gives this?",
      difficulty: cube || r > 15 ? 3 : 2,
    };
  },
};

export const evaluatePowers: Template = {
  id: "number.powers.evaluate",
  title: "Evaluate powers, including negative bases",
  topics: ["number.squares-cubes", "number.index-laws"],
  difficulty: [2, 4],
  generate(rng) {
    const form = rng.int(0, 3);
    if (form === 3) {
      // a product of two powers: 2^3 × 5^2
      const b1 = rng.int(2, 5);
      const b2 = rng.intExcept(2, 7, [b1]);
      const e1 = rng.int(2, 4);
      const e2 = rng.int(2, 3);
      const value = b1 ** e1 * b2 ** e2;
      return {
        text: `Work out $${b1}^{${e1}} \\times ${b2}^{${e2}}$`,
        answer: integerAnswer(value),
        equivalents: [commas(value)],
        misconceptions: intWrongs([
          [b1 * e1 * b2 * e2, "A power is repeated multiplication, not multiplying by the power."],
          [b1 ** e1 + b2 ** e2, "The × means multiply the two powers, not add them."],
          [(b1 * b2) ** (e1 + e2), "Only add powers when the bases are the same."],
          [(b1 * b2) ** Math.max(e1, e2), "Work out each power on its own, then multiply."],
          [value + b1, "Check your multiplication."],
        ]),
        solution: [
          `$${b1}^{${e1}} = ${tn(b1 ** e1)}$ and $${b2}^{${e2}} = ${tn(b2 ** e2)}$`,
          `$${tn(b1 ** e1)} \\times ${tn(b2 ** e2)} = ${tn(value)}$`,
        ],
        hint: "Work out each power first, then multiply.",
        difficulty: value > 1000 ? 4 : 3,
      };
    }
    if (form === 0) {
      const b = rng.pick([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 20]);
      // keep the value below a million
      const e = rng.int(3, Math.max(3, Math.floor(6 / Math.log10(b))));
      const value = b ** e;
      return {
        text: `Work out $${b}^{${e}}$`,
        answer: integerAnswer(value),
        equivalents: [commas(value)],
        misconceptions: intWrongs([
          [b * e, `$${b}^{${e}}$ means ${e} lots of ${b} multiplied together, not $${b} \\times ${e}$.`],
          [e ** b, "The small number is the power: it says how many times to multiply the base."],
          [b ** (e - 1), `Count: you need ${e} ${b}s in the multiplication.`],
          [b ** (e + 1), `Count: you need ${e} ${b}s in the multiplication.`],
          [b + e, "A power means multiply, not add."],
        ]),
        solution: [`$${b}^{${e}} = ${Array(e).fill(b).join(" \\times ")} = ${tn(value)}$`],
        hint: "Multiply the base by itself, counting carefully.",
        difficulty: value > 1000 ? 3 : 2,
      };
    }
    const b = -rng.int(2, 12);
    const e = rng.int(2, b > -5 ? 6 : b > -8 ? 4 : 3);
    const bracket = form === 1;
    const value = bracket ? b ** e : -(Math.abs(b) ** e);
    const tex = bracket ? `(${b})^{${e}}` : `${b}^{${e}}`;
    return {
      text: `Work out $${tex}$`,
      answer: integerAnswer(value),
      misconceptions: intWrongs([
        [
          -value,
          bracket
            ? `An ${e % 2 === 0 ? "even" : "odd"} number of negatives multiplied gives a ${e % 2 === 0 ? "positive" : "negative"} answer.`
            : `Without brackets the power only applies to ${Math.abs(b)}: $${tex} = -(${Math.abs(b)}^{${e}})$.`,
        ],
        [b * e, "A power is repeated multiplication, not multiplying by the power."],
        [Math.abs(b) * e, "A power is repeated multiplication, not multiplying by the power."],
        [value + (value > 0 ? Math.abs(b) : -Math.abs(b)), "Check your multiplication."],
        [b ** (e + 1), `Count: there should be ${e} factors of ${Math.abs(b)}.`],
        [b + e, "A power means multiply, not add."],
      ]),
      solution: bracket
        ? [`$${tex} = ${Array(e).fill(paren(b)).join(" \\times ")}$`, `$= ${tn(value)}$`]
        : [
            `Without brackets, the power is worked out before the minus sign: $${tex} = -(${Math.abs(b)}^{${e}})$`,
            `$= ${tn(value)}$`,
          ],
      hint: bracket
        ? "Count the negative signs: an even number of them makes a positive."
        : "Powers come before the minus sign when there are no brackets.",
      difficulty: bracket ? 3 : 4,
    };
  },
};

export const powerTemplates: Template[] = [squaresCubes, roots, evaluatePowers];
