import { listCourses } from "./content/index.js";
import type { CatalogueCourse } from "./db/courses-repository.js";

/** The course list the service offers: the content engine's curricula, in catalogue order. */
export function catalogueCourses(): CatalogueCourse[] {
  return listCourses().map((course, position) => ({
    name: course.courseMetadata.name,
    curriculum_name: course.courseMetadata.curriculumName,
    level_display_name: course.courseMetadata.levelDisplayName,
    level_description: course.levelDescription,
    region: course.courseMetadata.region,
    parts_count: course.partsCount,
    position,
  }));
}
