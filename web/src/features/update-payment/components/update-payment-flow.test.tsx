import { create } from "@bufbuild/protobuf";
import { createRouterTransport } from "@connectrpc/connect";
import { TransportProvider } from "@connectrpc/connect-query";
import {
  CardError,
  PaymentIntentStatus,
  PaymentService,
  SpecialDiscountType,
  SubscriptionSchema,
  SubscriptionStatus,
} from "@sumwise/gen/payment/v1/payment_service_pb";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppConfig } from "../../../lib/config.js";
import { AppConfigContext } from "../../../lib/config-context.js";
import { paymentMessages } from "../../../lib/payments/card-errors.js";
import { updatePaymentRedirect } from "../update-payment-steps.js";
import { CardStep } from "./card-step.js";
import { LocationStep } from "./location-step.js";
import { ResultStep } from "./result-step.js";
import { ReviewStep } from "./review-step.js";
import { UpdatePaymentFlow } from "./update-payment-flow.js";

const config: AppConfig = {
  environment: "test",
  firebase: { apiKey: "k", authDomain: "", projectId: "p", authEmulatorUrl: "" },
  stripe: { publishableKey: "pk_test_local", emulatorUrl: "/stripe-emulator" },
};

const oldCard = { cardBrand: "visa", cardLastFour: "4242" };
const newCard = { cardBrand: "mastercard", cardLastFour: "4444" };

const subscription = (status: SubscriptionStatus, extra: Record<string, unknown> = {}) =>
  create(SubscriptionSchema, {
    name: "subscriptions/sub_1",
    planName: "price_monthly",
    status,
    paymentMethod: oldCard,
    ...extra,
  });

