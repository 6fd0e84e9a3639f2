import { useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { TOPIC_SEARCH_MAX_RESULTS } from "@sumwise/rules";
import { keepPreviousData } from "@tanstack/react-query";

/**
 * SearchTopics (spec §7): runs only with a search term and a course; the previous results stay on
 * screen while the next ones load.
 */
export function useSearchTopics(courseName: string, term: string, enabled: boolean) {
  return useQuery(
    LearningService.method.searchTopics,
    { courseName, searchString: term, maxResults: TOPIC_SEARCH_MAX_RESULTS },
    {
      enabled: enabled && courseName !== "" && term !== "",
      placeholderData: keepPreviousData,
      staleTime: 5 * 60 * 1000,
      retry: 1,
    },
  );
}
