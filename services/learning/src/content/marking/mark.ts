/**
 * mark(instance, submission): the single server-side entry for marking.
 * Outcomes: correct | incorrect | wrong_form (right value, wrong form, with a reason)
 * | unreadable (we could not read it: a prompt to fix the input, never a wrong mark).
 */
import type {
  ChoiceAnswer,
  MarkResult,
  MultiPartAnswer,
  QuestionInstance,
  SingleAnswerSpec,
  Submission,
} from "../core/types.js";
import { markExpression } from "./mark-expression.js";
import { markInequality } from "./mark-inequality.js";
import {
  INCORRECT,
  markDecimal,
  markFraction,
  markInteger,
  markMoney,
  markPercentage,
  markStandardForm,
  unreadable,
} from "./mark-number.js";
import { markPiMultiple } from "./mark-pi.js";
import { markCoordinates, markSolutions } from "./mark-solutions.js";
import { markTimeOfDay } from "./mark-time.js";
import { normaliseInput } from "./normalise.js";

function markChoice(spec: ChoiceAnswer, raw: string): MarkResult {
  const s = normaliseInput(raw)
    .replace(/^\(?\s*([A-Za-z])\s*[).]?$/, "$1")
    .toLowerCase();
  const byId = spec.options.find((o) => o.id.toLowerCase() === s);
  const byText = byId ?? spec.options.find((o) => normaliseInput(o.text.replace(/\$/g, "")).toLowerCase() === s);
  if (!byText) return unreadable("Choose one of the options.");
  return byText.id === spec.correctId ? { outcome: "correct" } : INCORRECT;
}

export function markSingle(spec: SingleAnswerSpec, raw: string): MarkResult {
  if (typeof raw !== "string") return unreadable("Type your answer in the box.");
  if (normaliseInput(raw) === "") return unreadable("Type your answer in the box.");
  switch (spec.kind) {
    case "integer":
      return markInteger(spec, raw);
    case "decimal":
      return markDecimal(spec, raw);
    case "fraction":
      return markFraction(spec, raw);
    case "percentage":
      return markPercentage(spec, raw);
    case "money":
      return markMoney(spec, raw);
    case "standard-form":
      return markStandardForm(spec, raw);
    case "expression":
      return markExpression(spec, raw);
    case "solutions":
      return markSolutions(spec, raw);
    case "inequality":
      return markInequality(spec, raw);
    case "pi-multiple":
      return markPiMultiple(spec, raw);
    case "time-of-day":
      return markTimeOfDay(spec, raw);
    case "coordinates":
      return markCoordinates(spec, raw);
    case "choice":
      return markChoice(spec, raw);
  }
}

function markMulti(spec: MultiPartAnswer, submission: Submission): MarkResult {
  if (typeof submission === "string" || submission.length !== spec.parts.length) {
    return unreadable(`Answer all ${spec.parts.length} parts.`);
  }
  const parts = spec.parts.map((p, i) => markSingle(p.answer, submission[i] ?? ""));
  const outcomes = parts.map((p) => p.outcome);
  const label = (i: number) => `part (${spec.parts[i]?.id ?? i + 1})`;
  const firstWith = (o: MarkResult["outcome"]) => outcomes.indexOf(o);
  if (outcomes.includes("unreadable")) {
    const i = firstWith("unreadable");
    return { outcome: "unreadable", message: `In ${label(i)}: ${parts[i]?.message ?? "check your answer."}`, parts };
  }
  if (outcomes.every((o) => o === "correct")) return { outcome: "correct", parts };
  if (outcomes.every((o) => o === "correct" || o === "wrong_form")) {
    const i = firstWith("wrong_form");
    return { outcome: "wrong_form", message: `In ${label(i)}: ${parts[i]?.message ?? ""}`, parts };
  }
  return { outcome: "incorrect", parts };
}

function sameSubmission(a: Submission, b: Submission): boolean {
  const norm = (s: string) => normaliseInput(s).replace(/\s+/g, "").toLowerCase();
  if (typeof a === "string" || typeof b === "string")
    return typeof a === typeof b && norm(a as string) === norm(b as string);
  return a.length === b.length && a.every((x, i) => norm(x) === norm(b[i] ?? ""));
}

/** mark without misconception feedback (used by validation to test misconceptions themselves) */
export function markAnswer(instance: Pick<QuestionInstance, "answer">, submission: Submission): MarkResult {
  const spec = instance.answer;
  if (spec.kind === "multi") return markMulti(spec, submission);
  if (typeof submission !== "string") return unreadable("Type one answer.");
  return markSingle(spec, submission);
}

export function mark(instance: QuestionInstance, submission: Submission): MarkResult {
  const result = markAnswer(instance, submission);
  if (result.outcome !== "incorrect" || result.message) return result;
  // recognised misconception: tell the learner what probably went wrong
  const known = instance.misconceptions.find((m) => sameSubmission(m.answer, submission));
  return known ? { ...result, message: known.feedback } : result;
}
