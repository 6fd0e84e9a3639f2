import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetLearningPathDetailsRequest,
  GetLearningPathDetailsResponseSchema,
} from "@sumwise/gen/learning/v1/learning_part_pb";
import { readSubject } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import { packageMessage } from "../packages/to-proto.js";
import { learningPathDetailsMessage, loadPartState } from "../progress/details.js";
import { learningPathProgressMessage } from "../progress/to-proto.js";
import { topicView } from "../progress/views.js";
import { requireLearningPath } from "./resolve.js";

/** The topic view: units with progress and the learner's existing unit packages. Read-only for supporters. */
export function getLearningPathDetails(ctx: LearningContext) {
  return async (
    req: GetLearningPathDetailsRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetLearningPathDetailsResponseSchema>> => {
    const ref = requireLearningPath("learningPathName", req.learningPathName, "partName", req.partName);
    const { caller, subject, isSelf } = await readSubject(ctx, handler, req.indyUserName);
    if (isSelf) await ctx.lessonAccess.requireOpen(caller, ref.part.partNumber);
    const state = await loadPartState(ctx.repos, subject, ref);
    const packages = await ctx.repos.packages.coreForUnits(
      subject,
      ref.path.learningUnitDetails.map((unit) => unit.learningUnitName),
    );
    const stored = await ctx.repos.packages.withContents(packages);
    return {
      learningPathDetails: learningPathDetailsMessage(subject, ref.path, state),
      packages: stored.map(packageMessage),
      learningPathProgress: learningPathProgressMessage(subject, topicView(state.rows, ref.path.learningPathName)),
      partNumber: ref.part.partNumber,
      partDisplayName: ref.part.partDisplayName,
    };
  };
}
