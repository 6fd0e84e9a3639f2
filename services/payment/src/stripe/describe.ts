import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromMs } from "@bufbuild/protobuf/wkt";
import {
  CouponDuration,
  type CouponSchema,
  type PaymentMethodSchema,
  PlanInterval,
  type PlanSchema,
  SpecialDiscountType,
  type SubscriptionSchema,
  SubscriptionStatus,
} from "@sumwise/gen/payment/v1/payment_service_pb";
import { graduatedAmount, type PriceTier } from "@sumwise/rules";
import type Stripe from "stripe";
import { BUYER_KEY, COVERED_KEY } from "./sync.js";

/** Stripe's objects as PaymentService's messages. */

const seconds = (value: number | null | undefined) => (value ? timestampFromMs(value * 1000) : undefined);

export function intervalOf(interval: string | undefined): PlanInterval {
  switch (interval) {
    case "day":
      return PlanInterval.DAY;
    case "week":
      return PlanInterval.WEEK;
    case "month":
      return PlanInterval.MONTH;
    case "year":
      return PlanInterval.YEAR;
    default:
      return PlanInterval.UNSPECIFIED;
  }
}

/** Spec §3's statuses; Stripe's ended ones (canceled, incomplete_expired, unpaid, paused) are inactive. */
export function statusOf(status: string): SubscriptionStatus {
  switch (status) {
    case "active":
      return SubscriptionStatus.ACTIVE;
    case "trialing":
      return SubscriptionStatus.TRIALING;
    case "past_due":
      return SubscriptionStatus.PAST_DUE;
    case "incomplete":
      return SubscriptionStatus.INCOMPLETE;
    default:
      return SubscriptionStatus.INACTIVE;
  }
}

const specialTypes: Record<string, SpecialDiscountType> = {
  standard: SpecialDiscountType.STANDARD,
  early_bird: SpecialDiscountType.EARLY_BIRD,
  beta: SpecialDiscountType.BETA,
  secondary_ready: SpecialDiscountType.SECONDARY_READY,
  university: SpecialDiscountType.UNIVERSITY,
};

export const specialDiscountOf = (value: string | undefined) =>
  specialTypes[value ?? "standard"] ?? SpecialDiscountType.STANDARD;

const tiersOf = (price: Stripe.Price): PriceTier[] =>
  price.tiers?.length
    ? price.tiers.map((t) => ({ upTo: t.up_to, unitAmount: t.unit_amount ?? 0 }))
    : [{ upTo: null, unitAmount: price.unit_amount ?? 0 }];

export function planOf(price: Stripe.Price): MessageInitShape<typeof PlanSchema> {
  const tiers = (price.tiers ?? []).map((t) => ({ upTo: t.up_to ?? 0, unitAmount: BigInt(t.unit_amount ?? 0) }));
  const product = typeof price.product === "object" && !("deleted" in price.product) ? price.product : undefined;
  return {
    stripeName: price.id,
    amount: BigInt(price.unit_amount ?? price.tiers?.[0]?.unit_amount ?? 0),
    currency: price.currency,
    interval: intervalOf(price.recurring?.interval),
    billingScheme: price.billing_scheme,
    tiers,
    tiersMode: price.tiers_mode ?? "",
    active: price.active,
    familyDiscount: price.metadata.family_discount === "true" && tiers.length > 1,
    displayName: product?.name ?? price.nickname ?? "",
  };
}

const durations: Record<string, CouponDuration> = {
  once: CouponDuration.ONCE,
  repeating: CouponDuration.REPEATING,
  forever: CouponDuration.FOREVER,
};

export function couponOf(coupon: Stripe.Coupon, code = coupon.id): MessageInitShape<typeof CouponSchema> {
  return {
    code,
    stripeName: coupon.id,
    displayName: coupon.name ?? code,
    duration: durations[coupon.duration] ?? CouponDuration.UNSPECIFIED,
    specialDiscountType: specialDiscountOf(coupon.metadata?.special_discount_type),
    planInterval: intervalOf(coupon.metadata?.plan_interval),
    percentOff: coupon.percent_off ?? 0,
    monthsDuration: coupon.duration_in_months ?? 0,
    schoolDisplayName: coupon.metadata?.school_display_name ?? "",
  };
}

export function paymentMethodOf(
  method: Stripe.PaymentMethod | string | null | undefined,
): MessageInitShape<typeof PaymentMethodSchema> | undefined {
  if (!method || typeof method === "string" || !method.card) return undefined;
  return {
    cardBrand: method.card.brand,
    cardLastFour: method.card.last4,
    walletType: method.card.wallet?.type ?? "",
  };
}

export function subscriptionOf(subscription: Stripe.Subscription): MessageInitShape<typeof SubscriptionSchema> {
  const item = subscription.items.data[0];
  const covered = (subscription.metadata[COVERED_KEY] ?? "").split(",").filter(Boolean);
  const discount = subscription.discount;
  const price = item?.price;
  const quantity = item?.quantity ?? 1;
  return {
    name: `subscriptions/${subscription.id}`,
    planName: price?.id ?? "",
    status: statusOf(subscription.status),
    interval: intervalOf(price?.recurring?.interval),
    quantity,
    currency: subscription.currency,
    lastBilledTime: seconds(subscription.current_period_start),
    nextPeriodStart: seconds(subscription.current_period_end),
    nextPaymentAttempt: seconds(subscription.cancel_at_period_end ? null : subscription.current_period_end),
    cancelAt: seconds(subscription.cancel_at),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    childrenCovered: covered.length > 0 ? covered : [subscription.metadata[BUYER_KEY] ?? ""].filter(Boolean),
    coupon: discount?.coupon ? couponOf(discount.coupon) : undefined,
    discountEnd: seconds(discount?.end),
    paymentMethod: paymentMethodOf(subscription.default_payment_method as Stripe.PaymentMethod | null),
    amount: price ? BigInt(graduatedAmount(tiersOf(price), quantity)) : 0n,
  };
}
