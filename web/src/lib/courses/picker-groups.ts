import type { Course } from "@sumwise/gen/learning/v1/learning_service_pb";
import type { CourseRegion } from "@sumwise/rules";
import { courseRegionOf, courseTitle, regionLabels } from "./course-title.js";

export interface PickerGroup {
  label: string;
  options: Array<{ name: string; text: string }>;
}

/**
 * The account pages' course list: only the regions the rules offer, grouped by curriculum in
 * catalogue order, each course named once ("KS3 B – …", not "KS3 KS3 B – …"). The region is named
 * in a group's label only when more than one region is offered.
 */
export function pickerGroups(courses: readonly Course[], regions: readonly CourseRegion[]): PickerGroup[] {
  const groups = new Map<string, PickerGroup>();
  for (const course of courses) {
    const meta = course.courseMetadata;
    const region = meta ? courseRegionOf(meta.region) : undefined;
    if (!meta || !region || !regions.includes(region)) continue;
    const label = regions.length > 1 ? `${regionLabels[region]} · ${meta.curriculumName}` : meta.curriculumName;
    const group = groups.get(label) ?? { label, options: [] };
    group.options.push({
      name: meta.name,
      text: meta.levelDescription ? `${courseTitle(meta)} – ${meta.levelDescription}` : courseTitle(meta),
    });
    groups.set(label, group);
  }
  return [...groups.values()];
}
