/** SeekHelp: a hint or the worked solution on request, outside quizzes; the question becomes SEEKHELP. */
import type { MessageInitShape } from "@bufbuild/protobuf";
import {
  HelpKind,
  type SeekHelpRequest,
  type SeekHelpResponseSchema,
} from "@sumwise/gen/learning/v1/question_player_pb";
import { failedPrecondition, fieldViolations, inTransaction } from "@sumwise/kit";
import { isDemoVisitor, type Learner } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import { repositories } from "../db/repositories.js";
import { statusAfterHelp } from "../domain/item-status.js";
import { itemStatuses } from "../packages/to-proto.js";
import { loadOwnItem } from "./load-item.js";
import { hintOf, workedSolutionMessage } from "./public-question.js";

export async function seekHelp(
  ctx: LearningContext,
  caller: Learner,
  req: SeekHelpRequest,
): Promise<MessageInitShape<typeof SeekHelpResponseSchema>> {
  if (req.kind !== HelpKind.HINT && req.kind !== HelpKind.WORKED_SOLUTION) {
    throw fieldViolations({ kind: "Ask for a hint or for the worked solution." });
  }
  const { key, pkg, instance } = await loadOwnItem(ctx, caller, req.taskItemName);
  if (pkg.package_type === "part_quiz") throw failedPrecondition("Help is not available during a quiz.");
  const wantsSolution = req.kind === HelpKind.WORKED_SOLUTION;
  const now = ctx.now();
  const status = await inTransaction(ctx.learningDb, async (trx) => {
    const repos = repositories(trx);
    await repos.learners.lock(caller.userName);
    if (isDemoVisitor(caller)) await repos.demo.touch(caller.userName, now);
    const current = await repos.packages.item(key.packageId, key.taskIndex, key.itemIndex, true);
    if (!current) throw new Error(`question ${req.taskItemName} vanished`);
    const next = statusAfterHelp(current.item.status);
    await repos.packages.updateItem(
      key,
      {
        status: next,
        ...(current.item.hint_shown_at ? {} : { hintShownAt: now }),
        ...(wantsSolution && !current.item.solution_shown_at ? { solutionShownAt: now } : {}),
      },
      now,
    );
    return next;
  });
  return {
    hint: hintOf(instance),
    ...(wantsSolution ? { workedSolution: workedSolutionMessage(instance) } : {}),
    status: itemStatuses[status],
  };
}
