import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetCourseTopicHierarchyRequest,
  GetCourseTopicHierarchyResponseSchema,
} from "@sumwise/gen/learning/v1/topic_search_pb";
import { requireUser } from "@sumwise/kit";
import { FREE_LESSONS_PER_COURSE, isLessonOpen } from "@sumwise/rules";
import { getCourseTopicHierarchy as hierarchyOf } from "../content/index.js";
import type { LearningContext } from "../context.js";
import { requireActiveCourse } from "./active-course.js";

/**
 * Explore all topics (spec §2, §7): the course's strands, substrands and topics. The catalogue is
 * not personal, so any learner or supporter may read any active course; the locks are the calling
 * learner's own (lesson access: the free lessons, then a subscription or trial), none for a supporter.
 */
export function getCourseTopicHierarchy(ctx: LearningContext) {
  return async (
    req: GetCourseTopicHierarchyRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetCourseTopicHierarchyResponseSchema>> => {
    const caller = requireUser(handler);
    const course = await requireActiveCourse(ctx, req.courseName);
    const needsAccess = caller.roles.includes("learner") && course.partsCount > FREE_LESSONS_PER_COURSE;
    const fullAccess = needsAccess ? await ctx.lessonAccess.hasFullAccess(caller) : true;
    const parts = new Map(course.partsDetails.map((part) => [part.partName, part]));
    const hierarchy = hierarchyOf(course.courseMetadata.name);
    return {
      courseDisplayName: `${course.courseMetadata.curriculumName} ${course.courseMetadata.levelDisplayName}`,
      courseStrands: (hierarchy?.courseStrands ?? []).map((strand) => ({
        displayName: strand.displayName,
        courseSubstrands: strand.courseSubstrands.map((substrand) => ({
          displayName: substrand.displayName,
          learningPathAndParts: substrand.learningPathAndParts.map((entry) => {
            const part = parts.get(entry.partName);
            const partNumber = part?.partNumber ?? 0;
            return {
              ...entry,
              partNumber,
              partDisplayName: part?.partDisplayName ?? "",
              locked: !isLessonOpen(partNumber, fullAccess),
            };
          }),
        })),
      })),
    };
  };
}
