/**
 * Marker for answers "in terms of π": 25π, 25pi, 25 × π, π × 25, 25π/2, (25/2)π, 12.5π, with the
 * question's unit or none. The value worked out as a decimal is right but not in the asked form.
 */
import Fraction from "fraction.js";
import type { MarkResult, PiMultipleAnswer } from "../core/types.js";
import { CORRECT, INCORRECT, unitVerdict, unreadable, wrongForm } from "./mark-number.js";
import { normaliseInput } from "./normalise.js";
import { parseNumberText, stripUnit } from "./parse-number.js";

const EXAMPLE = "Write it like 25π or 25/2 π (you can type pi for π).";

/** A number, allowing outer brackets; "" and "-" stand for 1 and −1 next to π. */
function coefficientOf(text: string): Fraction | undefined {
  const t = text
    .trim()
    .replace(/^\((.*)\)$/, "$1")
    .trim();
  if (t === "" || t === "+") return new Fraction(1);
  if (t === "-") return new Fraction(-1);
  const parsed = parseNumberText(t);
  return parsed.ok ? parsed.value.value : undefined;
}

export function markPiMultiple(spec: PiMultipleAnswer, raw: string): MarkResult {
  // π is written "(π)" while the unit comes off: the unit reader wants a digit or ")" before a unit.
  // "240.25 x π" and "π x 25": an x next to π is a times sign (the answer has no letters).
  const s = normaliseInput(raw)
    .replace(/^=\s*/, "")
    .replace(/pi|π/gi, "(π)")
    .replace(/\s*x\s*(?=\(π\))|(?<=\(π\))\s*x\s*/gi, "*");
  const u = stripUnit(s, spec.unit);
  if (!u.ok) return unreadable(u.message);
  const expected = new Fraction(spec.coefficient);
  const verdict = unitVerdict(
    { num: { value: expected, shape: "integer", decimalPlaces: 0 }, typed: u.typed },
    spec.unit,
    () => false,
  );
  if (verdict) return verdict;
  const text = u.rest.replaceAll("(π)", "π");

  if (!text.includes("π")) {
    const parsed = parseNumberText(text);
    if (!parsed.ok) return unreadable(`${parsed.message} ${EXAMPLE}`);
    const target = expected.valueOf() * Math.PI;
    const close = Math.abs(parsed.value.value.valueOf() - target) <= Math.max(0.005 * Math.abs(target), 0.01);
    return close ? wrongForm("Right value, but give it in terms of π: leave π as a symbol, like 25π.") : INCORRECT;
  }
  const parts = text.split("π");
  if (parts.length !== 2) return unreadable(EXAMPLE);
  const before = (parts[0] ?? "").trim().replace(/\*$/, "").trim();
  const after = (parts[1] ?? "").trim().replace(/^\*/, "").trim();
  let coefficient = coefficientOf(before);
  if (after.startsWith("/")) {
    const divisor = coefficientOf(after.slice(1));
    if (!coefficient || !divisor || divisor.equals(0)) return unreadable(EXAMPLE);
    coefficient = coefficient.div(divisor);
  } else if (after !== "") {
    // "π × 25": the number after π, only when nothing but a sign stands before it.
    const sign = coefficientOf(before);
    const rest = coefficientOf(after);
    if (!sign || !rest || !(before === "" || before === "-" || before === "+")) return unreadable(EXAMPLE);
    coefficient = sign.mul(rest);
  }
  if (!coefficient) return unreadable(EXAMPLE);
  return coefficient.equals(expected) ? CORRECT : INCORRECT;
}
