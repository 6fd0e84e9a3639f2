import { CardError, PaymentIntentStatus } from "@sumwise/gen/payment/v1/payment_service_pb";
import { act, cleanup, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paymentMessages } from "../../../lib/payments/card-errors.js";
import { challengeCompleteMessage } from "../../../lib/payments/local-card-form.js";
import {
  click,
  fetchMock,
  heading,
  reachOrderSummary,
  renderFlow,
  setEmulator,
  type,
  useSubscribeHarness,
} from "./subscribe-flow-harness.js";

// The real flow and the real local card form in jsdom (subscribe-flow-harness.tsx); the browser
// journeys run against the real services.
useSubscribeHarness();

describe("subscribe flow", () => {
  it("sends a visit that jumps ahead without earlier data to the earliest missing step", async () => {
    renderFlow("/account/subscribe/order-summary");
    await heading("Choose a package");
    cleanup();
    renderFlow("/account/subscribe/result");
    await heading("Choose a package");
  });

  it("sends users who may not buy to the account page", async () => {
    renderFlow("/account/subscribe/products", { access: { activeSubscription: "subscriptions/sub_1" } });
    await heading("Account page");
    cleanup();
    renderFlow("/account/subscribe/products", { access: { hasSupporter: true, canPay: false } });
    await heading("Account page");
  });

  it("shows the stepper from the billing address on, with only earlier steps clickable", async () => {
    renderFlow("/account/subscribe/products");
    await heading("Choose a package");
    expect(screen.queryByRole("navigation", { name: "Subscribe steps" })).toBeNull();
    await click("Continue");
    await heading("Billing address");
    type("Postcode", "not a postcode");
    await click("Continue");
    expect(screen.getByText("Please enter a valid UK postcode.")).toBeTruthy();
    type("Postcode", "M1 1AE");
    await click("Continue");
    await heading("Payment details");
    expect(screen.getByRole("navigation", { name: "Subscribe steps" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Order summary/ })).toBeNull();
    await click(/Step 2 of 4 \(done\):\s*Billing address/);
    await heading("Billing address");
    expect((screen.getByLabelText("Postcode") as HTMLInputElement).value).toBe("M1 1AE");
  });

  it("checks the card fields with the spec's messages before asking the provider", async () => {
    renderFlow("/account/subscribe/products");
    await heading("Choose a package");
    await click("Continue");
    await heading("Billing address");
    type("Postcode", "SW1A 1AA");
    await click("Continue");
    await heading("Payment details");
    type("Card number", "4242 4242 4242 4241");
    await click("Continue");
    expect(screen.getByText("Name on card must not be empty.")).toBeTruthy();
    expect(screen.getByText("Please enter a valid card number.")).toBeTruthy();
    expect(screen.getByText("Please enter a valid card expiry date.")).toBeTruthy();
    expect(screen.getByText("Please enter a valid card security code.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("tokenises the card with the emulator, places the order once per request id, and shows success", async () => {
    const { pay } = renderFlow("/account/subscribe/products");
    await reachOrderSummary();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/stripe-emulator/v1/payment_methods");
    const body = new URLSearchParams(String(init?.body));
    expect(body.get("card[number]")).toBe("4242424242424242");
    expect(body.get("card[exp_month]")).toBe("12");
    expect(body.get("card[exp_year]")).toBe("2034");
    expect(body.get("billing_details[address][postal_code]")).toBe("SW1A 1AA");
    expect(body.get("billing_details[address][country]")).toBe("GB");
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe("Bearer pk_test_local");
    expect(screen.getByText("Visa ending in 4242")).toBeTruthy();
    await click("Subscribe now");
    await screen.findByText("Payment successful");
    const request = pay.mock.calls[0]?.[0];
    expect(request).toMatchObject({
      planName: "price_monthly",
      paymentMethodId: "pm_1",
      email: "buyer@example.com",
      quantity: 1,
      childrenCovered: [],
    });
    expect(request?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole("link", { name: "Start learning" }).getAttribute("href")).toBe("/learn/course");
  });

  it("shows a declined card with the spec's message and goes back to the payment details", async () => {
    renderFlow("/account/subscribe/products", {
      pay: () => ({ paymentState: { cardError: CardError.DECLINED } }),
    });
    await reachOrderSummary();
    await click("Subscribe now");
    await screen.findByText(paymentMessages.declined);
    await click("Back to Payment details");
    await heading("Payment details");
  });

  it("sends an incorrect postcode back to the billing address with the field marked", async () => {
    renderFlow("/account/subscribe/products", {
      pay: () => ({ paymentState: { cardError: CardError.INCORRECT_POSTAL_CODE } }),
    });
    await reachOrderSummary();
    await click("Subscribe now");
    await click("Back to Billing address");
    await heading("Billing address");
    expect(screen.getByLabelText("Postcode").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please enter a valid UK postcode.")).toBeTruthy();
  });

  it("runs 3-D Secure in a dialog when the payment requires action, and reports a failed challenge", async () => {
    renderFlow("/account/subscribe/products", {
      pay: () => ({
        paymentState: {
          paymentIntentStatus: PaymentIntentStatus.REQUIRES_ACTION,
          clientSecret: "pi_123_secret_abc",
        },
      }),
    });
    await reachOrderSummary();
    setEmulator((url, init) => {
      if (url === "/stripe-emulator/v1/payment_intents/pi_123/confirm" && init?.method === "POST")
        return {
          status: 200,
          body: {
            id: "pi_123",
            status: "requires_action",
            next_action: { type: "redirect_to_url", redirect_to_url: { url: "/stripe-emulator/challenge/pi_123" } },
          },
        };
      if (url === "/stripe-emulator/v1/payment_intents/pi_123?client_secret=pi_123_secret_abc")
        return {
          status: 200,
          body: {
            id: "pi_123",
            status: "requires_payment_method",
            last_payment_error: { code: "payment_intent_authentication_failure", message: "failed" },
          },
        };
      return { status: 404, body: {} };
    });
    await click("Subscribe now");
    const frame = await screen.findByTitle("3D Secure authentication");
    expect(frame.getAttribute("src")).toBe("/stripe-emulator/challenge/pi_123");
    await act(async () =>
      window.dispatchEvent(
        new MessageEvent("message", { data: { type: challengeCompleteMessage }, origin: window.location.origin }),
      ),
    );
    await screen.findByText("3D Secure authentication failed");
    expect(screen.getByRole("button", { name: "Back to Payment details" })).toBeTruthy();
  });

  it("shows the result states for requires payment method, trialling and anything else", async () => {
    const states: [PaymentIntentStatus, string][] = [
      [PaymentIntentStatus.REQUIRES_PAYMENT_METHOD, paymentMessages.unsuccessfulPayment],
      [PaymentIntentStatus.TRIALLING, paymentMessages.trialStarted],
      [PaymentIntentStatus.UNSPECIFIED, paymentMessages.resultUnknown],
    ];
    for (const [status, message] of states) {
      renderFlow("/account/subscribe/products", { pay: () => ({ paymentState: { paymentIntentStatus: status } }) });
      await reachOrderSummary();
      await click("Subscribe now");
      await screen.findByText(message);
      cleanup();
    }
  });
});
