import type { MessageInitShape } from "@bufbuild/protobuf";
import { CardError, PaymentIntentStatus, type PaymentStateSchema } from "@sumwise/gen/payment/v1/payment_service_pb";
import { cardErrorOf } from "@sumwise/rules";
import Stripe from "stripe";

type PaymentState = MessageInitShape<typeof PaymentStateSchema>;

/** Stripe's error code as the card error of the proto (the kinds are named as its values). */
const cardErrorFor = (stripeCode: string | undefined): CardError =>
  CardError[cardErrorOf(stripeCode).toUpperCase() as keyof typeof CardError];

export const succeeded: PaymentState = {
  cardError: CardError.NONE,
  paymentIntentStatus: PaymentIntentStatus.SUCCEEDED,
};

/** A card refusal is an answer for the user (spec §8), not a failed call: anything else is rethrown. */
export function stateFromCardError(error: unknown): PaymentState {
  if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
  const intent = error.payment_intent;
  if (error.code === "invoice_payment_intent_requires_action" && intent?.client_secret) {
    return {
      cardError: CardError.NONE,
      paymentIntentStatus: PaymentIntentStatus.REQUIRES_ACTION,
      clientSecret: intent.client_secret,
    };
  }
  return {
    cardError: cardErrorFor(error.code),
    paymentIntentStatus: PaymentIntentStatus.REQUIRES_PAYMENT_METHOD,
    message: error.message,
  };
}

/** Where a new subscription's first payment stands (spec §4 payment result). */
export function stateOfNewSubscription(subscription: Stripe.Subscription): PaymentState {
  const setup = subscription.pending_setup_intent;
  if (setup && typeof setup === "object" && setup.status === "requires_action" && setup.client_secret) {
    return {
      cardError: CardError.NONE,
      paymentIntentStatus: PaymentIntentStatus.REQUIRES_ACTION,
      clientSecret: setup.client_secret,
    };
  }
  if (subscription.status === "trialing")
    return { cardError: CardError.NONE, paymentIntentStatus: PaymentIntentStatus.TRIALLING };
  if (subscription.status === "active") return succeeded;
  const invoice = subscription.latest_invoice;
  const intent = invoice && typeof invoice === "object" ? invoice.payment_intent : null;
  if (intent && typeof intent === "object") {
    if (intent.status === "requires_action" && intent.client_secret)
      return {
        cardError: CardError.NONE,
        paymentIntentStatus: PaymentIntentStatus.REQUIRES_ACTION,
        clientSecret: intent.client_secret,
      };
    if (intent.status === "succeeded") return succeeded;
    return {
      cardError: cardErrorFor(intent.last_payment_error?.code),
      paymentIntentStatus: PaymentIntentStatus.REQUIRES_PAYMENT_METHOD,
      message: intent.last_payment_error?.message ?? "",
    };
  }
  return { cardError: CardError.GENERIC, paymentIntentStatus: PaymentIntentStatus.UNSPECIFIED };
}

export const newSubscriptionExpand = [
  "latest_invoice.payment_intent",
  "pending_setup_intent",
  "default_payment_method",
];
