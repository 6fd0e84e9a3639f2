import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";
import { accessPolicies, signedIn } from "@sumwise/kit";

/**
 * Who may call each PaymentService method (README "How a request is authorised"). Buying needs an
 * account that may pay: the handlers refuse learners with a supporter and demo users (spec §6), and
 * every subscription is looked up among the caller's own.
 */
export const policies = accessPolicies(PaymentService, {
  // Any account's own access (demo visitors have no trial or plan). LearningService asks on the
  // learner's behalf with the learner's token.
  getAccessDetails: signedIn(),
  listProductPlans: signedIn(),
  getCouponForPromoCode: signedIn(),
  getNextInvoiceForSubscription: signedIn(),
  createStripeSetupIntent: signedIn(),
  setDefaultStripePaymentMethod: signedIn(),
  payPastDueStripeSubscription: signedIn(),
  payStripeSubscription: signedIn(),
  cancelSubscriptionAtPeriodEnd: signedIn(),
});
