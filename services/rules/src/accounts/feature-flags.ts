/**
 * Feature flags of accounts spec §6 plus sign-up enabled (§2). Clients receive them as one JSON text
 * (progress spec §3) and must tolerate unknown or missing keys; these defaults fill the gaps.
 */
export const featureFlagNames = [
  "enableTeachingVideos",
  "enableCompetition",
  "showCompetitionActivity",
  "enableGuardianPixel",
  "enableSelectMyLevel",
  "enableXP",
  "enableExplore",
  "autoSetYear6Course",
  "enableInAppMessaging",
  "enableSupporterInAppMessaging",
  "enableDemo",
  "showMaintenancePage",
  "enableKeySkillVideos",
  "enableUnsupportedLearnerParentEmails",
  "enableSignUp",
] as const;

export type FeatureFlagName = (typeof featureFlagNames)[number];
export type FeatureFlags = Record<FeatureFlagName, boolean>;

/**
 * Defaults where the spec says "not shown" (README "Choices where the spec says not shown"). Children
 * use Sumwise: anything that tracks (the advertising pixel), brings in third-party chat, sends extra
 * email or nudges (prize-draw competitions) is off; the learning features are on.
 */
export const defaultFeatureFlags: Readonly<FeatureFlags> = Object.freeze({
  enableTeachingVideos: true,
  enableCompetition: false,
  showCompetitionActivity: false,
  enableGuardianPixel: false,
  enableSelectMyLevel: true,
  enableXP: true,
  enableExplore: true,
  autoSetYear6Course: false,
  enableInAppMessaging: false,
  enableSupporterInAppMessaging: false,
  enableDemo: true,
  showMaintenancePage: false,
  enableKeySkillVideos: true,
  enableUnsupportedLearnerParentEmails: false,
  enableSignUp: true,
});

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return (featureFlagNames as readonly string[]).includes(name);
}

export interface FlagValue {
  name: string;
  enabled: boolean;
}

/**
 * The flags one caller sees: the built-in defaults, then the stored global values, then the user's
 * own overrides (later wins). Stored names this build does not know are ignored.
 */
export function resolveFeatureFlags(globals: readonly FlagValue[], overrides: readonly FlagValue[] = []): FeatureFlags {
  const flags: FeatureFlags = { ...defaultFeatureFlags };
  for (const { name, enabled } of [...globals, ...overrides]) if (isFeatureFlagName(name)) flags[name] = enabled;
  return flags;
}
