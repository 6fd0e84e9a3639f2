import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { PayPastDueStripeSubscriptionResponseSchema } from "@sumwise/gen/payment/v1/payment_service_pb";
import { fieldViolations } from "@sumwise/kit";
import type { PaymentContext } from "../context.js";
import { syncSubscription } from "../stripe/sync.js";
import { isPaymentMethodId, makeDefault } from "./default-method.js";
import { customerFor, ownSubscription, payerOf, requireBuyer, requireStatus } from "./payer.js";
import { stateFromCardError, succeeded } from "./payment-state.js";

/**
 * Spec §4: a past-due subscription pays its overdue invoice with the new card after setting it as
 * the default. Stripe computes the amount; a refusal is a card error for the user to act on.
 */
export function payPastDueStripeSubscription(ctx: PaymentContext) {
  return async (
    req: { subscriptionName: string; paymentMethodId: string },
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof PayPastDueStripeSubscriptionResponseSchema>> => {
    if (!isPaymentMethodId(req.paymentMethodId))
      throw fieldViolations({ paymentMethodId: "Please enter a valid card number." });
    const payer = await payerOf(ctx, handler);
    requireBuyer(payer);
    const row = await ownSubscription(ctx, payer, req.subscriptionName);
    requireStatus(row, ["past_due"], "This subscription has no overdue payment.");
    const customer = await customerFor(ctx, payer);
    try {
      const methods = await makeDefault(ctx, payer.caller.userName, customer, req.paymentMethodId);
      const subscription = await ctx.stripe.subscriptions.retrieve(row.stripe_subscription_id);
      const invoice = subscription.latest_invoice;
      const invoiceId = typeof invoice === "string" ? invoice : invoice?.id;
      if (invoiceId) {
        const open = await ctx.stripe.invoices.retrieve(invoiceId);
        if (open.status === "open") await ctx.stripe.invoices.pay(invoiceId, { payment_method: req.paymentMethodId });
      }
      await syncSubscription(ctx.stripe, ctx.subscriptions, row.stripe_subscription_id);
      return { paymentState: succeeded, ...methods };
    } catch (error) {
      const paymentState = stateFromCardError(error);
      await syncSubscription(ctx.stripe, ctx.subscriptions, row.stripe_subscription_id);
      return { paymentState };
    }
  };
}
