import { Region } from "@sumwise/gen/common/v1/common_pb";
import type { CourseMetadata } from "@sumwise/gen/learning/v1/learning_service_pb";
import type { CourseRegion } from "@sumwise/rules";

/**
 * A course's name, said once: "GCSE F", "KS3 B", "Year 6 A" (its level already names the
 * curriculum), "Secondary Ready", "Class VI".
 */
export function courseTitle(meta: Pick<CourseMetadata, "curriculumName" | "levelDisplayName">): string {
  const { curriculumName, levelDisplayName } = meta;
  if (!levelDisplayName || levelDisplayName === curriculumName) return curriculumName;
  if (levelDisplayName.startsWith(curriculumName)) return levelDisplayName;
  return `${curriculumName} ${levelDisplayName}`;
}

const regionCodes: Record<number, CourseRegion> = { [Region.UK]: "UK", [Region.US]: "US", [Region.IN]: "IN" };

/** The rules' region code of a course's region (undefined for an unspecified one). */
export const courseRegionOf = (region: Region): CourseRegion | undefined => regionCodes[region];

export const regionLabels: Record<CourseRegion, string> = {
  UK: "United Kingdom",
  US: "United States",
  IN: "India",
};
