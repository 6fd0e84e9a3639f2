import type { AccessDetails, Subscription } from "@sumwise/gen/payment/v1/payment_service_pb";
import { isPartnerSubscription } from "../../lib/payments/subscriptions.js";

/**
 * Spec §2: the cancel page sends the user to the account page when the subscription is unknown,
 * the user has a supporter, the subscription is school-linked or a university partner's, or it is
 * already set to cancel. Returns the subscription when it may be cancelled.
 */
export function cancellableSubscription(details: AccessDetails, name: string): Subscription | undefined {
  if (details.hasSupporter || !name) return undefined;
  const subscription = details.subscriptionsDetails.find((candidate) => candidate.name === name);
  if (!subscription || isPartnerSubscription(subscription) || subscription.cancelAtPeriodEnd) return undefined;
  return subscription;
}
