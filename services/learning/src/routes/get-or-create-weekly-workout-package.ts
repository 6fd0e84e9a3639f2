import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetOrCreateWeeklyWorkoutPackageRequest,
  GetOrCreateWeeklyWorkoutPackageResponseSchema,
} from "@sumwise/gen/learning/v1/just_for_you_pb";
import { failedPrecondition, fieldViolations } from "@sumwise/kit";
import { justForYouMessages } from "@sumwise/rules";
import { requireLearner } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import { justForYouPackage, weeklyPeriod } from "./just-for-you-period.js";

/**
 * This week's Weekly Workout in the learner's time zone: it unlocks on Monday, is due by the end of
 * Sunday, and a new one is made on the first request of each week.
 */
export function getOrCreateWeeklyWorkoutPackage(ctx: LearningContext) {
  return async (
    req: GetOrCreateWeeklyWorkoutPackageRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetOrCreateWeeklyWorkoutPackageResponseSchema>> => {
    const caller = requireLearner(handler);
    const period = weeklyPeriod(ctx, req.mondayDate, req.timeZone);
    const courseName = await ctx.userCourses.get(caller.userName);
    if (!courseName) throw failedPrecondition(justForYouMessages.noCourse);
    const asked = req.courseName.trim();
    if (asked !== "" && asked !== courseName) throw fieldViolations({ courseName: justForYouMessages.otherCourse });
    const answer = await justForYouPackage(ctx, caller, courseName, period, async () => true);
    return { ...answer, mondayDate: period.scope };
  };
}
