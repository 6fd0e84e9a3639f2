/**
 * Algebraic expression marking: equivalence by evaluating both expressions at fixed
 * awkward points (deterministic, so marking is repeatable), then a form check on the
 * learner's parse tree when the question asks for a form.
 */
import { compile, type EvalFunction } from "mathjs";
import type { ExpressionAnswer, MarkResult } from "../core/types.js";
import { readExpression } from "./expression-ast.js";
import { formMessage } from "./expression-form.js";
import { CORRECT, INCORRECT, unreadable, wrongForm } from "./mark-number.js";
import { normaliseInput } from "./normalise.js";
import { unitSpellings } from "./units.js";

/** awkward values, so that different expressions almost never agree by accident */
const POINTS = [0.7316, -1.2853, 2.1417, -0.4529, 1.9071, 3.3169, -2.6041, 0.3583];
const TRIALS = 6;

const compiledExpected = new Map<string, EvalFunction>();

function expectedFn(expr: string): EvalFunction {
  let fn = compiledExpected.get(expr);
  if (!fn) {
    fn = compile(expr);
    compiledExpected.set(expr, fn);
  }
  return fn;
}

function evalAt(fn: EvalFunction, scope: Record<string, number>): number | null {
  try {
    const v: unknown = fn.evaluate({ ...scope });
    return typeof v === "number" && Number.isFinite(v) ? v : null;
  } catch {
    return null;
  }
}

/** true when the two compiled expressions agree at every usable test point */
export function sameValues(a: EvalFunction, b: EvalFunction, variables: readonly string[]): boolean {
  let usable = 0;
  for (let t = 0; t < TRIALS + 4 && usable < TRIALS; t++) {
    const scope: Record<string, number> = {};
    variables.forEach((v, i) => {
      scope[v] = POINTS[(t + 3 * i) % POINTS.length] ?? 1;
    });
    const x = evalAt(a, scope);
    const y = evalAt(b, scope);
    if (x === null || y === null) {
      if ((x === null) !== (y === null)) return false;
      continue;
    }
    usable++;
    if (Math.abs(x - y) > 1e-9 * Math.max(1, Math.abs(x), Math.abs(y))) return false;
  }
  return usable >= 3;
}

/** a label as typed, for comparing: "f⁻¹(x)", "f^(-1)(x)" and "f^{-1}(x)" read the same */
const labelKey = (s: string) =>
  normaliseInput(s)
    .replace(/[\s{}]/g, "")
    .replace(/\^\(-1\)/g, "^-1")
    .toLowerCase();

/**
 * Remove a label before "=": the declared subject ("y =" when the question asks to make y the
 * subject, "f^{-1}(x) =" when it asks for the inverse), or a letter that is not one of the
 * answer's variables ("x = 8√2": it can only be naming the answer).
 */
function dropSubject(raw: string, spec: ExpressionAnswer): string {
  const s = normaliseInput(raw);
  const m = /^([^=]+)=\s*(.*)$/.exec(s);
  if (m) {
    const label = labelKey(m[1] ?? "");
    if (spec.subject && label === labelKey(spec.subject)) return m[2] ?? "";
    if (/^[a-z]$/.test(label) && !spec.variables.some((v) => v.toLowerCase() === label)) return m[2] ?? "";
  }
  const reversed = /^(.*)=\s*([A-Za-z])$/.exec(s);
  if (spec.subject && reversed && reversed[2]?.toLowerCase() === spec.subject.toLowerCase()) return reversed[1] ?? "";
  return raw; // as typed: the form check looks for a typed ÷ or ×
}

/** the declared unit off the end ("8√2 cm"); only the declared one, as other letters are algebra */
function dropUnit(s: string, unit: string | undefined): string {
  if (!unit) return s;
  const lower = s.toLowerCase();
  for (const sp of [...unitSpellings(unit)].sort((a, b) => b.length - a.length)) {
    const rest = s.slice(0, s.length - sp.length).trimEnd();
    if (lower.endsWith(sp) && /[\d)]$/.test(rest)) return rest;
  }
  return s;
}

/**
 * Parsing with mathjs is the slowest step of marking, and the same answer is often
 * marked more than once (misconception filtering, validation, retries), so results are
 * memoised. Marking is a pure function of (spec, input), so this is safe.
 */
const memo = new Map<string, MarkResult>();
const MEMO_LIMIT = 20_000;

export function markExpression(spec: ExpressionAnswer, rawInput: string): MarkResult {
  const key = `${spec.expr}|${spec.variables.join(",")}|${spec.form}|${spec.subject ?? ""}|${spec.unit ?? ""}|${rawInput}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const result = markExpressionUncached(spec, rawInput);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, result);
  return result;
}

function markExpressionUncached(spec: ExpressionAnswer, rawInput: string): MarkResult {
  const raw = dropUnit(dropSubject(rawInput, spec), spec.unit);
  const read = readExpression(raw, spec.variables);
  if (!read.ok) return unreadable(read.message);
  const stray = read.symbols.filter((s) => !spec.variables.includes(s));
  if (stray.length > 0) {
    const names = spec.variables.length > 0 ? spec.variables.join(", ") : "no letters";
    return { outcome: "incorrect", message: `Your answer uses ${stray.join(", ")}, but this question uses ${names}.` };
  }
  let given: EvalFunction;
  try {
    given = read.node.compile();
  } catch {
    return unreadable("I couldn't read that expression. Check your brackets and signs.");
  }
  if (!sameValues(expectedFn(spec.expr), given, spec.variables)) return INCORRECT;
  const msg = formMessage(read.ast, spec.form, raw);
  return msg ? wrongForm(msg) : CORRECT;
}
