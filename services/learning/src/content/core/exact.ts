/**
 * Exact rational arithmetic helpers on top of fraction.js.
 * Answers are computed exactly; floats are only ever used for expression equivalence checks.
 */
import Fraction from "fraction.js";
import type { ExactNumber, RoundingRule } from "./types.js";

export { Fraction };

export function frac(n: number | bigint | string | Fraction, d?: number | bigint): Fraction {
  if (d === undefined) return new Fraction(n as never);
  return new Fraction(n as number, d);
}

/** true when the fraction has a terminating decimal expansion */
export function isTerminating(f: Fraction): boolean {
  let d = f.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}

/** exact decimal string of a terminating fraction, e.g. 7/8 -> "0.875"; throws otherwise */
export function toDecimalString(f: Fraction): string {
  if (!isTerminating(f)) throw new Error(`not a terminating decimal: ${f.toFraction()}`);
  const neg = f.s < 0n && f.n !== 0n;
  let places = 0;
  let d = f.d;
  let n = f.n;
  while (d !== 1n) {
    // multiply by 10 until the denominator divides out
    n *= 10n;
    places++;
    const g = gcdBig(n, d);
    n /= g;
    d /= g;
  }
  const digits = n.toString().padStart(places + 1, "0");
  const intPart = digits.slice(0, digits.length - places);
  const fracPart = places > 0 ? `.${digits.slice(digits.length - places)}` : "";
  return `${neg ? "-" : ""}${intPart}${fracPart}`;
}

/** decimal string with exactly `places` decimal places (value must already be rounded to them) */
export function toFixedExact(f: Fraction, places: number): string {
  const r = roundHalfAway(f, { kind: "dp", places });
  const s = toDecimalString(r);
  if (places === 0) return s;
  const [i, d = ""] = s.split(".");
  return `${i}.${d.padEnd(places, "0")}`;
}

function gcdBig(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function pow10(k: number): Fraction {
  return k >= 0 ? new Fraction(10n ** BigInt(k), 1n) : new Fraction(1n, 10n ** BigInt(-k));
}

/** round a positive-or-negative fraction to a multiple of `step`, halves away from zero (school rounding) */
function roundToStep(f: Fraction, step: Fraction): Fraction {
  const q = f.div(step);
  const abs = q.abs();
  const floor = abs.floor();
  const rem = abs.sub(floor);
  const rounded = rem.compare(new Fraction(1, 2)) >= 0 ? floor.add(1) : floor;
  return (q.s < 0n ? rounded.neg() : rounded).mul(step);
}

/** number of digits before the decimal point of |f| >= 1, or the negative position of the first sig fig */
export function orderOfMagnitude(f: Fraction): number {
  // exponent e such that 10^e <= |f| < 10^(e+1)
  const a = f.abs();
  if (a.n === 0n) return 0;
  let e = a.n.toString().length - a.d.toString().length;
  while (a.compare(pow10(e)) < 0) e--;
  while (a.compare(pow10(e + 1)) >= 0) e++;
  return e;
}

export function roundHalfAway(f: Fraction, rule: RoundingRule): Fraction {
  switch (rule.kind) {
    case "exact":
      return f;
    case "dp":
      return roundToStep(f, pow10(-rule.places));
    case "nearest":
      return roundToStep(f, new Fraction(rule.unit));
    case "sf": {
      if (f.n === 0n) return f;
      const e = orderOfMagnitude(f);
      return roundToStep(f, pow10(e - rule.figures + 1));
    }
  }
}

/** decimal string of the rounded value, keeping trailing zeros that the rule asks for (2 dp -> "3.50") */
export function roundedString(f: Fraction, rule: RoundingRule): string {
  const r = roundHalfAway(f, rule);
  if (rule.kind === "dp") return toFixedExact(r, rule.places);
  if (rule.kind === "sf") {
    const e = orderOfMagnitude(r.n === 0n ? f : r);
    const places = Math.max(0, rule.figures - 1 - e);
    return toFixedExact(r, places);
  }
  return toDecimalString(r);
}

/** how a rounding rule reads in a question: "2 decimal places", "3 significant figures" */
export function describeRounding(rule: RoundingRule): string {
  switch (rule.kind) {
    case "exact":
      return "exactly";
    case "dp":
      return rule.places === 0
        ? "the nearest whole number"
        : `${rule.places} decimal place${rule.places === 1 ? "" : "s"}`;
    case "sf":
      return `${rule.figures} significant figure${rule.figures === 1 ? "" : "s"}`;
    case "nearest":
      return `the nearest ${rule.unit}`;
  }
}

/** ExactNumber string for a Fraction: integer or terminating decimal if possible, else "n/d" */
export function exact(f: Fraction): ExactNumber {
  return isTerminating(f) ? toDecimalString(f) : f.toFraction();
}

/** parse an ExactNumber ("3", "-2.5", "7/8") */
export function fromExact(s: ExactNumber): Fraction {
  return new Fraction(s);
}
