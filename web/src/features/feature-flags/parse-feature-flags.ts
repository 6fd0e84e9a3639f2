import { defaultFeatureFlags, type FeatureFlagName, type FeatureFlags, featureFlagNames } from "@sumwise/rules";
import { z } from "zod/mini";

/**
 * Each known flag is a boolean; a missing or mistyped one falls back to its default, and unknown
 * keys are dropped, so a server newer or older than this page never breaks it.
 */
const schema = z.object(
  Object.fromEntries(featureFlagNames.map((name) => [name, z.catch(z.boolean(), defaultFeatureFlags[name])])) as Record<
    FeatureFlagName,
    z.ZodMiniCatch<z.ZodMiniBoolean>
  >,
);

/** The flags JSON text of GetFeatureFlagsForUser (progress spec §3), validated once per response. */
export function parseFeatureFlags(json: string): FeatureFlags {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ...defaultFeatureFlags };
  }
  const result = schema.safeParse(value);
  return result.success ? result.data : { ...defaultFeatureFlags };
}
