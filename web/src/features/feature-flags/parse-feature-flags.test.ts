import { defaultFeatureFlags } from "@sumwise/rules";
import { describe, expect, it } from "vitest";
import { parseFeatureFlags } from "./parse-feature-flags.js";

describe("parseFeatureFlags", () => {
  it("reads every known flag from the JSON text", () => {
    const flags = parseFeatureFlags(
      JSON.stringify({ ...defaultFeatureFlags, showMaintenancePage: true, enableXP: false }),
    );
    expect(flags.showMaintenancePage).toBe(true);
    expect(flags.enableXP).toBe(false);
    expect(flags.enableDemo).toBe(true);
  });

  it("fills missing or mistyped flags with their defaults and drops unknown keys", () => {
    const flags = parseFeatureFlags(JSON.stringify({ enableSignUp: false, enableDemo: "yes", brandNewFlag: true }));
    expect(flags.enableSignUp).toBe(false);
    expect(flags.enableDemo).toBe(defaultFeatureFlags.enableDemo);
    expect(flags.showMaintenancePage).toBe(false);
    expect(flags).not.toHaveProperty("brandNewFlag");
  });

  it("falls back to the defaults for text that is not a JSON object", () => {
    expect(parseFeatureFlags("not json")).toEqual(defaultFeatureFlags);
    expect(parseFeatureFlags("[true]")).toEqual(defaultFeatureFlags);
    expect(parseFeatureFlags("null")).toEqual(defaultFeatureFlags);
  });
});
