/**
 * Substitution check for solving templates: every stated solution is put back into the
 * equation or inequality the pupil is asked to solve, exactly (rational arithmetic).
 *
 * The relation is read from the question itself: the maths in the sentence that starts with
 * "Solve" ("Solve $5x + 4y = 69$ and $3x + 4y = 51$"). A template whose question does not
 * state it that way ("List all the integers n with ...", "Solve f(x) = -1") declares it on
 * the answer (`relation`, see core/answers.ts `solving`). Every solutions and inequality
 * answer must have one; a coordinates answer is checked when its question says "Solve".
 *
 * - solutions (exact): each value makes the relation true; the values of the other letters
 *   come from the other single-valued parts (simultaneous equations).
 * - solutions (rounded): the exact root lies within half a rounding unit of the stated
 *   rounded value (the left side minus the right side changes sign, or is 0, across it).
 * - inequality: the relation holds at each included end, fails at each excluded end,
 *   holds inside every interval and fails outside all of them (at points on both sides of
 *   every end and between ends), which decides the set for the polynomial inequalities used.
 */
import Fraction from "fraction.js";
import { roundHalfAway } from "../core/exact.js";
import type {
  AnswerSpec,
  CoordinatesAnswer,
  InequalityAnswer,
  QuestionInstance,
  RoundingRule,
  SingleAnswerSpec,
  SolutionsAnswer,
} from "../core/types.js";
import { difference, holds, parseRelation, type Relation } from "./exact-relation.js";

type Solving = SolutionsAnswer | InequalityAnswer | CoordinatesAnswer;

/** the maths of the sentence that starts with "Solve" (up to the first full stop outside $...$) */
export function relationsInText(text: string): string[] {
  const at = text.search(/\bsolve\b/i);
  if (at < 0) return [];
  const out: string[] = [];
  let inMath = false;
  let current = "";
  for (let i = at; i < text.length; i++) {
    const c = text[i];
    if (c === "\\" && text[i + 1] === "$") {
      i++;
      continue;
    }
    if (c === "$") {
      if (inMath && /(=|<|>|\\le|\\ge|≤|≥)/.test(current)) out.push(current);
      inMath = !inMath;
      current = "";
      continue;
    }
    if (inMath) current += c;
    else if (c === "." && /\s|$/.test(text[i + 1] ?? "")) break;
  }
  return out;
}

function parts(spec: AnswerSpec): SingleAnswerSpec[] {
  return spec.kind === "multi" ? spec.parts.map((p) => p.answer) : [spec];
}

const halfUnit = (rule: RoundingRule): Fraction | null =>
  rule.kind === "dp" ? new Fraction(1, 2).div(new Fraction(10).pow(rule.places)) : null;

function checkValues(relations: Relation[], values: Map<string, Fraction>): string | null {
  for (const r of relations) {
    const unknown = [...r.letters].filter((l) => !values.has(l));
    if (unknown.length > 0) return `cannot be checked: no value for ${unknown.join(", ")} (declare the relation)`;
    const ok = holds(r, values);
    if (ok !== true) return ok === null ? "undefined there (a zero denominator?)" : "does not satisfy it";
  }
  return null;
}

function checkRounded(relation: Relation, spec: SolutionsAnswer, base: Map<string, Fraction>): string[] {
  const h = halfUnit(spec.rounding);
  if (!h) return [`cannot check rounding rule ${spec.rounding.kind}`];
  const problems: string[] = [];
  for (const v of spec.values) {
    const r = roundHalfAway(new Fraction(v), spec.rounding);
    const at = (x: Fraction) => difference(relation, new Map(base).set(spec.variable, x));
    const lo = at(r.sub(h));
    const hi = at(r.add(h));
    if (!lo || !hi || lo.s * hi.s > 0n) {
      if (!lo?.equals(0) && !hi?.equals(0))
        problems.push(`${spec.variable} = ${r.toString()} (rounded): no root of the equation rounds to it`);
    }
  }
  return problems;
}

