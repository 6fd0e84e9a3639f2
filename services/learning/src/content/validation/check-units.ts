/**
 * Units and probabilities are marked the way a pupil writes them.
 * (a) a question that names a unit (a number, a space and the unit: "6 m", not "6m" which is
 *     algebra; or "in km/h", "per week") has an answer
 *     that declares a unit of the lexicon, so "6 cm" can be read;
 * (b) the stated answer typed with its unit, in several spellings ("6 cm", "6cm",
 *     "6 centimetres"), is marked correct;
 * (c) a probability written as a decimal to 3 significant figures (0.667 for 2/3) is correct,
 *     and written as a percentage it is never unreadable;
 * (d) an expression answer the question names ("Find $f^{-1}(x)$", "the exact length $x$")
 *     typed with its name, "f^-1(x) = (x+3)/3" or "x = 8√2", is correct.
 */
import Fraction from "fraction.js";
import { roundedString } from "../core/exact.js";
import type { QuestionInstance, SingleAnswerSpec } from "../core/types.js";
import { canonicalSubmission } from "../marking/display.js";
import { markSingle } from "../marking/mark.js";
import { UNITS, type UnitDef, unitDef } from "../marking/units.js";
import { typedLikeAPupil } from "./check-typed-back.js";

/** answer kinds that carry a unit (money, percentages and standard form have their own) */
const UNIT_KINDS = new Set<SingleAnswerSpec["kind"]>(["integer", "decimal", "fraction", "pi-multiple", "expression"]);

