/**
 * Letter clashes: a question that asks for constants of a form ("in the form $(x + p)^{2} + q$,
 * $p =$ ...") must not use one of those letters as its variable too. A template that picks its
 * variable from a list can otherwise write "$p^{2} + 6p$ in the form $(p + p)^{2} + q$".
 *
 * Roles are read from the instance, not from the template: a form letter is a placeholder when the
 * question names it on its own (a part prompt "$p =$", or "$a$" alone in the text, as in "the values
 * of $a$ and $b$"); a letter is a variable when it appears in the rest of the question's maths or is
 * the answer's variable. A letter with both roles is a clash.
 */
import type { QuestionInstance, SingleAnswerSpec } from "../core/types.js";
import { texFragments } from "./tex-check.js";

const FORM = /in the form \$([^$]+)\$/g;

/** single letters of a TeX fragment, ignoring command names (\sqrt, \pm) and \text{...} */
export function texLetters(tex: string): Set<string> {
  const bare = tex.replace(/\\(text|mathrm|operatorname)\{[^}]*\}/g, " ").replace(/\\[a-zA-Z]+/g, " ");
  return new Set(bare.match(/[a-zA-Z]/g) ?? []);
}

function answerVariables(spec: SingleAnswerSpec): string[] {
  if (spec.kind === "expression") return [...spec.variables];
  if (spec.kind === "solutions" || spec.kind === "inequality") return [spec.variable];
  return [];
}

export function checkLetterClash(q: QuestionInstance): string[] {
  const prompts = q.answer.kind === "multi" ? q.answer.parts.map((p) => p.prompt) : [];
  const forms = [...q.text.matchAll(FORM), ...prompts.flatMap((p) => [...p.matchAll(FORM)])].map((m) => m[1] ?? "");
  if (forms.length === 0) return [];
  const formLetters = new Set(forms.flatMap((f) => [...texLetters(f)]));

  const named = new Set<string>();
  const variables = new Set<string>();
  for (const p of prompts) {
    const m = /^\$\s*([a-zA-Z])\s*=\s*\$/.exec(p.trim());
    if (m?.[1]) named.add(m[1]);
  }
  const textWithoutForms = q.text.replace(FORM, " ");
  for (const frag of texFragments(textWithoutForms) ?? []) {
    const alone = /^\s*([a-zA-Z])\s*$/.exec(frag);
    if (alone?.[1]) named.add(alone[1]);
    else for (const l of texLetters(frag)) variables.add(l);
  }
  const parts = q.answer.kind === "multi" ? q.answer.parts.map((p) => p.answer) : [q.answer];
  for (const v of parts.flatMap(answerVariables)) variables.add(v);

  const clashes = [...formLetters].filter((l) => named.has(l) && variables.has(l));
  return clashes.map(
    (l) => `letter ${l} is both a variable of the question and a constant of the form $${forms.join("$, $")}$`,
  );
}
