import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetCorrectAnswerCountsRequest,
  GetCorrectAnswerCountsResponseSchema,
} from "@sumwise/gen/activity/v1/activity_stats_pb";
import { fieldViolations } from "@sumwise/kit";
import type { ActivityContext } from "../context.js";
import { isOnQuarterHour } from "../domain/index.js";
import { statsSubject } from "./subject.js";

const HOUR_MS = 60 * 60 * 1000;
const MAX_BUCKETS = 60;

/** Correct answers in consecutive buckets (24 hours for achievements, 168 for competitions). */
export function getCorrectAnswerCounts(ctx: ActivityContext) {
  return async (
    req: GetCorrectAnswerCountsRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetCorrectAnswerCountsResponseSchema>> => {
    const first = req.firstBucketStart ? timestampDate(req.firstBucketStart) : undefined;
    const problems = {
      bucket_length_hours:
        req.bucketLengthHours >= 1 && req.bucketLengthHours <= 168 ? undefined : "Give 1 to 168 hours per bucket.",
      first_bucket_start:
        first && isOnQuarterHour(first) ? undefined : "Give the first bucket's start on a quarter hour.",
      num_buckets:
        req.numBuckets >= 1 && req.numBuckets <= MAX_BUCKETS ? undefined : `Ask for 1 to ${MAX_BUCKETS} buckets.`,
    };
    if (Object.values(problems).some(Boolean)) throw fieldViolations(problems);
    const subject = await statsSubject(ctx, handler, req.indyUserName);
    const length = req.bucketLengthHours * HOUR_MS;
    const ranges = Array.from({ length: req.numBuckets }, (_, i) => ({
      start: new Date(first!.getTime() + i * length),
      end: new Date(first!.getTime() + (i + 1) * length),
    }));
    const sums = await ctx.stats.answerSums(subject, ranges);
    return { counts: sums.map((sum) => BigInt(sum.correct)) };
  };
}
