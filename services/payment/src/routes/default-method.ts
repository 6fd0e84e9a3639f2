import type Stripe from "stripe";
import type { PaymentContext } from "../context.js";
import { paymentMethodOf } from "../stripe/describe.js";
import { syncSubscription } from "../stripe/sync.js";

const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9]+$/;
export const isPaymentMethodId = (id: string) => PAYMENT_METHOD_ID.test(id);

/**
 * Makes a payment method the customer's default and every running subscription's, attaching it
 * first when it is not yet the customer's (a declined card fails here with a card error). Returns
 * the old and new methods for the result screen.
 */
export async function makeDefault(ctx: PaymentContext, buyer: string, customerId: string, paymentMethodId: string) {
  const customer = (await ctx.stripe.customers.retrieve(customerId, {
    expand: ["invoice_settings.default_payment_method"],
  })) as Stripe.Customer;
  const original = customer.invoice_settings?.default_payment_method as Stripe.PaymentMethod | null;
  const method = await ctx.stripe.paymentMethods.retrieve(paymentMethodId);
  if (method.customer !== customerId) await ctx.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
  await ctx.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
  for (const row of await ctx.subscriptions.boughtBy(buyer)) {
    if (!["active", "trialing", "past_due"].includes(row.status)) continue;
    await ctx.stripe.subscriptions.update(row.stripe_subscription_id, { default_payment_method: paymentMethodId });
    await syncSubscription(ctx.stripe, ctx.subscriptions, row.stripe_subscription_id);
  }
  return { originalPaymentMethod: paymentMethodOf(original), updatedPaymentMethod: paymentMethodOf(method) };
}
