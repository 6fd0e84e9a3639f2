import { useQuery } from "@connectrpc/connect-query";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";

/** The caller's subscriptions and default card. */
export function useAccessDetails() {
  return useQuery(PaymentService.method.getAccessDetails, {});
}
