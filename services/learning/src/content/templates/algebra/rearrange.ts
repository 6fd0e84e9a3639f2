/** Changing the subject of a formula: linear formulae, powers and roots, the subject twice. */
import { expressionAnswer } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import type { Misconception, Template } from "../../core/types.js";
import { diff, nz, tex } from "./shared.js";

interface Rearr {
  qTex: string;
  subject: string;
  vars: string[];
  expr: string;
  plainAns: string;
  steps: string[];
  wrongs: [string, string][];
  d: number;
}

function linearRearrange(rng: Rng): Rearr {
  const [y, x] = rng.pick([
    ["y", "x"],
    ["p", "q"],
    ["w", "t"],
    ["v", "u"],
    ["m", "n"],
    ["a", "b"],
  ] as const);
  const a = rng.int(2, 9);
  const b = nz(rng, -12, 12);
  const form = rng.int(0, 4);
  const bs = b < 0 ? `- ${-b}` : `+ ${b}`;
  const nbs = b < 0 ? `+ ${-b}` : `- ${b}`;
  const base = { subject: x, vars: [y] };
  if (form === 0)
    return {
      ...base,
      qTex: `${y} = ${tex([
        [a, x],
        [b, ""],
      ])}`,
      expr: `(${y} ${nbs})/(${a})`,
      plainAns: `(${y} ${nbs})/${a}`,
      steps: [
        `${b > 0 ? "Subtract" : "Add"} $${Math.abs(b)}$: $${y} ${nbs} = ${a}${x}$`,
        `Divide by $${a}$: $${x} = \\frac{${y} ${nbs}}{${a}}$`,
      ],
      wrongs: [
        [`(${y} ${bs})/${a}`, "Do the opposite: undo the number term by the inverse operation."],
        [`${y}/${a} ${nbs}`, `Divide the whole of ${y} ${nbs} by ${a}.`],
        [`${a}(${y} ${nbs})`, `To undo × ${a}, divide by ${a}.`],
        [`${y} ${nbs} - ${a}`, `${a}${x} means ${a} × ${x}: divide by ${a}.`],
      ],
      d: 3,
    };
  if (form === 1)
    return {
      ...base,
      qTex: `${y} = ${a}(${tex([
        [1, x],
        [b, ""],
      ])})`,
      expr: `(${y})/(${a}) ${nbs}`,
      plainAns: `${y}/${a} ${nbs}`,
      steps: [
        `Divide by $${a}$: $\\frac{${y}}{${a}} = ${tex([
          [1, x],
          [b, ""],
        ])}$`,
        `$${x} = \\frac{${y}}{${a}} ${nbs}$`,
      ],
      wrongs: [
        [`(${y} ${nbs})/${a}`, `Divide by ${a} first: the whole bracket is multiplied by ${a}.`],
        [`${y}/${a} ${bs}`, "Use the inverse operation on the number term."],
        [`${a}${y} ${nbs}`, `To undo × ${a}, divide by ${a}.`],
        [`${y} ${nbs}`, `Don't forget to divide by ${a}.`],
      ],
      d: 4,
    };
  if (form === 2)
    return {
      ...base,
      qTex: `${y} = \\frac{${tex([
        [1, x],
        [b, ""],
      ])}}{${a}}`,
      expr: `${a}*${y} ${nbs}`,
      plainAns: `${a}${y} ${nbs}`,
      steps: [
        `Multiply by $${a}$: $${a}${y} = ${tex([
          [1, x],
          [b, ""],
        ])}$`,
        `$${x} = ${a}${y} ${nbs}$`,
      ],
      wrongs: [
        [`${a}(${y} ${nbs})`, `Multiply by ${a} first, then deal with the ${b}.`],
        [`${a}${y} ${bs}`, "Use the inverse operation on the number term."],
        [`${y}/${a} ${nbs}`, `To undo ÷ ${a}, multiply by ${a}.`],
        [`${y} ${nbs}`, `Don't forget to multiply by ${a}.`],
      ],
      d: 3,
    };
  if (form === 3) {
    const c = Math.abs(b) + rng.int(1, 9);
    return {
      ...base,
      qTex: `${y} = ${c} - ${a}${x}`,
      expr: `(${c} - ${y})/(${a})`,
      plainAns: `(${c} - ${y})/${a}`,
      steps: [`Add $${a}${x}$ and subtract $${y}$: $${a}${x} = ${c} - ${y}$`, `$${x} = \\frac{${c} - ${y}}{${a}}$`],
      wrongs: [
        [`(${y} - ${c})/${a}`, `Check the signs: ${a}${x} = ${c} − ${y}.`],
        [`(${c} + ${y})/${a}`, `Check the sign of ${y} after rearranging.`],
        [`${c} - ${y}/${a}`, `Divide the whole of ${c} − ${y} by ${a}.`],
        [`(${y} - ${c})*${a}`, `Divide by ${a}, don't multiply.`],
      ],
      d: 4,
    };
  }
  return {
    ...base,
    qTex: `${y} = \\frac{${x}}{${a}} ${bs}`,
    expr: `${a}*(${y} ${nbs})`,
    plainAns: `${a}(${y} ${nbs})`,
    steps: [
      `${b > 0 ? "Subtract" : "Add"} $${Math.abs(b)}$: $\\frac{${x}}{${a}} = ${y} ${nbs}$`,
      `Multiply by $${a}$: $${x} = ${a}(${y} ${nbs})$`,
    ],
    wrongs: [
      [`${a}${y} ${nbs}`, `Multiply the whole of ${y} ${nbs} by ${a}.`],
      [`${a}(${y} ${bs})`, "Use the inverse operation on the number term."],
      [`(${y} ${nbs})/${a}`, `To undo ÷ ${a}, multiply by ${a}.`],
      [`${y} ${nbs}`, `Don't forget to multiply by ${a}.`],
    ],
    d: 3,
  };
}

