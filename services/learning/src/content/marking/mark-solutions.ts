/** Markers for equation solutions ("x = 3 or x = -2") and coordinates ("(3, -2)"). */
import Fraction from "fraction.js";
import { roundHalfAway } from "../core/exact.js";
import type { CoordinatesAnswer, MarkResult, SolutionsAnswer } from "../core/types.js";
import { CORRECT, INCORRECT, unreadable, wrongForm } from "./mark-number.js";
import { normaliseInput } from "./normalise.js";
import { parseNumberText } from "./parse-number.js";

/** split "x = 3, x = -2", "3 or -2", "x=3 and x=-2", "3; -2" into pieces */
function splitSolutions(s: string): string[] {
  return s
    .split(/\s*(?:;|\bor\b|\band\b|,(?!\d{3}\b))\s*/i)
    .map((p) => p.trim())
    .filter((p) => p !== "");
}

export function markSolutions(spec: SolutionsAnswer, raw: string): MarkResult {
  const s = normaliseInput(raw);
  if (s === "") return unreadable("Type your answer in the box.");
  const pieces = splitSolutions(s);
  const values: Fraction[] = [];
  for (const piece of pieces) {
    const m = /^([A-Za-z])\s*=\s*(.+)$/.exec(piece);
    if (m && m[1]?.toLowerCase() !== spec.variable.toLowerCase()) {
      return unreadable(`This question is about ${spec.variable}. Write your answer like ${spec.variable} = 5.`);
    }
    const p = parseNumberText((m ? m[2] : piece) ?? "");
    if (!p.ok) return unreadable(`${p.message} Write your answer like ${spec.variable} = 5.`);
    values.push(p.value.value);
  }
  const expected = spec.values.map((v) => new Fraction(v));
  const unused = [...expected];
  let needsRounding = false;
  for (const v of values) {
    // exact value, or (when rounding is asked for) the rounded value; a more precise value that rounds right is wrong_form
    let idx = unused.findIndex(
      (e) => e.equals(v) || (spec.rounding.kind !== "exact" && roundHalfAway(e, spec.rounding).equals(v)),
    );
    if (idx < 0 && spec.rounding.kind !== "exact") {
      idx = unused.findIndex((e) => roundHalfAway(v, spec.rounding).equals(roundHalfAway(e, spec.rounding)));
      if (idx >= 0) needsRounding = true;
    }
    if (idx < 0) return INCORRECT;
    unused.splice(idx, 1);
  }
  if (unused.length > 0) {
    // every value given was right, but some are missing
    return expected.length > 1
      ? { outcome: "incorrect", message: `There are ${expected.length} solutions: find them all.` }
      : INCORRECT;
  }
  return needsRounding ? wrongForm("Nearly there! Round each solution as the question asks.") : CORRECT;
}

export function markCoordinates(spec: CoordinatesAnswer, raw: string): MarkResult {
  const s = normaliseInput(raw);
  if (s === "") return unreadable("Type your answer in the box.");
  const named = /^x\s*=\s*(.+?)\s*[,;]\s*y\s*=\s*(.+)$/i.exec(s);
  const bracketed = /^\(?\s*(.+?)\s*[,;]\s*(.+?)\s*\)?$/.exec(s);
  const m = named ?? bracketed;
  if (!m) return unreadable("Write coordinates like (3, -2): the x value, a comma, then the y value.");
  const x = parseNumberText(m[1] ?? "");
  const y = parseNumberText(m[2] ?? "");
  if (!x.ok || !y.ok) return unreadable("Write coordinates like (3, -2): the x value, a comma, then the y value.");
  if (x.value.value.equals(spec.x) && y.value.value.equals(spec.y)) return CORRECT;
  if (x.value.value.equals(spec.y) && y.value.value.equals(spec.x)) {
    return { outcome: "incorrect", message: "Check the order: the x coordinate comes first, then y." };
  }
  return INCORRECT;
}
