import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetLessonsWorkedOnForStudentRequest,
  GetLessonsWorkedOnForStudentResponseSchema,
} from "@sumwise/gen/activity/v1/activity_stats_pb";
import type { ActivityContext } from "../context.js";
import { statsSubject } from "./subject.js";

/** The lessons a learner has answered in or completed, latest first, with how many of their topics are done. */
export function getLessonsWorkedOnForStudent(ctx: ActivityContext) {
  return async (
    req: GetLessonsWorkedOnForStudentRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetLessonsWorkedOnForStudentResponseSchema>> => {
    const subject = await statsSubject(ctx, handler, req.childIndyUserName);
    const rows = await ctx.stats.lessonsWorkedOn(subject);
    return {
      lessonsWorkedOn: rows.map((row) => ({
        partName: row.part_name,
        courseName: row.course_name,
        completedOn: row.completed_at ? timestampFromDate(row.completed_at) : undefined,
        lastWorkedOn: timestampFromDate(row.last_worked_at),
        topicsCompleted: Number(row.topics_done ?? 0),
      })),
      courseName: rows[0]?.course_name ?? "",
    };
  };
}
