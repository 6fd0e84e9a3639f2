import { useQuery } from "@connectrpc/connect-query";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";

/** The next payment of the subscription, for the preview. */
export function useNextInvoice(subscriptionName: string) {
  return useQuery(
    PaymentService.method.getNextInvoiceForSubscription,
    { subscriptionName },
    { enabled: !!subscriptionName },
  );
}
