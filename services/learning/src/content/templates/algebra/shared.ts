/**
 * Helpers shared by the algebra templates: terms and polynomials written three ways
 * (TeX for the question, plain text as a learner types it, mathjs for the marker),
 * misconception builders and multiple-choice plumbing.
 */
import Fraction from "fraction.js";
import { choiceAnswer, optionId } from "../../core/answers.js";
import { isTerminating, toDecimalString } from "../../core/exact.js";
import type { Rng } from "../../core/rng.js";
import { texFrac } from "../../core/tex.js";
import type { ChoiceAnswer, Difficulty, Misconception, Submission } from "../../core/types.js";

export { Fraction };

export type Coef = number | Fraction;
/** a term: coefficient and a monomial written plainly, e.g. [3, "x^2y"] or [-5, ""] for a constant */
export type Term = readonly [Coef, string];

export const fr = (c: Coef, d?: number): Fraction =>
  d === undefined ? (c instanceof Fraction ? c : fromNumber(c)) : new Fraction(c as number, d);

/**
 * A float that came from dividing small whole numbers, as an exact fraction. fraction.js's own
 * float conversion is slow (a continued-fraction search), so try small denominators first.
 */
export function fromNumber(v: number): Fraction {
  if (Number.isInteger(v)) return new Fraction(v);
  for (let d = 2; d <= 1000; d++) {
    const n = Math.round(v * d);
    if (Math.abs(n / d - v) < 1e-9) return new Fraction(n, d);
  }
  return new Fraction(v);
}

export const LETTERS = ["x", "y", "a", "b", "m", "n", "p", "t", "k", "w"] as const;

/** clamp to the difficulty scale (callers compute difficulty arithmetically) */
export const diff = (n: number): Difficulty => Math.max(1, Math.min(5, Math.round(n))) as Difficulty;

export const monoTex = (m: string): string => m.replace(/\^(-?\d+)/g, "^{$1}");
/** x^2y -> x^2*y, ab -> a*b (mathjs needs explicit products between letters) */
export const monoExpr = (m: string): string =>
  m.replace(/\^(-\d+)/g, "^($1)").replace(/([a-z)]|\^\d+)(?=[a-z])/g, "$1*");

function ordered(terms: readonly Term[]): [Fraction, string][] {
  return terms.map(([c, mono]) => [fr(c), mono] as [Fraction, string]).filter(([c]) => !c.equals(0));
}

function joinSigned(parts: readonly [boolean, string][]): string {
  if (parts.length === 0) return "0";
  return parts
    .map(([neg, body], i) => (i === 0 ? `${neg ? "-" : ""}${body}` : `${neg ? " - " : " + "}${body}`))
    .join("");
}

/** TeX of a sum of terms: 3x^{2} - \frac{1}{2}x + 5 */
export function tex(terms: readonly Term[]): string {
  return joinSigned(
    ordered(terms).map(([c, mono]) => {
      const a = c.abs();
      const coef = mono !== "" && a.equals(1) ? "" : texFrac(a);
      return [c.s < 0n, `${coef}${monoTex(mono)}`];
    }),
  );
}

/** plain text as a learner would type it: 3x^2 - (1/2)x + 5 */
export function plain(terms: readonly Term[]): string {
  return joinSigned(
    ordered(terms).map(([c, mono]) => {
      const a = c.abs();
      const coef =
        mono !== "" && a.equals(1)
          ? ""
          : a.d === 1n
            ? a.toFraction()
            : mono === ""
              ? a.toFraction()
              : `(${a.toFraction()})`;
      return [c.s < 0n, `${coef}${mono}`];
    }),
  );
}

/** mathjs text for the marker: 3*x^(2) - (1/2)*x + 5 */
export function expr(terms: readonly Term[]): string {
  return joinSigned(
    ordered(terms).map(([c, mono]) => {
      const a = c.abs();
      const num = a.d === 1n ? a.toFraction() : `(${a.toFraction()})`;
      return [c.s < 0n, mono === "" ? num : a.equals(1) ? monoExpr(mono) : `${num}*${monoExpr(mono)}`];
    }),
  );
}

/** terms of a polynomial from coefficients, highest power first: poly([1, -3, 2], "x") is x^2 - 3x + 2 */
export function poly(coeffs: readonly Coef[], v: string): Term[] {
  const n = coeffs.length - 1;
  return coeffs.map((c, i) => [c, n - i === 0 ? "" : n - i === 1 ? v : `${v}^${n - i}`] as Term);
}

/** product of polynomials given by coefficient lists (highest power first) */
export function mulPoly(p: readonly number[], q: readonly number[]): number[] {
  const out = new Array<number>(p.length + q.length - 1).fill(0);
  p.forEach((a, i) => {
    q.forEach((b, j) => {
      out[i + j] = (out[i + j] ?? 0) + a * b;
    });
  });
  return out;
}

/** value of a polynomial (highest power first) at an integer */
export function evalPoly(p: readonly number[], x: number): number {
  return p.reduce((acc, c) => acc * x + c, 0);
}

