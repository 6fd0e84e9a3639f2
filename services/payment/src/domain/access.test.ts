import { describe, expect, it } from "vitest";
import { decideAccess, trialEndFor } from "./access.js";

describe("free-trial access", () => {
  const created = { year: 2026, month: 11, day: 21 };
  const trialEndsOn = trialEndFor(created);
  it("ends 14 days after the account was created", () => {
    expect(trialEndsOn).toEqual({ year: 2026, month: 12, day: 5 });
    expect(trialEndFor({ year: 2026, month: 12, day: 25 })).toEqual({ year: 2027, month: 1, day: 8 });
  });
  it("gives access through the last day and not after", () => {
    const base = { trialEndsOn, hasSupporter: false, anonymous: false };
    expect(decideAccess({ ...base, today: { year: 2026, month: 12, day: 5 } })).toMatchObject({
      hasNonSubscriptionAccess: true,
      reason: "initial_free_trial",
    });
    expect(decideAccess({ ...base, today: { year: 2026, month: 12, day: 6 } })).toMatchObject({
      hasNonSubscriptionAccess: false,
      reason: "none",
    });
  });
  it("lets only independent, non-demo users pay", () => {
    const today = created;
    expect(decideAccess({ trialEndsOn, today, hasSupporter: false, anonymous: false }).canPay).toBe(true);
    expect(decideAccess({ trialEndsOn, today, hasSupporter: true, anonymous: false }).canPay).toBe(false);
    expect(decideAccess({ trialEndsOn, today, hasSupporter: false, anonymous: true }).canPay).toBe(false);
  });
});
