import { useQuery } from "@connectrpc/connect-query";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";

/** Whether the caller may buy: canPay, no supporter, no active subscription (spec §2). */
export function useAccessDetails() {
  return useQuery(PaymentService.method.getAccessDetails, {});
}
