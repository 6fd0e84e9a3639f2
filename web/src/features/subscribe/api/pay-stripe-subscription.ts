import { useMutation } from "@connectrpc/connect-query";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";

/** Places the order; its request_id makes a retry of the same order count once. */
export function usePayStripeSubscription() {
  return useMutation(PaymentService.method.payStripeSubscription);
}
