import { NonSubscriptionAccessReason } from "@sumwise/gen/payment/v1/payment_service_pb";
import { addDays, type CalendarDate } from "@sumwise/rules";
import { describe, expect, it } from "vitest";
import { type TrialButtonInput, trialButtonText } from "./trial-button.js";

const today: CalendarDate = { year: 2026, month: 2, day: 25 };
const inTrial = (daysAway: number, overrides: Partial<TrialButtonInput> = {}): TrialButtonInput => ({
  loaded: true,
  activeSubscription: "",
  hasNonSubscriptionAccess: daysAway >= 0,
  reason: daysAway >= 0 ? NonSubscriptionAccessReason.INITIAL_FREE_TRIAL : NonSubscriptionAccessReason.NONE,
  freeTrialEndDate: addDays(today, daysAway),
  ...overrides,
});

describe("free-trial button text (spec §4, §9)", () => {
  it("stays hidden while 7 or more days remain and counts down below that", () => {
    expect(trialButtonText(inTrial(14), today)).toBeUndefined();
    expect(trialButtonText(inTrial(7), today)).toBeUndefined();
    expect(trialButtonText(inTrial(6), today)).toBe("Free trial - 6 days left");
    expect(trialButtonText(inTrial(2), today)).toBe("Free trial - 2 days left");
    expect(trialButtonText(inTrial(1), today)).toBe("Free trial - 1 day left");
  });

  it("says final day on the trial's last day and expired after it, across a month end", () => {
    expect(trialButtonText(inTrial(0), today)).toBe("Free trial - final day");
    expect(trialButtonText(inTrial(-1), today)).toBe("Trial expired - upgrade now!");
    expect(trialButtonText(inTrial(-40), today)).toBe("Trial expired - upgrade now!");
    // 25 February to 3 March 2026 is 6 days (no 29 February in 2026).
    expect(trialButtonText(inTrial(0, { freeTrialEndDate: { year: 2026, month: 3, day: 3 } }), today)).toBe(
      "Free trial - 6 days left",
    );
  });

  it("shows nothing before access details load, with an active subscription, or with other free access", () => {
    expect(trialButtonText(inTrial(2, { loaded: false }), today)).toBeUndefined();
    expect(trialButtonText(inTrial(2, { activeSubscription: "subscriptions/sub_1" }), today)).toBeUndefined();
    expect(trialButtonText(inTrial(2, { reason: NonSubscriptionAccessReason.VIP }), today)).toBeUndefined();
    expect(trialButtonText(inTrial(2, { reason: NonSubscriptionAccessReason.EXTRA_FREE_TRIAL }), today)).toBe(
      "Free trial - 2 days left",
    );
    expect(trialButtonText(inTrial(2, { freeTrialEndDate: undefined }), today)).toBeUndefined();
  });
});
