import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { SetDefaultStripePaymentMethodResponseSchema } from "@sumwise/gen/payment/v1/payment_service_pb";
import { fieldViolations } from "@sumwise/kit";
import type { PaymentContext } from "../context.js";
import { isPaymentMethodId, makeDefault } from "./default-method.js";
import { customerFor, payerOf, requireBuyer } from "./payer.js";
import { stateFromCardError, succeeded } from "./payment-state.js";

/** The update-payment flow's last step: the confirmed card becomes the default (spec §4 update payment). */
export function setDefaultStripePaymentMethod(ctx: PaymentContext) {
  return async (
    req: { paymentMethodId: string },
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof SetDefaultStripePaymentMethodResponseSchema>> => {
    if (!isPaymentMethodId(req.paymentMethodId))
      throw fieldViolations({ paymentMethodId: "Please enter a valid card number." });
    const payer = await payerOf(ctx, handler);
    requireBuyer(payer);
    const customer = await customerFor(ctx, payer);
    try {
      const methods = await makeDefault(ctx, payer.caller.userName, customer, req.paymentMethodId);
      return { paymentState: succeeded, ...methods };
    } catch (error) {
      return { paymentState: stateFromCardError(error) };
    }
  };
}
