import { callUnaryMethod, createConnectQueryKey, useTransport } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { useQueries } from "@tanstack/react-query";

/**
 * Display names of topics, which LearningService owns: one lesson's details per lesson the topics are
 * in (the lesson view caches the same queries).
 */
export function useTopicNames(partNames: readonly string[], child: string): Map<string, string> {
  const transport = useTransport();
  const unique = [...new Set(partNames)];
  const results = useQueries({
    queries: unique.map((name) => {
      const input = { name, indyUserName: child };
      return {
        queryKey: createConnectQueryKey({
          schema: LearningService.method.getPartDetailsForUser,
          input,
          transport,
          cardinality: "finite",
        }),
        queryFn: () => callUnaryMethod(transport, LearningService.method.getPartDetailsForUser, input),
        retry: false,
      };
    }),
  });
  const names = new Map<string, string>();
  for (const result of results) {
    for (const path of result.data?.partDetails?.learningPathsDetails ?? []) {
      names.set(path.learningPathName, path.displayName);
    }
  }
  return names;
}
