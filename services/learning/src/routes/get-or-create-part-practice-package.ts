import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetOrCreatePartPracticePackageRequest,
  GetOrCreatePartPracticePackageResponseSchema,
} from "@sumwise/gen/learning/v1/learning_package_pb";
import { requireLearner } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import { openPractice } from "./practice-package.js";
import { requirePart } from "./resolve.js";

/** The Practice screen: its state and the current practice package (made once the practice is open). */
export function getOrCreatePartPracticePackage(ctx: LearningContext) {
  return async (
    req: GetOrCreatePartPracticePackageRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetOrCreatePartPracticePackageResponseSchema>> => {
    const ref = requirePart("name", req.name);
    const caller = requireLearner(handler);
    const { practiceState, package: pkg } = await openPractice(ctx, caller, ref, false);
    return pkg ? { practiceState, package: pkg } : { practiceState };
  };
}
