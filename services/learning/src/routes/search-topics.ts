import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { SearchTopicsRequest, SearchTopicsResponseSchema } from "@sumwise/gen/learning/v1/topic_search_pb";
import { fieldViolations, requireUser } from "@sumwise/kit";
import { searchedNumber, TOPIC_SEARCH_MAX_RESULTS, TOPIC_SEARCH_MIN_SCORE, topicSearchProblem } from "@sumwise/rules";
import type { LearningContext } from "../context.js";
import { requireActiveCourse } from "./active-course.js";

/**
 * Topic search in the top bar (spec §2, §5, §7, §9): the course's topics matching the search string
 * (typos and prefixes included) with a score of at least 0.4, best first, at most max_results (10),
 * with each result's lesson and the total count for the "+".
 */
export function searchTopics(ctx: LearningContext) {
  return async (
    req: SearchTopicsRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof SearchTopicsResponseSchema>> => {
    requireUser(handler);
    const problems = {
      searchString: topicSearchProblem(req.searchString),
      maxResults:
        req.maxResults < 0 || req.maxResults > TOPIC_SEARCH_MAX_RESULTS
          ? `Ask for 1 to ${TOPIC_SEARCH_MAX_RESULTS} results (0 means ${TOPIC_SEARCH_MAX_RESULTS}).`
          : undefined,
    };
    if (problems.searchString || problems.maxResults) throw fieldViolations(problems);
    const course = await requireActiveCourse(ctx, req.courseName);
    const { matches, total } = await ctx.topicSearch.search({
      courseName: course.courseMetadata.name,
      text: req.searchString.trim(),
      lessonNumber: searchedNumber(req.searchString),
      limit: req.maxResults || TOPIC_SEARCH_MAX_RESULTS,
      minScore: TOPIC_SEARCH_MIN_SCORE,
    });
    const parts = new Map<string, { name: string; partNumber: number; partDisplayName: string }>();
    for (const match of matches) {
      if (!parts.has(match.partName)) {
        parts.set(match.partName, {
          name: match.partName,
          partNumber: match.partNumber,
          partDisplayName: match.partDisplayName,
        });
      }
    }
    return {
      matchingResources: matches.map((match) => ({
        score: match.score,
        resourceName: match.learningPathName,
        resourceDisplayName: match.displayName,
        partName: match.partName,
      })),
      parts: [...parts.values()],
      totalSize: total,
    };
  };
}
