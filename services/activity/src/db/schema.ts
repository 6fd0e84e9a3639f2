import type { ColumnType, Generated } from "kysely";

/** Tables of the `activity` schema. */
export interface ActivityDatabase {
  xp_state: XpStateTable;
  learning_event: LearningEventTable;
  xp_award: XpAwardTable;
  xp_week: XpWeekTable;
  avatar: AvatarTable;
  competition_entry: CompetitionEntryTable;
  notification: NotificationTable;
  weekly_email_claim: WeeklyEmailClaimTable;
  answer_quarter: AnswerQuarterTable;
  activity_total: ActivityTotalTable;
  lesson_activity: LessonActivityTable;
  course_completion: CourseCompletionTable;
  topic_attempts: TopicAttemptsTable;
  achievement_level: AchievementLevelTable;
  goal_xp_target: GoalXpTargetTable;
  goal_on_track: GoalOnTrackTable;
  goal_lesson_completed: GoalLessonCompletedTable;
  league_cohort: LeagueCohortTable;
  league_member: LeagueMemberTable;
  league_opt_out: LeagueOptOutTable;
  league_profile: LeagueProfileTable;
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

/** One row per task whose XP was awarded (once per task: the primary key). */
export interface XpAwardTable {
  indy_user_name: string;
  /** "indyUsers/{id}/packages/{p}/tasks/{t}", as in the ledger's TASK_COMPLETED event. */
  task_name: string;
  xp: number;
  /** The learner's total XP before this award; bigint comes back from pg as a string. */
  xp_before: ColumnType<string, number, number>;
  awarded_at: Date;
}

/** XP earned per learner per ISO week (week_start is the Monday, in UTC). */
export interface XpWeekTable {
  indy_user_name: string;
  /** A date column: read back as "YYYY-MM-DD" (the pg type parser is set for dates in kit). */
  week_start: ColumnType<string, string, string>;
  xp: ColumnType<string, number, number>;
}

/** A learner's chosen avatar (names from domain/avatar-catalogue.ts); no row: the default. */
export interface AvatarTable {
  indy_user_name: string;
  icon_name: string;
  background_name: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A learner entered in a competition's prize draw. */
export interface CompetitionEntryTable {
  competition_id: string;
  indy_user_name: string;
  /** The learner themselves or the supporter who entered them. */
  entered_by: string;
  entered_at: ColumnType<Date, Date | undefined, never>;
}

/** A notification in one user's list (progress spec §3). */
export interface NotificationTable {
  /** "indyUsers/{u}/notifications/{TYPE}-{key}[:{childId}]". */
  name: string;
  /** "indyUsers/{u}": whose list it is in. */
  owner: string;
  type: string;
  /** On a supporter's copy: the child's id. */
  child_id: string | null;
  level: number | null;
  title: string;
  text: string;
  link: string | null;
  read: ColumnType<boolean, boolean | undefined, boolean>;
  copies_made: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Date;
}

/** The weekly supporter email's once-per-supporter-per-week claim. */
export interface WeeklyEmailClaimTable {
  supporter_name: string;
  /** The UK Monday of the week the email reports on. */
  week_start: ColumnType<string, string, string>;
  state: "sending" | "sent" | "failed";
  /** Which job run holds it (for the logs). */
  claimed_by: string;
  attempts: ColumnType<number, number | undefined, number>;
  updated_at: Date;
  last_error: string | null;
}

/** Answers of a learner in one UTC quarter hour (bucket_start is on :00, :15, :30 or :45). */
export interface AnswerQuarterTable {
  indy_user_name: string;
  bucket_start: Date;
  /** Attempts: answers marked correct or incorrect. */
  answered: number;
  correct: number;
  /** Every answer's time, attempts or not; bigint comes back as a string. */
  time_taken_ms: ColumnType<string, number, number>;
}

/** A learner's all-time totals (bigints come back as strings). */
export interface ActivityTotalTable {
  indy_user_name: string;
  answered: ColumnType<string, number | undefined, number>;
  correct: ColumnType<string, number | undefined, number>;
  time_taken_ms: ColumnType<string, number | undefined, number>;
  lessons_completed: ColumnType<number, number | undefined, number>;
  courses_completed: ColumnType<number, number | undefined, number>;
}

export interface LessonActivityTable {
  indy_user_name: string;
  part_name: string;
  course_name: string;
  first_worked_at: Date;
  last_worked_at: Date;
  completed_at: Date | null;
}

export interface CourseCompletionTable {
  indy_user_name: string;
  course_name: string;
  completed_at: Date;
}

export interface TopicAttemptsTable {
  indy_user_name: string;
  learning_path_name: string;
  part_name: string;
  course_name: string;
  correct_attempts: ColumnType<number, number | undefined, number>;
  total_attempts: ColumnType<number, number | undefined, number>;
  completed: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface AchievementLevelTable {
  indy_user_name: string;
  type: string;
  level: number;
  reached_at: Date;
}

/** A learner's XP Target goal (at most one: the learner is the key). */
export interface GoalXpTargetTable {
  indy_user_name: string;
  xp_per_week: number;
  /** IANA zone whose local weeks the goal counts. */
  time_zone: string;
  created_at: Date;
}

/** A learner's On Track goal (at most one). */
export interface GoalOnTrackTable {
  indy_user_name: string;
  course_name: string;
  /** "YYYY-MM-DD". */
  target_date: ColumnType<string, string, string>;
  lessons_complete_at_start: number;
  created_at: Date;
}

/** Lessons completed, once per lesson (from LESSON_COMPLETED events). */
export interface GoalLessonCompletedTable {
  indy_user_name: string;
  course_name: string;
  part_name: string;
  completed_at: Date;
}

export interface LeagueCohortTable {
  id: Generated<string>;
  week_start: ColumnType<string, string, string>;
  band: string;
  member_count: ColumnType<number, number | undefined, number>;
}

export interface LeagueMemberTable {
  week_start: ColumnType<string, string, string>;
  indy_user_name: string;
  cohort_id: ColumnType<string, string, string>;
  /** bigint: read back as a string. */
  xp: ColumnType<string, number | undefined, number>;
}

export interface LeagueOptOutTable {
  indy_user_name: string;
  opted_out_by: string;
  opted_out_at: ColumnType<Date, Date | undefined, Date>;
}

export interface LeagueProfileTable {
  indy_user_name: string;
  display_name: string;
  fetched_at: Date;
}
