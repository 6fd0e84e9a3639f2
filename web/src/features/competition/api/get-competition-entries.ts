import { useQuery } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";

/**
 * The current competition with entry states: "" for the signed-in learner (or a supporter's children),
 * a child's name for one child in the parent area.
 */
export function useCompetitionEntries(indyUserName = "", options: { enabled?: boolean } = {}) {
  return useQuery(ActivityService.method.getCompetitionEntries, { indyUserName }, { enabled: options.enabled ?? true });
}
