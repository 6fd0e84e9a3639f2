import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  CreateNewPartPracticePackageRequest,
  CreateNewPartPracticePackageResponseSchema,
} from "@sumwise/gen/learning/v1/learning_package_pb";
import { failedPrecondition } from "@sumwise/kit";
import { requireLearner } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import { taskName } from "../names.js";
import { openPractice } from "./practice-package.js";
import { requirePart } from "./resolve.js";

/** "Let's go": a new practice package, started at its second task (the first is the warm-up). */
export function createNewPartPracticePackage(ctx: LearningContext) {
  return async (
    req: CreateNewPartPracticePackageRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof CreateNewPartPracticePackageResponseSchema>> => {
    const ref = requirePart("name", req.name);
    const caller = requireLearner(handler);
    const { practiceState, package: pkg, stored } = await openPractice(ctx, caller, ref, true);
    if (!pkg || !stored) throw failedPrecondition("Practice opens when every topic of this lesson is complete.");
    const start = stored.tasks[1] ?? stored.tasks[0];
    return {
      practiceState,
      package: pkg,
      startTaskName: start ? taskName(caller.userName, stored.package.id, start.task_index) : "",
    };
  };
}
