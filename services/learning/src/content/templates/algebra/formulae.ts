/** Formulae: substituting, substituting then solving, changing the subject; and identities. */
import { decimalAnswer, expressionAnswer, integerAnswer, multiPartAnswer } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import { tn } from "../../core/tex.js";
import type { Misconception, Template } from "../../core/types.js";
import { choice, diff, Fraction, fr, intWrongs, numText, nz, tex } from "./shared.js";

interface Sub {
  formula: string;
  given: string;
  value: number | Fraction;
  working: string;
  wrongs: [number | Fraction, string][];
  d: number;
}

/** one of several familiar formulas with values chosen so the answer is exact */
function substitution(rng: Rng): Sub {
  const form = rng.int(0, 6);
  if (form === 0) {
    const [u, a, t] = [rng.int(1, 30), rng.int(2, 12), rng.int(2, 15)];
    return {
      formula: "v = u + at",
      given: `u = ${u}, a = ${a}, t = ${t}`,
      value: u + a * t,
      working: `v = ${u} + ${a} \\times ${t}`,
      wrongs: [
        [(u + a) * t, "Multiply a × t first, then add u."],
        [u + a + t, "at means a × t."],
        [u * a + t, "Only a and t are multiplied."],
        [u + a * t + 1, "Check your arithmetic."],
      ],
      d: 1,
    };
  }
  if (form === 1) {
    // t = 1 or 2 would make t² equal to t or 2t
    const u = rng.int(1, 12);
    const t = rng.int(3, 10);
    const a = 2 * rng.int(1, 6);
    return {
      formula: "s = ut + \\frac{1}{2}at^{2}",
      given: `u = ${u}, a = ${a}, t = ${t}`,
      value: u * t + (a * t * t) / 2,
      working: `s = ${u} \\times ${t} + \\frac{1}{2} \\times ${a} \\times ${t}^{2}`,
      wrongs: [
        [u * t + ((a * t) / 2) ** 2, "Only t is squared, not ½at."],
        [u * t + a * t * t, "Don't forget the ½."],
        [u * t + a * t, "Square t before multiplying."],
        [u * t + (a * 2 * t) / 2, "t² means t × t, not 2 × t."],
        [u + (a * t * t) / 2, "ut means u × t."],
      ],
      d: 3,
    };
  }
  if (form === 2) {
    const c = 5 * rng.intExcept(-8, 20, [0]);
    return {
      formula: "F = \\frac{9C}{5} + 32",
      given: `C = ${c}`,
      value: (9 * c) / 5 + 32,
      working: `F = \\frac{9 \\times ${c < 0 ? `(${c})` : c}}{5} + 32`,
      wrongs: [
        [(9 * (c + 32)) / 5, "Work out 9C ÷ 5 first, then add 32."],
        [9 * c + 32, "Divide 9C by 5."],
        [(9 * Math.abs(c)) / 5 + 32, "Keep the negative sign when you substitute."],
        [(5 * c) / 9 + 32, "The formula is 9C over 5."],
        [(9 * c) / 5, "Don't forget to add 32."],
      ],
      d: c < 0 ? 3 : 2,
    };
  }
  if (form === 3) {
    const m = rng.int(1, 20);
    const v = rng.int(3, 12);
    const mm = m % 2 === 0 || v % 2 === 0 ? m : m + 1;
    return {
      formula: "E = \\frac{1}{2}mv^{2}",
      given: `m = ${mm}, v = ${v}`,
      value: (mm * v * v) / 2,
      working: `E = \\frac{1}{2} \\times ${mm} \\times ${v}^{2}`,
      wrongs: [
        [((mm * v) / 2) ** 2, "Only v is squared."],
        [mm * v, "Square v first: v² = v × v."],
        [mm * v * v, "Don't forget the ½."],
        [(mm * 2 * v) / 2, "v² means v × v, not 2 × v."],
        [(mm + v * v) / 2, "½mv² means ½ × m × v²: multiply m by v²."],
      ],
      d: 3,
    };
  }
  if (form === 4) {
    const [a, b] = [rng.int(2, 20), rng.int(2, 20)];
    const h = 2 * rng.int(2, 8) - ((a + b) % 2 === 0 ? rng.int(0, 1) : 0);
    return {
      formula: "A = \\frac{1}{2}(a + b)h",
      given: `a = ${a}, b = ${b}, h = ${h}`,
      value: new Fraction(a + b).mul(h).div(2),
      working: `A = \\frac{1}{2} \\times (${a} + ${b}) \\times ${h}`,
      wrongs: [
        [(a + b) * h, "Don't forget to halve."],
        [a + (b * h) / 2, "Add a and b first: they are in a bracket."],
        [((a + b) / 2) * h + h, "Multiply the bracket by h; don't add it."],
        [(a * b * h) / 2, "a and b are added inside the bracket."],
        [(a + b) / 2 + h, "Multiply by h, don't add it."],
      ],
      d: 2,
    };
  }
  if (form === 5) {
    const [l, w] = [rng.int(2, 40), rng.int(2, 40)];
    return {
      formula: "P = 2(l + w)",
      given: `l = ${l}, w = ${w}`,
      value: 2 * (l + w),
      working: `P = 2 \\times (${l} + ${w})`,
      wrongs: [
        [2 * l + w, "The 2 multiplies both l and w."],
        [l + w, "Don't forget to multiply by 2."],
        [2 * l * w, "Add l and w inside the bracket."],
        [2 + l + w, "2(l + w) means 2 × (l + w)."],
      ],
      d: 1,
    };
  }
  // a = (v − u)/t with a whole answer
  const t = rng.int(2, 9);
  const a = nz(rng, -6, 9);
  const u = rng.int(0, 30);
  const v = u + a * t;
  return {
    formula: "a = \\frac{v - u}{t}",
    given: `v = ${v}, u = ${u}, t = ${t}`,
    value: a,
    working: `a = \\frac{${v} - ${u}}{${t}}`,
    wrongs: [
      [fr(v).sub(fr(u, t)), "Work out v − u first: the whole top is divided by t."],
      [fr(u - v, t), "It is v − u, not u − v."],
      [(v - u) * t, "Divide by t, don't multiply."],
      [fr(v + u, t), "The top is v minus u."],
    ],
    d: a < 0 ? 3 : 2,
  };
}

