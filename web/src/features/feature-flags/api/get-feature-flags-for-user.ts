import { useQuery } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { keepPreviousData } from "@tanstack/react-query";
import { parseFeatureFlags } from "../parse-feature-flags.js";

/** Spec §9: feature flags are stale and cached for 24 hours. */
const day = 24 * 60 * 60 * 1000;

/**
 * GetFeatureFlagsForUser, parsed once per response (`select` with a stable function is memoised).
 * `name` is the signed-in user's own name, or "" for the default set; it keys the cache, so a user
 * who signs in fetches their own flags instead of reusing the visitor's. While a new user's flags
 * load, the previous set stays in use rather than blanking the page.
 */
export function useFeatureFlagsQuery(name: string, enabled: boolean) {
  return useQuery(
    IndyService.method.getFeatureFlagsForUser,
    { name },
    {
      enabled,
      staleTime: day,
      gcTime: day,
      select: selectFlags,
      placeholderData: keepPreviousData,
    },
  );
}

const selectFlags = (response: { featureFlagsJson: string }) => parseFeatureFlags(response.featureFlagsJson);
