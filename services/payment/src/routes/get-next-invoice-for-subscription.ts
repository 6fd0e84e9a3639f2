import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromMs } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import type { GetNextInvoiceForSubscriptionResponseSchema } from "@sumwise/gen/payment/v1/payment_service_pb";
import { failedPrecondition } from "@sumwise/kit";
import Stripe from "stripe";
import type { PaymentContext } from "../context.js";
import { ownSubscription, payerOf } from "./payer.js";

/** What the caller's subscription will charge next, after any discount still running then. */
export function getNextInvoiceForSubscription(ctx: PaymentContext) {
  return async (
    req: { subscriptionName: string },
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetNextInvoiceForSubscriptionResponseSchema>> => {
    const payer = await payerOf(ctx, handler);
    const row = await ownSubscription(ctx, payer, req.subscriptionName);
    try {
      const invoice = await ctx.stripe.invoices.retrieveUpcoming({ subscription: row.stripe_subscription_id });
      const discount = (invoice.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0);
      return {
        amountDue: BigInt(invoice.amount_due),
        currency: invoice.currency,
        nextPaymentAttempt: invoice.next_payment_attempt
          ? timestampFromMs(invoice.next_payment_attempt * 1000)
          : undefined,
        discountAmount: BigInt(discount),
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "invoice_upcoming_none")
        throw failedPrecondition("This subscription has no further payments.");
      throw error;
    }
  };
}
