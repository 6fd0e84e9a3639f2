/** Helpers shared by number templates. */
import Fraction from "fraction.js";
import { toDecimalString } from "../../core/exact.js";
import type { Misconception } from "../../core/types.js";

const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function under1000(n: number, british: boolean): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (h > 0) parts.push(`${ONES[h]} hundred`);
  if (rest > 0) {
    const words =
      rest < 20 ? (ONES[rest] ?? "") : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${ONES[rest % 10]}` : ""}`;
    parts.push(h > 0 && british ? `and ${words}` : words);
  }
  return parts.join(" ");
}

/** 4020006 -> "four million, twenty thousand and six" (British "and") */
export function numberToWords(n: number): string {
  if (n === 0) return "zero";
  const groups: [number, string][] = [
    [1_000_000_000, "billion"],
    [1_000_000, "million"],
    [1000, "thousand"],
    [1, ""],
  ];
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of groups) {
    const g = Math.floor(rest / size);
    rest %= size;
    if (g === 0) continue;
    // the final group below 100 joins with "and" when bigger groups came before it
    const words = size === 1 && g < 100 && parts.length > 0 ? `and ${under1000(g, true)}` : under1000(g, true);
    parts.push(name ? `${words} ${name}` : words);
  }
  return parts.join(", ").replace(/, and /g, " and ");
}

/** integer with commas always (1,234): a second accepted way of typing */
export function commas(n: number): string {
  const s = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return n < 0 ? `-${s}` : s;
}

/** exact decimal string of an integer count of 10^-places: dec(125, 2) = "1.25" */
export function dec(units: number, places: number): string {
  return toDecimalString(new Fraction(units, 10 ** places));
}

/**
 * Integer misconceptions, skipping non-integers. Given the correct value, arithmetic
 * slips (one out, ten times too big) are added last as a safety net: the framework
 * drops any that equal the answer, and at least 3 must remain.
 */
export function intWrongs(items: readonly (readonly [number, string])[], correct?: number): Misconception[] {
  const slips: [number, string][] =
    correct === undefined
      ? []
      : [
          [correct + 1, "Very close: check your working one step at a time."],
          [correct - 1, "Very close: check your working one step at a time."],
          [correct * 10, "Check the place value of your answer."],
        ];
  return [...items, ...slips]
    .filter(([v]) => Number.isFinite(v) && Number.isInteger(v))
    .map(([v, feedback]) => ({ answer: String(v), feedback }));
}

/** Fraction misconceptions as "a/b" text (mixed "1 1/2" if asked); with the correct value, slips are added as a safety net */
export function fracWrongs(
  items: readonly (readonly [Fraction | null, string])[],
  correct?: Fraction,
  mixed = false,
): Misconception[] {
  const slips: [Fraction | null, string][] =
    correct === undefined
      ? []
      : [
          [correct.equals(0) ? null : correct.inverse(), "Check which number goes on top."],
          [correct.add(1), "Check the whole-number part of your answer."],
          [correct.add(new Fraction(1n, correct.d === 1n ? 2n : correct.d)), "Very close: check the numerator."],
        ];
  return [...items, ...slips]
    .filter((x): x is readonly [Fraction, string] => x[0] !== null)
    .map(([v, feedback]) => ({ answer: v.toFraction(mixed), feedback }));
}

/** decimal misconceptions from Fractions (must be terminating) */
export function decWrongs(items: readonly (readonly [Fraction, string])[]): Misconception[] {
  return items.map(([v, feedback]) => ({ answer: toDecimalString(v), feedback }));
}
