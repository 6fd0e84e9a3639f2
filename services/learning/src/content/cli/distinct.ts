/**
 * Distinct questions per template, shared by the stats CLI. A question is its text plus
 * anything else the learner sees before answering (choice options, part prompts, diagram),
 * whitespace-normalised: "Which of these is prime?" with different options is a different question,
 * but the same options shuffled into another order are the same question (option ids and order ignored).
 */
import { instantiate } from "../core/generate.js";
import type { QuestionInstance, Template } from "../core/types.js";

export const normaliseText = (s: string) => s.replace(/\s+/g, " ").trim();

export function questionKey(q: QuestionInstance): string {
  const extras: string[] = [];
  const specs = q.answer.kind === "multi" ? q.answer.parts.map((p) => p.answer) : [q.answer];
  if (q.answer.kind === "multi") extras.push(...q.answer.parts.map((p) => p.prompt));
  for (const s of specs)
    if (s.kind === "choice")
      extras.push(
        s.options
          .map((o) => normaliseText(o.text))
          .sort()
          .join(" ; "),
      );
  if (q.diagram) extras.push(q.diagram);
  return normaliseText([q.text, ...extras].join(" | "));
}

/** question keys of seeds 0..seeds-1 */
export function distinctTexts(template: Template, seeds: number): Set<string> {
  const out = new Set<string>();
  for (let seed = 0; seed < seeds; seed++) out.add(questionKey(instantiate(template, seed)));
  return out;
}
