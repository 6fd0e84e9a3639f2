import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import {
  CardError,
  type PayStripeSubscriptionRequest,
  type PayStripeSubscriptionResponseSchema,
} from "@sumwise/gen/payment/v1/payment_service_pb";
import { failedPrecondition, fieldViolations, permissionDenied } from "@sumwise/kit";
import { validateEmail } from "@sumwise/rules";
import Stripe from "stripe";
import type { PaymentContext } from "../context.js";
import { checkOrder } from "../domain/index.js";
import { BUYER_KEY, COVERED_KEY, syncSubscription } from "../stripe/sync.js";
import { EXPIRED_CODE } from "./get-coupon-for-promo-code.js";
import { customerFor, type Payer, payerOf, requireBuyer } from "./payer.js";
import { newSubscriptionExpand, stateFromCardError, stateOfNewSubscription } from "./payment-state.js";
import { trialEndsOn } from "./trial.js";

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * Starts a subscription (spec §4 subscribe flow, §9 prices). The browser names the plan, the card
 * and who is covered; Stripe computes every amount from the plan's tiers. The request id makes a
 * retry return the first attempt's subscription: it is claimed here and passed to Stripe as the
 * idempotency key, so a crash between Stripe's answer and ours still creates one subscription.
 */
export function payStripeSubscription(ctx: PaymentContext) {
  return async (
    req: PayStripeSubscriptionRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof PayStripeSubscriptionResponseSchema>> => {
    if (!REQUEST_ID.test(req.requestId)) throw fieldViolations({ requestId: "A request id is required." });
    if (!/^pm_[A-Za-z0-9]+$/.test(req.paymentMethodId))
      throw fieldViolations({ paymentMethodId: "Please enter a valid card number." });
    const emailProblem = validateEmail(req.email, { allowEmpty: true });
    if (emailProblem) throw fieldViolations({ email: emailProblem });
    const payer = await payerOf(ctx, handler);
    requireBuyer(payer);
    const userName = payer.caller.userName;

    const claim = await ctx.subscriptions.claimRequest(req.requestId, userName);
    if (claim.owner !== userName) throw permissionDenied();
    if (claim.subscriptionId) return replay(ctx, claim.subscriptionId);

    const price = await planFor(ctx, req.planName);
    await checkWhoIsCovered(ctx, payer, req, price);
    const promotionCode = req.couponName ? await promotionFor(ctx, req.couponName) : undefined;
    if (promotionCode === null) return { paymentState: { cardError: CardError.COUPON_EXPIRED, message: EXPIRED_CODE } };

    const customer = await customerFor(ctx, payer, req.email);
    try {
      const method = await ctx.stripe.paymentMethods.retrieve(req.paymentMethodId);
      if (method.customer !== customer) await ctx.stripe.paymentMethods.attach(req.paymentMethodId, { customer });
      // Also the customer's default: the update-payment flow shows it as the card being replaced.
      await ctx.stripe.customers.update(customer, {
        invoice_settings: { default_payment_method: req.paymentMethodId },
      });
    } catch (error) {
      return { paymentState: stateFromCardError(error) };
    }
    await cancelIncomplete(ctx, userName);
    const trialEnd = await stripeTrialEnd(ctx, payer);
    const subscription = await ctx.stripe.subscriptions.create(
      {
        customer,
        items: [{ price: price.id, quantity: req.quantity }],
        default_payment_method: req.paymentMethodId,
        payment_behavior: "allow_incomplete",
        ...(promotionCode && { promotion_code: promotionCode }),
        ...(trialEnd && { trial_end: trialEnd }),
        metadata: { [BUYER_KEY]: userName, [COVERED_KEY]: req.childrenCovered.join(",") },
        expand: newSubscriptionExpand,
      },
      { idempotencyKey: `subscribe-${req.requestId}` },
    );
    await ctx.subscriptions.completeRequest(req.requestId, subscription.id);
    await syncSubscription(ctx.stripe, ctx.subscriptions, subscription.id);
    return { paymentState: stateOfNewSubscription(subscription), subscriptionName: `subscriptions/${subscription.id}` };
  };
}

async function replay(ctx: PaymentContext, subscriptionId: string) {
  const subscription = await ctx.stripe.subscriptions.retrieve(subscriptionId, { expand: newSubscriptionExpand });
  return { paymentState: stateOfNewSubscription(subscription), subscriptionName: `subscriptions/${subscription.id}` };
}

async function planFor(ctx: PaymentContext, planName: string): Promise<Stripe.Price> {
  if (!/^price_[A-Za-z0-9_]+$/.test(planName)) throw fieldViolations({ planName: "Choose a package." });
  try {
    const price = await ctx.stripe.prices.retrieve(planName, { expand: ["tiers"] });
    if (!price.active || price.recurring?.interval !== "month")
      throw fieldViolations({ planName: "Choose a package." });
    return price;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError)
      throw fieldViolations({ planName: "Choose a package." });
    throw error;
  }
}

