import { unitOrNone } from "../../marking/units.js";
/** Helpers shared by the statistics templates: data contexts, Markdown tables, exact averages. */

import { isTerminating, roundedString, toDecimalString } from "../../core/exact.js";
import type { Rng } from "../../core/rng.js";
import { ordinal, tn } from "../../core/tex.js";
import type { Misconception } from "../../core/types.js";
import { at, F, type Fraction } from "../ratio/kit.js";

/** a Markdown table from a header row and body rows */
export function mdTable(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (c: string | number) => (typeof c === "number" ? `$${tn(c)}$` : c);
  return [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`),
  ].join("\n");
}

/** a two-column frequency table: label column, frequency column */
export function freqTable(valueHead: string, values: readonly string[], freqs: readonly number[], fHead = "Frequency") {
  return mdTable(
    [valueHead, fHead],
    values.map((v, i) => [v, at(freqs, i)]),
  );
}

/** TeX list "3, 5, 8" */
export const texList = (xs: readonly number[]): string => xs.map((x) => tn(x)).join(",\\ ");

export const sortNum = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);

export function meanOf(xs: readonly number[]): Fraction {
  return F(
    xs.reduce((a, b) => a + b, 0),
    xs.length,
  );
}

/** median of a list (sorted inside) */
export function medianOf(xs: readonly number[]): Fraction {
  const s = sortNum(xs);
  const n = s.length;
  if (n % 2 === 1) return F(at(s, (n - 1) / 2));
  return F(at(s, n / 2 - 1) + at(s, n / 2), 2);
}

/** the unique mode, or null when there is a tie */
export function uniqueMode(xs: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  const best = Math.max(...counts.values());
  const modes = [...counts.entries()].filter(([, c]) => c === best).map(([v]) => v);
  return modes.length === 1 ? (modes[0] as number) : null;
}

/** n values in [lo, hi] with exactly one value appearing most often (twice or three times) */
export function listWithMode(rng: Rng, n: number, lo: number, hi: number): number[] {
  for (;;) {
    const xs = Array.from({ length: n }, () => rng.int(lo, hi));
    if (uniqueMode(xs) !== null && Math.max(...xs) > Math.min(...xs)) return xs;
  }
}

/** "$7$ values" style count words */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** a numeric data context: what is measured, the unit (may be ""), and a sensible integer range */
export interface NumContext {
  readonly what: string;
  readonly unit: string;
  readonly lo: number;
  readonly hi: number;
}

/** the answer unit of a context: the lexicon's name (marking/units.ts), or "" for counts such as marks */
export const contextUnit = (c: { unit: string }): string => (c.unit === "degrees" ? "°C" : unitOrNone(c.unit));

export const NUM_CONTEXTS: readonly NumContext[] = [
  { what: "the numbers of goals a hockey team scored in each match", unit: "", lo: 0, hi: 9 },
  { what: "the ages of the people at a party, in years", unit: "years", lo: 8, hi: 60 },
  { what: "the heights of some seedlings, in cm", unit: "cm", lo: 2, hi: 40 },
  { what: "the marks some pupils scored in a test out of 50", unit: "marks", lo: 12, hi: 50 },
  { what: "the numbers of pages in some books", unit: "pages", lo: 90, hi: 420 },
  { what: "the daily high temperatures in a town, in degrees Celsius", unit: "degrees", lo: 4, hi: 31 },
  { what: "the numbers of emails a teacher received each day", unit: "emails", lo: 3, hi: 48 },
  { what: "the times some runners took to finish a race, in minutes", unit: "minutes", lo: 18, hi: 75 },
  { what: "the masses of some parcels, in kg", unit: "kg", lo: 1, hi: 25 },
  { what: "the numbers of cars passing a school gate each minute", unit: "cars", lo: 0, hi: 22 },
  { what: "the scores in a quiz", unit: "points", lo: 5, hi: 30 },
  { what: "the numbers of people on a bus at each stop", unit: "people", lo: 6, hi: 55 },
];

/** arithmetic slips added last as a safety net (the framework drops any that equal the answer) */
export function slips(v: Fraction | number, what = "value"): [Fraction, string][] {
  const f = F(v);
  return [
    [f.add(1), `Very close: check the ${what} again step by step.`],
    [f.sub(1), `Very close: check the ${what} again step by step.`],
    [f.mul(10), "Check the place value of your answer."],
  ];
}

/** running totals: [3, 5, 2] -> [3, 8, 10] */
export function cumulative(xs: readonly number[]): number[] {
  const out: number[] = [];
  let t = 0;
  for (const x of xs) {
    t += x;
    out.push(t);
  }
  return out;
}

/** whole-number wrong answers, negatives included (non-integers and nulls skipped) */
export function signedIntWrongs(items: readonly (readonly [number | null, string])[]): Misconception[] {
  return items
    .filter((x): x is readonly [number, string] => x[0] !== null && Number.isInteger(x[0]))
    .map(([v, feedback]) => ({ answer: String(v), feedback }));
}

/** position words: 3 -> "3rd", 28.5 -> "28.5th" */
export function nth(pos: number | Fraction): string {
  const f = F(pos);
  if (f.d === 1n) return ordinal(Number(f.n) * (f.s < 0n ? -1 : 1));
  return `${toDecimalString(f)}th`;
}

/** TeX of a value: exact when it terminates, else to 3 decimal places followed by "..." */
export function texApprox(v: Fraction): string {
  if (isTerminating(v)) return tn(toDecimalString(v));
  return `${tn(roundedString(v, { kind: "dp", places: 3 }))}\\ldots`;
}
