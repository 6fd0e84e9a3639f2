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

describe("free access an operator gave", () => {
  const trialEndsOn = { year: 2026, month: 1, day: 1 };
  const today = { year: 2026, month: 6, day: 10 };
  const base = { trialEndsOn, today, hasSupporter: false, anonymous: false };

  it("names the longest-running grant still in force, over the initial trial", () => {
    const decision = decideAccess({
      ...base,
      grants: [
        { reason: "extra_free_trial", endsOn: { year: 2026, month: 6, day: 30 } },
        { reason: "vip", endsOn: null },
        { reason: "staff_perk", endsOn: { year: 2026, month: 6, day: 1 } },
      ],
    });
    expect(decision).toMatchObject({ hasNonSubscriptionAccess: true, reason: "vip", hasFullAccess: true });
  });

  it("ignores grants that ended, including the day after their last day", () => {
    const ended = decideAccess({
      ...base,
      grants: [{ reason: "discretionary_bonus", endsOn: { year: 2026, month: 6, day: 9 } }],
    });
    expect(ended).toMatchObject({ hasNonSubscriptionAccess: false, reason: "none", hasFullAccess: false });
  });

  it("opens every lesson to a learner a subscription covers, with no free access", () => {
    expect(decideAccess({ ...base, covered: true })).toMatchObject({
      hasNonSubscriptionAccess: false,
      reason: "none",
      hasFullAccess: true,
    });
  });
});
