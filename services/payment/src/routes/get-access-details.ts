import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import {
  type GetAccessDetailsResponseSchema,
  NonSubscriptionAccessReason,
  SubscriptionStatus,
} from "@sumwise/gen/payment/v1/payment_service_pb";
import { parseIsoDate, todayUtc } from "@sumwise/rules";
import type Stripe from "stripe";
import type { PaymentContext } from "../context.js";
import { type AccessGrant, type AccessReason, decideAccess, grantedReasons } from "../domain/index.js";
import { paymentMethodOf, subscriptionOf } from "../stripe/describe.js";
import { payerOf } from "./payer.js";
import { trialEndsOn } from "./trial.js";

const reasons: Record<AccessReason, NonSubscriptionAccessReason> = {
  none: NonSubscriptionAccessReason.NONE,
  monitoring_user: NonSubscriptionAccessReason.MONITORING_USER,
  staff_perk: NonSubscriptionAccessReason.STAFF_PERK,
  payment_not_supported: NonSubscriptionAccessReason.PAYMENT_NOT_SUPPORTED,
  discretionary_bonus: NonSubscriptionAccessReason.DISCRETIONARY_BONUS,
  vip: NonSubscriptionAccessReason.VIP,
  initial_free_trial: NonSubscriptionAccessReason.INITIAL_FREE_TRIAL,
  extra_free_trial: NonSubscriptionAccessReason.EXTRA_FREE_TRIAL,
  before_payments_required_date: NonSubscriptionAccessReason.BEFORE_PAYMENTS_REQUIRED_DATE,
  new_territory_trial: NonSubscriptionAccessReason.NEW_TERRITORY_TRIAL,
};

const isGranted = (reason: string): reason is AccessGrant["reason"] =>
  (grantedReasons as readonly string[]).includes(reason);

/**
 * What the caller may use. The account's creation time and supporter come from IndyService, asked
 * with the caller's own token; the trial end is stored here the first time it is computed; the
 * subscriptions are this service's copy of Stripe's state (kept by the webhooks), so no Stripe call
 * is on this path, which LearningService takes for every locked-content check.
 */
export function getAccessDetails(ctx: PaymentContext) {
  return async (
    _req: unknown,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetAccessDetailsResponseSchema>> => {
    const payer = await payerOf(ctx, handler);
    const userName = payer.caller.userName;
    const [trialEnd, grantRows, cover, bought] = await Promise.all([
      trialEndsOn(ctx, payer),
      ctx.access.grantsFor(userName),
      ctx.subscriptions.coverOf(userName),
      ctx.subscriptions.boughtBy(userName),
    ]);
    const grants = grantRows
      .filter((g) => isGranted(g.reason))
      .map((g) => ({ reason: g.reason as AccessGrant["reason"], endsOn: g.ends_on ? parseIsoDate(g.ends_on) : null }))
      .map((g) => ({ ...g, endsOn: g.endsOn ?? null }));
    const decision = decideAccess({
      trialEndsOn: trialEnd,
      today: todayUtc(ctx.now()),
      hasSupporter: payer.hasSupporter,
      anonymous: payer.anonymous,
      grants,
      covered: cover !== undefined,
    });
    const subscriptions = bought.map((row) => subscriptionOf(row.stripe_json as Stripe.Subscription));
    const active = subscriptions.find((s) =>
      [SubscriptionStatus.ACTIVE, SubscriptionStatus.TRIALING, SubscriptionStatus.PAST_DUE].includes(
        s.status ?? SubscriptionStatus.UNSPECIFIED,
      ),
    );
    const newest = bought[0]?.stripe_json as Stripe.Subscription | undefined;
    return {
      accessDetails: {
        hasNonSubscriptionAccess: decision.hasNonSubscriptionAccess,
        canPay: decision.canPay,
        freeTrialEndDate: trialEnd,
        nonSubscriptionAccessReason: reasons[decision.reason],
        hasSupporter: payer.hasSupporter,
        familyDiscount: (active?.quantity ?? 0) >= 2,
        hasFullAccess: decision.hasFullAccess,
        subscriptionsDetails: subscriptions,
        activeSubscription: active?.name ?? "",
        defaultPaymentMethod: paymentMethodOf(
          newest?.default_payment_method as Stripe.PaymentMethod | string | null | undefined,
        ),
        coveredByOther: cover !== undefined && cover.buyer !== userName,
        coveringSubscriptionPastDue: cover !== undefined && cover.buyer !== userName && cover.status === "past_due",
      },
    };
  };
}
