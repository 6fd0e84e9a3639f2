import type { Course } from "@sumwise/gen/learning/v1/learning_service_pb";
import { type CourseRegion, levelIndexForConfidence } from "@sumwise/rules";
import { courseRegionOf } from "../../../lib/courses/index.js";

/** A curriculum's levels in the catalogue's order (easiest first), within one region. */
export function levelsOf(courses: readonly Course[], region: CourseRegion, curriculumName: string): Course[] {
  return courses.filter(
    (course) =>
      course.courseMetadata?.curriculumName === curriculumName &&
      courseRegionOf(course.courseMetadata.region) === region,
  );
}

/** The course name of the level that suits a confidence (0 to 4), or "" when the curriculum has none. */
export function courseForConfidence(
  courses: readonly Course[],
  region: CourseRegion,
  curriculumName: string,
  confidence: number,
): string {
  const levels = levelsOf(courses, region, curriculumName);
  return levels[levelIndexForConfidence(confidence, levels.length)]?.courseMetadata?.name ?? "";
}
