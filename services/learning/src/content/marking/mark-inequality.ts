/**
 * Marker for solution sets written with inequality signs: "x > 3", "3 < x", "x >= -2",
 * "-2 < x ≤ 5", "x < -1 or x > 4". Sets are compared, not strings, so any way of writing the same
 * set is right; a right set with an end wrongly included or left out is wrong, with a pointer.
 */
import Fraction from "fraction.js";
import type { InequalityAnswer, InequalityBound, InequalityInterval, MarkResult } from "../core/types.js";
import { CORRECT, INCORRECT, unreadable } from "./mark-number.js";
import { normaliseInput } from "./normalise.js";
import { parseNumberText } from "./parse-number.js";

interface End {
  value: Fraction;
  inclusive: boolean;
}
interface Interval {
  lower?: End;
  upper?: End;
}

const SIGNS = /(<=|>=|<|>)/;

function toEnd(bound: InequalityBound | undefined): End | undefined {
  return bound && { value: new Fraction(bound.value), inclusive: bound.inclusive };
}

/** "x ≤ 3" → one interval; "a < x < b" → one; anything else null (with why). */
function readPiece(piece: string, variable: string): Interval | string {
  const tokens = piece
    .split(SIGNS)
    .map((t) => t.trim())
    .filter((t) => t !== "");
  const example = `Write it like ${variable} > 3 or -2 < ${variable} ≤ 5.`;
  if (tokens.length !== 3 && tokens.length !== 5) {
    return /=/.test(piece) ? `Use an inequality sign: <, >, ≤ or ≥. ${example}` : example;
  }
  const isVariable = (t: string) => /^[A-Za-z]$/.test(t);
  const letters = tokens.filter((t, i) => i % 2 === 0 && isVariable(t));
  if (letters.some((t) => t.toLowerCase() !== variable.toLowerCase())) {
    return `This question is about ${variable}. ${example}`;
  }
  const numberAt = (i: number): Fraction | undefined => {
    const parsed = parseNumberText(tokens[i] ?? "");
    return parsed.ok ? parsed.value.value : undefined;
  };
  const sign = (i: number) => tokens[i] as "<" | ">" | "<=" | ">=";
  const inclusive = (s: string) => s.length === 2;
  const upward = (s: string) => s.startsWith("<");
  if (tokens.length === 3) {
    const [left, , right] = tokens as [string, string, string];
    const op = sign(1);
    if (isVariable(left) && !isVariable(right)) {
      const value = numberAt(2);
      if (!value) return example;
      const end = { value, inclusive: inclusive(op) };
      return upward(op) ? { upper: end } : { lower: end };
    }
    if (isVariable(right) && !isVariable(left)) {
      const value = numberAt(0);
      if (!value) return example;
      const end = { value, inclusive: inclusive(op) };
      return upward(op) ? { lower: end } : { upper: end };
    }
    return example;
  }
  // a < x < b, or b > x > a: both signs point the same way, the letter in the middle.
  const first = sign(1);
  const second = sign(3);
  if (!isVariable(tokens[2] ?? "") || upward(first) !== upward(second)) return example;
  const a = numberAt(0);
  const b = numberAt(4);
  if (!a || !b) return example;
  const left = { value: a, inclusive: inclusive(first) };
  const right = { value: b, inclusive: inclusive(second) };
  return upward(first) ? { lower: left, upper: right } : { lower: right, upper: left };
}

/** The tighter end of two (for lower ends the larger value, for upper ends the smaller). */
function tighter(p: End | undefined, q: End | undefined, keepLarger: boolean): End | undefined {
  if (!p) return q;
  if (!q) return p;
  const c = p.value.compare(q.value);
  if (c === 0) return p.inclusive ? q : p;
  return c > 0 === keepLarger ? p : q;
}

function intersect(p: Interval, q: Interval): Interval {
  return { lower: tighter(p.lower, q.lower, true), upper: tighter(p.upper, q.upper, false) };
}

function isEmpty(i: Interval): boolean {
  if (!i.lower || !i.upper) return false;
  const c = i.lower.value.compare(i.upper.value);
  return c > 0 || (c === 0 && !(i.lower.inclusive && i.upper.inclusive));
}

/** Order by lower end (unbounded first), then merge overlapping or touching intervals. */
function canonical(intervals: Interval[]): Interval[] {
  const sorted = intervals
    .filter((i) => !isEmpty(i))
    .sort((p, q) => {
      if (!p.lower) return q.lower ? -1 : 0;
      if (!q.lower) return 1;
      return p.lower.value.compare(q.lower.value) || (p.lower.inclusive ? -1 : 0) - (q.lower.inclusive ? -1 : 0);
    });
  const out: Interval[] = [];
  for (const next of sorted) {
    const last = out[out.length - 1];
    const touches =
      last &&
      (!last.upper ||
        !next.lower ||
        last.upper.value.compare(next.lower.value) > 0 ||
        (last.upper.value.equals(next.lower.value) && (last.upper.inclusive || next.lower.inclusive)));
    if (!last || !touches) {
      out.push({ ...next });
      continue;
    }
    if (!last.upper || !next.upper) delete last.upper;
    else {
      const c = next.upper.value.compare(last.upper.value);
      if (c > 0 || (c === 0 && next.upper.inclusive)) last.upper = next.upper;
    }
  }
  return out;
}

const sameEnd = (p?: End, q?: End) =>
  p === undefined ? q === undefined : q !== undefined && p.value.equals(q.value) && p.inclusive === q.inclusive;
const sameValue = (p?: End, q?: End) =>
  p === undefined ? q === undefined : q !== undefined && p.value.equals(q.value);

export function markInequality(spec: InequalityAnswer, raw: string): MarkResult {
  const s = normaliseInput(raw).replace(/≤|=</g, "<=").replace(/≥|=>/g, ">=");
  if (s === "") return unreadable("Type your answer in the box.");
  const pieces = s
    .split(/\s*(?:;|\bor\b|,(?!\d{3}\b))\s*/i)
    .map((p) => p.trim())
    .filter((p) => p !== "");
  const given: Interval[] = [];
  for (const piece of pieces) {
    // "x > -2 and x <= 5" is one interval: both must hold.
    let both: Interval = {};
    for (const part of piece.split(/\s*\band\b\s*/i)) {
      const read = readPiece(part, spec.variable);
      if (typeof read === "string") return unreadable(read);
      both = intersect(both, read);
    }
    given.push(both);
  }
  const expected = canonical(
    spec.intervals.map((i: InequalityInterval) => ({ lower: toEnd(i.lower), upper: toEnd(i.upper) })),
  );
  const learner = canonical(given);
  const sameLength = expected.length === learner.length;
  if (
    sameLength &&
    expected.every((e, i) => sameEnd(e.lower, learner[i]?.lower) && sameEnd(e.upper, learner[i]?.upper))
  ) {
    return CORRECT;
  }
  if (
    sameLength &&
    expected.every((e, i) => sameValue(e.lower, learner[i]?.lower) && sameValue(e.upper, learner[i]?.upper))
  ) {
    return {
      outcome: "incorrect",
      message: "Check whether each end number is included: < and > leave it out, ≤ and ≥ include it.",
    };
  }
  return INCORRECT;
}
