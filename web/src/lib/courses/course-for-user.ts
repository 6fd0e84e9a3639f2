import { createConnectQueryKey, useMutation, useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { useQueryClient } from "@tanstack/react-query";

/** A user's chosen course name ("" when none); `indyUserName` "" means the caller. */
export function useCourseForUser(indyUserName: string) {
  return useQuery(LearningService.method.getCourseForUser, { indyUserName });
}

/** Sets a user's course and refreshes what depends on it (the course, its lessons, their progress). */
export function useSetCourseForUser() {
  const queryClient = useQueryClient();
  return useMutation(LearningService.method.setCourseForUser, {
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({ schema: LearningService, cardinality: undefined }),
      }),
  });
}
