/**
 * Each kind is named as PaymentService's CardError value is (declined is CARD_ERROR_DECLINED), so
 * callers holding the generated enum convert with `CardError[kind.toUpperCase()]`.
 *
 * Accounts spec §8's provider code mapping: Stripe's error code (from the card form or the server)
 * to the card error the subscribe and update-payment screens explain. Anything else is generic.
 */
export type CardErrorKind =
  | "none"
  | "declined"
  | "coupon_expired"
  | "email_invalid"
  | "expired_card"
  | "incorrect_address"
  | "incorrect_cvc"
  | "incorrect_number"
  | "incorrect_zip"
  | "invalid_card_type"
  | "invalid_cvc"
  | "invalid_expiry_month"
  | "invalid_expiry_year"
  | "invalid_number"
  | "incorrect_postal_code"
  | "authentication_failed"
  | "generic";

const byStripeCode: Record<string, CardErrorKind> = {
  card_declined: "declined",
  expired_card: "expired_card",
  incorrect_address: "incorrect_address",
  incorrect_cvc: "incorrect_cvc",
  incorrect_number: "incorrect_number",
  incorrect_zip: "incorrect_zip",
  invalid_card_type: "invalid_card_type",
  invalid_cvc: "invalid_cvc",
  invalid_expiry_month: "invalid_expiry_month",
  invalid_expiry_year: "invalid_expiry_year",
  invalid_number: "invalid_number",
  postal_code_invalid: "incorrect_postal_code",
  setup_intent_authentication_failure: "authentication_failed",
  payment_intent_authentication_failure: "authentication_failed",
  promotion_code_expired: "coupon_expired",
  email_invalid: "email_invalid",
};

export function cardErrorOf(stripeCode: string | undefined): CardErrorKind {
  return (stripeCode && byStripeCode[stripeCode]) || "generic";
}
