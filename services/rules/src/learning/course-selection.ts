/**
 * Course selection (learning spec §4 "Course selection"): which regions the picker offers, the
 * region it starts on, and the curriculum it preselects from the learner's school year.
 */
import { ageInYears, type CalendarDate } from "../calendar-date.js";

export type CourseRegion = "UK" | "US" | "IN";
export type CoursePickerMode = "initial" | "change";

/** Initial mode starts Indian users on IN, everyone else on UK. */
export function defaultCourseRegion(countryCode: string): CourseRegion {
  return countryCode.toUpperCase() === "IN" ? "IN" : "UK";
}

/**
 * Initial mode offers IN to Indian users and UK to others; change mode offers IN (plus the current
 * region if it differs) to Indian users, else UK and US.
 */
export function regionsOffered(mode: CoursePickerMode, countryCode: string, current?: CourseRegion): CourseRegion[] {
  const indian = countryCode.toUpperCase() === "IN";
  if (mode === "initial") return [indian ? "IN" : "UK"];
  if (indian) return current && current !== "IN" ? ["IN", current] : ["IN"];
  return ["UK", "US"];
}

/**
 * The school year a learner is in (England's: the year starts on 1 September, Year N pupils are N + 4
 * on 31 August before it). India's classes line up with the same numbers closely enough to preselect.
 */
export function schoolYearOf(dateOfBirth: CalendarDate, today: CalendarDate): number {
  const startYear = today.month >= 9 ? today.year : today.year - 1;
  return ageInYears(dateOfBirth, { year: startYear, month: 8, day: 31 }) - 4;
}

/** Each region's first-level, second (Key Stage 3 type) and third curricula. */
const curriculumLadder: Record<CourseRegion, [string, string, string]> = {
  UK: ["Year 6", "KS3", "GCSE"],
  IN: ["Class VI", "Class VII", "Cambridge IGCSE"],
  US: ["Grade 6 Math", "Grade 7 Math", "Algebra 1"],
};

/**
 * The curriculum preselected from the school year (spec §4: up to 6 the first level, 7–8 the second,
 * 10–11 the third); Year 9 chooses for themselves (KS3 or GCSE), as does anyone older.
 */
export function preselectedCurriculum(region: CourseRegion, schoolYear: number): string | undefined {
  const [first, second, third] = curriculumLadder[region];
  if (schoolYear <= 6) return first;
  if (schoolYear <= 8) return second;
  if (schoolYear === 10 || schoolYear === 11) return third;
  return undefined;
}

/** Save needs a level and a change; Cancel needs a change (spec §4). */
export function coursePickerButtons(chosen: string, current: string): { saveEnabled: boolean; cancelEnabled: boolean } {
  const changed = chosen !== current;
  return { saveEnabled: chosen !== "" && changed, cancelEnabled: changed };
}
