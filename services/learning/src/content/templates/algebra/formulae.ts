/** Formulae: substituting into a formula, and substituting then solving. */
import { decimalAnswer, integerAnswer } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { diff, Fraction, fr, intWrongs, numText, nz } from "./shared.js";

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

export const formulaeTemplates: Template[] = [substituteFormula, substituteAndSolve];
