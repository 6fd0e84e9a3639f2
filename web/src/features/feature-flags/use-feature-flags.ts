import { defaultFeatureFlags, type FeatureFlags } from "@sumwise/rules";
import { useSession } from "../../lib/session/index.js";
import { useFeatureFlagsQuery } from "./api/get-feature-flags-for-user.js";

export type FeatureFlagsState = { status: "loading" } | { status: "ready"; flags: FeatureFlags };

/**
 * The feature flags for whoever is on the page (spec §6): a verified, non-anonymous user's own set,
 * otherwise the default set for an unauthenticated user. If they cannot be fetched the built-in
 * defaults apply, so a flags outage never locks anyone out of the app.
 */
export function useFeatureFlags(): FeatureFlagsState {
  const { state } = useSession();
  const personal = state.status === "signed-in" && !state.user.anonymousState;
  const name = personal ? state.user.name : "";
  const query = useFeatureFlagsQuery(name, state.status !== "loading");
  if (query.data) return { status: "ready", flags: query.data };
  if (query.isError) return { status: "ready", flags: defaultFeatureFlags };
  return { status: "loading" };
}
