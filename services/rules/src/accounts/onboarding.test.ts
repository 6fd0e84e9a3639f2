import { describe, expect, it } from "vitest";
import { NEXT_HINT_MESSAGE_DEFAULT, onboardingBooleanFlags, validateNextHintMessage } from "./onboarding.js";

describe("onboarding flags", () => {
  it("lists every boolean flag of the three spec documents once", () => {
    expect(new Set(onboardingBooleanFlags).size).toBe(10);
    expect(onboardingBooleanFlags).toContain("seenLeagueTable");
    expect(onboardingBooleanFlags).toContain("hasWatchedFirstOnboardingVideo");
  });

  it("accepts -1 (the default) up to the maximum and refuses anything else", () => {
    expect(validateNextHintMessage(NEXT_HINT_MESSAGE_DEFAULT)).toBeUndefined();
    expect(validateNextHintMessage(0)).toBeUndefined();
    expect(validateNextHintMessage(1000)).toBeUndefined();
    expect(validateNextHintMessage(-2)).toMatch(/from -1 to 1000/);
    expect(validateNextHintMessage(1001)).toBeDefined();
    expect(validateNextHintMessage(1.5)).toBeDefined();
  });
});
