import { describe, expect, it } from "vitest";
import { defaultFeatureFlags, featureFlagNames, resolveFeatureFlags } from "./feature-flags.js";

describe("resolveFeatureFlags", () => {
  it("starts from the defaults: privacy-sensitive and nudging features off, sign-up and demo on", () => {
    const flags = resolveFeatureFlags([]);
    expect(flags).toEqual(defaultFeatureFlags);
    expect(flags.enableGuardianPixel).toBe(false);
    expect(flags.enableCompetition).toBe(false);
    expect(flags.showMaintenancePage).toBe(false);
    expect(flags.enableSignUp).toBe(true);
    expect(flags.enableDemo).toBe(true);
    expect(Object.keys(flags).sort()).toEqual([...featureFlagNames].sort());
  });

  it("applies stored global values, then the user's overrides, and ignores unknown names", () => {
    const flags = resolveFeatureFlags(
      [
        { name: "showMaintenancePage", enabled: true },
        { name: "enableXP", enabled: false },
        { name: "retiredFlag", enabled: true },
      ],
      [{ name: "showMaintenancePage", enabled: false }],
    );
    expect(flags.showMaintenancePage).toBe(false);
    expect(flags.enableXP).toBe(false);
    expect(flags).not.toHaveProperty("retiredFlag");
  });

  it("does not let a caller change the shared defaults", () => {
    const flags = resolveFeatureFlags([{ name: "enableDemo", enabled: false }]);
    flags.enableXP = false;
    expect(defaultFeatureFlags.enableDemo).toBe(true);
    expect(defaultFeatureFlags.enableXP).toBe(true);
  });
});
