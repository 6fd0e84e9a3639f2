import type Stripe from "stripe";
import type { SubscriptionRepository } from "../db/subscription-repository.js";

/** Metadata Sumwise writes on each subscription it creates: who pays and who it covers. */
export const BUYER_KEY = "indy_user_name";
export const COVERED_KEY = "children_covered";

export const subscriptionExpand = ["default_payment_method", "discount.coupon"];

/**
 * Stores Stripe's current state of one subscription. Webhooks only say "look again": each is
 * answered by retrieving the subscription, so events applied twice, late or out of order all end
 * in Stripe's state.
 */
export async function syncSubscription(
  stripe: Stripe,
  repository: SubscriptionRepository,
  subscriptionId: string,
): Promise<Stripe.Subscription | undefined> {
  const synced = await repository.lockedSync(subscriptionId, async () => {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: subscriptionExpand });
    const buyer = subscription.metadata[BUYER_KEY];
    if (!buyer) return undefined; // not one of ours (made in the dashboard): nothing to provision
    const covered = (subscription.metadata[COVERED_KEY] ?? "").split(",").filter(Boolean);
    const item = subscription.items.data[0];
    return {
      stripeSubscriptionId: subscription.id,
      buyer,
      status: subscription.status,
      priceId: item?.price.id ?? "",
      quantity: item?.quantity ?? 1,
      currentPeriodStart: new Date(subscription.current_period_start * 1000),
      currentPeriodEnd: new Date(subscription.current_period_end * 1000),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      covered: covered.length > 0 ? covered : [buyer],
      stripeJson: subscription,
    };
  });
  return synced?.stripeJson as Stripe.Subscription | undefined;
}
