/**
 * All checks the validation suite runs on one generated instance. Returns a list of
 * problems (empty when fine) so the test can report every failure of a seed at once.
 */
import { instantiate } from "../core/generate.js";
import type { AnswerSpec, QuestionInstance, SingleAnswerSpec, Submission, Template } from "../core/types.js";
import { isTopicKey } from "../curriculum/taxonomy/index.js";
import { canonicalSubmission } from "../marking/display.js";
import { markAnswer } from "../marking/mark.js";
import { normaliseInput } from "../marking/normalise.js";
import { checkContexts } from "./check-contexts.js";
import { checkLetterClash } from "./check-letters.js";
import { checkSolving } from "./check-solving.js";
import { checkTypedBack } from "./check-typed-back.js";
import { checkUnits } from "./check-units.js";
import { wordingProblems } from "./check-wording.js";
import { checkMarkdown } from "./tex-check.js";

const BAD_TOKENS = /\b(NaN|Infinity|undefined|null)\b|\[object Object\]/;

export const MIN_MISCONCEPTIONS = 3;

function singleParts(spec: AnswerSpec): SingleAnswerSpec[] {
  return spec.kind === "multi" ? spec.parts.map((p) => p.answer) : [spec];
}

/** every learner-visible string of an instance, with a label for error messages */
export function visibleStrings(q: QuestionInstance): [string, string][] {
  const out: [string, string][] = [
    ["text", q.text],
    ["hint", q.hint],
    ["answerDisplay", q.answerDisplay],
  ];
  for (const [i, s] of q.solution.entries()) out.push([`solution[${i}]`, s]);
  for (const [i, mc] of q.misconceptions.entries()) out.push([`misconception[${i}].feedback`, mc.feedback]);
  if (q.answer.kind === "multi") for (const p of q.answer.parts) out.push([`part ${p.id} prompt`, p.prompt]);
  for (const s of singleParts(q.answer)) {
    if (s.kind === "choice") for (const o of s.options) out.push([`option ${o.id}`, o.text]);
  }
  return out;
}

function checkChoice(spec: SingleAnswerSpec): string[] {
  if (spec.kind !== "choice") return [];
  const problems: string[] = [];
  const texts = spec.options.map((o) => normaliseInput(o.text).replace(/\s+/g, ""));
  if (new Set(texts).size !== texts.length)
    problems.push(`choice options not distinct: ${spec.options.map((o) => o.text).join(" | ")}`);
  if (new Set(spec.options.map((o) => o.id)).size !== spec.options.length)
    problems.push("choice option ids not distinct");
  if (spec.options.filter((o) => o.id === spec.correctId).length !== 1)
    problems.push("choice must have exactly one correct option");
  if (spec.options.length < 3) problems.push("choice needs at least 3 options");
  return problems;
}

function checkSvg(svg: string): string[] {
  const problems: string[] = [];
  if (!svg.startsWith("<svg") || !svg.endsWith("</svg>")) problems.push("diagram is not a single <svg> element");
  if (/<script|\son\w+\s*=|href\s*=|<foreignObject/i.test(svg))
    problems.push("diagram contains scripts, handlers or links");
  if (BAD_TOKENS.test(svg)) problems.push("diagram contains NaN/undefined/null");
  return problems;
}

const show = (s: Submission) => JSON.stringify(s);

export function checkInstance(template: Template, seed: number, opts: { determinism?: boolean } = {}): string[] {
  let q: QuestionInstance;
  try {
    q = instantiate(template, seed);
  } catch (e) {
    return [`generate threw: ${(e as Error).stack ?? e}`];
  }
  const problems: string[] = [];
  if (opts.determinism && JSON.stringify(instantiate(template, seed)) !== JSON.stringify(q))
    problems.push("not deterministic for this seed");

  for (const [label, s] of visibleStrings(q)) {
    if (typeof s !== "string" || s.trim() === "") problems.push(`${label} is empty`);
    else {
      if (BAD_TOKENS.test(s)) problems.push(`${label} contains NaN/Infinity/undefined/null: ${s}`);
      problems.push(...checkMarkdown(s).map((p) => `${label}: ${p}`));
      problems.push(...wordingProblems(s, q.text).map((p) => `${label}: ${p}`));
    }
  }
  if (q.solution.length === 0) problems.push("solution has no steps");
  if (q.diagram !== undefined) problems.push(...checkSvg(q.diagram));
  if (
    !Number.isInteger(q.difficulty) ||
    q.difficulty < template.difficulty[0] ||
    q.difficulty > template.difficulty[1]
  ) {
    problems.push(`difficulty ${q.difficulty} outside declared range ${template.difficulty.join("-")}`);
  }
  for (const s of singleParts(q.answer)) problems.push(...checkChoice(s));

  const canonical = canonicalSubmission(q.answer);
  const canonicalResult = markAnswer(q, canonical);
  if (canonicalResult.outcome !== "correct")
    problems.push(
      `canonical answer ${show(canonical)} marked ${canonicalResult.outcome} (${canonicalResult.message ?? ""})`,
    );
  for (const eq of q.equivalents ?? []) {
    const r = markAnswer(q, eq);
    if (r.outcome !== "correct") problems.push(`equivalent ${show(eq)} marked ${r.outcome} (${r.message ?? ""})`);
  }
  if (q.misconceptions.length < MIN_MISCONCEPTIONS) {
    problems.push(`only ${q.misconceptions.length} misconceptions differ from the answer (need ${MIN_MISCONCEPTIONS})`);
  }
  for (const mc of q.misconceptions) {
    const r = markAnswer(q, mc.answer);
    if (r.outcome !== "incorrect")
      problems.push(`misconception ${show(mc.answer)} marked ${r.outcome} (${r.message ?? ""})`);
  }
  problems.push(
    ...checkSolving(q),
    ...checkTypedBack(q),
    ...checkLetterClash(q),
    ...checkContexts(q),
    ...checkUnits(q, seed),
  );
  return problems.map((p) => `${template.id} seed ${seed}: ${p} — question: ${q.text.slice(0, 160)}`);
}

/** checks on the template object itself (not per seed) */
export function checkTemplateDeclaration(template: Template): string[] {
  const problems: string[] = [];
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+){1,3}$/.test(template.id))
    problems.push(`${template.id}: id must be dotted lower-case words`);
  if (template.topics.length === 0) problems.push(`${template.id}: declares no topics`);
  for (const t of template.topics) if (!isTopicKey(t)) problems.push(`${template.id}: unknown taxonomy topic ${t}`);
  const [lo, hi] = template.difficulty;
  if (lo > hi || lo < 1 || hi > 5) problems.push(`${template.id}: bad difficulty range ${lo}-${hi}`);
  if (template.title.trim() === "") problems.push(`${template.id}: empty title`);
  return problems;
}
