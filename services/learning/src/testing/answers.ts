/**
 * For tests only (integration tests and browser journeys): what a learner would type to answer one
 * of their stored questions right, wrong, or right in the wrong form. It reads the question's template
 * and seed from the database, so it needs the test's database handle: nothing here is reachable
 * through the services.
 */
import Fraction from "fraction.js";
import type { Kysely } from "kysely";
import { generateQuestion, type QuestionInstance, type Submission } from "../content/index.js";
import { canonicalSubmission } from "../content/marking/display.js";
import type { LearningDatabase } from "../db/schema.js";
import { parseTaskItemName } from "../names.js";

/** The fields of SubmitAnswerRequest that carry an answer. */
export interface AnswerFields {
  answer: string;
  partAnswers: string[];
}

const fields = (submission: Submission): AnswerFields =>
  typeof submission === "string"
    ? { answer: submission, partAnswers: [] }
    : { answer: "", partAnswers: [...submission] };

/** The stored question behind a task item name. */
export async function storedQuestion(db: Kysely<LearningDatabase>, taskItemName: string): Promise<QuestionInstance> {
  const key = parseTaskItemName(taskItemName);
  if (!key) throw new Error(`not a task item name: ${taskItemName}`);
  const row = await db
    .selectFrom("task_item")
    .select(["template_id", "seed"])
    .where("package_id", "=", key.packageId)
    .where("task_index", "=", key.taskIndex)
    .where("item_index", "=", key.itemIndex)
    .executeTakeFirstOrThrow();
  return generateQuestion(row.template_id, row.seed);
}

export function rightAnswer(instance: QuestionInstance): AnswerFields {
  return fields(canonicalSubmission(instance.answer));
}

/** A known misconception: marked incorrect, with its feedback. */
export function wrongAnswer(instance: QuestionInstance): AnswerFields & { feedback: string } {
  const misconception = instance.misconceptions[0];
  if (!misconception) throw new Error(`${instance.templateId} has no misconception`);
  return { ...fields(misconception.answer), feedback: misconception.feedback };
}

/** The right value in a form the marker refuses (whole numbers as fractions, money unrounded), when known. */
export function wrongFormAnswer(instance: QuestionInstance): AnswerFields | undefined {
  const spec = instance.answer;
  if (spec.kind === "integer") {
    const value = new Fraction(spec.value);
    return fields(`${value.mul(2).toFraction()}/2`);
  }
  if (spec.kind === "money") return fields(((spec.minor + 0.4) / 100).toFixed(3));
  return undefined;
}
