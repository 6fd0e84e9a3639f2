import { useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";

/** One question as the learner sees it, with its status and any help already given. */
export function useTaskItemQuestion(taskItemName: string) {
  return useQuery(
    LearningService.method.getTaskItemQuestion,
    { taskItemName },
    { retry: 1, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
  );
}
