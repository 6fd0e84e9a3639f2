import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { CreateStripeSetupIntentResponseSchema } from "@sumwise/gen/payment/v1/payment_service_pb";
import type { PaymentContext } from "../context.js";
import { customerFor, payerOf, requireBuyer } from "./payer.js";

/** A setup intent on the caller's customer: the browser confirms a new card with it (3-D Secure included). */
export function createStripeSetupIntent(ctx: PaymentContext) {
  return async (
    _req: unknown,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof CreateStripeSetupIntentResponseSchema>> => {
    const payer = await payerOf(ctx, handler);
    requireBuyer(payer);
    const customer = await customerFor(ctx, payer);
    const intent = await ctx.stripe.setupIntents.create({
      customer,
      payment_method_types: ["card"],
      usage: "off_session",
    });
    return { clientSecret: intent.client_secret ?? "" };
  };
}