/** The order against the caller's own children (IndyService) and subscriptions already running. */
async function checkWhoIsCovered(
  ctx: PaymentContext,
  payer: Payer,
  req: PayStripeSubscriptionRequest,
  price: Stripe.Price,
): Promise<void> {
  const ownChildren = payer.indyUser?.supporterState
    ? (
        await ctx.indy.getChildLearnerAccounts({}, payer.credentials).catch(() => ({ childLearnerAccounts: [] }))
      ).childLearnerAccounts
        .map((c) => c.indyUser?.name ?? "")
        .filter(Boolean)
    : [];
  const problems = checkOrder({
    quantity: req.quantity,
    childrenCovered: req.childrenCovered,
    ownChildren,
    callerIsLearner: payer.isLearner,
    planIsFamilyDiscount: req.planIsFamilyDiscount,
    planHasFamilyTiers: price.metadata.family_discount === "true" && (price.tiers?.length ?? 0) > 1,
  });
  if (problems.length > 0) throw fieldViolations(Object.fromEntries(problems.map((p) => [p.field, p.message])));
  const covered = req.childrenCovered.length > 0 ? req.childrenCovered : [payer.caller.userName];
  for (const user of covered) {
    if (await ctx.subscriptions.coverOf(user))
      throw failedPrecondition("A subscription already covers this learner. Manage it from your account page.");
  }
}

/** The promotion code's id; null when it has expired (a card error of its own, spec §8). */
async function promotionFor(ctx: PaymentContext, code: string): Promise<string | null> {
  const { data } = await ctx.stripe.promotionCodes.list({ code: code.trim(), limit: 1 });
  const promotion = data[0];
  if (!promotion) throw fieldViolations({ couponName: "Invalid discount code" });
  const expired = promotion.expires_at !== null && promotion.expires_at * 1000 <= ctx.now().getTime();
  return !promotion.active || expired || !promotion.coupon.valid ? null : promotion.id;
}

/** An earlier attempt whose card failed left an incomplete subscription: it goes before a new one. */
async function cancelIncomplete(ctx: PaymentContext, userName: string): Promise<void> {
  for (const row of await ctx.subscriptions.boughtBy(userName)) {
    if (row.status !== "incomplete") continue;
    await ctx.stripe.subscriptions.cancel(row.stripe_subscription_id);
    await syncSubscription(ctx.stripe, ctx.subscriptions, row.stripe_subscription_id);
  }
}

/**
 * Someone who subscribes during their free trial is not charged until it ends (spec §4 "Trial
 * started"): Stripe's trial runs to the end of the trial's last day (UTC).
 */
async function stripeTrialEnd(ctx: PaymentContext, payer: Payer): Promise<number | undefined> {
  const last = await trialEndsOn(ctx, payer);
  const endOfLastDay = Date.UTC(last.year, last.month - 1, last.day, 23, 59, 59) / 1000;
  return endOfLastDay > ctx.now().getTime() / 1000 + 60 ? endOfLastDay : undefined;
}
