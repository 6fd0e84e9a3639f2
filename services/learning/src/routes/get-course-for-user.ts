import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { GetCourseForUserRequest, GetCourseForUserResponseSchema } from "@sumwise/gen/learning/v1/user_course_pb";
import type { LearningContext } from "../context.js";
import { courseSubject } from "./course-subject.js";

/** A learner's chosen course name (empty when none): one's own, or a supporter's child's. */
export function getCourseForUser(ctx: LearningContext) {
  return async (
    req: GetCourseForUserRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetCourseForUserResponseSchema>> => {
    const subject = await courseSubject(ctx, handler, req.indyUserName);
    return { courseName: (await ctx.userCourses.get(subject)) ?? "" };
  };
}
