import { create } from "@bufbuild/protobuf";
import { createRouterTransport } from "@connectrpc/connect";
import { TransportProvider } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { IndyUserSchema, RoleState, SessionUserSchema } from "@sumwise/gen/indy/v1/indy_user_pb";
import {
  CardError,
  PaymentIntentStatus,
  PaymentService,
  type PayStripeSubscriptionRequest,
  PlanInterval,
} from "@sumwise/gen/payment/v1/payment_service_pb";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppConfig } from "../../../lib/config.js";
import { AppConfigContext } from "../../../lib/config-context.js";
import { paymentMessages } from "../../../lib/payments/card-errors.js";
import { type CardForm, CardFormContext } from "../../../lib/payments/card-form.js";
import { challengeCompleteMessage } from "../../../lib/payments/local-card-form.js";
import { type Session, SessionContext } from "../../../lib/session/session-context.js";
import { CardStep } from "./card-step.js";
import { LocationStep } from "./location-step.js";
import { OrderSummaryStep } from "./order-summary-step.js";
import { ProductsStep } from "./products-step.js";
import { ResultStep } from "./result-step.js";
import { SubscribeFlow } from "./subscribe-flow.js";

// The real flow and the real local card form in jsdom, against an in-memory PaymentService and a
// fetch that answers as the Stripe emulator does; the browser journeys run against the real services.
const config: AppConfig = {
  environment: "test",
  firebase: { apiKey: "k", authDomain: "", projectId: "p", authEmulatorUrl: "" },
  stripe: { publishableKey: "pk_test_local", emulatorUrl: "/stripe-emulator" },
};

const plan = {
  stripeName: "price_monthly",
  amount: 999n,
  currency: "gbp",
  interval: PlanInterval.MONTH,
  active: true,
  familyDiscount: true,
  displayName: "Monthly",
  // As PaymentService lists Stripe's price: the first learner in full, each additional one 25% off.
  billingScheme: "tiered",
  tiersMode: "graduated",
  tiers: [
    { upTo: 1, unitAmount: 999n },
    { upTo: 0, unitAmount: 749n },
  ],
};

const child = (id: string, firstName: string) => ({
  indyUser: create(IndyUserSchema, { name: `indyUsers/${id}`, firstName, lastName: "Lovelace" }),
  username: firstName.toLowerCase(),
});

interface Setup {
  cardForm?: CardForm;
  supporter?: boolean;
  access?: Record<string, unknown>;
  children?: ReturnType<typeof child>[];
  pay?: (request: PayStripeSubscriptionRequest) => unknown;
}

type EmulatorReply = { status: number; body: unknown };
let emulator: (url: string, init: RequestInit | undefined) => EmulatorReply;
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const reply = emulator(url, init);
  return new Response(JSON.stringify(reply.body), { status: reply.status });
});

beforeEach(() => {
  emulator = (url) =>
    url.endsWith("/v1/payment_methods")
      ? { status: 200, body: { id: "pm_1", object: "payment_method", card: { brand: "visa", last4: "4242" } } }
      : { status: 404, body: { error: { code: "resource_missing", message: "No such object" } } };
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFlow(path: string, setup: Setup = {}) {
  const pay = vi.fn(setup.pay ?? (() => ({ paymentState: { paymentIntentStatus: PaymentIntentStatus.SUCCEEDED } })));
  const transport = createRouterTransport(({ service }) => {
    service(PaymentService, {
      getAccessDetails: () => ({ accessDetails: { canPay: true, ...setup.access } }),
      listProductPlans: () => ({ plans: [plan] }),
      payStripeSubscription: pay as never,
    });
    service(IndyService, { getChildLearnerAccounts: () => ({ childLearnerAccounts: setup.children ?? [] }) });
  });
  const user = create(SessionUserSchema, {
    name: "indyUsers/me",
    email: "buyer@example.com",
    learnerState: setup.supporter ? RoleState.DISABLED : RoleState.ENABLED,
    supporterState: setup.supporter ? RoleState.ENABLED : RoleState.DISABLED,
  });
  const session = { state: { status: "signed-in", user, sessionId: "s" } } as unknown as Session;
  const router = createMemoryRouter(
    [
      {
        path: "/account/subscribe",
        element: <SubscribeFlow />,
        children: [
          { path: "products", element: <ProductsStep /> },
          { path: "location-details", element: <LocationStep /> },
          { path: "card-details", element: <CardStep /> },
          { path: "order-summary", element: <OrderSummaryStep /> },
          { path: "result", element: <ResultStep /> },
        ],
      },
      { path: "/account", element: <h1>Account page</h1> },
      { path: "/parent", element: <h1>Your learners</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppConfigContext.Provider value={config}>
      <TransportProvider transport={transport}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionContext.Provider value={session}>
            {setup.cardForm ? (
              <CardFormContext.Provider value={setup.cardForm}>
                <RouterProvider router={router} />
              </CardFormContext.Provider>
            ) : (
              <RouterProvider router={router} />
            )}
          </SessionContext.Provider>
        </QueryClientProvider>
      </TransportProvider>
    </AppConfigContext.Provider>,
  );
  return { router, pay };
}

const heading = (name: string) => screen.findByRole("heading", { level: 1, name });
async function click(name: string | RegExp) {
  const button = await screen.findByRole("button", { name });
  await act(async () => fireEvent.click(button));
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** From the package to the order summary with a card the emulator accepts. */
async function reachOrderSummary() {
  await heading("Choose a package");
  await click("Continue");
  await heading("Billing address");
  type("Postcode", "sw1a1aa");
  await click("Continue");
  await heading("Payment details");
  type("Name on card", "Ada Lovelace");
  type("Card number", "4242 4242 4242 4242");
  type("Expiry date", "12 / 34");
  type("Security code", "123");
  await click("Continue");
  await heading("Order summary");
}

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
    emulator = (url, init) => {
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
    };
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
