import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetOrCreateAnonymousPackageRequest,
  GetOrCreateAnonymousPackageResponseSchema,
} from "@sumwise/gen/learning/v1/demo_pb";
import { fieldViolations, inTransaction } from "@sumwise/kit";
import { isDemoLevel } from "@sumwise/rules";
import { requireDemoVisitor } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import { repositories } from "../db/repositories.js";
import { getOrCreateDemoPackage } from "../packages/demo-package.js";
import { packageMessage } from "../packages/to-proto.js";

/**
 * The public demo (spec §2, §7): the demo visitor's package of real questions at the chosen level,
 * made on the first request and the same one after. Only demo visitors; only the demo's levels.
 */
export function getOrCreateAnonymousPackage(ctx: LearningContext) {
  return async (
    req: GetOrCreateAnonymousPackageRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetOrCreateAnonymousPackageResponseSchema>> => {
    const caller = requireDemoVisitor(handler);
    const level = req.level.trim();
    if (!isDemoLevel(level)) throw fieldViolations({ level: "Please choose a year and how confident you feel." });
    const stored = await inTransaction(ctx.learningDb, async (trx) => {
      const repos = repositories(trx);
      await repos.learners.lock(caller.userName);
      return getOrCreateDemoPackage(repos, caller.userName, level, ctx.now());
    });
    if (!stored) throw new Error(`the demo level ${level} has no questions`);
    return { packages: [packageMessage(stored)] };
  };
}
