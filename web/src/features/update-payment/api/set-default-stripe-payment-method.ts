import { useMutation } from "@connectrpc/connect-query";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";

/** Makes the confirmed card the default; answers the old and new method. */
export function useSetDefaultStripePaymentMethod() {
  return useMutation(PaymentService.method.setDefaultStripePaymentMethod);
}
