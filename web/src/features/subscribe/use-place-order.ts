import { create } from "@bufbuild/protobuf";
import {
  CardError,
  type PaymentState,
  PaymentStateSchema,
  type Plan,
} from "@sumwise/gen/payment/v1/payment_service_pb";
import { useSession } from "../../lib/session/index.js";
import { usePayStripeSubscription } from "./api/pay-stripe-subscription.js";

export interface OrderToPlace {
  plan: Plan;
  /** The learners chosen; empty for an independent learner. */
  children: readonly string[];
  promoCode: string | undefined;
  paymentMethodId: string;
  requestId: string;
}

/**
 * PayStripeSubscription for the card and the wallet paths alike. The quantity is the number of
 * learners (one for an independent learner); the family discount applies from two. A failed call
 * is the generic payment error of spec §8.
 */
export function usePlaceOrder(buysForLearners: boolean) {
  const { state } = useSession();
  const pay = usePayStripeSubscription();
  const place = async (order: OrderToPlace): Promise<PaymentState> => {
    const quantity = buysForLearners ? order.children.length : 1;
    try {
      const response = await pay.mutateAsync({
        planName: order.plan.stripeName,
        paymentMethodId: order.paymentMethodId,
        email: state.status === "signed-in" ? state.user.email : "",
        quantity,
        childrenCovered: buysForLearners ? [...order.children] : [],
        couponName: order.promoCode ?? "",
        planIsFamilyDiscount: order.plan.familyDiscount && quantity > 1,
        requestId: order.requestId,
      });
      if (response.paymentState) return response.paymentState;
    } catch {
      // Falls through to the generic error.
    }
    return create(PaymentStateSchema, { cardError: CardError.GENERIC });
  };
  return { place, pending: pay.isPending };
}
