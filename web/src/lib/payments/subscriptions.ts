import { timestampDate } from "@bufbuild/protobuf/wkt";
import {
  type AccessDetails,
  type PaymentMethod,
  SpecialDiscountType,
  type Subscription,
  SubscriptionStatus,
} from "@sumwise/gen/payment/v1/payment_service_pb";
import { formatDate } from "./money.js";

/** The caller's active subscription (spec §3: the first active, trialing or past due), if any. */
export function activeSubscriptionOf(details: AccessDetails | undefined): Subscription | undefined {
  if (!details) return undefined;
  return (
    details.subscriptionsDetails.find((subscription) => subscription.name === details.activeSubscription) ??
    details.subscriptionsDetails.find((subscription) =>
      [SubscriptionStatus.ACTIVE, SubscriptionStatus.TRIALING, SubscriptionStatus.PAST_DUE].includes(
        subscription.status,
      ),
    )
  );
}

/** School-linked (Secondary Ready) and university-partner subscriptions: no cancelling, no billing details (§6). */
export function isPartnerSubscription(subscription: Subscription): boolean {
  const type = subscription.coupon?.specialDiscountType;
  return type === SpecialDiscountType.SECONDARY_READY || type === SpecialDiscountType.UNIVERSITY;
}

export function statusLabel(status: SubscriptionStatus): string {
  switch (status) {
    case SubscriptionStatus.ACTIVE:
      return "Active";
    case SubscriptionStatus.TRIALING:
      return "Trial";
    case SubscriptionStatus.PAST_DUE:
      return "Payment overdue";
    case SubscriptionStatus.INCOMPLETE:
      return "Incomplete";
    case SubscriptionStatus.INACTIVE:
      return "Ended";
    default:
      return "Unknown";
  }
}

const walletNames: Record<string, string> = { apple_pay: "Apple Pay", google_pay: "Google Pay" };

/** "Visa ending in 4242" (or "Apple Pay (Visa ending in 4242)"); empty when there is no method. */
export function paymentMethodLabel(method: PaymentMethod | undefined): string {
  if (!method?.cardLastFour && !method?.cardBrand) return "";
  const brand = method.cardBrand ? method.cardBrand[0]?.toUpperCase() + method.cardBrand.slice(1) : "Card";
  const card = `${brand} ending in ${method.cardLastFour}`;
  const wallet = walletNames[method.walletType];
  return wallet ? `${wallet} (${card})` : card;
}

/** The date of the next payment: the next attempt when Stripe has one, else the next period's start. */
export function nextPaymentDate(subscription: Subscription): string {
  const time = subscription.nextPaymentAttempt ?? subscription.nextPeriodStart;
  return time ? formatDate(timestampDate(time)) : "";
}

/** When access ends for a subscription set to cancel: cancelAt, else the end of the current period. */
export function accessEndDate(subscription: Subscription): string {
  const time = subscription.cancelAt ?? subscription.nextPeriodStart;
  return time ? formatDate(timestampDate(time)) : "";
}
