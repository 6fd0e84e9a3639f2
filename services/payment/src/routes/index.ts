import type { ConnectRouter } from "@connectrpc/connect";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";
import type { PaymentContext } from "../context.js";
import { cancelSubscriptionAtPeriodEnd } from "./cancel-subscription-at-period-end.js";
import { createStripeSetupIntent } from "./create-stripe-setup-intent.js";
import { getAccessDetails } from "./get-access-details.js";
import { getCouponForPromoCode } from "./get-coupon-for-promo-code.js";
import { getNextInvoiceForSubscription } from "./get-next-invoice-for-subscription.js";
import { listProductPlans } from "./list-product-plans.js";
import { payPastDueStripeSubscription } from "./pay-past-due-stripe-subscription.js";
import { payStripeSubscription } from "./pay-stripe-subscription.js";
import { setDefaultStripePaymentMethod } from "./set-default-stripe-payment-method.js";

export function routes(ctx: PaymentContext) {
  return (router: ConnectRouter) =>
    router.service(PaymentService, {
      getAccessDetails: getAccessDetails(ctx),
      listProductPlans: listProductPlans(ctx),
      getCouponForPromoCode: getCouponForPromoCode(ctx),
      getNextInvoiceForSubscription: getNextInvoiceForSubscription(ctx),
      createStripeSetupIntent: createStripeSetupIntent(ctx),
      setDefaultStripePaymentMethod: setDefaultStripePaymentMethod(ctx),
      payPastDueStripeSubscription: payPastDueStripeSubscription(ctx),
      payStripeSubscription: payStripeSubscription(ctx),
      cancelSubscriptionAtPeriodEnd: cancelSubscriptionAtPeriodEnd(ctx),
    });
}
