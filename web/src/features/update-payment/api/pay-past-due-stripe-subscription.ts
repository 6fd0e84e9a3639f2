import { useMutation } from "@connectrpc/connect-query";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";

/** Pays a past-due subscription's open invoice with the new card. */
export function usePayPastDueStripeSubscription() {
  return useMutation(PaymentService.method.payPastDueStripeSubscription);
}
