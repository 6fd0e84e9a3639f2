import type { ColumnType, Generated } from "kysely";

/** Tables of the `learning` schema. */
export interface LearningDatabase {
  course: CourseTable;
  user_course: UserCourseTable;
  learner: LearnerTable;
  package: PackageTable;
  task: TaskTable;
  task_item: TaskItemTable;
  attempt: AttemptTable;
  quiz_result: QuizResultTable;
  learning_path_progress: LearningPathProgressTable;
  part_progress: PartProgressTable;
  course_participation: CourseParticipationTable;
  outbox: OutboxTable;
  demo_visitor: DemoVisitorTable;
  questionnaire_answer: QuestionnaireAnswerTable;
  topic_search: TopicSearchTable;
}

/** A demo visitor with learning data, and when they last used it (the demo sweep's clock). */
export interface DemoVisitorTable {
  user_name: string;
  last_active_at: Date;
}

export type RegionValue = "UK" | "IN" | "US";

/** The active course list, synced from the content catalogue at start-up. */
export interface CourseTable {
  /** "courses/{id}". */
  name: string;
  curriculum_name: string;
  level_display_name: string;
  level_description: string;
  region: RegionValue;
  parts_count: number;
  /** Display order within the catalogue. */
  position: number;
  active: boolean;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A learner's chosen course; set by the learner or their supporter. */
export interface UserCourseTable {
  /** "indyUsers/{id}". */
  user_name: string;
  /** "courses/{id}". */
  course_name: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/**
 * One row per learner who has used learning. Every write to a learner's packages and progress first
 * locks this row, so a learner's answers are applied one at a time (completions that span several
 * packages are never missed by two answers committing side by side).
 */
export interface LearnerTable {
  user_name: string;
  /** When IndyService acknowledged hasAnsweredQuestion; null until then (retried after each answer). */
  answered_question_synced_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** "demo": the public demo's questions for a demo visitor (never progress, never an outbox event). */
export type PackageTypeValue = "core" | "extension" | "practice" | "part_quiz" | "demo" | JustForYouTypeValue;
/** Just For You packages (spec §4): one per local day, one per week. */
export type JustForYouTypeValue = "daily_challenge" | "weekly_workout";
export type PackageStatusValue = "active" | "finished" | "abandoned";

/** A learner's package of questions (spec §3). Its questions are fixed and stored when it is made. */
export interface PackageTable {
  id: string;
  /** "indyUsers/{id}": the owner. */
  user_name: string;
  package_type: PackageTypeValue;
  course_name: string;
  part_name: string;
  /** Core packages: the topic and unit; null otherwise. */
  learning_path_name: string | null;
  learning_unit_name: string | null;
  /**
   * What the package is for: the learning unit (core), the lesson (practice, quiz), the learner's
   * local day (daily challenge) or the Monday of the week (weekly workout), as "YYYY-MM-DD".
   */
  scope: string;
  /** 1 for the first package of this type and scope, then 2, 3… (seeds and uniqueness). */
  generation: number;
  status: ColumnType<PackageStatusValue, PackageStatusValue | undefined, PackageStatusValue>;
  created_at: ColumnType<Date, Date, never>;
  finished_at: Date | null;
  /** Just For You: the end of its day (of its Sunday) in the learner's time zone; null otherwise. */
  due_at: ColumnType<Date | null, Date | null | undefined, never>;
  /** Just For You: the learner's IANA time zone when it was made; null otherwise. */
  time_zone: ColumnType<string | null, string | null | undefined, never>;
}

export type TaskTypeValue = "standard" | "indy_quiz";

export interface TaskTable {
  package_id: string;
  /** 0-based. */
  task_index: number;
  title: string;
  task_type: TaskTypeValue;
  /** When the task first became complete by its type's rule (the XP trigger); null before. */
  completed_at: Date | null;
}

export type ItemStatusValue = "unattempted" | "done" | "wrong" | "seekhelp";

/** One question: a content template and a seed, which regenerate the same question every time. */
export interface TaskItemTable {
  package_id: string;
  task_index: number;
  /** 0-based within the task. */
  item_index: number;
  /** 0-based within the package. */
  position: number;
  template_id: string;
  seed: number;
  /** The topic the question practises. */
  learning_path_name: string;
  status: ColumnType<ItemStatusValue, ItemStatusValue | undefined, ItemStatusValue>;
  hint_shown_at: Date | null;
  solution_shown_at: Date | null;
  updated_at: ColumnType<Date, Date, Date>;
}

export type MarkResultValue = "correct" | "incorrect" | "wrong_form" | "unreadable";

export interface PartResultJson {
  partId: string;
  result: MarkResultValue;
  message: string;
}

/** Every answer a learner sent, as marked (spec: every attempt stored). */
export interface AttemptTable {
  id: string;
  user_name: string;
  /** The client's id for this answer; unique per learner, so a retry is recognised. */
  submission_id: string;
  package_id: string;
  task_index: number;
  item_index: number;
  /** The answer as typed (single-box questions); empty for multi-part ones. */
  answer: string;
  /** One answer per part (multi-part questions); null otherwise. Stored as JSON text. */
  part_answers: ColumnType<string[] | null, string | null, never>;
  result: MarkResultValue;
  message: string;
  part_results: ColumnType<PartResultJson[] | null, string | null, never>;
  time_taken_ms: number;
  /** The worked solution had been shown before this answer. */
  after_worked_solution: boolean;
  created_at: ColumnType<Date, Date, never>;
}

/** A finished quiz's outcome, fixed when its last question was answered. */
export interface QuizResultTable {
  package_id: string;
  correct_items: number;
  total_items: number;
  previous_best_correct: number | null;
  previous_best_total: number | null;
  score_completes_quiz: boolean;
  could_fast_track: boolean;
  fast_tracked_learning_paths: ColumnType<string[], string, never>;
  created_at: ColumnType<Date, Date, never>;
}

export interface LearningPathProgressTable {
  user_name: string;
  learning_path_name: string;
  course_name: string;
  part_name: string;
  completed_at: Date | null;
  fast_tracked_at: Date | null;
}

export interface PartProgressTable {
  user_name: string;
  part_name: string;
  course_name: string;
  practice_completed_at: Date | null;
  quiz_best_correct: number | null;
  quiz_best_total: number | null;
  quiz_passed_at: Date | null;
  completed_at: Date | null;
}

export interface CourseParticipationTable {
  user_name: string;
  course_name: string;
  started_at: ColumnType<Date, Date, never>;
  completed_at: Date | null;
}

/**
 * Events for ActivityService, written in the transaction that caused them and delivered by the relay
 * until acknowledged (see relay/outbox-relay.ts).
 */
export interface OutboxTable {
  /** bigint identity: pg returns it as a string. */
  id: Generated<string>;
  idempotency_key: string;
  /** The event (OutboxEvent), as JSON text on the way in. */
  payload: ColumnType<OutboxEventJson, string, never>;
  created_at: ColumnType<Date, Date, never>;
  delivered_at: Date | null;
}

/** An event as stored in the outbox: the LearningEvent message's fields, with the time as ISO text. */
export interface OutboxEventJson {
  idempotencyKey: string;
  indyUserName: string;
  occurTime: string;
  kind:
    | "answer"
    | "task_completed"
    | "topic_completed"
    | "topic_fast_tracked"
    | "practice_completed"
    | "quiz_finished"
    | "lesson_completed"
    | "course_completed";
  courseName: string;
  partName?: string;
  learningPathName?: string;
  packageName?: string;
  packageType?: PackageTypeValue;
  taskName?: string;
  templateId?: string;
  taskItemName?: string;
  answerResult?: MarkResultValue;
  timeTakenMs?: number;
  afterWorkedSolution?: boolean;
  quizCorrectItems?: number;
  quizTotalItems?: number;
}

/**
 * A learner's answer to the difficulty questionnaire (learning spec §3 changeLevel): the rating, how
 * and where it ended, and the course it was about; nothing else (children use Sumwise: minimal data).
 */
export interface QuestionnaireAnswerTable {
  /** bigint identity: pg returns it as a string. */
  id: Generated<string>;
  /** "indyUsers/{id}": kept so the answer goes when the account does. */
  user_name: string;
  /** The course rated; null when the learner had none. */
  course_name: string | null;
  /** 1 (Much too easy) to 5 (Much too difficult). */
  answer: number;
  end_action: "skip" | "continue" | "gotochangelevel" | "other";
  end_view: "question" | "thanks" | "didyouknow";
  created_at: ColumnType<Date, Date, never>;
}

/** One topic of one course for topic search, refreshed from the content catalogue at start-up. */
export interface TopicSearchTable {
  course_name: string;
  learning_path_name: string;
  display_name: string;
  part_name: string;
  part_number: number;
  part_display_name: string;
  /** Other words the topic is searched by (services/learning/src/search/topic-keywords.ts). */
  keywords: string;
  position: number;
}