function checkInequality(relations: Relation[], spec: InequalityAnswer): string[] {
  const ends = spec.intervals
    .flatMap((i) => [i.lower, i.upper])
    .filter((b) => b !== undefined)
    .map((b) => new Fraction(b.value));
  const inSet = (x: Fraction) =>
    spec.intervals.some((i) => {
      const lo = i.lower ? x.compare(i.lower.value) : 1;
      const hi = i.upper ? x.compare(i.upper.value) : -1;
      return (lo > 0 || (lo === 0 && !!i.lower?.inclusive)) && (hi < 0 || (hi === 0 && !!i.upper?.inclusive));
    });
  // the ends themselves, points just either side of each end, between ends and far out
  const probes = new Map<string, Fraction>();
  const add = (x: Fraction) => probes.set(x.toFraction(), x);
  for (const e of ends) for (const d of ["0", "1/97", "-1/97", "1", "-1", "13/7", "-13/7"]) add(e.add(new Fraction(d)));
  const sorted = [...ends].sort((a, b) => a.compare(b));
  for (let i = 0; i + 1 < sorted.length; i++) add((sorted[i] as Fraction).add(sorted[i + 1] as Fraction).div(2));
  for (const far of ["1000", "-1000", "0"]) add(new Fraction(far));
  const problems: string[] = [];
  for (const x of probes.values()) {
    const values = new Map([[spec.variable, x]]);
    const truth = relations.every((r) => holds(r, values) === true);
    if (truth !== inSet(x))
      problems.push(
        `${spec.variable} = ${x.toFraction()} ${truth ? "satisfies the inequality but is not in" : "does not satisfy the inequality but is in"} the stated answer`,
      );
  }
  return problems.slice(0, 2);
}

export function checkSolving(q: QuestionInstance): string[] {
  const specs = parts(q.answer);
  const solving = specs.filter(
    (s): s is Solving =>
      s.kind === "solutions" || s.kind === "inequality" || (s.kind === "coordinates" && /\bsolve\b/i.test(q.text)),
  );
  if (solving.length === 0) return [];
  const fromText = relationsInText(q.text);
  // single values of other parts (simultaneous equations: x in part a, y in part b)
  const known = new Map<string, Fraction>();
  for (const s of specs)
    if (s.kind === "solutions" && s.values.length === 1 && s.rounding.kind === "exact")
      known.set(s.variable, new Fraction(s.values[0] as string));

  const problems: string[] = [];
  for (const spec of solving) {
    const texts = spec.relation ? [spec.relation] : fromText;
    if (texts.length === 0) {
      problems.push(`${spec.kind} answer with no equation to check: say "Solve $...$" or declare its relation`);
      continue;
    }
    const relations: Relation[] = [];
    for (const t of texts) {
      const r = parseRelation(t);
      if (typeof r === "string") problems.push(`cannot read the relation to check: ${r}`);
      else relations.push(r);
    }
    if (relations.length !== texts.length) continue;
    const said = texts.join(" and ");
    if (spec.kind === "inequality") {
      problems.push(...checkInequality(relations, spec).map((p) => `${p} (${said})`));
    } else if (spec.kind === "coordinates") {
      const values = new Map([
        ["x", new Fraction(spec.x)],
        ["y", new Fraction(spec.y)],
      ]);
      const bad = checkValues(relations, values);
      if (bad) problems.push(`(${spec.x}, ${spec.y}) ${bad}: ${said}`);
    } else if (spec.rounding.kind !== "exact") {
      if (relations.length !== 1) problems.push(`rounded solutions need one equation, got ${said}`);
      else problems.push(...checkRounded(relations[0] as Relation, spec, known).map((p) => `${p}: ${said}`));
    } else {
      for (const v of spec.values) {
        const values = new Map(known).set(spec.variable, new Fraction(v));
        const bad = checkValues(relations, values);
        if (bad) problems.push(`stated ${spec.variable} = ${new Fraction(v).toFraction()} ${bad}: ${said}`);
      }
    }
  }
  return problems;
}
