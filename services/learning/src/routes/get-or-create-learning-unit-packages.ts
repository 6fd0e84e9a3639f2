import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetOrCreateLearningUnitPackagesRequest,
  GetOrCreateLearningUnitPackagesResponseSchema,
} from "@sumwise/gen/learning/v1/learning_package_pb";
import { failedPrecondition, inTransaction } from "@sumwise/kit";
import { requireLearner } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import { questionCards } from "../course-structure.js";
import { repositories } from "../db/repositories.js";
import { getOrCreateCorePackage } from "../packages/make-package.js";
import { packageMessage } from "../packages/to-proto.js";
import { requireLearningUnit } from "./resolve.js";

/** A learning unit's core package, made (and stored) on first request. */
export function getOrCreateLearningUnitPackages(ctx: LearningContext) {
  return async (
    req: GetOrCreateLearningUnitPackagesRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetOrCreateLearningUnitPackagesResponseSchema>> => {
    const ref = requireLearningUnit(req);
    const caller = requireLearner(handler);
    if (questionCards(ref.unit).length === 0) throw failedPrecondition("This learning unit has no questions yet.");
    await ctx.lessonAccess.requireOpen(caller, ref.part.partNumber);
    const stored = await inTransaction(ctx.learningDb, async (trx) => {
      const repos = repositories(trx);
      await repos.learners.lock(caller.userName);
      return getOrCreateCorePackage(repos, caller.userName, ref, ctx.now());
    });
    return { packages: [packageMessage(stored)] };
  };
}
