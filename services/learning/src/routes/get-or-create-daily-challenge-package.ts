import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetOrCreateDailyChallengePackageRequest,
  GetOrCreateDailyChallengePackageResponseSchema,
} from "@sumwise/gen/learning/v1/just_for_you_pb";
import { failedPrecondition } from "@sumwise/kit";
import { justForYouMessages } from "@sumwise/rules";
import { requireLearner } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import { dailyPeriod, justForYouPackage } from "./just-for-you-period.js";

/**
 * Today's Daily Challenge in the learner's own time zone: made on the first request of their local
 * day, the same package for the rest of it. Locked until they have answered a first question
 * (progress spec §4).
 */
export function getOrCreateDailyChallengePackage(ctx: LearningContext) {
  return async (
    req: GetOrCreateDailyChallengePackageRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetOrCreateDailyChallengePackageResponseSchema>> => {
    const caller = requireLearner(handler);
    const period = dailyPeriod(ctx, req.date, req.timeZone);
    const courseName = await ctx.userCourses.get(caller.userName);
    if (!courseName) throw failedPrecondition(justForYouMessages.noCourse);
    const answer = await justForYouPackage(ctx, caller, courseName, period, (repos) =>
      repos.attempts.hasMarkedAnswer(caller.userName),
    );
    return { ...answer, date: period.scope };
  };
}
