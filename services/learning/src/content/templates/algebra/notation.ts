/** Algebraic notation and substitution: writing expressions from words, tidy notation, evaluating. */
import { expressionAnswer, integerAnswer } from "../../core/answers.js";
import { paren, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { diff, exprWrongs, intWrongs, LETTERS, lead } from "./shared.js";

export const writeExpression: Template = {
  id: "algebra.notation.words-to-expression",
  title: "Write an expression from a description in words",
  objective: "Turn words into algebra",
  topics: ["algebra.notation"],
  difficulty: [1, 3],
  generate(rng) {
    const n = rng.pick(LETTERS);
    const m = rng.int(2, 9);
    // k = m would make several wrong answers coincide (2 + 2 = 2 × 2)
    const k = rng.intExcept(2, 15, [m]);
    const form = rng.int(0, 5);
    const name = rng.pick(["Amir", "Bella", "Chen", "Dev", "Ella", "Femi", "Grace", "Hari"]);
    // [description, answer expr, plain answer, wrongs, difficulty]
    const cases: [string, string, string, [string, string][], number][] = [
      [
        `Start with $${n}$. Add $${k}$, then multiply the result by $${m}$.`,
        `${m}*(${n} + ${k})`,
        `${m}(${n} + ${k})`,
        [
          [`${m}${n} + ${k}`, "Add first, then multiply the whole result: use a bracket."],
          [`${n} + ${m * k}`, `The ${m} multiplies ${n} as well as ${k}.`],
          [`${n} + ${k + m}`, "Multiplying is not adding."],
          [`${m}${n} + ${m + k}`, `${m} lots of ${k} is ${m * k}.`],
        ],
        2,
      ],
      [
        `Multiply $${n}$ by $${m}$, then subtract $${k}$.`,
        `${m}*${n} - ${k}`,
        `${m}${n} - ${k}`,
        [
          [`${m}(${n} - ${k})`, "Multiply first, then subtract: no bracket is needed."],
          [`${k} - ${m}${n}`, `Subtract ${k} from ${m}${n}, not the other way round.`],
          [`${n} + ${m} - ${k}`, `"Multiply by ${m}" is written ${m}${n}, not ${n} + ${m}.`],
          [`${m}${n} + ${k}`, "Subtract means take away."],
        ],
        1,
      ],
      [
        `Subtract $${k}$ from $${n}$, then divide the result by $${m}$.`,
        `(${n} - ${k})/(${m})`,
        `(${n} - ${k})/${m}`,
        [
          [`${n} - ${k}/${m}`, "Divide the whole of the result, so the subtraction goes on top of the fraction."],
          [`(${k} - ${n})/${m}`, `"Subtract ${k} from ${n}" means ${n} − ${k}.`],
          [`${m}/(${n} - ${k})`, `Divide by ${m}: ${m} goes on the bottom.`],
          [`${m}(${n} - ${k})`, "Divide, don't multiply."],
        ],
        3,
      ],
      [
        `Square $${n}$, then add $${k}$.`,
        `${n}^2 + ${k}`,
        `${n}^2 + ${k}`,
        [
          [`2${n} + ${k}`, `Squaring means ${n} × ${n}, which is ${n}², not 2${n}.`],
          [`(${n} + ${k})^2`, "Square first, then add."],
          [`${n}^2 + ${k * k}`, `Only ${n} is squared, not ${k}.`],
          [`${n}^2 - ${k}`, "Add means +."],
        ],
        2,
      ],
      [
        `${name} has $${n}$ stickers. Kim has $${k}$ fewer than $${m}$ times as many as ${name}. Write an expression for the number of stickers Kim has.`,
        `${m}*${n} - ${k}`,
        `${m}${n} - ${k}`,
        [
          [`${k} - ${m}${n}`, `"${k} fewer than" means subtract ${k} from the other amount.`],
          [`${m}${n} + ${k}`, "Fewer means subtract."],
          [`${m}(${n} - ${k})`, `Multiply ${name}'s number by ${m} first, then take ${k} away.`],
          [`${n} - ${k}`, `"${m} times as many" means ${m}${n}.`],
        ],
        3,
      ],
      [
        `A box holds $${n}$ pencils. ${name} has $${m}$ full boxes and $${k}$ loose pencils. Write an expression for the total number of pencils.`,
        `${m}*${n} + ${k}`,
        `${m}${n} + ${k}`,
        [
          [`${m}(${n} + ${k})`, "Only the boxes are multiplied by the number in each box."],
          [`${m} + ${n} + ${k}`, `${m} boxes of ${n} is ${m} × ${n}, written ${m}${n}.`],
          [`${k}${n} + ${m}`, `There are ${m} boxes and ${k} loose pencils.`],
          [`${m * k}${n}`, "Add the loose pencils; don't multiply them in."],
        ],
        2,
      ],
    ];
    const [desc, ex, plainAnswer, wrongs, d] = cases[form] ?? cases[0]!;
    return {
      text: `${desc} Write your answer using $${n}$.`,
      answer: expressionAnswer(ex, [n]),
      equivalents: [plainAnswer],
      misconceptions: exprWrongs(wrongs),
      solution: [
        "Follow the words in order, one operation at a time.",
        "Use brackets when a whole result is multiplied or divided.",
        `The expression is $${plainAnswer.replace(/\((\w) - (\d+)\)\/(\d+)/, "\\frac{$1 - $2}{$3}").replace(/\^2/, "^{2}")}$.`,
      ],
      hint: "Write each step in order. A number multiplying a letter goes in front: 3 × n is 3n.",
      difficulty: diff(d),
    };
  },
};

export const simplifyNotation: Template = {
  id: "algebra.notation.simplest-form",
  title: "Write products and sums in simplest algebraic notation",
  objective: "Use algebraic notation",
  topics: ["algebra.notation"],
  difficulty: [1, 2],
  generate(rng) {
    const [a, b] = rng.sample(LETTERS, 2) as [string, string];
    const k = rng.int(2, 12);
    const j = rng.int(2, 9);
    const form = rng.int(0, 5);
    let qTex: string;
    let ex: string;
    let ans: string;
    let wrongs: [string, string][];
    let d = 1;
    if (form === 0) {
      qTex = rng.bool() ? `${a} \\times ${k} \\times ${b}` : `${b} \\times ${a} \\times ${k}`;
      ex = `${k}*${a}*${b}`;
      ans = `${k}${a}${b}`;
      wrongs = [
        [`${k} + ${a} + ${b}`, "× means multiply, so the letters and number are written together."],
        [`${k} + ${a}${b}`, `The ${k} multiplies too: write ${k}${a}${b}.`],
        [`${a}${b}`, `Don't lose the ${k}.`],
      ];
    } else if (form === 1) {
      qTex = `${a} \\times ${a} \\times ${k}`;
      ex = `${k}*${a}^2`;
      ans = `${k}${a}^2`;
      wrongs = [
        [`${2 * k}${a}`, `${a} × ${a} is ${a}², not 2${a}.`],
        [`${k}${a}`, `There are two ${a}s multiplied: ${a}².`],
        [`${k} + ${a}^2`, "× means multiply, not add."],
        [`${k * k}${a}^2`, `Only the ${a} is squared.`],
      ];
    } else if (form === 2) {
      const c = rng.int(3, 6);
      qTex = Array.from({ length: c }, () => a).join(" + ");
      ex = `${c}*${a}`;
      ans = `${c}${a}`;
      wrongs = [
        [`${a}^${c}`, `Adding ${c} lots of ${a} gives ${c}${a}; ${a}^${c} means multiplying them.`],
        [`${a} + ${c}`, `${c} lots of ${a} is ${c} × ${a}.`],
        [`${c - 1}${a}`, `Count the ${a}s again: there are ${c}.`],
      ];
    } else if (form === 3) {
      qTex = `${k} \\times ${a} \\times ${j} \\times ${b}`;
      ex = `${k * j}*${a}*${b}`;
      ans = `${k * j}${a}${b}`;
      wrongs = [
        [`${k + j}${a}${b}`, "Multiply the numbers together; don't add them."],
        [`${k}${a} + ${j}${b}`, "Everything is multiplied, so it is a single term."],
        [`${a}${b}`, "Don't forget the numbers."],
        [`${k * j} + ${a}${b}`, "× means multiply, not add."],
      ];
      d = 2;
    } else if (form === 4) {
      qTex = `${a} \\div ${k}`;
      ex = `(${a})/(${k})`;
      ans = `${a}/${k}`;
      wrongs = [
        [`${k}/${a}`, `${a} ÷ ${k} has ${a} on top.`],
        [`${k}${a}`, "÷ means divide, not multiply."],
        [`${a} - ${k}`, "÷ means divide, not subtract."],
      ];
      d = 2;
    } else {
      qTex = `${k} \\times ${a} \\times ${b} \\times ${a}`;
      ex = `${k}*${a}^2*${b}`;
      ans = `${k}${a}^2${b}`;
      wrongs = [
        [`${2 * k}${a}${b}`, `${a} × ${a} is ${a}², not 2${a}.`],
        [`${k}${a}${b}`, `There are two ${a}s: ${a}².`],
        [`${k}${a}^2 + ${b}`, "Everything is multiplied, so it is a single term."],
      ];
      d = 2;
    }
    return {
      text: `Write $${qTex}$ in its simplest form.`,
      answer: expressionAnswer(ex, [a, b], "simplified"),
      equivalents: [ans],
      misconceptions: exprWrongs(wrongs),
      solution: [
        "Numbers go first, multiplied together; then letters, in alphabetical order if you like.",
        `A letter multiplied by itself is written as a power: $${a} \\times ${a} = ${a}^{2}$.`,
        `$${qTex} = ${ans.replace(/\^2/, "^{2}").replace(/(\w)\/(\d+)/, "\\frac{$1}{$2}")}$`,
      ],
      hint: "Leave out the × signs: write the number first, then the letters.",
      difficulty: diff(d),
    };
  },
};

export const substituteLinear: Template = {
  id: "algebra.substitution.linear-expressions",
  title: "Substitute numbers into an expression",
  objective: "Substitute into expressions",
  topics: ["algebra.substitution"],
  difficulty: [1, 3],
  generate(rng) {
    const [a, b] = rng.sample(LETTERS, 2) as [string, string];
    const neg = rng.chance(0.5);
    // ±1 makes several misreadings give the same value
    const va = neg ? rng.intExcept(-9, 9, [-1, 0, 1]) : rng.int(2, 12);
    const vb = neg ? rng.intExcept(-9, 9, [-1, 0, 1]) : rng.int(2, 12);
    const p = rng.int(2, 9);
    const q = rng.intExcept(2, 9, [p]);
    const form = rng.int(0, 3);
    let qTex: string;
    let value: number;
    let wrongs: [number, string][];
    let working: string;
    if (form === 0) {
      qTex = `${p}${a} + ${q}${b}`;
      value = p * va + q * vb;
      working = `${p} \\times ${paren(va)} + ${q} \\times ${paren(vb)}`;
      wrongs = [
        [
          Number(`${p}${Math.abs(va)}`) + Number(`${q}${Math.abs(vb)}`),
          `$${p}${a}$ means ${p} × ${a}, not the digits side by side.`,
        ],
        [p + va + q + vb, `$${p}${a}$ means ${p} × ${a}, not ${p} + ${a}.`],
        [p * Math.abs(va) + q * Math.abs(vb), "Keep the negative signs when you substitute."],
        [p * va - q * vb, "Check the sign between the two terms."],
        [p * va + vb, `$${q}${b}$ means ${q} × ${b}: multiply before adding.`],
      ];
    } else if (form === 1) {
      qTex = `${p}${a} - ${q}${b}`;
      value = p * va - q * vb;
      working = `${p} \\times ${paren(va)} - ${q} \\times ${paren(vb)}`;
      wrongs = [
        [p * va + q * vb, "Subtracting a negative number is the same as adding."],
        [p + va - q - vb, `$${p}${a}$ means ${p} × ${a}.`],
        [q * vb - p * va, "Work out the first term minus the second term."],
        [p * va - q + vb, `Multiply ${q} by ${b} before subtracting.`],
        [p * Math.abs(va) - q * Math.abs(vb), "Keep the negative signs when you substitute."],
      ];
    } else if (form === 2) {
      qTex = `${p}(${a} + ${b})`;
      value = p * (va + vb);
      working = `${p} \\times (${va} + ${paren(vb)})`;
      wrongs = [
        [p * va + vb, `The ${p} multiplies the whole bracket.`],
        [p + va + vb, "A number next to a bracket means multiply."],
        [p * (Math.abs(va) + Math.abs(vb)), "Keep the negative signs when you substitute."],
        [p * va * vb, "Inside the bracket, add the two values."],
        [p * (va - vb), "Inside the bracket, add the two values."],
      ];
    } else {
      qTex = `${a}${b} + ${q}`;
      value = va * vb + q;
      working = `${paren(va)} \\times ${paren(vb)} + ${q}`;
      wrongs = [
        [va + vb + q, `$${a}${b}$ means ${a} × ${b}.`],
        [va * (vb + q), "Multiply first, then add."],
        [Math.abs(va * vb) + q, "A negative times a positive is negative; two negatives make a positive."],
        [Number(`${Math.abs(va)}${Math.abs(vb)}`) + q, `$${a}${b}$ means ${a} × ${b}, not the digits side by side.`],
        [va * vb - q, "The expression adds the number at the end."],
      ];
    }
    return {
      text: `Work out the value of $${qTex}$ when $${a} = ${tn(va)}$ and $${b} = ${tn(vb)}$.`,
      answer: integerAnswer(value),
      misconceptions: intWrongs(wrongs),
      solution: [`Replace each letter by its value: $${working}$`, `$= ${tn(value)}$`],
      hint: "A number next to a letter means multiply. Put negative numbers in brackets when you substitute.",
      difficulty: diff(1 + (neg ? 1 : 0) + (form >= 2 ? 1 : 0)),
    };
  },
};

export const substitutePowers: Template = {
  id: "algebra.substitution.powers",
  title: "Substitute into expressions with powers",
  objective: "Substitute into expressions with powers and brackets",
  topics: ["algebra.substitution", "algebra.formulae-substitute"],
  difficulty: [2, 4],
  generate(rng) {
    const v = rng.pick(["x", "y", "a", "n", "t", "p"]);
    const x = rng.intExcept(-6, 7, [-1, 0, 1]);
    const p = rng.int(2, 6);
    const q = rng.nonZero(-9, 9);
    const r = rng.nonZero(-12, 12);
    const form = rng.int(0, 3);
    let qTex: string;
    let value: number;
    let wrongs: [number, string][];
    if (form === 0) {
      qTex = `${p}${v}^{2}${q < 0 ? " - " : " + "}${lead(Math.abs(q))}${v}${r < 0 ? " - " : " + "}${Math.abs(r)}`;
      value = p * x * x + q * x + r;
      wrongs = [
        [(p * x) ** 2 + q * x + r, `${p}${v}² means ${p} × ${v}², so square ${v} first, then multiply by ${p}.`],
        [-p * x * x + q * x + r, "A negative number squared is positive."],
        [p * 2 * x + q * x + r, `${v}² means ${v} × ${v}, not 2 × ${v}.`],
        [p * x * x - q * x + r, "Check the sign of the middle term."],
      ];
    } else if (form === 1) {
      qTex = `(${v}${r < 0 ? " - " : " + "}${Math.abs(r)})^{2}`;
      value = (x + r) ** 2;
      wrongs = [
        [x * x + r * r, "Work out the bracket first, then square the answer."],
        [x * x + r, "The whole bracket is squared."],
        [2 * (x + r), "Squaring means multiplying by itself, not doubling."],
        [-((x + r) ** 2), "A squared number is never negative."],
        [(x - r) ** 2, "Check the sign inside the bracket."],
        [x * x + 2 * r, "Work out the bracket first, then square the answer."],
      ];
    } else if (form === 2) {
      qTex = `${p}${v}^{3}`;
      value = p * x ** 3;
      wrongs = [
        [(p * x) ** 3, `Cube ${v} first, then multiply by ${p}.`],
        [p * 3 * x, `${v}³ means ${v} × ${v} × ${v}, not 3 × ${v}.`],
        [p * Math.abs(x) ** 3, "A negative number cubed is negative."],
        [p * x * x, "Cube means three lots multiplied together."],
        [p + x ** 3, `${p}${v}³ means ${p} × ${v}³, not ${p} + ${v}³.`],
      ];
    } else {
      // small constants make x² and 2x agree at x = 2
      const c = Math.abs(r) + 5;
      qTex = `${c} - ${v}^{2}`;
      value = c - x * x;
      wrongs = [
        [c + x * x, `${v}² is positive, and it is subtracted.`],
        [c - 2 * x, `${v}² means ${v} × ${v}.`],
        [(c - x) ** 2, "Only the letter is squared; subtract afterwards."],
        [x * x - c, "Work out the first number minus the square."],
        [c - x, `Square ${v} before subtracting.`],
      ];
    }
    return {
      text: `Find the value of $${qTex}$ when $${v} = ${tn(x)}$.`,
      answer: integerAnswer(value),
      misconceptions: intWrongs(wrongs),
      solution: [
        `Substitute $${v} = ${tn(x)}$, using brackets: powers come before multiplying, adding and subtracting.`,
        `$${qTex.replaceAll(v, `(${tn(x)})`)} = ${tn(value)}$`,
      ],
      hint: `Put $(${tn(x)})$ in place of $${v}$. Work out powers before multiplying.`,
      difficulty: diff(2 + (x < 0 ? 1 : 0) + (form === 0 || form === 2 ? 1 : 0)),
    };
  },
};

export const notationTemplates: Template[] = [writeExpression, simplifyNotation, substituteLinear, substitutePowers];
