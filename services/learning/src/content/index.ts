/**
 * Public entry of the maths content engine, used by LearningService.
 * Questions: generateQuestion(templateId, seed) is deterministic; send the learner only
 * toPublicQuestion(instance); mark(instance, answer) on the server; revealSolution after.
 */
import { instantiate } from "./core/generate.js";
import { getTemplate } from "./core/registry.js";
import type { QuestionInstance } from "./core/types.js";

export { revealSolution, toPublicQuestion } from "./core/generate.js";
export { getTemplate, listTemplates, templatesForTopic } from "./core/registry.js";
export type * from "./core/types.js";
export {
  getCourse,
  getCourseTopicHierarchy,
  getExampleQuestions,
  listCourseCards,
  listCourses,
  listCoursesByRegion,
} from "./curriculum/catalogue.js";
export { getTopic, STRANDS, TOPICS } from "./curriculum/taxonomy/index.js";
export type * from "./curriculum/types.js";
export { mark } from "./marking/mark.js";

export class UnknownTemplateError extends Error {
  constructor(readonly templateId: string) {
    super(`unknown question template ${templateId}`);
  }
}

export function generateQuestion(templateId: string, seed: number): QuestionInstance {
  const template = getTemplate(templateId);
  if (!template) throw new UnknownTemplateError(templateId);
  if (!Number.isSafeInteger(seed) || seed < 0) throw new RangeError(`seed must be a non-negative integer, got ${seed}`);
  return instantiate(template, seed);
}
