/** Markers for answers that are one number: integer, decimal, fraction, percentage, money, standard form. */
import Fraction from "fraction.js";
import { describeRounding, orderOfMagnitude, roundHalfAway } from "../core/exact.js";
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
import { conversionFactor, type UnitDef, unitDef } from "./units.js";

export const CORRECT: MarkResult = { outcome: "correct" };
export const INCORRECT: MarkResult = { outcome: "incorrect" };
export const unreadable = (message: string): MarkResult => ({ outcome: "unreadable", message });
export const wrongForm = (message: string): MarkResult => ({ outcome: "wrong_form", message });

type Read = { ok: true; num: ParsedNumber; typed?: UnitDef } | { ok: false; result: MarkResult };

/** normalise, drop a leading "=", strip the unit, parse */
export function readNumber(raw: string, unit?: string): Read {
  const s = normaliseInput(raw).replace(/^=\s*/, "");
  const u = stripUnit(s, unit);
  if (!u.ok) return { ok: false, result: unreadable(u.message) };
  const p = parseNumberText(u.rest);
  if (!p.ok) return { ok: false, result: unreadable(p.message) };
  return u.typed ? { ok: true, num: p.value, typed: u.typed } : { ok: true, num: p.value };
}

export const showUnit = (u: string) => u.replace("^2", "²").replace("^3", "³");

/**
 * What a unit the pupil wrote does to the mark (undefined: nothing, mark the number).
 * The unit asked for, in any spelling, is fine. A unit of another dimension ("6 kg" for a
 * length) is incorrect, with a pointer to the units. The right amount in another unit of the
 * same dimension ("2000 m" for 2 km) is wrong_form, not correct: the question names the unit
 * it wants, as a GCSE mark scheme would, but the pupil is told the amount itself is right.
 * A unit on an answer that has none is wrong_form when the number is right.
 */
export function unitVerdict(
  read: { num: ParsedNumber; typed?: UnitDef },
  unit: string | undefined,
  isRight: (value: Fraction) => boolean,
): MarkResult | undefined {
  const { typed } = read;
  if (!typed) return undefined;
  const expected = unit ? unitDef(unit) : undefined;
  if (expected && expected.canonical === typed.canonical) return undefined;
  if (!unit) {
    return isRight(read.num.value)
      ? wrongForm("Right number, but this answer has no unit: type just the number.")
      : { outcome: "incorrect", message: "This answer doesn't need a unit: type just the number." };
  }
  const factor = expected ? conversionFactor(typed, expected) : undefined;
  if (factor && isRight(read.num.value.mul(factor)))
    return wrongForm(
      `That's the right amount in ${showUnit(typed.canonical)}, but the question asks for ${showUnit(unit)}: convert it.`,
    );
  return { outcome: "incorrect", message: `Check the units: the question asks for the answer in ${showUnit(unit)}.` };
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
  const u = unitVerdict(r, spec.unit, (v) => v.equals(spec.value));
  if (u) return u;
  if (!r.num.value.equals(spec.value)) return INCORRECT;
  if (r.num.shape === "fraction" || r.num.shape === "mixed") return wrongForm("Write your answer as a whole number.");
  return CORRECT;
}

/**
 * "40%" typed where a fraction or decimal is asked for (a probability, say): never unreadable.
 * The right value as a percentage gets a form message; undefined when no % was typed.
 */
function markAsPercentage(raw: string, isRight: (num: ParsedNumber) => boolean): MarkResult | undefined {
  const s = normaliseInput(raw);
  const bare = s.replace(/\s*(%|percent|per cent)$/i, "");
  if (bare === s) return undefined;
  const r = readNumber(bare);
  if (!r.ok) return r.result;
  const { value, decimalPlaces } = r.num;
  // 11.8% is 0.118: two more decimal places
  const asDecimal: ParsedNumber = { value: value.div(100), shape: "decimal", decimalPlaces: decimalPlaces + 2 };
  return isRight(asDecimal)
    ? wrongForm("That's the right value as a percentage. Write it as a fraction or a decimal, like 2/5 or 0.4.")
    : INCORRECT;
}

/**
 * A decimal of at least 3 significant figures that is the exact value correctly rounded
 * (0.667 for 2/3, 0.0588 for 1/17): GCSE mark schemes accept probabilities given this way.
 */
function isRoundedToThreeSf(num: ParsedNumber, expected: Fraction): boolean {
  if (num.shape !== "decimal" || expected.equals(0)) return false;
  const figures = num.decimalPlaces + orderOfMagnitude(num.value) + 1;
  return figures >= 3 && roundHalfAway(expected, { kind: "dp", places: num.decimalPlaces }).equals(num.value);
}

export function markDecimal(spec: DecimalAnswer, raw: string): MarkResult {
  const expected = new Fraction(spec.value);
  const isRight = (v: Fraction) => markRounded(v, expected, spec.rounding).outcome === "correct";
  const threeSf = (num: ParsedNumber) => spec.probability === true && isRoundedToThreeSf(num, expected);
  const pct = markAsPercentage(raw, (num) => isRight(num.value) || threeSf(num));
  if (pct) return pct;
  const r = readNumber(raw, spec.unit);
  if (!r.ok) return r.result;
  const u = unitVerdict(r, spec.unit, isRight);
  if (u) return u;
  if (threeSf(r.num) && !r.num.value.equals(expected)) return CORRECT;
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
  const expected = new Fraction(spec.value);
  const pct = markAsPercentage(raw, (num) => num.value.equals(expected) || isRoundedToThreeSf(num, expected));
  if (pct) return pct;
  const r = readNumber(raw, spec.unit);
  if (!r.ok) return r.result;
  const u = unitVerdict(r, spec.unit, (v) => v.equals(expected));
  if (u) return u;
  const { value, shape, typed } = r.num;
  if (!value.equals(expected)) {
    if (!isRoundedToThreeSf(r.num, expected)) return INCORRECT;
    return spec.allowDecimal
      ? CORRECT
      : wrongForm("That's the value rounded as a decimal. Write it as a fraction, like 3/4.");
  }
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
