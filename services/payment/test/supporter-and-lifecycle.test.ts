import { Code } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { PaymentIntentStatus, PaymentService, SubscriptionStatus } from "@sumwise/gen/payment/v1/payment_service_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import type { RunningStack } from "@sumwise/stack";
import {
  bearer,
  connectClientOf,
  signIn,
  signUpLearner,
  signUpSupporter,
  startTestStack,
  testDatabases,
} from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceStripeClock, cardToken, endTrial, errorOf, eventually, order } from "./payment-helpers.js";

const MONTHLY = "price_sumwise_monthly";
const DAY = 86_400;
let counter = 0;

describe.each(testDatabases())("supporters, cancelling and overdue payments on $kind", ({ open }) => {
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

  async function supporterWithChildren(count: number) {
    const { indy, payment } = clients();
    const supporter = await signUpSupporter(indy);
    const children: { name: string; idToken: string }[] = [];
    for (let i = 0; i < count; i++) {
      counter += 1;
      const username = `kid_${Date.now().toString(36)}${process.pid % 1000}${counter}`.slice(0, 30);
      const { childIndyUser } = await indy.createChildIndyAccount(
        {
          firstName: "Kit",
          lastName: "Child",
          username,
          password: "Kidpass12",
          dateOfBirth: { year: 2010, month: 3, day: 4 },
        },
        bearer(supporter.idToken),
      );
      const idToken = await signIn(`${username}@learners.sumwise.app`, "Kidpass12");
      await payment.getAccessDetails({}, bearer(idToken));
      await endTrial(database, childIndyUser?.name ?? "");
      children.push({ name: childIndyUser?.name ?? "", idToken });
    }
    await payment.getAccessDetails({}, bearer(supporter.idToken));
    await endTrial(database, supporter.name);
    return { supporter, children };
  }

  async function learnerWithSubscription(card = "4242424242424242") {
    const { indy, payment } = clients();
    const learner = await signUpLearner(indy);
    await payment.getAccessDetails({}, bearer(learner.idToken));
    await endTrial(database, learner.name);
    const pm = await cardToken(stack, card);
    const paid = await payment.payStripeSubscription(
      order({ planName: MONTHLY, paymentMethodId: pm }),
      bearer(learner.idToken),
    );
    return { learner, subscriptionName: paid.subscriptionName };
  }

  it("covers a supporter's selected children, 25% off the second, and only those children", async () => {
    const { payment } = clients();
    const { supporter, children } = await supporterWithChildren(3);
    const [first, second, third] = children;
    const pm = await cardToken(stack, "4242424242424242");
    const paid = await payment.payStripeSubscription(
      order({
        planName: MONTHLY,
        paymentMethodId: pm,
        quantity: 2,
        childrenCovered: [first!.name, second!.name],
        planIsFamilyDiscount: true,
      }),
      bearer(supporter.idToken),
    );
    expect(paid.paymentState?.paymentIntentStatus).toBe(PaymentIntentStatus.SUCCEEDED);
    const next = await payment.getNextInvoiceForSubscription(
      { subscriptionName: paid.subscriptionName },
      bearer(supporter.idToken),
    );
    expect(next.amountDue).toBe(999n + 749n);
    const access = async (idToken: string) => (await payment.getAccessDetails({}, bearer(idToken))).accessDetails;
    expect(await access(first!.idToken)).toMatchObject({ hasFullAccess: true, coveredByOther: true, canPay: false });
    expect(await access(second!.idToken)).toMatchObject({ hasFullAccess: true });
    expect(await access(third!.idToken)).toMatchObject({ hasFullAccess: false });
    expect((await access(supporter.idToken))?.subscriptionsDetails[0]).toMatchObject({
      quantity: 2,
      childrenCovered: [first!.name, second!.name],
      amount: 1748n,
    });
  });

  it("refuses a child's order, another supporter's child, a miscounted order and a child already covered", async () => {
    const { payment } = clients();
    const mine = await supporterWithChildren(1);
    const theirs = await supporterWithChildren(1);
    const pm = await cardToken(stack, "4242424242424242");
    const child = mine.children[0]!;
    const errors = await Promise.all([
      errorOf(payment.payStripeSubscription(order({ planName: MONTHLY, paymentMethodId: pm }), bearer(child.idToken))),
      errorOf(
        payment.payStripeSubscription(
          order({ planName: MONTHLY, paymentMethodId: pm, childrenCovered: [theirs.children[0]!.name] }),
          bearer(mine.supporter.idToken),
        ),
      ),
      errorOf(
        payment.payStripeSubscription(
          order({ planName: MONTHLY, paymentMethodId: pm, quantity: 2, childrenCovered: [child.name] }),
          bearer(mine.supporter.idToken),
        ),
      ),
      errorOf(
        payment.payStripeSubscription(
          order({ planName: MONTHLY, paymentMethodId: pm }),
          bearer(mine.supporter.idToken),
        ),
      ),
    ]);
    expect(errors.map((e) => [e?.code, e?.rawMessage])).toEqual([
      [Code.PermissionDenied, "Your subscription is managed from your parent's account."],
      [Code.InvalidArgument, "You can only subscribe for your own learners."],
      [Code.InvalidArgument, "The quantity must match the learners selected."],
      [Code.InvalidArgument, "Select at least one learner."],
    ]);
    await payment.payStripeSubscription(
      order({ planName: MONTHLY, paymentMethodId: pm, childrenCovered: [child.name] }),
      bearer(mine.supporter.idToken),
    );
    const again = await errorOf(
      payment.payStripeSubscription(
        order({
          planName: MONTHLY,
          paymentMethodId: await cardToken(stack, "4242424242424242"),
          childrenCovered: [child.name],
        }),
        bearer(mine.supporter.idToken),
      ),
    );
    expect(again?.code).toBe(Code.FailedPrecondition);
  });

  it("cancels at the period's end: access lasts until then and ends with the period", async () => {
    const { payment } = clients();
    const { learner, subscriptionName } = await learnerWithSubscription();
    const other = await learnerWithSubscription();
    expect(
      (await errorOf(payment.cancelSubscriptionAtPeriodEnd({ subscriptionName }, bearer(other.learner.idToken))))?.code,
    ).toBe(Code.NotFound);
    const { subscription } = await payment.cancelSubscriptionAtPeriodEnd({ subscriptionName }, bearer(learner.idToken));
    expect(subscription).toMatchObject({ cancelAtPeriodEnd: true, status: SubscriptionStatus.ACTIVE });
    const twice = await errorOf(payment.cancelSubscriptionAtPeriodEnd({ subscriptionName }, bearer(learner.idToken)));
    expect([twice?.code, twice?.rawMessage]).toEqual([
      Code.FailedPrecondition,
      "This subscription is already set to cancel.",
    ]);
    expect((await payment.getAccessDetails({}, bearer(learner.idToken))).accessDetails?.hasFullAccess).toBe(true);
    await advanceStripeClock(stack, 32 * DAY);
    try {
      const after = await eventually(
        () => payment.getAccessDetails({}, bearer(learner.idToken)),
        (r) => r.accessDetails?.hasFullAccess === false,
      );
      expect(after.accessDetails).toMatchObject({ hasFullAccess: false, activeSubscription: "" });
      expect(after.accessDetails?.subscriptionsDetails[0]?.status).toBe(SubscriptionStatus.INACTIVE);
    } finally {
      await advanceStripeClock(stack, -32 * DAY);
    }
  });

  it("a renewal the card refuses makes the subscription past due; paying with a new card settles it", async () => {
    const { payment } = clients();
    const { learner, subscriptionName } = await learnerWithSubscription();
    const failing = await cardToken(stack, "4000000000000341");
    const changed = await payment.setDefaultStripePaymentMethod({ paymentMethodId: failing }, bearer(learner.idToken));
    expect(changed).toMatchObject({
      originalPaymentMethod: { cardLastFour: "4242" },
      updatedPaymentMethod: { cardLastFour: "0341" },
    });
    await advanceStripeClock(stack, 31 * DAY);
    try {
      const pastDue = await eventually(
        () => payment.getAccessDetails({}, bearer(learner.idToken)),
        (r) => r.accessDetails?.subscriptionsDetails[0]?.status === SubscriptionStatus.PAST_DUE,
      );
      expect(pastDue.accessDetails).toMatchObject({ hasFullAccess: true, activeSubscription: subscriptionName });
      expect(pastDue.accessDetails?.subscriptionsDetails[0]?.status).toBe(SubscriptionStatus.PAST_DUE);
      const declined = await payment.payPastDueStripeSubscription(
        { subscriptionName, paymentMethodId: await cardToken(stack, "4000000000000002") },
        bearer(learner.idToken),
      );
      expect(declined.paymentState?.paymentIntentStatus).toBe(PaymentIntentStatus.REQUIRES_PAYMENT_METHOD);
      const paid = await payment.payPastDueStripeSubscription(
        { subscriptionName, paymentMethodId: await cardToken(stack, "4242424242424242") },
        bearer(learner.idToken),
      );
      expect(paid.paymentState?.paymentIntentStatus).toBe(PaymentIntentStatus.SUCCEEDED);
      const settled = (await payment.getAccessDetails({}, bearer(learner.idToken))).accessDetails;
      expect(settled?.subscriptionsDetails[0]?.status).toBe(SubscriptionStatus.ACTIVE);
      expect(settled?.defaultPaymentMethod?.cardLastFour).toBe("4242");
    } finally {
      await advanceStripeClock(stack, -31 * DAY);
    }
  });

  it("creates a setup intent on the caller's own customer for the update-payment flow", async () => {
    const { payment } = clients();
    const { learner } = await learnerWithSubscription();
    const { clientSecret } = await payment.createStripeSetupIntent({}, bearer(learner.idToken));
    expect(clientSecret).toMatch(/^seti_.+_secret_/);
  });
});
