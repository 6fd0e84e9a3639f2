import type { ColumnType } from "kysely";

/** Tables of the `learning` schema. */
export interface LearningDatabase {
  course: CourseTable;
  user_course: UserCourseTable;
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
