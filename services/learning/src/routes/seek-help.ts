import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { SeekHelpRequest, SeekHelpResponseSchema } from "@sumwise/gen/learning/v1/question_player_pb";
import { requirePlayer } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import { seekHelp as help } from "../player/help.js";

/** A hint or the worked solution of one of the learner's questions, on request (not in a quiz). */
export function seekHelp(ctx: LearningContext) {
  return async (
    req: SeekHelpRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof SeekHelpResponseSchema>> => help(ctx, requirePlayer(handler), req);
}