/** a linear bracket (ax + b) in TeX, with the brackets */
export const brTex = (a: Coef, b: Coef, v: string): string =>
  `(${tex([
    [a, v],
    [b, ""],
  ])})`;
export const brPlain = (a: Coef, b: Coef, v: string): string =>
  `(${plain([
    [a, v],
    [b, ""],
  ])})`;
export const brExpr = (a: Coef, b: Coef, v: string): string =>
  `(${expr([
    [a, v],
    [b, ""],
  ])})`;

/** coefficient in front of a bracket or letter: 1 -> "", -1 -> "-", 3 -> "3" */
export const lead = (k: number): string => (k === 1 ? "" : k === -1 ? "-" : String(k));

/** "x = 3, x = -2" and the other ways of writing a set of solutions */
export function solutionText(v: string, values: readonly Coef[]): string {
  return values.map((x) => `${v} = ${fr(x).toFraction()}`).join(", ");
}

export function solutionEquivalents(v: string, values: readonly Coef[]): Submission[] {
  const fs = values.map((x) => fr(x).toFraction());
  const out: Submission[] = [
    fs.join(" or "),
    [...fs]
      .reverse()
      .map((s) => `${v}=${s}`)
      .join(", "),
  ];
  return out;
}

/** solution misconceptions; values that are not finite (division by zero) are skipped */
export function solWrongs(v: string, items: readonly (readonly [readonly (Coef | null)[], string])[]): Misconception[] {
  return items
    .filter(([vals]) => vals.length > 0 && vals.every((x) => x !== null))
    .map(([vals, feedback]) => ({ answer: solutionText(v, vals as Coef[]), feedback }));
}

/** expression misconceptions from term lists */
export function exprWrongs(items: readonly (readonly [readonly Term[] | string, string])[]): Misconception[] {
  return items.map(([t, feedback]) => ({ answer: typeof t === "string" ? t : plain(t), feedback }));
}

/**
 * misconceptions for a whole-number answer: a wrong method can give a non-whole value,
 * which is written as a decimal (or a fraction when it does not terminate); NaN/Infinity are skipped
 */
export function intWrongs(items: readonly (readonly [number | Fraction, string])[]): Misconception[] {
  return items
    .filter(([v]) => v instanceof Fraction || Number.isFinite(v))
    .map(([v, feedback]) => ({ answer: numText(v), feedback }));
}

/** a number as a learner would type it: 12, -3.5 or 7/3 */
export function numText(v: number | Fraction): string {
  const f = v instanceof Fraction ? v : fromNumber(v);
  return isTerminating(f) ? toDecimalString(f) : f.toFraction();
}

/** fraction/decimal misconceptions written as a/b */
export function fracWrongs(items: readonly (readonly [Coef | null, string])[]): Misconception[] {
  return items
    .filter((x): x is readonly [Coef, string] => x[0] !== null)
    .map(([v, feedback]) => ({ answer: fr(v).toFraction(), feedback }));
}

/** coordinates misconceptions */
export function pointWrongs(items: readonly (readonly [Coef, Coef, string])[]): Misconception[] {
  return items.map(([x, y, feedback]) => ({ answer: `(${fr(x).toFraction()}, ${fr(y).toFraction()})`, feedback }));
}

export const texPoint = (x: Coef, y: Coef): string => `(${texFrac(fr(x))}, ${texFrac(fr(y))})`;

/**
 * Multiple choice where every distractor is a misconception with its own feedback.
 * Distractors that clash with the answer or each other are dropped, so give 3-4.
 */
export function choice(
  rng: Rng,
  correct: string,
  distractors: readonly (readonly [string, string])[],
): { answer: ChoiceAnswer; misconceptions: Misconception[] } {
  const seen = new Set([correct]);
  const kept = distractors
    .filter(([t]) => {
      if (seen.has(t)) return false;
      seen.add(t);
      return true;
    })
    .slice(0, 4);
  const answer = choiceAnswer(
    rng,
    correct,
    kept.map(([t]) => t),
    Math.min(5, kept.length + 1),
  );
  return { answer, misconceptions: kept.map(([t, feedback]) => ({ answer: optionId(answer, t), feedback })) };
}

/** a whole number in [lo, hi] other than the excluded ones, never 0 */
export const nz = (rng: Rng, lo: number, hi: number, exclude: readonly number[] = []): number =>
  rng.intExcept(lo, hi, [0, ...exclude]);

/** "+ 3" or "- 3" after an expression, nothing for 0 */
export const plusTex = (n: Coef): string => {
  const f = fr(n);
  if (f.equals(0)) return "";
  return f.s < 0n ? ` - ${texFrac(f.abs())}` : ` + ${texFrac(f)}`;
};

/** a number in TeX, in brackets when negative (for writing it after an operator) */
export const paren2 = (n: Coef): string => {
  const f = fr(n);
  return f.s < 0n && !f.equals(0) ? `(${texFrac(f)})` : texFrac(f);
};
