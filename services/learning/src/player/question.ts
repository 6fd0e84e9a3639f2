/** GetTaskItemQuestion: one question as the learner may see it now. */
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { GetTaskItemQuestionResponseSchema } from "@sumwise/gen/learning/v1/question_player_pb";
import type { Learner } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import { answerRefusal } from "../domain/item-status.js";
import { itemStatuses, packageProgressMessage } from "../packages/to-proto.js";
import { lastAnswerMessage } from "./last-answer.js";
import { loadOwnItem } from "./load-item.js";
import { hintOf, publicQuestionMessage, workedSolutionMessage } from "./public-question.js";

export async function taskItemQuestion(
  ctx: LearningContext,
  caller: Learner,
  taskItemName: string,
): Promise<MessageInitShape<typeof GetTaskItemQuestionResponseSchema>> {
  const { key, item, pkg, instance } = await loadOwnItem(ctx, caller, taskItemName);
  const inQuiz = pkg.package_type === "part_quiz";
  const [stored, lastMarked] = await Promise.all([
    ctx.repos.packages.load(pkg.id),
    ctx.repos.attempts.lastMarked(pkg.id),
  ]);
  const last = lastMarked.get(`${key.taskIndex}/${key.itemIndex}`);
  // The solution only once it can no longer give an answer away.
  const showSolution =
    item.status === "done" || item.solution_shown_at !== null || (inQuiz && pkg.status === "finished");
  return {
    question: publicQuestionMessage(taskItemName.trim(), instance),
    status: itemStatuses[item.status],
    canAnswer:
      answerRefusal({ status: item.status, inQuiz, packageAbandoned: pkg.status === "abandoned" }) === undefined,
    helpAvailable: !inQuiz,
    hint: item.hint_shown_at !== null && !inQuiz ? hintOf(instance) : "",
    ...(showSolution ? { workedSolution: workedSolutionMessage(instance) } : {}),
    ...(last ? { lastAnswer: lastAnswerMessage(last) } : {}),
    packageProgress: packageProgressMessage(stored!),
  };
}
