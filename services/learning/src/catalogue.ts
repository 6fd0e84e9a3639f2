import type { CatalogueCourse } from "./db/courses-repository.js";

/** The course list the service offers, from the content engine's curricula. */
export function catalogueCourses(): CatalogueCourse[] {
  return [];
}
