import type { ConnectRouter } from "@connectrpc/connect";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";
import type { PaymentContext } from "../context.js";
import { getAccessDetails } from "./get-access-details.js";

export function routes(ctx: PaymentContext) {
  return (router: ConnectRouter) =>
    router.service(PaymentService, {
      getAccessDetails: getAccessDetails(ctx),
    });
}
