import { Code } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import {
  CardError,
  PaymentIntentStatus,
  PaymentService,
  PlanInterval,
  SubscriptionStatus,
} from "@sumwise/gen/payment/v1/payment_service_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import type { RunningStack } from "@sumwise/stack";
import { bearer, connectClientOf, signUpLearner, startTestStack, testDatabases } from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerChallenge, cardToken, endTrial, errorOf, eventually, order } from "./payment-helpers.js";

const MONTHLY = "price_sumwise_monthly";

describe.each(testDatabases())("subscribing as an independent learner on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  const clients = () => ({
    indy: connectClientOf(IndyService, stack.services.indy!.url),
    payment: connectClientOf(PaymentService, stack.services.payment!.url),
  });

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  /** A learner whose trial is over: subscribing charges at once. */
  async function learnerAfterTrial() {
    const { indy, payment } = clients();
    const learner = await signUpLearner(indy);
    await payment.getAccessDetails({}, bearer(learner.idToken));
    await endTrial(database, learner.name);
    return learner;
  }

  it("lists the monthly plan with its family tiers, from Stripe", async () => {
    const learner = await signUpLearner(clients().indy);
    const { plans } = await clients().payment.listProductPlans({}, bearer(learner.idToken));
    expect(plans.map((p) => [p.stripeName, p.interval, p.familyDiscount])).toEqual([
      [MONTHLY, PlanInterval.MONTH, true],
    ]);
    expect(plans[0]?.tiers.map((t) => [t.upTo, Number(t.unitAmount)])).toEqual([
      [1, 999],
      [0, 749],
    ]);
  });

  it("charges a good card at once after the trial: the subscription is active and every lesson opens", async () => {
    const learner = await learnerAfterTrial();
    const { payment } = clients();
    expect((await payment.getAccessDetails({}, bearer(learner.idToken))).accessDetails?.hasFullAccess).toBe(false);
    const pm = await cardToken(stack, "4242424242424242");
    const paid = await payment.payStripeSubscription(
      order({ planName: MONTHLY, paymentMethodId: pm }),
      bearer(learner.idToken),
    );
    expect(paid.paymentState?.paymentIntentStatus).toBe(PaymentIntentStatus.SUCCEEDED);
    const { accessDetails } = await payment.getAccessDetails({}, bearer(learner.idToken));
    expect(accessDetails?.hasFullAccess).toBe(true);
    expect(accessDetails?.activeSubscription).toBe(paid.subscriptionName);
    expect(accessDetails?.subscriptionsDetails[0]).toMatchObject({
      status: SubscriptionStatus.ACTIVE,
      quantity: 1,
      amount: 999n,
      childrenCovered: [learner.name],
      paymentMethod: { cardBrand: "visa", cardLastFour: "4242" },
    });
  });

  it("starts a Stripe trial to the end of the free trial when the learner subscribes during it", async () => {
    const { indy, payment } = clients();
    const learner = await signUpLearner(indy);
    const pm = await cardToken(stack, "4242424242424242");
    const paid = await payment.payStripeSubscription(
      order({ planName: MONTHLY, paymentMethodId: pm }),
      bearer(learner.idToken),
    );
    expect(paid.paymentState?.paymentIntentStatus).toBe(PaymentIntentStatus.TRIALLING);
    const { accessDetails } = await payment.getAccessDetails({}, bearer(learner.idToken));
    expect(accessDetails?.subscriptionsDetails[0]?.status).toBe(SubscriptionStatus.TRIALING);
  });

  it("answers each refused card with its card error and creates nothing; a good card then works", async () => {
    const learner = await learnerAfterTrial();
    const { payment } = clients();
    const errors: Record<string, CardError | undefined> = {};
    for (const number of ["4000000000000002", "4000000000009995", "4000000000000069", "4000000000000127"]) {
      const pm = await cardToken(stack, number);
      const result = await payment.payStripeSubscription(
        order({ planName: MONTHLY, paymentMethodId: pm }),
        bearer(learner.idToken),
      );
      errors[number] = result.paymentState?.cardError;
    }
    expect(errors).toEqual({
      "4000000000000002": CardError.DECLINED,
      "4000000000009995": CardError.DECLINED,
      "4000000000000069": CardError.EXPIRED_CARD,
      "4000000000000127": CardError.INCORRECT_CVC,
    });
    expect((await payment.getAccessDetails({}, bearer(learner.idToken))).accessDetails?.subscriptionsDetails).toEqual(
      [],
    );
    const good = await cardToken(stack, "4242424242424242");
    const paid = await payment.payStripeSubscription(
      order({ planName: MONTHLY, paymentMethodId: good }),
      bearer(learner.idToken),
    );
    expect(paid.paymentState?.paymentIntentStatus).toBe(PaymentIntentStatus.SUCCEEDED);
  });

  it("leaves a card that fails when charged (…0341) incomplete; the next order cancels it and succeeds", async () => {
    const learner = await learnerAfterTrial();
    const { payment } = clients();
    const failing = await cardToken(stack, "4000000000000341");
    const first = await payment.payStripeSubscription(
      order({ planName: MONTHLY, paymentMethodId: failing }),
      bearer(learner.idToken),
    );
    expect(first.paymentState).toMatchObject({
      paymentIntentStatus: PaymentIntentStatus.REQUIRES_PAYMENT_METHOD,
      cardError: CardError.DECLINED,
    });
    const good = await cardToken(stack, "4242424242424242");
    const second = await payment.payStripeSubscription(
      order({ planName: MONTHLY, paymentMethodId: good }),
      bearer(learner.idToken),
    );
    expect(second.paymentState?.paymentIntentStatus).toBe(PaymentIntentStatus.SUCCEEDED);
    const details = (await payment.getAccessDetails({}, bearer(learner.idToken))).accessDetails?.subscriptionsDetails;
    expect(details?.map((s) => s.status).sort()).toEqual(
      [SubscriptionStatus.INACTIVE, SubscriptionStatus.ACTIVE].sort(),
    );
  });

  it("asks for 3-D Secure (…3155): passing the challenge activates the subscription through the webhook", async () => {
    const learner = await learnerAfterTrial();
    const { payment } = clients();
    const pm = await cardToken(stack, "4000002500003155");
    const result = await payment.payStripeSubscription(
      order({ planName: MONTHLY, paymentMethodId: pm }),
      bearer(learner.idToken),
    );
    expect(result.paymentState?.paymentIntentStatus).toBe(PaymentIntentStatus.REQUIRES_ACTION);
    expect(result.paymentState?.clientSecret).toMatch(/^pi_.+_secret_/);
    await answerChallenge(stack, result.paymentState?.clientSecret ?? "", true);
    const access = await eventually(
      () => payment.getAccessDetails({}, bearer(learner.idToken)),
      (r) => r.accessDetails?.hasFullAccess === true,
    );
    expect(access.accessDetails?.subscriptionsDetails[0]?.status).toBe(SubscriptionStatus.ACTIVE);
  });

  it("returns the first result to a retried order and creates one subscription", async () => {
    const learner = await learnerAfterTrial();
    const { payment } = clients();
    const pm = await cardToken(stack, "4242424242424242");
    const request = order({ planName: MONTHLY, paymentMethodId: pm });
    const [a, b] = await Promise.all([
      payment.payStripeSubscription(request, bearer(learner.idToken)),
      payment.payStripeSubscription(request, bearer(learner.idToken)),
    ]);
    const c = await payment.payStripeSubscription(request, bearer(learner.idToken));
    expect(new Set([a.subscriptionName, b.subscriptionName, c.subscriptionName]).size).toBe(1);
    const details = (await payment.getAccessDetails({}, bearer(learner.idToken))).accessDetails?.subscriptionsDetails;
    expect(details).toHaveLength(1);
  });

  it("refuses orders it cannot honour with a clear message and changes nothing", async () => {
    const learner = await learnerAfterTrial();
    const { payment } = clients();
    const pm = await cardToken(stack, "4242424242424242");
    const auth = bearer(learner.idToken);
    const problems = await Promise.all([
      errorOf(payment.payStripeSubscription(order({ planName: "price_nope", paymentMethodId: pm }), auth)),
      errorOf(payment.payStripeSubscription(order({ planName: MONTHLY, paymentMethodId: pm, quantity: 3 }), auth)),
      errorOf(payment.payStripeSubscription(order({ planName: MONTHLY, paymentMethodId: "card_4242" }), auth)),
      errorOf(payment.payStripeSubscription(order({ planName: MONTHLY, paymentMethodId: pm, requestId: "" }), auth)),
      errorOf(
        payment.payStripeSubscription(order({ planName: MONTHLY, paymentMethodId: pm, couponName: "NOPE" }), auth),
      ),
      errorOf(payment.payStripeSubscription(order({ planName: MONTHLY, paymentMethodId: pm }))),
    ]);
    expect(problems.map((e) => [e?.code, e?.rawMessage])).toEqual([
      [Code.InvalidArgument, "Choose a package."],
      [Code.InvalidArgument, "An independent learner subscribes for one place."],
      [Code.InvalidArgument, "Please enter a valid card number."],
      [Code.InvalidArgument, "A request id is required."],
      [Code.InvalidArgument, "Invalid discount code"],
      [Code.Unauthenticated, expect.any(String)],
    ]);
    expect((await payment.getAccessDetails({}, auth)).accessDetails?.subscriptionsDetails).toEqual([]);
  });

  it("looks up promotion codes: applied, invalid and expired", async () => {
    const learner = await signUpLearner(clients().indy);
    const { payment } = clients();
    const { coupon } = await payment.getCouponForPromoCode({ code: "welcome10" }, bearer(learner.idToken));
    expect(coupon).toMatchObject({ code: "WELCOME10", percentOff: 10, monthsDuration: 3 });
    const invalid = await errorOf(payment.getCouponForPromoCode({ code: "NOPE" }, bearer(learner.idToken)));
    expect([invalid?.code, invalid?.rawMessage]).toEqual([Code.NotFound, "Invalid discount code"]);
    const expired = await errorOf(payment.getCouponForPromoCode({ code: "SPRING2020" }, bearer(learner.idToken)));
    expect([expired?.code, expired?.rawMessage]).toEqual([
      Code.FailedPrecondition,
      "The discount code you entered has expired.",
    ]);
  });
});
