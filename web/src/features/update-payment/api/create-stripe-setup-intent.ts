import { useMutation } from "@connectrpc/connect-query";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";

/** A setup intent for the new card, confirmed in the browser. */
export function useCreateStripeSetupIntent() {
  return useMutation(PaymentService.method.createStripeSetupIntent);
}
