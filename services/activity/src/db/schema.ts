import type { ColumnType, Generated } from "kysely";

/** Tables of the `activity` schema. */
export interface ActivityDatabase {
  xp_state: XpStateTable;
  learning_event: LearningEventTable;
}

export interface XpStateTable {
  /** "indyUsers/{id}" of IndyService; no foreign key across service schemas. */
  indy_user_name: string;
  /** bigint comes back from pg as a string. */
  xp: ColumnType<string, number, number>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type LearningEventKindValue =
  | "answer"
  | "task_completed"
  | "topic_completed"
  | "topic_fast_tracked"
  | "practice_completed"
  | "quiz_finished"
  | "lesson_completed"
  | "course_completed";

export type AnswerResultValue = "correct" | "incorrect" | "wrong_form" | "unreadable";

/**
 * The ledger of what learners did, as LearningService reported it (proto LearningEvent). Rows are
 * only ever added: XP, stats, achievements and leagues are computed from it.
 */
export interface LearningEventTable {
  /** bigint identity: pg returns it as a string. */
  id: Generated<string>;
  idempotency_key: string;
  indy_user_name: string;
  occurred_at: Date;
  kind: LearningEventKindValue;
  course_name: string;
  part_name: string | null;
  learning_path_name: string | null;
  package_name: string | null;
  package_type: "core" | "extension" | "practice" | "part_quiz" | "daily_challenge" | "weekly_workout" | null;
  task_name: string | null;
  template_id: string | null;
  task_item_name: string | null;
  answer_result: AnswerResultValue | null;
  correct: boolean | null;
  time_taken_ms: number | null;
  after_worked_solution: boolean | null;
  quiz_correct_items: number | null;
  quiz_total_items: number | null;
  recorded_at: ColumnType<Date, never, never>;
}
