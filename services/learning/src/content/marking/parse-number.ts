/**
 * Reads a single number typed by a learner: integer, decimal, fraction a/b or mixed
 * number "2 3/4". Thousands separators (commas or spaces in groups of three) and
 * leading zeros are fine. Everything is exact (fraction.js), never floats.
 */
import Fraction from "fraction.js";

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

/** spellings of common units, so "12 cm", "12cm" and "12 centimetres" all read the same */
const UNIT_WORDS: Record<string, readonly string[]> = {
  mm: ["mm", "millimetre", "millimetres", "millimeter", "millimeters"],
  cm: ["cm", "centimetre", "centimetres", "centimeter", "centimeters"],
  m: ["m", "metre", "metres", "meter", "meters"],
  km: ["km", "kilometre", "kilometres", "kilometer", "kilometers"],
  g: ["g", "gram", "grams"],
  kg: ["kg", "kilogram", "kilograms", "kilo", "kilos"],
  ml: ["ml", "millilitre", "millilitres", "milliliter", "milliliters"],
  l: ["l", "litre", "litres", "liter", "liters"],
  "°": ["°", "degrees", "degree", "deg"],
  "°C": ["°C", "° C", "degrees C", "degrees celsius", "degrees", "celsius", "C", "°"],
  s: ["s", "sec", "secs", "second", "seconds"],
  min: ["min", "mins", "minute", "minutes"],
  h: ["h", "hr", "hrs", "hour", "hours"],
};

const KNOWN_UNIT_SPELLINGS = new Set(
  Object.values(UNIT_WORDS)
    .flat()
    .concat(["cm^2", "m^2", "mm^2", "km^2", "cm^3", "m^3", "mm^3", "km/h", "m/s", "mph", "g/cm^3"]),
);

function spellings(unit: string): string[] {
  const base = UNIT_WORDS[unit] ?? [unit];
  const power = /^(\w+)\^([23])$/.exec(unit);
  if (power) {
    const [, u = "", p = "2"] = power;
    const words = UNIT_WORDS[u] ?? [u];
    const word = p === "2" ? "square" : "cubic";
    return [unit, `${u}${p}`, ...words.map((w) => `${word} ${w}`), ...words.map((w) => `sq ${w}`)];
  }
  return [...base];
}

export type UnitResult =
  | { readonly ok: true; readonly rest: string }
  | { readonly ok: false; readonly wrongUnit: boolean; readonly message: string };

/**
 * Remove the expected unit from the end of an answer, if present. A different,
 * recognisable unit is reported (the learner answered in the wrong unit).
 */
export function stripUnit(s: string, unit: string | undefined): UnitResult {
  const trimmed = s.trim();
  if (unit) {
    const lower = trimmed.toLowerCase();
    for (const sp of spellings(unit).sort((a, b) => b.length - a.length)) {
      const spl = sp.toLowerCase();
      if (lower.endsWith(spl)) {
        const rest = trimmed.slice(0, trimmed.length - spl.length).trim();
        // "12 cm" must not be read as "12 c" + "m": the rest must end in a digit
        if (/[\d)]$/.test(rest) || rest === "") return { ok: true, rest };
      }
    }
  }
  const tail = /[\d)]\s*([a-zA-Z°][\w^/ °]*)$/.exec(trimmed);
  if (tail?.[1]) {
    const typed = tail[1].trim().toLowerCase();
    if (KNOWN_UNIT_SPELLINGS.has(typed)) {
      return unit
        ? { ok: false, wrongUnit: true, message: `Check the units: the question asks for the answer in ${unit}.` }
        : { ok: false, wrongUnit: true, message: "This answer doesn't need a unit: type just the number." };
    }
    return { ok: false, wrongUnit: false, message: "Type just the number (and the unit if you like)." };
  }
  return { ok: true, rest: trimmed };
}
