import { learnPaths } from "../../../lib/learning/names.js";

export const introductionPath = "/learn/introduction";
export const learnEntryPath = "/learn/start";
export const courseOptionsPath = "/learn/select-course/options";

/**
 * The learn entry's decision (learning spec §2): no course → choose one; the introduction watched (or
 * skipped) → the course view; otherwise → the introduction.
 */
export function learnEntryDestination(hasCourse: boolean, watchedIntroduction: boolean): string {
  if (!hasCourse) return learnPaths.selectCourse;
  return watchedIntroduction ? learnPaths.course : introductionPath;
}
