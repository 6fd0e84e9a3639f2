import type { MessageInitShape } from "@bufbuild/protobuf";
import { Region } from "@sumwise/gen/common/v1/common_pb";
import type {
  ListActiveCoursesRequest,
  ListActiveCoursesResponseSchema,
} from "@sumwise/gen/learning/v1/learning_service_pb";
import type { LearningContext } from "../context.js";
import type { RegionValue } from "../db/schema.js";

export const regions: Record<RegionValue, Region> = { UK: Region.UK, IN: Region.IN, US: Region.US };

function regionFilter(region: Region): RegionValue | undefined {
  const entry = Object.entries(regions).find(([, value]) => value === region);
  return entry?.[0] as RegionValue | undefined;
}

/** The active courses (any signed-in user, demo users included: nothing personal is returned). */
export function listActiveCourses(ctx: LearningContext) {
  return async (req: ListActiveCoursesRequest): Promise<MessageInitShape<typeof ListActiveCoursesResponseSchema>> => {
    const rows = await ctx.courses.listActive(regionFilter(req.region));
    return {
      courses: rows.map((row) => ({
        courseMetadata: {
          name: row.name,
          curriculumName: row.curriculum_name,
          levelDisplayName: row.level_display_name,
          levelDescription: row.level_description,
          region: regions[row.region],
        },
        partsCount: row.parts_count,
      })),
    };
  };
}
