import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { CancelSubscriptionAtPeriodEndResponseSchema } from "@sumwise/gen/payment/v1/payment_service_pb";
import { failedPrecondition } from "@sumwise/kit";
import type { PaymentContext } from "../context.js";
import { subscriptionOf } from "../stripe/describe.js";
import { subscriptionExpand, syncSubscription } from "../stripe/sync.js";
import { ownSubscription, payerOf, requireBuyer, requireStatus } from "./payer.js";

/**
 * Spec §2 cancel: only the buyer (never a learner with a supporter), not a school-linked or
 * university-partner subscription, not one already set to cancel. Access lasts to the period's end.
 */
export function cancelSubscriptionAtPeriodEnd(ctx: PaymentContext) {
  return async (
    req: { subscriptionName: string },
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof CancelSubscriptionAtPeriodEndResponseSchema>> => {
    const payer = await payerOf(ctx, handler);
    requireBuyer(payer);
    const row = await ownSubscription(ctx, payer, req.subscriptionName);
    requireStatus(row, ["active", "trialing", "past_due"], "This subscription has already ended.");
    if (row.cancel_at_period_end) throw failedPrecondition("This subscription is already set to cancel.");
    const current = await ctx.stripe.subscriptions.retrieve(row.stripe_subscription_id, { expand: subscriptionExpand });
    const special = current.discount?.coupon.metadata?.special_discount_type;
    if (special === "secondary_ready" || special === "university")
      throw failedPrecondition("This subscription is managed by your school and cannot be cancelled here.");
    await ctx.stripe.subscriptions.update(row.stripe_subscription_id, { cancel_at_period_end: true });
    const synced = await syncSubscription(ctx.stripe, ctx.subscriptions, row.stripe_subscription_id);
    return { subscription: synced ? subscriptionOf(synced) : undefined };
  };
}
