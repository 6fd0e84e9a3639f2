import { useQuery } from "@connectrpc/connect-query";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";

/** The plans on offer, the current special discount and its coupons. */
export function useProductPlans() {
  return useQuery(PaymentService.method.listProductPlans, {});
}
