import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetOrCreateNewPartQuizPackageRequest,
  GetOrCreateNewPartQuizPackageResponseSchema,
} from "@sumwise/gen/learning/v1/learning_package_pb";
import { failedPrecondition, inTransaction } from "@sumwise/kit";
import { requireLearner } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import { repositories } from "../db/repositories.js";
import { getOrCreateNewQuizPackage } from "../packages/make-package.js";
import { packageMessage } from "../packages/to-proto.js";
import { hasIncompleteTopic } from "../progress/views.js";
import { requirePart } from "./resolve.js";

/** Starts a Lesson Quiz: the latest unstarted quiz package, or a new one. */
export function getOrCreateNewPartQuizPackage(ctx: LearningContext) {
  return async (
    req: GetOrCreateNewPartQuizPackageRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetOrCreateNewPartQuizPackageResponseSchema>> => {
    const ref = requirePart("name", req.name);
    const caller = requireLearner(handler);
    await ctx.lessonAccess.requireOpen(caller, ref.part.partNumber);
    return inTransaction(ctx.learningDb, async (trx) => {
      const repos = repositories(trx);
      await repos.learners.lock(caller.userName);
      const stored = await getOrCreateNewQuizPackage(repos, caller.userName, ref, ctx.now());
      if (!stored) throw failedPrecondition("This lesson has no questions yet.");
      const rows = await repos.progress.forCourse(caller.userName, ref.course.courseMetadata.name);
      const unlocked = await repos.progress.hasCompletedLessonWithQuiz(caller.userName);
      return { package: packageMessage(stored), couldFastTrack: unlocked && hasIncompleteTopic(ref.part, rows) };
    });
  };
}
