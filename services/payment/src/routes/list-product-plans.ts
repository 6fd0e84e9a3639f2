import type { MessageInitShape } from "@bufbuild/protobuf";
import type { ListProductPlansResponseSchema } from "@sumwise/gen/payment/v1/payment_service_pb";
import type { PaymentContext } from "../context.js";
import { planOf, specialDiscountOf } from "../stripe/describe.js";

/** How long the plan list is reused: prices change rarely and with a month's notice (spec §9). */
const CACHE_MS = 60_000;

/** The plans on offer: Stripe's active recurring prices, monthly first (spec §1: only monthly is offered). */
export function listProductPlans(ctx: PaymentContext) {
  let cached: { at: number; value: MessageInitShape<typeof ListProductPlansResponseSchema> } | undefined;
  return async (): Promise<MessageInitShape<typeof ListProductPlansResponseSchema>> => {
    const now = ctx.now().getTime();
    if (cached && now - cached.at < CACHE_MS) return cached.value;
    const prices = await ctx.stripe.prices.list({
      active: true,
      type: "recurring",
      expand: ["data.product", "data.tiers"],
    });
    const offered = prices.data.filter((p) => p.recurring?.interval === "month");
    const value = {
      plans: offered.map(planOf),
      specialDiscountType: specialDiscountOf(offered[0]?.metadata.special_discount_type),
      coupons: [],
    };
    cached = { at: now, value };
    return value;
  };
}
