import { useMutation } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";

/** Start demo (spec §4): the demo visitor's package at the chosen level, made on the first call. */
export function useGetOrCreateAnonymousPackage() {
  return useMutation(LearningService.method.getOrCreateAnonymousPackage);
}
