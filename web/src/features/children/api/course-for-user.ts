import { createConnectQueryKey, useMutation, useQuery } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { useQueryClient } from "@tanstack/react-query";

/** A child's chosen course name ("" when none). */
export function useCourseForUser(indyUserName: string) {
  return useQuery(LearningService.method.getCourseForUser, { indyUserName });
}

/** Sets a child's course and refreshes that child's course query. */
export function useSetCourseForUser() {
  const queryClient = useQueryClient();
  return useMutation(LearningService.method.setCourseForUser, {
    onSuccess: (_data, variables) =>
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({
          schema: LearningService.method.getCourseForUser,
          input: { indyUserName: variables.indyUserName },
          cardinality: "finite",
        }),
      }),
  });
}
