/**
 * Helpers shared by the ratio, probability and statistics templates (written together,
 * so they share one kit rather than three near-copies).
 */
import Fraction from "fraction.js";
import { integerAnswer, multiPartAnswer } from "../../core/answers.js";
import { isTerminating, roundedString, toDecimalString } from "../../core/exact.js";
import type { Rng } from "../../core/rng.js";
import { moneyPlain, tn } from "../../core/tex.js";
import type { Currency, Difficulty, Misconception, MultiPartAnswer, RoundingRule, Template } from "../../core/types.js";

export { Fraction };

export const F = (n: number | Fraction, d = 1): Fraction =>
  n instanceof Fraction ? n : d === 1 ? new Fraction(n) : new Fraction(n, d);

/** array access that fails loudly instead of yielding undefined (noUncheckedIndexedAccess) */
export function at<T>(items: readonly T[], i: number): T {
  const v = items[i];
  if (v === undefined) throw new Error(`index ${i} out of range (${items.length})`);
  return v;
}

export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

export function level(n: number): Difficulty {
  return Math.max(1, Math.min(5, Math.round(n))) as Difficulty;
}

/** plain exact decimal string of a terminating value, e.g. for misconception answers */
export function decStr(v: Fraction | number): string {
  return toDecimalString(F(v));
}

/** TeX of an exact value: integer, terminating decimal, or \frac */
export function texVal(v: Fraction | number): string {
  const f = F(v);
  if (isTerminating(f)) return tn(toDecimalString(f));
  return `${f.s < 0n ? "-" : ""}\\frac{${f.n}}{${f.d}}`;
}

/** TeX of a value rounded by a rule */
export function texRound(v: Fraction | number, rule: RoundingRule): string {
  return tn(roundedString(F(v), rule));
}

type Item<T> = readonly [T | null | undefined, string];

const finite = (v: Fraction | number): boolean =>
  v instanceof Fraction ? true : Number.isFinite(v) && !Number.isNaN(v);

/** whole-number wrong answers (non-integers and nulls skipped) */
export function intWrongs(items: readonly Item<Fraction | number>[]): Misconception[] {
  const out: Misconception[] = [];
  for (const [v, feedback] of items) {
    if (v === null || v === undefined || !finite(v)) continue;
    const f = F(v);
    if (f.d === 1n && f.s > 0n) out.push({ answer: f.toFraction(), feedback });
  }
  return out;
}

/** a float as a learner would type it: up to 2 decimal places (fraction.js float parsing is slow) */
function plainNumber(v: number): string {
  const r = Math.round(v * 100) / 100;
  return Number.isInteger(r) ? String(r) : r.toFixed(2).replace(/0$/, "");
}

/** wrong answers as numbers a learner might type: exact when terminating, else to 2 decimal places */
export function numWrongs(items: readonly Item<Fraction | number>[]): Misconception[] {
  const out: Misconception[] = [];
  for (const [v, feedback] of items) {
    if (v === null || v === undefined || !finite(v)) continue;
    if ((typeof v === "number" ? v : Number(v)) < 0) continue;
    if (typeof v === "number") out.push({ answer: plainNumber(v), feedback });
    else
      out.push({
        answer: isTerminating(v) ? toDecimalString(v) : roundedString(v, { kind: "dp", places: 2 }),
        feedback,
      });
  }
  return out;
}

/** wrong answers rounded with the question's rule */
export function decWrongs(items: readonly Item<Fraction | number>[], rule: RoundingRule): Misconception[] {
  const out: Misconception[] = [];
  for (const [v, feedback] of items) {
    if (v === null || v === undefined || !finite(v)) continue;
    const f = F(v);
    // a learner would type a non-terminating wrong value rounded, say to 2 decimal places
    const r = rule.kind === "exact" && !isTerminating(f) ? ({ kind: "dp", places: 2 } as const) : rule;
    out.push({ answer: roundedString(f, r), feedback });
  }
  return out;
}

/** fraction wrong answers as a/b (negative or zero values skipped) */
export function fracWrongs(items: readonly Item<Fraction>[]): Misconception[] {
  const out: Misconception[] = [];
  for (const [v, feedback] of items) if (v && v.s > 0n && v.n !== 0n) out.push({ answer: v.toFraction(), feedback });
  return out;
}

