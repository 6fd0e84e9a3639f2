import { CardError } from "@sumwise/gen/payment/v1/payment_service_pb";
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { paymentMessages } from "../../../lib/payments/card-errors.js";
import type { CardForm } from "../../../lib/payments/card-form.js";
import { child, click, heading, reachOrderSummary, renderFlow, useSubscribeHarness } from "./subscribe-flow-harness.js";

// Supporters choosing learners, and digital wallets, in the subscribe flow (subscribe-flow-harness.tsx).
useSubscribeHarness();

describe("subscribe flow for a supporter", () => {
  it("asks for learners to be created when there are none", async () => {
    renderFlow("/account/subscribe/products", { supporter: true, children: [] });
    await screen.findByText(paymentMessages.noLearners);
    expect(screen.getByRole("link", { name: "Add learner" }).getAttribute("href")).toBe("/parent");
  });

  it("needs at least one learner, counts the quantity and takes 25% off each additional learner", async () => {
    const { pay } = renderFlow("/account/subscribe/products", {
      supporter: true,
      children: [child("a", "Ada"), child("b", "Byron")],
    });
    await heading("Choose a package");
    await click("Continue");
    expect(screen.getByText("Please select at least one learner.")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByLabelText("Ada Lovelace")));
    await act(async () => fireEvent.click(screen.getByLabelText("Byron Lovelace")));
    // £9.99 + £7.49 (25% off the second learner) = £17.48.
    expect(screen.getByText(/Total:/).textContent).toContain("£17.48");
    await reachOrderSummary();
    expect(screen.getByText("Ada Lovelace, Byron Lovelace")).toBeTruthy();
    await click("Subscribe now");
    await screen.findByText("Payment successful");
    expect(pay.mock.calls[0]?.[0]).toMatchObject({
      quantity: 2,
      childrenCovered: ["indyUsers/a", "indyUsers/b"],
      planIsFamilyDiscount: true,
    });
  });
});

describe("subscribe flow with a digital wallet", () => {
  /** Stripe's payment request as the production form offers it, with a wallet in the browser. */
  function walletForm(complete: (succeeded: boolean) => void): CardForm {
    const failure = { error: { code: "generic", message: "" } };
    return {
      kind: "stripe",
      Fields: () => null,
      validate: () => ({}),
      createPaymentMethod: async () => failure,
      confirmCardPayment: async () => failure,
      confirmCardSetup: async () => failure,
      wallet: {
        available: async () => "Google Pay",
        update: () => {},
        pay: async () => ({ paymentMethod: { id: "pm_wallet", brand: "visa", last4: "1111" }, complete }),
      },
    };
  }

  it("shows the wallet button instead of Continue and skips to the result", async () => {
    const complete = vi.fn();
    const { pay } = renderFlow("/account/subscribe/products", { cardForm: walletForm(complete) });
    await screen.findByRole("button", { name: "Pay with Google Pay" });
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
    expect(screen.getByRole("button", { name: "Pay by card instead" })).toBeTruthy();
    await click("Pay with Google Pay");
    await screen.findByText("Payment successful");
    expect(pay.mock.calls[0]?.[0]).toMatchObject({ paymentMethodId: "pm_wallet", quantity: 1 });
    expect(complete).toHaveBeenCalledWith(true);
  });

  it("sends a wallet payment's card error back to the package step", async () => {
    const complete = vi.fn();
    renderFlow("/account/subscribe/products", {
      cardForm: walletForm(complete),
      pay: () => ({ paymentState: { cardError: CardError.DECLINED } }),
    });
    await click("Pay with Google Pay");
    await screen.findByText(paymentMessages.declined);
    expect(complete).toHaveBeenCalledWith(false);
    await click("Back to Choose a package");
    await screen.findByRole("button", { name: "Pay with Google Pay" });
  });
});
