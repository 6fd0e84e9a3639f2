export { type FeatureFlagsState, useFeatureFlags } from "./use-feature-flags.js";
