import { PlanInterval } from "@sumwise/gen/payment/v1/payment_service_pb";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  couponFitsPlan,
  formatPrice,
  orderTotal,
  percentOffLabel,
  perMonth,
  priceParts,
  quantityLabel,
  renewalDate,
} from "./money.js";
import { Price } from "./price.js";

describe("price display rules (spec §9)", () => {
  afterEach(cleanup);

  it("divides minor units by 100 and picks £ for gbp and $ for usd", () => {
    expect(priceParts(999, "gbp")).toEqual({ symbol: "£", whole: "9", decimals: ".99" });
    expect(priceParts(1050n, "usd")).toEqual({ symbol: "$", whole: "10", decimals: ".50" });
    expect(formatPrice(100000, "GBP")).toBe("£1000.00");
    expect(formatPrice(-250, "gbp")).toBe("-£2.50");
  });

  it("renders the decimals in a smaller font and 'x N' only above one", () => {
    const { container, rerender } = render(<Price amount={1299} currency="gbp" quantity={1} />);
    expect(container.textContent).toBe("£12.99");
    expect(container.querySelector("small")?.textContent).toBe(".99");
    rerender(<Price amount={1299} currency="gbp" quantity={3} per="month" />);
    expect(container.textContent).toBe("£12.99 x 3 / month");
    expect(quantityLabel(1)).toBe("");
    expect(quantityLabel(2)).toBe("x 2");
  });

  it("shows a yearly price per month and rounds percent discounts", () => {
    expect(perMonth(11988)).toBe(999);
    expect(perMonth(10000)).toBe(833);
    expect(percentOffLabel(33.333)).toBe("33% off");
    expect(percentOffLabel(12.5)).toBe("13% off");
  });

  it("prices each additional learner by the plan's family tier, then takes the coupon off the rest", () => {
    const family = [
      { upTo: 1, unitAmount: 999n },
      { upTo: 0, unitAmount: 749n },
    ];
    const one = orderTotal({ tiers: family, unitAmount: 999n, quantity: 1 });
    expect([one.total, one.lines.length]).toEqual([999, 1]);
    const three = orderTotal({ tiers: family, unitAmount: 999n, quantity: 3 });
    expect(three.total).toBe(999 + 749 + 749);
    expect(three.lines[1]?.amount).toBe(-500);
    expect(orderTotal({ tiers: [], unitAmount: 1000, quantity: 3 }).total).toBe(3000);
    const coupon = orderTotal({ tiers: family, unitAmount: 999n, quantity: 2, couponPercentOff: 10 });
    expect(coupon.total).toBe(1748 - 175);
    expect(coupon.lines.at(-1)?.label).toContain("10% off");
  });

  it("renews one interval ahead, keeping to the month's last day", () => {
    expect(renewalDate({ year: 2026, month: 1, day: 31 }, PlanInterval.MONTH)).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    });
    expect(renewalDate({ year: 2026, month: 12, day: 15 }, PlanInterval.MONTH)).toEqual({
      year: 2027,
      month: 1,
      day: 15,
    });
    expect(renewalDate({ year: 2028, month: 2, day: 29 }, PlanInterval.YEAR)).toEqual({
      year: 2029,
      month: 2,
      day: 28,
    });
  });

  it("lets a discount code apply when it names no interval or the plan's own", () => {
    expect(couponFitsPlan(PlanInterval.UNSPECIFIED, PlanInterval.MONTH)).toBe(true);
    expect(couponFitsPlan(PlanInterval.MONTH, PlanInterval.MONTH)).toBe(true);
    expect(couponFitsPlan(PlanInterval.YEAR, PlanInterval.MONTH)).toBe(false);
  });
});
