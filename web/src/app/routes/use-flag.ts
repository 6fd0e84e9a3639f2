import type { FeatureFlagName } from "@sumwise/rules";
import { useFeatureFlags } from "../../features/feature-flags/index.js";

/**
 * Pages whose forms depend on a feature flag (spec §5, §6) read it here: the app layer joins the
 * flags to the features, which do not import each other. While the flags load, a flag counts as off.
 */
export function useFlag(name: FeatureFlagName): boolean {
  const flags = useFeatureFlags();
  return flags.status === "ready" && flags.flags[name];
}