/** question text as plain words: TeX units and degrees unwrapped */
function plainText(text: string): string {
  return text
    .replace(/\^\\circ|\\circ|\^\{\\circ\}/g, "°")
    .replace(/\\text\{([^{}]*)\}|\\mathrm\{([^{}]*)\}/g, "$1$2")
    .replace(/\^\{(\d)\}/g, "^$1")
    .replace(/\\[,;! ]|\{,\}|\$/g, " ")
    .replace(/²/g, "^2")
    .replace(/³/g, "^3");
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * Units the text names: a spelling right after a number ("6 cm", "40°"), or after "in" / "per"
 * ("give your answer in km/h"). One-letter spellings count only after a number.
 */
export function unitsNamed(text: string): UnitDef[] {
  const plain = plainText(text);
  const named: UnitDef[] = [];
  for (const unit of UNITS) {
    if (unit.dimension === "money") continue; // money answers have their own kind
    for (const s of unit.spellings) {
      // templates write "$6$ cm": a unit glued to its number ("10m^7", "5y", "6pt") is algebra
      const after = s === "°" ? "\\d\\s*" : s.length === 1 ? "\\d\\s+" : "(?:\\d\\s+|\\bin\\s+|\\bper\\s+)";
      const end = s === "°" ? "" : "(?![\\w^/²³])";
      if (new RegExp(`${after}${escapeRegExp(s)}${end}`, "i").test(plain)) {
        named.push(unit);
        break;
      }
    }
  }
  return named;
}

function parts(q: QuestionInstance): { spec: SingleAnswerSpec; text: string; canonical: string }[] {
  const canonical = canonicalSubmission(q.answer);
  if (q.answer.kind === "multi")
    return q.answer.parts.map((p, i) => ({
      spec: p.answer,
      text: `${q.text} ${p.prompt}`,
      canonical: (canonical as string[])[i] ?? "",
    }));
  return [{ spec: q.answer, text: q.text, canonical: canonical as string }];
}

/** (a): the answer declares a unit when its question names one */
export function checkUnitDeclared(q: QuestionInstance): string[] {
  const problems: string[] = [];
  for (const { spec, text } of parts(q)) {
    if (!UNIT_KINDS.has(spec.kind)) continue;
    const unit = "unit" in spec ? spec.unit : undefined;
    if (unit !== undefined) {
      if (unit !== "" && !unitDef(unit))
        problems.push(`declares unit ${JSON.stringify(unit)}, not in marking/units.ts`);
      continue;
    }
    const named = unitsNamed(text);
    if (named.length > 0)
      problems.push(
        `question names ${named.map((u) => u.canonical).join(", ")} but its ${spec.kind} answer declares no unit (declare it, or unit "" for a count)`,
      );
  }
  return problems;
}

/** a few spellings per seed, so 200 seeds go through every spelling of the unit */
function spellingsToTry(unit: UnitDef, seed: number): string[] {
  const s = unit.spellings;
  return [...new Set([s[0] ?? unit.canonical, s[seed % s.length] ?? "", s[(seed * 7 + 3) % s.length] ?? ""])];
}

/** (b): the stated answer with its unit written in several spellings is correct */
export function checkUnitSpellings(q: QuestionInstance, seed: number): string[] {
  const problems: string[] = [];
  for (const { spec, canonical } of parts(q)) {
    const unit = "unit" in spec && spec.unit ? unitDef(spec.unit) : undefined;
    if (!unit || !UNIT_KINDS.has(spec.kind)) continue;
    for (const spelling of spellingsToTry(unit, seed)) {
      for (const typed of [`${canonical} ${spelling}`, `${canonical}${spelling}`]) {
        const r = markSingle(spec, typed);
        if (r.outcome !== "correct")
          problems.push(`answer with its unit ${JSON.stringify(typed)} marked ${r.outcome} (${r.message ?? ""})`);
      }
    }
  }
  return problems;
}

/** (c): a probability to 3 s.f. is correct; as a percentage it is never unreadable */
export function checkProbabilityForms(q: QuestionInstance): string[] {
  const problems: string[] = [];
  for (const { spec, text } of parts(q)) {
    if (!/probability/i.test(text) || (spec.kind !== "fraction" && spec.kind !== "decimal")) continue;
    const value = new Fraction(spec.value);
    if (value.compare(0) <= 0 || value.compare(1) > 0) continue;
    const sf3 = roundedString(value, { kind: "sf", figures: 3 });
    const r = markSingle(spec, sf3);
    if (r.outcome !== "correct") problems.push(`probability to 3 s.f. ${sf3} marked ${r.outcome} (${r.message ?? ""})`);
    const percent = `${roundedString(value.mul(100), { kind: "sf", figures: 3 })}%`;
    const p = markSingle(spec, percent);
    if (p.outcome === "unreadable" || p.outcome === "incorrect")
      problems.push(`probability as a percentage ${percent} marked ${p.outcome} (${p.message ?? ""})`);
  }
  return problems;
}

/** the name a question gives its answer: "Find $f^{-1}(x)$", "Find the exact length $x$" (not a point $P$) */
const NAMED_ANSWER = /\b(?:[Ff]ind|[Ww]ork out|[Ww]rite down)\b[^$.?]*?\$([a-z](?:\^\{-1\})?(?:\([a-z]\))?)\$/;

/** (d): an expression answer typed after the name the question gives it is correct */
export function checkNamedAnswer(q: QuestionInstance): string[] {
  const problems: string[] = [];
  for (const { spec, text, canonical } of parts(q)) {
    if (spec.kind !== "expression") continue;
    const name = NAMED_ANSWER.exec(text)?.[1];
    if (!name) continue;
    // "Find $x$" where x is one of the answer's own letters asks for an expression in x: no name
    if (name.length === 1 && spec.variables.includes(name) && spec.subject !== name) continue;
    const typed = `${typedLikeAPupil(name)} = ${canonical}`;
    const r = markSingle(spec, typed);
    if (r.outcome !== "correct")
      problems.push(`the answer with its name ${JSON.stringify(typed)} marked ${r.outcome} (${r.message ?? ""})`);
  }
  return problems;
}

export function checkUnits(q: QuestionInstance, seed: number): string[] {
  return [...checkUnitDeclared(q), ...checkUnitSpellings(q, seed), ...checkProbabilityForms(q), ...checkNamedAnswer(q)];
}