export const substituteFormula: Template = {
  id: "algebra.formulae.substitute",
  title: "Substitute values into a formula",
  objective: "Use a formula by substituting values",
  topics: ["algebra.formulae-substitute"],
  difficulty: [1, 3],
  generate(rng) {
    const s = substitution(rng);
    const subject = s.formula.charAt(0);
    const value = fr(s.value);
    return {
      text: `Use the formula $${s.formula}$ to work out $${subject}$ when $${s.given}$.`,
      answer: value.d === 1n ? integerAnswer(value) : decimalAnswer(value),
      misconceptions: intWrongs(s.wrongs),
      solution: [`Substitute the values: $${s.working}$`, `$${subject} = ${tn(numText(value))}$`],
      hint: "Replace each letter by its value, then use the order of operations: brackets, powers, × and ÷, then + and −.",
      difficulty: diff(s.d),
    };
  },
};

export const substituteAndSolve: Template = {
  id: "algebra.formulae.substitute-and-solve",
  title: "Substitute into a formula and solve for another letter",
  objective: "Find an unknown that is not the subject of a formula",
  topics: ["algebra.formulae-substitute", "algebra.rearrange-formulae"],
  difficulty: [3, 4],
  generate(rng) {
    const form = rng.int(0, 3);
    let text: string;
    let ans: number;
    let steps: string[];
    let wrongs: [number | Fraction, string][];
    let d = 3;
    if (form === 0) {
      const [u, a, t] = [rng.int(1, 25), rng.int(2, 10), rng.int(2, 12)];
      const v = u + a * t;
      text = `$v = u + at$. Find $t$ when $v = ${v}$, $u = ${u}$ and $a = ${a}$.`;
      ans = t;
      steps = [`$${v} = ${u} + ${a}t$`, `$${a}t = ${v - u}$`, `$t = ${t}$`];
      wrongs = [
        [fr(v + u, a), `Subtract ${u} from both sides.`],
        [(v - u) * a, `Divide by ${a}, don't multiply.`],
        [v - u - a, `${a}t means ${a} × t: divide by ${a}.`],
        [fr(v, a).sub(u), `Subtract ${u} before dividing by ${a}.`],
      ];
    } else if (form === 1) {
      const l = rng.int(3, 30);
      const w = rng.intExcept(2, 25, [l]);
      const P = 2 * (l + w);
      text = `$P = 2(l + w)$. Find $w$ when $P = ${P}$ and $l = ${l}$.`;
      ans = w;
      steps = [`$${P} = 2(${l} + w)$`, `$${l} + w = ${P / 2}$`, `$w = ${w}$`];
      wrongs = [
        [P - l, "Halve P first: P is twice (l + w)."],
        [P / 2 + l, `Subtract ${l}, don't add it.`],
        [P - 2 * l - 2, "Divide both sides by 2, then subtract l."],
        [fr(P - l, 2), "Divide by 2 first, then subtract l."],
        [P / 2, `Subtract ${l} after halving.`],
        [P - 2 * l, "Divide by 2 as well."],
      ];
    } else if (form === 2) {
      const c = 5 * rng.intExcept(-8, 20, [0]);
      const F = (9 * c) / 5 + 32;
      text = `$F = \\frac{9C}{5} + 32$. Find $C$ when $F = ${F}$.`;
      ans = c;
      steps = [`$${F} - 32 = \\frac{9C}{5}$, so $\\frac{9C}{5} = ${F - 32}$`, `$9C = ${5 * (F - 32)}$`, `$C = ${c}$`];
      wrongs = [
        [fr(5 * F, 9).sub(32), "Subtract 32 first, then multiply by 5 and divide by 9."],
        [fr(9 * (F - 32), 5), "Undo ×9 ÷5 by multiplying by 5 and dividing by 9."],
        [fr(5 * (F + 32), 9), "Subtract 32, don't add it."],
        [F - 32, "Then multiply by 5 and divide by 9."],
      ];
      d = c < 0 ? 4 : 3;
    } else {
      const b = rng.int(2, 20);
      const h = rng.int(2, 20);
      const A = new Fraction(b * h, 2);
      text = `The area of a triangle is $A = \\frac{1}{2}bh$. Find $h$ when $A = ${tn(numText(A))}$ and $b = ${b}$.`;
      ans = h;
      steps = [
        `$${tn(numText(A))} = \\frac{1}{2} \\times ${b} \\times h$`,
        `$${tn(numText(A.mul(2)))} = ${b}h$`,
        `$h = ${h}$`,
      ];
      wrongs = [
        [A.div(b), "Double the area first: A is half of bh."],
        [A.mul(2).mul(b), `Divide by ${b}, don't multiply.`],
        [A.mul(2).sub(b), `bh means b × h: divide by ${b}.`],
        [A.sub(b), "Double the area, then divide by b."],
      ];
      d = 4;
    }
    return {
      text,
      answer: integerAnswer(ans),
      misconceptions: intWrongs(wrongs),
      solution: ["Substitute the values you know, then solve the equation.", ...steps],
      hint: "Put the numbers into the formula first. You are left with an equation to solve.",
      difficulty: diff(d),
    };
  },
};

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
      expr: `(${y} ${nbs})/${a}`,
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
      expr: `${y}/${a} ${nbs}`,
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
      expr: `(${c} - ${y})/${a}`,
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

