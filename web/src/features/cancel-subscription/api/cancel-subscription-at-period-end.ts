import { useMutation } from "@connectrpc/connect-query";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";

/** Sets the subscription to end at the end of its period (access lasts until then). */
export function useCancelSubscriptionAtPeriodEnd() {
  return useMutation(PaymentService.method.cancelSubscriptionAtPeriodEnd);
}
