import type { Insertable, Kysely } from "kysely";
import type { LearningDatabase, QuestionnaireAnswerTable } from "./schema.js";

export type QuestionnaireAnswer = Omit<Insertable<QuestionnaireAnswerTable>, "id">;

/** Every query on questionnaire_answer. */
export class QuestionnaireRepository {
  constructor(private readonly db: Kysely<LearningDatabase>) {}

  async add(answer: QuestionnaireAnswer): Promise<void> {
    await this.db.insertInto("questionnaire_answer").values(answer).execute();
  }
}
