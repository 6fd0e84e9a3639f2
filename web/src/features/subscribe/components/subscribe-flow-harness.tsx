import { create } from "@bufbuild/protobuf";
import { createRouterTransport } from "@connectrpc/connect";
import { TransportProvider } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { IndyUserSchema, RoleState, SessionUserSchema } from "@sumwise/gen/indy/v1/indy_user_pb";
import {
  PaymentIntentStatus,
  PaymentService,
  type PayStripeSubscriptionRequest,
  PlanInterval,
} from "@sumwise/gen/payment/v1/payment_service_pb";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";
import type { AppConfig } from "../../../lib/config.js";
import { AppConfigContext } from "../../../lib/config-context.js";
import { type CardForm, CardFormContext } from "../../../lib/payments/card-form.js";
import { type Session, SessionContext } from "../../../lib/session/session-context.js";
import { CardStep } from "./card-step.js";
import { LocationStep } from "./location-step.js";
import { OrderSummaryStep } from "./order-summary-step.js";
import { ProductsStep } from "./products-step.js";
import { ResultStep } from "./result-step.js";
import { SubscribeFlow } from "./subscribe-flow.js";

// The real flow and the real local card form in jsdom, against an in-memory PaymentService and a
// fetch that answers as the Stripe emulator does; the browser journeys run against the real services.
export const config: AppConfig = {
  environment: "test",
  firebase: { apiKey: "k", authDomain: "", projectId: "p", authEmulatorUrl: "" },
  stripe: { publishableKey: "pk_test_local", emulatorUrl: "/stripe-emulator" },
};

export const plan = {
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

export const child = (id: string, firstName: string) => ({
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
export const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const reply = emulator(url, init);
  return new Response(JSON.stringify(reply.body), { status: reply.status });
});

/** The fetch stub and cleanup every subscribe-flow test file installs. */
export function useSubscribeHarness(): void {
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
}

/** Answers the card form's calls as the emulator would, for the rest of a test. */
export function setEmulator(answer: typeof emulator): void {
  emulator = answer;
}

export function renderFlow(path: string, setup: Setup = {}) {
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

export const heading = (name: string) => screen.findByRole("heading", { level: 1, name });
export async function click(name: string | RegExp) {
  const button = await screen.findByRole("button", { name });
  await act(async () => fireEvent.click(button));
}
export const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** From the package to the order summary with a card the emulator accepts. */
export async function reachOrderSummary() {
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
