import { useMutation } from "@connectrpc/connect-query";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";

/** Asked when the user applies a discount code (not cached: each Apply asks again). */
export function useCouponForPromoCode() {
  return useMutation(PaymentService.method.getCouponForPromoCode);
}
