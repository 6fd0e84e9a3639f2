import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetLessonsWorkedOnForStudentRequest,
  GetLessonsWorkedOnForStudentResponseSchema,
} from "@sumwise/gen/activity/v1/activity_stats_pb";
import type { ActivityContext } from "../context.js";
import { statsSubject } from "./subject.js";

/** The lessons a learner has answered in or completed, latest first, with the share of topics done. */
export function getLessonsWorkedOnForStudent(ctx: ActivityContext) {
  return async (
    req: GetLessonsWorkedOnForStudentRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetLessonsWorkedOnForStudentResponseSchema>> => {
    const subject = await statsSubject(ctx, handler, req.childIndyUserName);
    const rows = await ctx.stats.lessonsWorkedOn(subject);
    const latestCourse = rows[0]?.course_name;
    return {
      lessonsWorkedOn: rows.map((row) => {
        const part = ctx.catalogue.part(row.part_name);
        const topicsDone = Number(row.topics_done ?? 0);
        const progress = row.completed_at
          ? 1
          : part && part.topicsCount > 0
            ? Math.min(topicsDone / part.topicsCount, 0.99)
            : 0;
        return {
          partName: row.part_name,
          partNumber: part?.partNumber ?? 0,
          partDisplayName: part?.displayName ?? "",
          completedOn: row.completed_at ? timestampFromDate(row.completed_at) : undefined,
          lastWorkedOn: timestampFromDate(row.last_worked_at),
          partProgress: progress,
        };
      }),
      courseLessonCount: latestCourse ? (ctx.catalogue.course(latestCourse)?.partsCount ?? 0) : 0,
    };
  };
}