/** money wrong answers from minor units (rounded to the nearest minor unit) */
export function moneyWrongs(items: readonly Item<Fraction | number>[], currency: Currency): Misconception[] {
  const out: Misconception[] = [];
  for (const [v, feedback] of items) {
    if (v === null || v === undefined || !finite(v)) continue;
    const minor = typeof v === "number" ? Math.round(v) : Number(roundedString(v, { kind: "dp", places: 0 }));
    if (minor > 0) out.push({ answer: moneyPlain(minor, currency), feedback });
  }
  return out;
}

/** percentage wrong answers */
export function pctWrongs(items: readonly Item<Fraction | number>[], rule: RoundingRule): Misconception[] {
  return decWrongs(items, rule).map((m) => ({ ...m, answer: `${m.answer}%` }));
}

/** multi-part wrong answers: one string per part */
export function multiWrongs(items: readonly Item<readonly (Fraction | number | string)[]>[]): Misconception[] {
  const out: Misconception[] = [];
  for (const [parts, feedback] of items) {
    if (!parts) continue;
    const answer = parts.map((p) => (typeof p === "string" ? p : F(p).toFraction()));
    out.push({ answer, feedback });
  }
  return out;
}

/** wrong option ids of a choice answer, with feedback chosen per option text */
export function choiceWrongs(
  spec: { options: readonly { id: string; text: string }[]; correctId: string },
  feedback: (text: string) => string,
): Misconception[] {
  return spec.options.filter((o) => o.id !== spec.correctId).map((o) => ({ answer: o.id, feedback: feedback(o.text) }));
}

export const NAMES = [
  "Amir",
  "Priya",
  "Josh",
  "Ella",
  "Ravi",
  "Sana",
  "Tom",
  "Meera",
  "Leo",
  "Aisha",
  "Kabir",
  "Zara",
  "Owen",
  "Isla",
  "Arjun",
  "Ananya",
  "Noah",
  "Freya",
  "Rohan",
  "Maya",
  "Dev",
  "Grace",
  "Ishaan",
  "Lily",
] as const;

/** n different names */
export function names(rng: Rng, n: number): string[] {
  return rng.sample(NAMES, n);
}

export interface CurrencyInfo {
  readonly code: Currency;
  readonly region: "UK" | "IN" | "US";
  /** typical prices are this many times the pence figure (rupee prices are bigger numbers) */
  readonly scale: number;
  readonly major: string;
  readonly minor: string;
}

export const CURRENCIES: readonly CurrencyInfo[] = [
  { code: "GBP", region: "UK", scale: 1, major: "pounds", minor: "pence" },
  { code: "INR", region: "IN", scale: 50, major: "rupees", minor: "paise" },
  { code: "USD", region: "US", scale: 1, major: "dollars", minor: "cents" },
];

/**
 * One template per currency (ids end in .gbp / .inr / .usd, regions keep them apart),
 * so UK courses see pounds, Indian courses rupees and US courses dollars.
 */
export function perCurrency(make: (c: CurrencyInfo) => Template): Template[] {
  return CURRENCIES.map((c) => {
    const t = make(c);
    return { ...t, id: `${t.id}.${c.code.toLowerCase()}`, regions: [c.region] };
  });
}

/** TeX ratio a : b : c */
export const texRatio = (parts: readonly (number | string)[]): string =>
  parts.map((p) => (typeof p === "number" ? tn(p) : p)).join(" : ");

/** part prompts for a ratio answer a : b (: c) */
export const RATIO_LETTERS = ["a", "b", "c", "d"] as const;

/** a ratio answer a : b (: c) as one whole-number part per term */
export function ratioAnswer(parts: readonly number[]): MultiPartAnswer {
  return multiPartAnswer(
    parts.map((v, i) => ({
      id: at(RATIO_LETTERS, i),
      prompt: `$${at(RATIO_LETTERS, i)}$`,
      answer: integerAnswer(v, ""),
    })),
  );
}

/** "a : b" or "a : b : c" form named in a question */
export const ratioForm = (n: number): string => `$${RATIO_LETTERS.slice(0, n).join(" : ")}$`;
