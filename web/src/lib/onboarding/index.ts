// The onboarding flags of IndyService (learning spec §3, §7), for every screen that reads or sets them.
export { type OnboardingChanges, useOnboardingFlags, useUpdateOnboardingFlags } from "./onboarding-state.js";
