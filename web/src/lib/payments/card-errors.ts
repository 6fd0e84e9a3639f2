import { CardError } from "@sumwise/gen/payment/v1/payment_service_pb";
import { cardErrorOf } from "@sumwise/rules";

/**
 * Where a payment error sends the user back to (accounts spec §8 "Payment"): the package, the
 * billing address or the card details. Each flow names these steps in its own words.
 */
export type PaymentErrorStep = "package" | "billing" | "card";

/** A card field an error re-marks (spec §8: "marks the security field" and so on). */
export type CardErrorField = "number" | "expiry" | "cvc" | "postcode";

export interface CardErrorView {
  title: string;
  message: string;
  step: PaymentErrorStep;
  field?: CardErrorField;
  /** Shows a "contact us" link with the message. */
  contactUs?: boolean;
}

export const paymentMessages = {
  declined: "Sorry, your card was declined - you may like to try again or try a different card.",
  couponExpired: "The discount code you entered has expired.",
  authenticationFailed: "3D Secure authentication failed",
  somethingWentWrong: "Something went wrong",
  paymentUnsuccessful:
    "Unfortunately your payment wasn't successful so we could not process your subscription at this time.",
  cardCreationFallback: "Sorry, something unexpected happened. Please check your card details or try again later.",
  invalidDiscountCode: "Invalid discount code",
  plansLoadFailed: "We were unable to load the products. Please refresh and try again.",
  learnersLoadFailed: "We were unable to load your learners. Please refresh and try again.",
  noLearners: "You don't have any learners. Please create some and try again.",
  unsuccessfulPayment: "Unsuccessful payment. Try again",
  trialStarted: "Trial started",
  resultUnknown: "Something went wrong. Please refresh or try again later.",
  paymentInformationUpdated: "Payment information updated",
  cancelFailed: "There was an error updating your subscription, please try again or contact us.",
  pastDueBuyer: "Your last payment could not be taken. Please update your payment method.",
  pastDueLearner:
    "The last payment for your subscription could not be taken. Please ask your parent to update their payment method.",
} as const;

/** The spec's card field messages (§5), also used when the provider re-marks a field. */
export const cardFieldMessages = {
  number: "Please enter a valid card number.",
  expiry: "Please enter a valid card expiry date.",
  cvc: "Please enter a valid card security code.",
  postcode: "Please enter a valid UK postcode.",
} as const;

/** Spec §8's provider code mapping (shared with PaymentService); anything else is generic. */
export const cardErrorFromProviderCode = (code: string | undefined): CardError =>
  CardError[cardErrorOf(code).toUpperCase() as keyof typeof CardError];

/** True when a payment state carries a card error to show. */
export const isCardError = (error: CardError): boolean => error !== CardError.NONE && error !== CardError.UNSPECIFIED;

/**
 * The title, message and step to go back to for each card error. `wallet`: errors of a wallet
 * payment always go back to the package step (spec §8).
 */
export function cardErrorView(error: CardError, options: { wallet?: boolean } = {}): CardErrorView {
  const view = baseView(error);
  return options.wallet ? { ...view, step: "package" } : view;
}

function baseView(error: CardError): CardErrorView {
  switch (error) {
    case CardError.DECLINED:
      return { title: "Card declined", message: paymentMessages.declined, step: "card" };
    case CardError.COUPON_EXPIRED:
      return { title: "Discount code expired", message: paymentMessages.couponExpired, step: "package" };
    case CardError.EMAIL_INVALID:
      return {
        title: "Invalid email address",
        message: "Our payment provider did not accept the email address of your account. Please contact us.",
        step: "package",
        contactUs: true,
      };
    case CardError.EXPIRED_CARD:
      return { title: "Card expired", message: "Your card has expired. Please use a different card.", step: "card" };
    case CardError.INCORRECT_ADDRESS:
      return {
        title: "Incorrect address",
        message: "The billing address does not match your card. Please check it and try again.",
        step: "billing",
      };
    case CardError.INCORRECT_CVC:
    case CardError.INVALID_CVC:
      return {
        title: "Incorrect security code",
        message: "Your card's security code is incorrect. Please check it and try again.",
        step: "card",
        field: "cvc",
      };
    case CardError.INCORRECT_NUMBER:
    case CardError.INVALID_NUMBER:
      return {
        title: "Incorrect card number",
        message: "Your card number is incorrect. Please check it and try again.",
        step: "card",
        field: "number",
      };
    case CardError.INCORRECT_ZIP:
    case CardError.INCORRECT_POSTAL_CODE:
      return {
        title: "Incorrect postcode",
        message: "The postcode does not match your card. Please check it and try again.",
        step: "billing",
        field: "postcode",
      };
    case CardError.INVALID_CARD_TYPE:
      return {
        title: "Card not supported",
        message: "We can't accept this type of card. Please use a different card.",
        step: "card",
      };
    case CardError.INVALID_EXPIRY_MONTH:
    case CardError.INVALID_EXPIRY_YEAR:
      return {
        title: "Invalid card expiration date",
        message: "Your card's expiration date is invalid. Please check it and try again.",
        step: "card",
        field: "expiry",
      };
    case CardError.AUTHENTICATION_FAILED:
      return {
        title: paymentMessages.authenticationFailed,
        message: "Please try again or use a different card. If the problem persists, please contact us.",
        step: "card",
        contactUs: true,
      };
    default:
      return {
        title: paymentMessages.somethingWentWrong,
        message: paymentMessages.paymentUnsuccessful,
        step: "billing",
        contactUs: true,
      };
  }
}
