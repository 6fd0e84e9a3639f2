/** Helpers shared by geometry templates: approximate values, rounding, misconception lists, choices. */
import Fraction from "fraction.js";
import { choiceAnswer, decimalAnswer, piAnswer } from "../../core/answers.js";
import { describeRounding, isTerminating, roundedString, toDecimalString } from "../../core/exact.js";
import type { Rng } from "../../core/rng.js";
import { texFrac, tn } from "../../core/tex.js";
import type {
  ChoiceAnswer,
  DecimalAnswer,
  Difficulty,
  Misconception,
  PiMultipleAnswer,
  RoundingRule,
} from "../../core/types.js";

/**
 * Irrational results (π, roots, trig) only exist as floats. Cutting them to 9 decimal places
 * turns float noise such as 2.4999999999 back into the exact 2.5, so ties round the school way.
 */
export function approx(x: number): Fraction {
  if (!Number.isFinite(x)) throw new Error(`approx: ${x} is not finite`);
  return new Fraction(x.toFixed(9));
}

/** the rounded string a learner would type */
export const roundStr = (x: number | Fraction, rule: RoundingRule): string =>
  roundedString(typeof x === "number" ? approx(x) : x, rule);

export function decimalFrom(x: number | Fraction, rule: RoundingRule, unit?: string): DecimalAnswer {
  return decimalAnswer(typeof x === "number" ? approx(x) : x, rule, unit);
}

/** TeX of a rounded value */
export const texRound = (x: number | Fraction, rule: RoundingRule): string => tn(roundStr(x, rule));

export const roundingText = (rule: RoundingRule): string => `Give your answer to ${describeRounding(rule)}.`;

/** misconceptions from approximate wrong values, rounded like the answer (non-finite ones skipped) */
export function roundedWrongs(rule: RoundingRule, items: readonly (readonly [number, string])[]): Misconception[] {
  return items.filter(([v]) => Number.isFinite(v)).map(([v, feedback]) => ({ answer: roundStr(v, rule), feedback }));
}

/** integer misconceptions, skipping non-integers */
export function intWrongs(items: readonly (readonly [number | Fraction, string])[]): Misconception[] {
  return items
    .map(([v, feedback]) => [typeof v === "number" ? v : Number(v.valueOf()), feedback] as const)
    .filter(([v]) => Number.isFinite(v) && Number.isInteger(v))
    .map(([v, feedback]) => ({ answer: String(v), feedback }));
}

/** exact decimal misconceptions (terminating fractions only) */
export function exactWrongs(items: readonly (readonly [Fraction, string])[]): Misconception[] {
  return items.flatMap(([v, feedback]) => {
    try {
      return [{ answer: toDecimalString(v), feedback }];
    } catch {
      return [];
    }
  });
}

/** TeX of an exact terminating value (Fraction or integer count of 10^-places) */
export function dn(v: Fraction | number, places = 0): string {
  const f = typeof v === "number" ? new Fraction(v, 10 ** places) : v;
  return tn(toDecimalString(f));
}

/** plain decimal string of an exact value */
export function ds(v: Fraction | number, places = 0): string {
  return toDecimalString(typeof v === "number" ? new Fraction(v, 10 ** places) : v);
}

/** TeX of an exact value: a decimal when it terminates, else a fraction */
export function texExact(f: Fraction): string {
  return isTerminating(f) ? tn(toDecimalString(f)) : texFrac(f);
}

export const deg = (n: number | string): string => `${typeof n === "number" ? tn(n) : n}^\\circ`;

/**
 * Multiple choice whose wrong options each carry feedback; the first three distinct wrong
 * options are used, so the misconceptions always match the options shown.
 */
export function choiceWithFeedback(
  rng: Rng,
  correct: string,
  wrong: readonly (readonly [string, string])[],
): { answer: ChoiceAnswer; misconceptions: Misconception[] } {
  const seen = new Set<string>([correct]);
  const kept: (readonly [string, string])[] = [];
  for (const w of wrong) {
    if (seen.has(w[0]) || kept.length >= 3) continue;
    seen.add(w[0]);
    kept.push(w);
  }
  const answer = choiceAnswer(
    rng,
    correct,
    kept.map(([t]) => t),
  );
  const misconceptions = kept.map(([t, feedback]) => ({
    answer: answer.options.find((o) => o.text === t)?.id ?? "z",
    feedback,
  }));
  return { answer, misconceptions };
}

/**
 * An answer in terms of π typed by the learner, with the first three distinct wrong coefficients
 * (misconceptions) typed as a learner would: the typed counterpart of choiceWithFeedback.
 */
export function piWithFeedback(
  correct: Fraction,
  wrong: readonly (readonly [Fraction, string])[],
  unit?: string,
): { answer: PiMultipleAnswer; misconceptions: Misconception[] } {
  const seen = new Set<string>([correct.toFraction()]);
  const misconceptions: Misconception[] = [];
  for (const [k, feedback] of wrong) {
    const key = k.toFraction();
    if (seen.has(key) || misconceptions.length >= 3) continue;
    seen.add(key);
    misconceptions.push({ answer: `${key}π`, feedback });
  }
  return { answer: piAnswer(correct, unit), misconceptions };
}

export const clampDifficulty = (d: number, lo: Difficulty, hi: Difficulty): Difficulty =>
  Math.max(lo, Math.min(hi, Math.round(d))) as Difficulty;

export const rad = (degrees: number): number => (degrees * Math.PI) / 180;
export const degOf = (radians: number): number => (radians * 180) / Math.PI;

/** a Pythagorean triple family (primitive triples scaled) with legs a < b and hypotenuse c */
export const TRIPLES: readonly (readonly [number, number, number])[] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
  [12, 35, 37],
];

export function isSquare(n: number): boolean {
  const r = Math.round(Math.sqrt(n));
  return r * r === n;
}
