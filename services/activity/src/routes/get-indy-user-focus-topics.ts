import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetIndyUserFocusTopicsRequest,
  GetIndyUserFocusTopicsResponseSchema,
} from "@sumwise/gen/activity/v1/activity_stats_pb";
import type { ActivityContext } from "../context.js";
import { focusTopics } from "../domain/index.js";
import { statsSubject } from "./subject.js";

/** The learner's strongest and weakest topics (names only: LearningService gives their display names). */
export function getIndyUserFocusTopics(ctx: ActivityContext) {
  return async (
    req: GetIndyUserFocusTopicsRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetIndyUserFocusTopicsResponseSchema>> => {
    const subject = await statsSubject(ctx, handler, req.indyUserName);
    const rows = await ctx.stats.topicAttempts(subject);
    const { strong, weak } = focusTopics(
      rows.map((row) => ({
        learningPathName: row.learning_path_name,
        partName: row.part_name,
        correctAttempts: row.correct_attempts,
        totalAttempts: row.total_attempts,
      })),
    );
    const toResult = (topic: (typeof strong)[number]) => ({
      focusTopic: {
        topic: { name: `topics/${topic.learningPathName.split("/").at(-1)}` },
        correctAttempts: BigInt(topic.correctAttempts),
        totalAttempts: BigInt(topic.totalAttempts),
      },
      partName: topic.partName,
      learningPathName: topic.learningPathName,
    });
    return { strongTopics: strong.map(toResult), weakTopics: weak.map(toResult) };
  };
}
