/** Markers for answers that are one number: integer, decimal, fraction, percentage, money, standard form. */
import Fraction from "fraction.js";
import { describeRounding, roundHalfAway } from "../core/exact.js";
import type {
  DecimalAnswer,
  FractionAnswer,
  IntegerAnswer,
  MarkResult,
  MoneyAnswer,
  PercentageAnswer,
  RoundingRule,
  StandardFormAnswer,
} from "../core/types.js";
import { normaliseInput } from "./normalise.js";
import { type ParsedNumber, parseNumberText, stripUnit } from "./parse-number.js";

export const CORRECT: MarkResult = { outcome: "correct" };
export const INCORRECT: MarkResult = { outcome: "incorrect" };
export const unreadable = (message: string): MarkResult => ({ outcome: "unreadable", message });
export const wrongForm = (message: string): MarkResult => ({ outcome: "wrong_form", message });

type Read = { ok: true; num: ParsedNumber } | { ok: false; result: MarkResult };

/** normalise, drop a leading "=", strip the unit, parse */
export function readNumber(raw: string, unit?: string): Read {
  const s = normaliseInput(raw).replace(/^=\s*/, "");
  const u = stripUnit(s, unit);
  if (!u.ok)
    return { ok: false, result: u.wrongUnit ? { outcome: "incorrect", message: u.message } : unreadable(u.message) };
  const p = parseNumberText(u.rest);
  if (!p.ok) return { ok: false, result: unreadable(p.message) };
  return { ok: true, num: p.value };
}

/** value check with a rounding rule: exact match; or more precise but rounds correctly -> wrong_form */
function markRounded(given: Fraction, expected: Fraction, rule: RoundingRule): MarkResult {
  if (given.equals(expected)) return CORRECT;
  if (rule.kind !== "exact" && roundHalfAway(given, rule).equals(expected)) {
    return wrongForm(`Nearly there! Now round your answer to ${describeRounding(rule)}.`);
  }
  return INCORRECT;
}

export function markInteger(spec: IntegerAnswer, raw: string): MarkResult {
  const r = readNumber(raw, spec.unit);
  if (!r.ok) return r.result;
  if (!r.num.value.equals(spec.value)) return INCORRECT;
  if (r.num.shape === "fraction" || r.num.shape === "mixed") return wrongForm("Write your answer as a whole number.");
  return CORRECT;
}

export function markDecimal(spec: DecimalAnswer, raw: string): MarkResult {
  const r = readNumber(raw, spec.unit);
  if (!r.ok) return r.result;
  if (r.num.shape === "fraction" || r.num.shape === "mixed") {
    const v = r.num.value;
    if (v.equals(spec.value) || (spec.exact !== undefined && v.equals(spec.exact)))
      return wrongForm("Write your answer as a decimal.");
    return INCORRECT;
  }
  return markRounded(r.num.value, new Fraction(spec.value), spec.rounding);
}

function isLowestTerms(n: bigint, d: bigint): boolean {
  let a = n;
  let b = d;
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 1n;
}

export function markFraction(spec: FractionAnswer, raw: string): MarkResult {
  const r = readNumber(raw, spec.unit);
  if (!r.ok) return r.result;
  const { value, shape, typed } = r.num;
  const expected = new Fraction(spec.value);
  if (!value.equals(expected)) return INCORRECT;
  const isWhole = expected.d === 1n;
  if (shape === "decimal") {
    return spec.allowDecimal || isWhole
      ? CORRECT
      : wrongForm("That's the right value as a decimal. Write it as a fraction, like 3/4.");
  }
  if (spec.form === "improper" && shape === "mixed")
    return wrongForm("Right value! Now write it as an improper (top-heavy) fraction.");
  if (spec.form === "any" || spec.form === "improper" || shape === "integer") return CORRECT;

  if (!typed) return CORRECT;
  const simplest = isLowestTerms(typed.n, typed.d) && (typed.n !== 0n || typed.whole !== 0n) && typed.d !== 1n;
  if (!simplest) {
    return isWhole
      ? wrongForm("Right value, but it can be simplified to a whole number.")
      : wrongForm("Right value, but the question asks for the simplest form. Can you simplify it?");
  }
  if (shape === "mixed" && typed.n >= typed.d)
    return wrongForm("The fraction part of a mixed number should be less than 1.");
  if (spec.form === "mixed" && shape === "fraction" && typed.n > typed.d) {
    return wrongForm("Right value! Now write it as a mixed number, like 2 1/3.");
  }
  return CORRECT;
}

export function markPercentage(spec: PercentageAnswer, raw: string): MarkResult {
  const s = normaliseInput(raw).replace(/\s*(%|percent|per cent)$/i, "");
  const hadPercent = s !== normaliseInput(raw);
  const r = readNumber(s);
  if (!r.ok) return r.result;
  const expected = new Fraction(spec.value);
  const result = markRounded(r.num.value, expected, spec.rounding);
  if (result.outcome === "incorrect" && !hadPercent && !expected.equals(0) && r.num.value.mul(100).equals(expected)) {
    return wrongForm("That's the value as a decimal. Write it as a percentage instead.");
  }
  return result;
}

