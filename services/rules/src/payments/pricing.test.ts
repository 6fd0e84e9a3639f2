import { describe, expect, it } from "vitest";
import { cardErrorOf } from "./card-errors.js";
import { discountOf, familyDiscountApplies, graduatedAmount } from "./pricing.js";

const tiers = [
  { upTo: 1, unitAmount: 999 },
  { upTo: null, unitAmount: 749 },
];

describe("prices", () => {
  it("charges the first learner in full and each additional one at the family price", () => {
    expect([1, 2, 3, 5].map((n) => graduatedAmount(tiers, n))).toEqual([999, 1748, 2497, 3995]);
    expect(
      graduatedAmount(
        [
          { upTo: 1, unitAmount: 999 },
          { upTo: 0, unitAmount: 749 },
        ],
        2,
      ),
    ).toBe(1748);
  });
  it("applies the family discount from two learners", () => {
    expect([1, 2].map(familyDiscountApplies)).toEqual([false, true]);
  });
  it("rounds a percent off to the penny", () => {
    expect(discountOf(1748, 10)).toBe(175);
    expect(discountOf(999, 25)).toBe(250);
  });
});

describe("card errors", () => {
  it("maps Stripe's codes and makes anything else generic", () => {
    expect(cardErrorOf("card_declined")).toBe("declined");
    expect(cardErrorOf("postal_code_invalid")).toBe("incorrect_postal_code");
    expect(cardErrorOf("payment_intent_authentication_failure")).toBe("authentication_failed");
    expect(cardErrorOf("processing_error")).toBe("generic");
    expect(cardErrorOf(undefined)).toBe("generic");
  });
});