const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  if (url.endsWith("/v1/payment_methods"))
    return new Response(JSON.stringify({ id: "pm_new", card: { brand: "mastercard", last4: "4444" } }));
  if (url === "/stripe-emulator/v1/setup_intents/seti_1/confirm")
    return new Response(JSON.stringify({ id: "seti_1", status: "succeeded" }));
  return new Response("{}", { status: 404 });
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFlow(path: string, access: Record<string, unknown>, handlers: Record<string, unknown> = {}) {
  const calls = {
    setupIntent: vi.fn(() => ({ clientSecret: "seti_1_secret_x" })),
    setDefault: vi.fn((_request: unknown) => ({
      paymentState: { cardError: CardError.NONE },
      originalPaymentMethod: oldCard,
      updatedPaymentMethod: newCard,
    })),
    payPastDue: vi.fn((_request: unknown) => ({
      paymentState: { cardError: CardError.NONE, paymentIntentStatus: PaymentIntentStatus.SUCCEEDED },
      originalPaymentMethod: oldCard,
      updatedPaymentMethod: newCard,
    })),
  };
  const transport = createRouterTransport(({ service }) => {
    service(PaymentService, {
      getAccessDetails: () => ({ accessDetails: { canPay: true, ...access } }),
      getNextInvoiceForSubscription: () => ({ amountDue: 999n, currency: "gbp" }),
      createStripeSetupIntent: calls.setupIntent,
      setDefaultStripePaymentMethod: calls.setDefault,
      payPastDueStripeSubscription: calls.payPastDue,
      ...handlers,
    } as never);
  });
  const router = createMemoryRouter(
    [
      {
        path: "/account/update-payment-information",
        element: <UpdatePaymentFlow />,
        children: [
          { path: "review", element: <ReviewStep /> },
          { path: "location-details", element: <LocationStep /> },
          { path: "card-details", element: <CardStep /> },
          { path: "result", element: <ResultStep /> },
        ],
      },
      { path: "/account", element: <h1>Account page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppConfigContext.Provider value={config}>
      <TransportProvider transport={transport}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </TransportProvider>
    </AppConfigContext.Provider>,
  );
  return calls;
}

const heading = (name: string) => screen.findByRole("heading", { level: 1, name });
async function click(name: string) {
  const button = await screen.findByRole("button", { name });
  await act(async () => fireEvent.click(button));
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function enterNewCard() {
  await heading("Preview changes");
  await click("Continue");
  await heading("Location details");
  type("Postcode", "SW1A 1AA");
  await click("Continue");
  await heading("Card details");
  type("Name on card", "Ada Lovelace");
  type("Card number", "5555 5555 5555 4444");
  type("Expiry date", "12/34");
  type("Security code", "123");
  await click("Update payment information");
}

describe("update payment information", () => {
  it("redirects to earlier steps when their data is missing", () => {
    const none = { reviewed: false, postcode: "", finished: false };
    expect(updatePaymentRedirect("card-details", none)).toBe("review");
    expect(updatePaymentRedirect("card-details", { ...none, reviewed: true })).toBe("location-details");
    expect(updatePaymentRedirect("card-details", { ...none, reviewed: true, postcode: "M1 1AE" })).toBeUndefined();
    expect(updatePaymentRedirect("result", { reviewed: true, postcode: "M1 1AE", finished: false })).toBe("review");
    expect(updatePaymentRedirect("review", none)).toBeUndefined();
  });

  it("sends users with no subscription, a supporter, or a partner subscription to the account page", async () => {
    renderFlow("/account/update-payment-information/review", {});
    await heading("Account page");
    cleanup();
    const partner = subscription(SubscriptionStatus.ACTIVE, {
      coupon: { specialDiscountType: SpecialDiscountType.SECONDARY_READY },
    });
    renderFlow("/account/update-payment-information/review", {
      subscriptionsDetails: [partner],
      activeSubscription: partner.name,
    });
    await heading("Account page");
  });

  it("confirms a setup intent with the new card and makes it the default, showing old and new", async () => {
    const active = subscription(SubscriptionStatus.ACTIVE);
    const calls = renderFlow("/account/update-payment-information/card-details", {
      subscriptionsDetails: [active],
      activeSubscription: active.name,
    });
    await enterNewCard();
    await screen.findByText(paymentMessages.paymentInformationUpdated);
    expect(screen.getByText("Visa ending in 4242")).toBeTruthy();
    expect(screen.getByText("Mastercard ending in 4444")).toBeTruthy();
    expect(calls.setupIntent).toHaveBeenCalledTimes(1);
    expect(calls.setDefault.mock.calls[0]?.[0]).toMatchObject({ paymentMethodId: "pm_new" });
    expect(calls.payPastDue).not.toHaveBeenCalled();
    const confirm = fetchMock.mock.calls.find(([url]) => url.includes("setup_intents"));
    expect(new URLSearchParams(String(confirm?.[1]?.body)).get("payment_method")).toBe("pm_new");
  });

  it("pays a past-due subscription's invoice with the new card", async () => {
    const pastDue = subscription(SubscriptionStatus.PAST_DUE);
    const calls = renderFlow("/account/update-payment-information/review", {
      subscriptionsDetails: [pastDue],
      activeSubscription: pastDue.name,
    });
    await screen.findByText(paymentMessages.pastDueBuyer);
    await enterNewCard();
    await screen.findByText("Your overdue payment has been paid with your new card.");
    expect(calls.payPastDue.mock.calls[0]?.[0]).toMatchObject({
      subscriptionName: "subscriptions/sub_1",
      paymentMethodId: "pm_new",
    });
    expect(calls.setupIntent).not.toHaveBeenCalled();
  });

  it("shows a declined card from the past-due payment and goes back to the card details", async () => {
    const pastDue = subscription(SubscriptionStatus.PAST_DUE);
    renderFlow(
      "/account/update-payment-information/review",
      { subscriptionsDetails: [pastDue], activeSubscription: pastDue.name },
      { payPastDueStripeSubscription: () => ({ paymentState: { cardError: CardError.DECLINED } }) },
    );
    await enterNewCard();
    await screen.findByText(paymentMessages.declined);
    await click("Back to Card details");
    await heading("Card details");
  });
});
