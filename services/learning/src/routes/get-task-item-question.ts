import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetTaskItemQuestionRequest,
  GetTaskItemQuestionResponseSchema,
} from "@sumwise/gen/learning/v1/question_player_pb";
import { requirePlayer } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import { taskItemQuestion } from "../player/question.js";

/** One of the learner's questions: text, diagram, answer box, status and any help already given. */
export function getTaskItemQuestion(ctx: LearningContext) {
  return async (
    req: GetTaskItemQuestionRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetTaskItemQuestionResponseSchema>> =>
    taskItemQuestion(ctx, requirePlayer(handler), req.taskItemName);
}