export const rearrangeLinear: Template = {
  id: "algebra.rearrange.linear",
  title: "Change the subject of a linear formula",
  objective: "Rearrange formulas like y = 3x − 5 to make x the subject",
  topics: ["algebra.rearrange-formulae"],
  difficulty: [3, 4],
  generate(rng) {
    const r = linearRearrange(rng);
    return {
      text: `Make $${r.subject}$ the subject of $${r.qTex}$`,
      answer: expressionAnswer(r.expr, r.vars, "any", r.subject),
      equivalents: [`${r.subject} = ${r.plainAns}`, r.plainAns],
      misconceptions: r.wrongs.map(([w, feedback]): Misconception => ({ answer: `${r.subject} = ${w}`, feedback })),
      solution: [
        "Undo what has been done to the new subject, in reverse order, doing the same to both sides.",
        ...r.steps,
      ],
      hint: `Get the ${r.subject} term on its own first, then divide (or multiply) to leave ${r.subject}.`,
      difficulty: diff(r.d),
    };
  },
};

export const rearrangeHarder: Template = {
  id: "algebra.rearrange.powers-roots-and-repeated-subject",
  title: "Change the subject: powers, roots, or the subject appearing twice",
  objective: "Rearrange harder formulas",
  topics: ["algebra.rearrange-formulae"],
  difficulty: [4, 5],
  higherOnly: true, // the subject appearing twice is Higher (DfE A5)
  generate(rng) {
    const form = rng.int(0, 2);
    const a = rng.int(2, 9);
    const b = rng.int(3, 15);
    let r: Rearr;
    if (form === 0) {
      // y = a x² − b, x positive
      r = {
        qTex: `y = ${a}x^{2} - ${b}`,
        subject: "x",
        vars: ["y"],
        // written so the answer display can show it as surds (it cannot typeset a root of a fraction)
        expr: `sqrt(y + ${b})/sqrt(${a})`,
        plainAns: `sqrt((y + ${b})/${a})`,
        steps: [
          `Add $${b}$: $y + ${b} = ${a}x^{2}$`,
          `Divide by $${a}$: $x^{2} = \\frac{y + ${b}}{${a}}$`,
          `Square root (x is positive): $x = \\sqrt{\\frac{y + ${b}}{${a}}}$`,
        ],
        wrongs: [
          [`(y + ${b})/${a}`, "You have found x². Take the square root."],
          [`sqrt((y - ${b})/${a})`, `To undo − ${b}, add ${b}.`],
          [`sqrt(y/${a} + ${b})`, `Add ${b} before dividing by ${a}.`],
          [`sqrt(y + ${b})/${a}`, `Divide by ${a} before taking the square root.`],
          [`(y + ${b})/${2 * a}`, "The inverse of squaring is square rooting, not halving."],
        ],
        d: 4,
      };
    } else if (form === 1) {
      // y = √(x + b)/… : y = a√x + b? use y = √(ax − b)… keep: y = √(x/a) + b → x = a(y − b)²
      r = {
        qTex: `y = \\sqrt{\\frac{x}{${a}}} + ${b}`,
        subject: "x",
        vars: ["y"],
        expr: `${a}*(y - ${b})^2`,
        plainAns: `${a}(y - ${b})^2`,
        steps: [
          `Subtract $${b}$: $y - ${b} = \\sqrt{\\frac{x}{${a}}}$`,
          `Square both sides: $(y - ${b})^{2} = \\frac{x}{${a}}$`,
          `Multiply by $${a}$: $x = ${a}(y - ${b})^{2}$`,
        ],
        wrongs: [
          [`${a}(y^2 - ${b})`, `Subtract ${b} before squaring.`],
          [`${a}(y - ${b})`, "Square both sides to undo the square root."],
          [`(y - ${b})^2/${a}`, `To undo ÷ ${a}, multiply by ${a}.`],
          [`${a}(y + ${b})^2`, `To undo + ${b}, subtract ${b}.`],
          [`${a}y^2 - ${b}`, `Subtract ${b} first, then square the whole of y − ${b}.`],
        ],
        d: 5,
      };
    } else {
      // y = (x + a)/(x − b) → x = (a + b y)/(y − 1)
      r = {
        qTex: `y = \\frac{x + ${a}}{x - ${b}}`,
        subject: "x",
        vars: ["y"],
        expr: `(${b}*y + ${a})/(y - 1)`,
        plainAns: `(${b}y + ${a})/(y - 1)`,
        steps: [
          `Multiply by $(x - ${b})$: $xy - ${b}y = x + ${a}$`,
          `Collect the x terms: $xy - x = ${b}y + ${a}$`,
          `Factorise: $x(y - 1) = ${b}y + ${a}$, so $x = \\frac{${b}y + ${a}}{y - 1}$`,
        ],
        wrongs: [
          [`(${b}y - ${a})/(y - 1)`, "Check the signs when you collect the terms."],
          [`(${b}y + ${a})/y`, "Collect both x terms: x y − x = x(y − 1)."],
          [`(${a} + ${b})/(y - 1)`, `Multiply ${b} by y when you expand y(x − ${b}).`],
          [`(${b}y + ${a})/(1 - y)`, "Check the signs: the x terms give x(y − 1)."],
        ],
        d: 5,
      };
    }
    return {
      text: `Make $${r.subject}$ the subject of $${r.qTex}$${form === 0 ? " (where $x > 0$)" : ""}`,
      answer: expressionAnswer(r.expr, r.vars, "any", r.subject),
      equivalents: [`${r.subject} = ${r.plainAns}`],
      misconceptions: r.wrongs.map(([w, feedback]): Misconception => ({ answer: `${r.subject} = ${w}`, feedback })),
      solution: r.steps,
      hint:
        form === 2
          ? "Multiply out the fraction, get every x term on one side, then factorise x out."
          : "Undo each operation in reverse order. Squaring undoes a square root, and a square root undoes squaring.",
      difficulty: diff(r.d),
    };
  },
};

export const rearrangeTemplates: Template[] = [rearrangeLinear, rearrangeHarder];
