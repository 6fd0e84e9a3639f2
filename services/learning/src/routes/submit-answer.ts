import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { SubmitAnswerRequest, SubmitAnswerResponseSchema } from "@sumwise/gen/learning/v1/question_player_pb";
import { requirePlayer } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import { submitAnswer as submit } from "../player/submit.js";

/** Marks an answer on the server; a retry with the same submission id returns the first result. */
export function submitAnswer(ctx: LearningContext) {
  return async (
    req: SubmitAnswerRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof SubmitAnswerResponseSchema>> => submit(ctx, requirePlayer(handler), req);
}
