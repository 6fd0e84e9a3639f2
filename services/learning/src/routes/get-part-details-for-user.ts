import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetPartDetailsForUserRequest,
  GetPartDetailsForUserResponseSchema,
} from "@sumwise/gen/learning/v1/learning_part_pb";
import { readSubject } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import { loadPartState, partDetailsMessage } from "../progress/details.js";
import { requirePart } from "./resolve.js";

/** The lesson view: topics with progress, practice and quiz states. Read-only for supporters. */
export function getPartDetailsForUser(ctx: LearningContext) {
  return async (
    req: GetPartDetailsForUserRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetPartDetailsForUserResponseSchema>> => {
    const ref = requirePart("name", req.name);
    const { caller, subject, isSelf } = await readSubject(ctx, handler, req.indyUserName);
    if (isSelf) await ctx.lessonAccess.requireOpen(caller, ref.part.partNumber);
    const [state, fastTrackUnlocked] = await Promise.all([
      loadPartState(ctx.repos, subject, ref),
      ctx.repos.progress.hasCompletedLessonWithQuiz(subject),
    ]);
    return { partDetails: partDetailsMessage(subject, ref, state, fastTrackUnlocked) };
  };
}
