/**
 * Helpers that build TeX and Markdown strings. Keep all number formatting here so
 * every template writes numbers the same way (thousands separators, minus signs).
 */
import type Fraction from "fraction.js";
import { isTerminating, toDecimalString } from "./exact.js";
import type { Currency } from "./types.js";

/** group digits of a non-negative integer string: "1234567" -> ["1","234","567"] */
function groupDigits(intDigits: string): string[] {
  const groups: string[] = [];
  for (let i = intDigits.length; i > 0; i -= 3) groups.unshift(intDigits.slice(Math.max(0, i - 3), i));
  return groups;
}

/** plain-text number with thousands separators: 1234567.5 -> "1,234,567.5" (4-digit numbers unseparated: 1234) */
export function fmt(n: number | string): string {
  const s = typeof n === "number" ? numberToString(n) : n;
  // only plain numbers are grouped; anything else (e.g. "3 \times 4") passes through untouched
  if (!/^-?\d+(\.\d+)?$/.test(s)) return s;

  const neg = s.startsWith("-");
  const body = neg ? s.slice(1) : s;
  const [i = "0", d] = body.split(".");
  const grouped = i.length > 4 ? groupDigits(i).join(",") : i;
  return `${neg ? "-" : ""}${grouped}${d !== undefined ? `.${d}` : ""}`;
}

/** TeX number: commas wrapped as {,} so KaTeX does not add a space after them */
export function tn(n: number | string): string {
  return fmt(n).replace(/,/g, "{,}");
}

/** a float that is really an exact decimal (e.g. from integer arithmetic) to a plain string, no exponent */
function numberToString(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`not a finite number: ${n}`);
  if (Number.isInteger(n)) return BigInt(n).toString();
  const s = String(n);
  if (s.includes("e")) throw new Error(`use exact arithmetic for ${n}`);
  return s;
}

/** TeX for a fraction value: integer, or \frac{n}{d} (sign in front) */
export function texFrac(f: Fraction): string {
  if (f.d === 1n) return `${f.s < 0n && f.n !== 0n ? "-" : ""}${tn(f.n.toString())}`;
  return `${f.s < 0n ? "-" : ""}\\frac{${tn(f.n.toString())}}{${tn(f.d.toString())}}`;
}

/** TeX for a fraction written as a mixed number: 7/4 -> 1\frac{3}{4} */
export function texMixed(f: Fraction): string {
  const whole = f.n / f.d;
  const rem = f.n % f.d;
  const sign = f.s < 0n && f.n !== 0n ? "-" : "";
  if (rem === 0n) return `${sign}${tn(whole.toString())}`;
  if (whole === 0n) return `${sign}\\frac{${rem}}{${f.d}}`;
  return `${sign}${tn(whole.toString())}\\frac{${rem}}{${f.d}}`;
}

/** TeX \frac{a}{b} from two integers without simplifying */
export function texFracRaw(n: number | string, d: number | string): string {
  return `\\frac{${tn(n)}}{${tn(d)}}`;
}

/** plain text a/b, or mixed "1 3/4" for submissions */
export function plainFrac(f: Fraction): string {
  return f.toFraction();
}

export function plainMixed(f: Fraction): string {
  return f.toFraction(true);
}

/** decimal TeX of a terminating fraction */
export function texDec(f: Fraction): string {
  if (!isTerminating(f)) throw new Error("texDec: not terminating");
  return tn(toDecimalString(f));
}

/** put a negative number in brackets when it follows an operator: 3 - (-2) */
export function paren(n: number | string): string {
  const s = typeof n === "number" ? tn(n) : n;
  return s.startsWith("-") ? `(${s})` : s;
}

/** "+ 3" / "- 3" for writing terms after the first one */
export function signed(n: number, body = tn(Math.abs(n))): string {
  return n < 0 ? `- ${body}` : `+ ${body}`;
}

/**
 * TeX of a linear combination such as 3x - 2y + 5 from coefficient/term pairs.
 * Term "" means a constant. Zero coefficients are skipped; coefficient 1 is hidden.
 */
export function texTerms(terms: readonly (readonly [number, string])[]): string {
  const parts: string[] = [];
  for (const [c, v] of terms) {
    if (c === 0) continue;
    const abs = Math.abs(c);
    const body = v === "" ? tn(abs) : `${abs === 1 ? "" : tn(abs)}${v}`;
    if (parts.length === 0) parts.push(c < 0 ? `-${body}` : body);
    else parts.push(c < 0 ? `- ${body}` : `+ ${body}`);
  }
  return parts.length === 0 ? "0" : parts.join(" ");
}

/** the same terms as a mathjs/plain string: 3*x - 2*y + 5 -> "3x - 2y + 5" (implicit multiplication) */
export function plainTerms(terms: readonly (readonly [number, string])[]): string {
  return texTerms(terms)
    .replace(/\{,\}/g, "")
    .replace(/\^\{(\d+)\}/g, "^$1");
}

/** money in a Markdown text (not inside TeX): "£3.50", "₹1,250.00"; a dollar sign is escaped for Markdown math */
export function money(minor: number, currency: Currency = "GBP"): string {
  const neg = minor < 0;
  const abs = Math.abs(minor);
  const units = Math.floor(abs / 100);
  const cents = abs % 100;
  const symbol = currency === "GBP" ? "£" : currency === "INR" ? "₹" : "\\$";
  const grouped = currency === "INR" ? indianGrouped(units) : fmtGrouped(units);
  const body = `${grouped}.${String(cents).padStart(2, "0")}`;
  return `${neg ? "-" : ""}${symbol}${body}`;
}

/** money as a learner would type it (no Markdown escaping) */
export function moneyPlain(minor: number, currency: Currency = "GBP"): string {
  return money(minor, currency).replace("\\$", "$");
}

/** integer with separators always from 1,000 (money convention) */
function fmtGrouped(n: number): string {
  return groupDigits(String(n)).join(",");
}

/** Indian grouping for rupees: 1,25,000 */
function indianGrouped(n: number): string {
  const s = String(n);
  if (s.length <= 3) return s;
  const head = s.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${s.slice(-3)}`;
}

/** TeX for k·π with k a Fraction: 12\\pi, \\frac{9}{2}\\pi, \\pi, -\\pi */
export function texPi(k: Fraction): string {
  const sign = k.s < 0n ? "-" : "";
  const a = k.abs();
  if (a.equals(1)) return `${sign}\\pi`;
  if (a.d === 1n) return `${sign}${tn(a.n.toString())}\\pi`;
  return `${sign}\\frac{${tn(a.n.toString())}}{${tn(a.d.toString())}}\\pi`;
}

/** inline maths */
export function m(tex: string): string {
  return `$${tex}$`;
}

export const TIMES = "\\times";
export const DIV = "\\div";

/** ordinal words for small numbers, used in question text */
export function ordinal(n: number): string {
  const s = ["th", "st", "nd", "rd"];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
}
