import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";
import { accessPolicies, signedIn } from "@sumwise/kit";

/** Who may call each PaymentService method (README "How a request is authorised"). */
export const policies = accessPolicies(PaymentService, {
  // Any account's own access (demo visitors have no trial or plan).
  getAccessDetails: signedIn(),
});
