import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { SetCourseForUserRequest, SetCourseForUserResponseSchema } from "@sumwise/gen/learning/v1/user_course_pb";
import { fieldViolations } from "@sumwise/kit";
import type { LearningContext } from "../context.js";
import { courseSubject } from "./course-subject.js";

/** Sets a learner's course: one's own, or (spec §6) a supporter's child's. Only active courses. */
export function setCourseForUser(ctx: LearningContext) {
  return async (
    req: SetCourseForUserRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof SetCourseForUserResponseSchema>> => {
    const courseName = req.courseName.trim();
    if (courseName === "") throw fieldViolations({ courseName: "Please choose a course." });
    const subject = await courseSubject(ctx, handler, req.indyUserName);
    if (!(await ctx.userCourses.isActiveCourse(courseName))) {
      throw fieldViolations({ courseName: "That course is not available. Please choose another." });
    }
    await ctx.userCourses.set(subject, courseName, new Date());
    return { courseName };
  };
}
