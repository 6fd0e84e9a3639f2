import { CardError } from "@sumwise/gen/payment/v1/payment_service_pb";
import { describe, expect, it } from "vitest";
import { cardErrorFromProviderCode, cardErrorView, paymentMessages } from "./card-errors.js";

const allErrors = Object.values(CardError).filter((value): value is CardError => typeof value === "number");

describe("card error → message and step (spec §8 Payment)", () => {
  it("sends each error back to the step that fixes it, marking the field it names", () => {
    const expected: [CardError, string, string | undefined][] = [
      [CardError.DECLINED, "card", undefined],
      [CardError.COUPON_EXPIRED, "package", undefined],
      [CardError.EXPIRED_CARD, "card", undefined],
      [CardError.INCORRECT_ADDRESS, "billing", undefined],
      [CardError.INCORRECT_CVC, "card", "cvc"],
      [CardError.INVALID_CVC, "card", "cvc"],
      [CardError.INCORRECT_NUMBER, "card", "number"],
      [CardError.INVALID_NUMBER, "card", "number"],
      [CardError.INCORRECT_ZIP, "billing", "postcode"],
      [CardError.INCORRECT_POSTAL_CODE, "billing", "postcode"],
      [CardError.INVALID_CARD_TYPE, "card", undefined],
      [CardError.INVALID_EXPIRY_MONTH, "card", "expiry"],
      [CardError.INVALID_EXPIRY_YEAR, "card", "expiry"],
      [CardError.AUTHENTICATION_FAILED, "card", undefined],
      [CardError.GENERIC, "billing", undefined],
    ];
    for (const [error, step, field] of expected) {
      const view = cardErrorView(error);
      expect({ error: CardError[error], step: view.step, field: view.field }).toEqual({
        error: CardError[error],
        step,
        field,
      });
    }
  });

  it("uses the spec's wording where it gives it", () => {
    expect(cardErrorView(CardError.DECLINED).message).toBe(
      "Sorry, your card was declined - you may like to try again or try a different card.",
    );
    expect(cardErrorView(CardError.COUPON_EXPIRED).message).toBe("The discount code you entered has expired.");
    expect(cardErrorView(CardError.AUTHENTICATION_FAILED).title).toBe("3D Secure authentication failed");
    const generic = cardErrorView(CardError.GENERIC);
    expect(generic).toMatchObject({ title: "Something went wrong", contactUs: true });
    expect(generic.message).toBe(
      "Unfortunately your payment wasn't successful so we could not process your subscription at this time.",
    );
  });

  it("gives every error a title and a message, and wallet errors always go back to the package", () => {
    for (const error of allErrors) {
      const view = cardErrorView(error);
      expect(view.title.length).toBeGreaterThan(0);
      expect(view.message.length).toBeGreaterThan(0);
      expect(cardErrorView(error, { wallet: true }).step).toBe("package");
    }
  });

  it("maps the provider's codes and treats anything else as generic", () => {
    expect(cardErrorFromProviderCode("card_declined")).toBe(CardError.DECLINED);
    expect(cardErrorFromProviderCode("postal_code_invalid")).toBe(CardError.INCORRECT_POSTAL_CODE);
    expect(cardErrorFromProviderCode("incorrect_zip")).toBe(CardError.INCORRECT_ZIP);
    expect(cardErrorFromProviderCode("setup_intent_authentication_failure")).toBe(CardError.AUTHENTICATION_FAILED);
    expect(cardErrorFromProviderCode("payment_intent_authentication_failure")).toBe(CardError.AUTHENTICATION_FAILED);
    expect(cardErrorFromProviderCode("processing_error")).toBe(CardError.GENERIC);
    expect(cardErrorFromProviderCode(undefined)).toBe(CardError.GENERIC);
    expect(cardErrorView(cardErrorFromProviderCode("rate_limit")).message).toBe(paymentMessages.paymentUnsuccessful);
  });
});