const KINDS = ["an expression", "an equation", "a formula", "an identity"] as const;

export const classifyIdentity: Template = {
  id: "algebra.identities.classify",
  title: "Expression, equation, formula or identity?",
  objective: "Tell expressions, equations, formulae and identities apart",
  topics: ["algebra.identities"],
  difficulty: [2, 3],
  generate(rng) {
    const v = rng.pick(["x", "y", "n", "a", "p", "t"]);
    const k = rng.int(0, 3);
    const a = rng.int(2, 9);
    const b = nz(rng, -12, 12);
    const c = rng.int(2, 40);
    const items: string[] = [
      `${tex([
        [a, v],
        [b, ""],
      ])}${rng.bool() ? "" : ` + ${c}${v === "y" ? "x" : "y"}`}`,
      `${tex([
        [a, v],
        [b, ""],
      ])} = ${c}`,
      rng.pick([
        `A = lw`,
        `P = 2l + 2w`,
        `v = u + at`,
        `s = \\frac{d}{t}`,
        `C = ${c}h + ${a * 5}`,
        `T = ${a}n + ${c}`,
        `A = \\frac{1}{2}bh`,
        `V = lwh`,
      ]),
      rng.bool()
        ? `${a}(${tex([
            [1, v],
            [b, ""],
          ])}) \\equiv ${tex([
            [a, v],
            [a * b, ""],
          ])}`
        : `${tex([
            [a, v],
            [b, v],
          ])} \\equiv ${tex([[a + b, v]])}`,
    ];
    const why = [
      "An expression has no equals sign.",
      `An equation is only true for particular values of ${v}: it can be solved.`,
      "A formula connects different quantities, each with its own letter, like a rule for working something out.",
      `An identity is true for every value of ${v}: both sides are always equal (≡).`,
    ];
    const { answer, misconceptions } = choice(
      rng,
      KINDS[k] ?? "an expression",
      KINDS.filter((_, i) => i !== k).map((kind) => [kind, `It is not ${kind}. ${why[k] ?? ""}`] as const),
    );
    return {
      text: `Is $${items[k]}$ an expression, an equation, a formula or an identity?`,
      answer,
      misconceptions,
      solution: [why[k] ?? "", `So $${items[k]}$ is ${KINDS[k]}.`],
      hint: "No equals sign: expression. True for all values (≡): identity. Solvable for one value: equation. A rule linking quantities: formula.",
      difficulty: diff(k === 3 || k === 2 ? 3 : 2),
    };
  },
};

