import { useQuery } from "@connectrpc/connect-query";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";

/** The plans, to name the subscription's plan on the account page. */
export function useProductPlans(enabled: boolean) {
  return useQuery(PaymentService.method.listProductPlans, {}, { enabled });
}
