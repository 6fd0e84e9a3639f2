/**
 * Reads a single number typed by a learner: integer, decimal, fraction a/b or mixed
 * number "2 3/4". Thousands separators (commas or spaces in groups of three) and
 * leading zeros are fine. Everything is exact (fraction.js), never floats.
 */
import Fraction from "fraction.js";
import { trailingUnit, type UnitDef, unitSpellings } from "./units.js";

export type NumberShape = "integer" | "decimal" | "fraction" | "mixed";

export interface ParsedNumber {
  readonly value: Fraction;
  readonly shape: NumberShape;
  /** digits typed after the decimal point (0 unless shape is decimal) */
  readonly decimalPlaces: number;
  /** for fraction and mixed: the fraction part as typed (absolute values) */
  readonly typed?: { readonly whole: bigint; readonly n: bigint; readonly d: bigint };
}

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

export const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** 12,500 / 12 500, and Indian grouping 1,25,000 */
const INT_GROUPED = /^\d{1,3}(,\d{3})+$|^\d{1,3}( \d{3})+$|^\d{1,2}(,\d{2})+,\d{3}$/;

function readUnsignedInt(s: string): bigint | null {
  if (/^\d+$/.test(s)) return BigInt(s);
  if (INT_GROUPED.test(s)) return BigInt(s.replace(/[, ]/g, ""));
  return null;
}

/** parse an already-normalised string that should hold exactly one number */
export function parseNumberText(input: string): Parsed<ParsedNumber> {
  let s = input.trim();
  if (s === "") return fail("Type your answer in the box.");
  let negative = false;
  const signMatch = /^([+-])\s*/.exec(s);
  if (signMatch) {
    negative = signMatch[1] === "-";
    s = s.slice(signMatch[0].length);
  }
  // TeX \frac becomes (a)/(b) in normaliseInput
  const texFrac = /^\((\d+)\)\/\((\d+)\)$/.exec(s);
  if (texFrac) s = `${texFrac[1]}/${texFrac[2]}`;
  const apply = (f: Fraction) => (negative ? f.neg() : f);

  const mixed = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(s);
  if (mixed) {
    const [, w = "0", n = "0", d = "0"] = mixed;
    if (BigInt(d) === 0n) return fail("A fraction can't have 0 on the bottom.");
    const value = new Fraction(BigInt(n), BigInt(d)).add(BigInt(w));
    return {
      ok: true,
      value: {
        value: apply(value),
        shape: "mixed",
        decimalPlaces: 0,
        typed: { whole: BigInt(w), n: BigInt(n), d: BigInt(d) },
      },
    };
  }
  const fr = /^(\d+)\s*\/\s*(\d+)$/.exec(s);
  if (fr) {
    const [, n = "0", d = "0"] = fr;
    if (BigInt(d) === 0n) return fail("A fraction can't have 0 on the bottom.");
    return {
      ok: true,
      value: {
        value: apply(new Fraction(BigInt(n), BigInt(d))),
        shape: "fraction",
        decimalPlaces: 0,
        typed: { whole: 0n, n: BigInt(n), d: BigInt(d) },
      },
    };
  }
  const dec = /^([\d, ]*)\.(\d*)$/.exec(s);
  if (dec) {
    const [, i = "", f = ""] = dec;
    if (i === "" && f === "") return fail("Type a number.");
    const whole = i === "" ? 0n : readUnsignedInt(i);
    if (whole === null) return fail(commaMessage(s));
    const value = new Fraction(BigInt(f === "" ? "0" : f), 10n ** BigInt(f.length)).add(whole);
    return {
      ok: true,
      value: { value: apply(value), shape: f === "" ? "integer" : "decimal", decimalPlaces: f.length },
    };
  }
  const whole = readUnsignedInt(s);
  if (whole !== null)
    return { ok: true, value: { value: apply(new Fraction(whole, 1n)), shape: "integer", decimalPlaces: 0 } };
  if (/^[\d,]+$/.test(s)) return fail(commaMessage(s));
  return fail("That doesn't look like a number. Type just the number, for example 12, 3.5 or 3/4.");
}

function commaMessage(s: string): string {
  return /,\d{1,2}$|,\d{4,}$/.test(s)
    ? "Use a decimal point (.) for decimals, not a comma."
    : "Check the commas in your number: they go between groups of three digits, like 12,500.";
}

export type UnitResult =
  | { readonly ok: true; readonly rest: string; readonly typed?: UnitDef }
  | { readonly ok: false; readonly message: string };

/**
 * Take the unit (if any) off the end of an answer, using the lexicon in units.ts: "12 cm",
 * "12cm", "12 centimetres" all give rest "12". Which unit was typed is returned, so the
 * marker can compare it with the unit the question asks for (see unitVerdict).
 */
export function stripUnit(s: string, unit: string | undefined): UnitResult {
  const trimmed = s.trim();
  if (unit) {
    // the declared unit first, so a unit missing from the lexicon still comes off
    const lower = trimmed.toLowerCase();
    for (const sp of [...unitSpellings(unit)].sort((a, b) => b.length - a.length)) {
      if (!lower.endsWith(sp)) continue;
      const rest = trimmed.slice(0, trimmed.length - sp.length).trim();
      // "12 cm" must not be read as "12 c" + "m": the rest must end in a digit
      if (/[\d)π]$/.test(rest) || rest === "") return { ok: true, rest };
    }
  }
  const typed = trailingUnit(trimmed);
  if (typed) return { ok: true, rest: typed.rest, typed: typed.unit };
  if (/[\d)]\s*[a-zA-Z°][\w^/ °.]*$/.test(trimmed))
    return { ok: false, message: "Type just the number (and the unit if you like)." };
  return { ok: true, rest: trimmed };
}