export const identityConstants: Template = {
  id: "algebra.identities.find-constants",
  title: "Find unknown constants in an identity",
  objective: "Compare coefficients to find the unknowns in an identity",
  topics: ["algebra.identities"],
  difficulty: [4, 5],
  generate(rng) {
    const form = rng.int(0, 1);
    if (form === 0) {
      // (x + p)(x + q) ≡ x² + ax + b
      const p = nz(rng, -9, 9);
      const q = nz(rng, -9, 9, [-p]);
      const A = p + q;
      const B = p * q;
      return {
        text: `$(${tex([
          [1, "x"],
          [p, ""],
        ])})(${tex([
          [1, "x"],
          [q, ""],
        ])}) \\equiv x^{2} + ax + b$. Find the values of $a$ and $b$.`,
        answer: multiPartAnswer([
          { id: "a", prompt: "$a =$", answer: integerAnswer(A) },
          { id: "b", prompt: "$b =$", answer: integerAnswer(B) },
        ]),
        misconceptions: [
          {
            answer: [String(B), String(A)],
            feedback: "a is the coefficient of x (the sum); b is the number term (the product).",
          },
          { answer: [String(A), String(p + q)], feedback: `b is the number term: ${p} × ${q}.` },
          { answer: [String(p * q), String(B)], feedback: `a is the coefficient of x: ${p} + ${q}.` },
          { answer: [String(A), String(-B)], feedback: `Check the sign: ${p} × ${q} = ${B}.` },
          { answer: [String(p - q), String(B)], feedback: "Check the signs of the x terms." },
        ],
        solution: [
          `Expand the left side: $x^{2} + ${tex([
            [A, "x"],
            [B, ""],
          ])}$`.replace("+ -", "- "),
          `Compare coefficients: $a = ${A}$, $b = ${B}$`,
        ],
        hint: "Expand the brackets, then match the x terms and the number terms on each side.",
        difficulty: diff(4),
      };
    }
    // m(kx + a) − b(x − c) ≡ Px + Q: find a and b
    const m = rng.int(2, 6);
    const k = rng.int(2, 5);
    const aa = nz(rng, -9, 9);
    const bb = rng.intExcept(1, 9, [m * k]);
    const c = rng.int(1, 8);
    const P = m * k - bb;
    const Q = m * aa + bb * c;
    return {
      text: `$${m}(${k}x + a) - b(x - ${c}) \\equiv ${tex([
        [P, "x"],
        [Q, ""],
      ])}$. Find the values of $a$ and $b$.`,
      answer: multiPartAnswer([
        { id: "a", prompt: "$a =$", answer: integerAnswer(aa) },
        { id: "b", prompt: "$b =$", answer: integerAnswer(bb) },
      ]),
      misconceptions: [
        {
          answer: [numText(fr(Q - bb * c, m)), String(m * k + P)],
          feedback: `Compare the x terms: ${m * k} − b = ${P}, so b = ${m * k} − ${P}.`,
        },
        { answer: [numText(fr(Q + bb * c, m)), String(bb)], feedback: `−b × (−${c}) = +${c}b: check that sign.` },
        { answer: [numText(fr(Q, m)), String(bb)], feedback: `Don't forget the +${c}b from the second bracket.` },
        { answer: [numText(fr(Q - bb * c)), String(bb)], feedback: `${m}(${k}x + a) gives ${m}a: divide by ${m}.` },
      ],
      solution: [
        `Expand: $${tex([[m * k, "x"]])} + ${m}a - bx + ${c}b$`,
        `x terms: $${m * k} - b = ${P}$, so $b = ${bb}$`,
        `Number terms: $${m}a + ${c * bb} = ${Q}$, so $a = ${aa}$`,
      ],
      hint: "Expand the left side, then compare the x terms first, and then the number terms.",
      difficulty: diff(5),
    };
  },
};

export const formulaeTemplates: Template[] = [
  substituteFormula,
  substituteAndSolve,
  rearrangeLinear,
  rearrangeHarder,
  classifyIdentity,
  identityConstants,
];
