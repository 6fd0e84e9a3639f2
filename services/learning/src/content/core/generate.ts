/**
 * Turning a template + seed into an instance, and an instance into what the browser
 * may see. The answer, equivalents, misconceptions, solution and hint stay on the server.
 */
import { answerDisplay, publicInput } from "../marking/display.js";
import { markAnswer } from "../marking/mark.js";
import { Rng } from "./rng.js";
import type { PublicQuestion, QuestionInstance, RevealedSolution, Template } from "./types.js";

export function instantiate(template: Template, seed: number): QuestionInstance {
  const rng = new Rng(seed, template.id);
  const q = template.generate(rng);
  const base = {
    ...q,
    templateId: template.id,
    seed,
    topics: template.topics,
    answerDisplay: answerDisplay(q.answer),
  };
  // A misconception can coincide with the right answer for some parameters
  // (e.g. 2 + 2 = 2 x 2); such coincidences are dropped, and duplicates too.
  // The validation suite still requires at least 3 to survive for every seed.
  const seen = new Set<string>();
  const misconceptions = q.misconceptions.filter((mc) => {
    const key = JSON.stringify(mc.answer);
    if (seen.has(key)) return false;
    seen.add(key);
    const outcome = markAnswer(base, mc.answer).outcome;
    return outcome !== "correct" && outcome !== "wrong_form";
  });
  return { ...base, misconceptions };
}

export function toPublicQuestion(instance: QuestionInstance): PublicQuestion {
  const pub = {
    templateId: instance.templateId,
    seed: instance.seed,
    text: instance.text,
    difficulty: instance.difficulty,
    input: publicInput(instance.answer),
  };
  return instance.diagram ? { ...pub, diagram: instance.diagram } : pub;
}

export function revealSolution(instance: QuestionInstance): RevealedSolution {
  return { answerDisplay: instance.answerDisplay, solution: instance.solution, hint: instance.hint };
}