const SYMBOLS: Record<MoneyAnswer["currency"], { symbol: string; others: RegExp; minorSuffix: RegExp; unit: string }> =
  {
    GBP: { symbol: "£", others: /^(₹|\$|€|rs\.?)/i, minorSuffix: /^(\d+)\s*(p|pence)$/i, unit: "£" },
    INR: { symbol: "₹", others: /^(£|\$|€)/, minorSuffix: /^(\d+)\s*(paise)$/i, unit: "₹" },
    USD: { symbol: "$", others: /^(£|₹|€|rs\.?)/i, minorSuffix: /^(\d+)\s*(c|¢|cents?)$/i, unit: "$" },
  };

export function markMoney(spec: MoneyAnswer, raw: string): MarkResult {
  const cur = SYMBOLS[spec.currency];
  let s = normaliseInput(raw);
  const neg = s.startsWith("-");
  if (neg) s = s.slice(1).trim();
  if (cur.others.test(s)) return wrongForm(`Use ${cur.symbol} for this amount.`);
  s = s.replace(
    spec.currency === "INR" ? /^(₹|rs\.?|inr)\s*/i : spec.currency === "GBP" ? /^(£|gbp)\s*/i : /^(\$|usd)\s*/i,
    "",
  );
  s = s.replace(
    spec.currency === "INR" ? /\s*(rupees?|rs\.?)$/i : spec.currency === "GBP" ? /\s*(pounds?)$/i : /\s*(dollars?)$/i,
    "",
  );
  const minorMatch = cur.minorSuffix.exec(s);
  if (minorMatch?.[1]) {
    const minor = Number(minorMatch[1]) * (neg ? -1 : 1);
    return minor === spec.minor ? CORRECT : INCORRECT;
  }
  const r = readNumber(s);
  if (!r.ok) return r.result;
  if (r.num.shape === "fraction" || r.num.shape === "mixed")
    return unreadable(`Write money as a number of ${cur.unit}, like ${cur.symbol}3.50.`);
  const value = neg ? r.num.value.neg() : r.num.value;
  const expected = new Fraction(spec.minor, 100);
  if (value.equals(expected)) {
    if (r.num.shape === "decimal" && r.num.decimalPlaces === 1) {
      return wrongForm(`Money is written with two digits after the point, like ${cur.symbol}3.50.`);
    }
    return CORRECT;
  }
  if (roundHalfAway(value, { kind: "dp", places: 2 }).equals(expected)) {
    return wrongForm(
      `Round your answer to the nearest ${spec.currency === "GBP" ? "penny" : spec.currency === "INR" ? "paisa" : "cent"}.`,
    );
  }
  return INCORRECT;
}

/** reads a × 10^n in the many ways it gets typed */
const STANDARD_FORM = /^([+-]?[\d.,]+)\s*(?:\*|x|X)\s*10\s*\^\s*\{?\s*\(?\s*([+-]?\d+)\s*\)?\s*\}?$/;

export function markStandardForm(spec: StandardFormAnswer, raw: string): MarkResult {
  const s = normaliseInput(raw);
  const expected = new Fraction(spec.mantissa).mul(new Fraction(10).pow(spec.exponent));
  const sf =
    STANDARD_FORM.exec(s) ??
    (/^10\s*\^\s*\{?\(?([+-]?\d+)\)?\}?$/.exec(s) ? ["", "1", /([+-]?\d+)/.exec(s.slice(2))?.[1] ?? "0"] : null);
  if (sf) {
    const a = parseNumberText(sf[1] ?? "");
    if (!a.ok) return unreadable(a.message);
    const value = a.value.value.mul(new Fraction(10).pow(Number(sf[2])));
    if (!value.equals(expected)) return INCORRECT;
    const abs = a.value.value.abs();
    if (abs.compare(1) < 0 || abs.compare(10) >= 0)
      return wrongForm("Right value, but in standard form the first number must be at least 1 and less than 10.");
    return CORRECT;
  }
  if (/^[+-]?[\d.]+e[+-]?\d+$/i.test(s)) {
    const [m = "0", e = "0"] = s.toLowerCase().split("e");
    const v = parseNumberText(m);
    if (v.ok && v.value.value.mul(new Fraction(10).pow(Number(e))).equals(expected))
      return wrongForm("That's calculator notation. Write it as A × 10^n.");
    return INCORRECT;
  }
  const plain = parseNumberText(s);
  if (!plain.ok) return unreadable("Write your answer like 3.2 × 10^4 (you can type x or * for ×).");
  return plain.value.value.equals(expected)
    ? wrongForm("Right value, but write it in standard form: A × 10^n.")
    : INCORRECT;
}
