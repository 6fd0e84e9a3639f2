import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { createRouterTransport } from "@connectrpc/connect";
import { TransportProvider } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { IndyUserSchema } from "@sumwise/gen/indy/v1/indy_user_pb";
import {
  PaymentService,
  PlanInterval,
  SubscriptionSchema,
  SubscriptionStatus,
} from "@sumwise/gen/payment/v1/payment_service_pb";
import { accountMessages } from "@sumwise/rules";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { paymentMessages } from "../../../lib/payments/card-errors.js";
import { type Session, SessionContext } from "../../../lib/session/session-context.js";
import { SubscriptionCard } from "./subscription-card.js";

const plan = { stripeName: "price_monthly", amount: 999n, currency: "gbp", interval: PlanInterval.MONTH, active: true };
const subscription = (extra: Record<string, unknown> = {}) =>
  create(SubscriptionSchema, {
    name: "subscriptions/sub_1",
    planName: "price_monthly",
    status: SubscriptionStatus.ACTIVE,
    interval: PlanInterval.MONTH,
    quantity: 2,
    currency: "gbp",
    nextPeriodStart: timestampFromDate(new Date(Date.UTC(2026, 11, 24))),
    childrenCovered: ["indyUsers/a", "indyUsers/b"],
    paymentMethod: { cardBrand: "visa", cardLastFour: "4242" },
    ...extra,
  });

function renderCard(access: Record<string, unknown>, plans = [{ ...plan, displayName: "Monthly" }]) {
  const transport = createRouterTransport(({ service }) => {
    service(PaymentService, {
      getAccessDetails: () => ({ accessDetails: access }),
      listProductPlans: () => ({ plans }),
    });
    service(IndyService, {
      getChildLearnerAccounts: () => ({
        childLearnerAccounts: [
          { indyUser: create(IndyUserSchema, { name: "indyUsers/a", firstName: "Ada", lastName: "L" }) },
          { indyUser: create(IndyUserSchema, { name: "indyUsers/b", firstName: "Byron", lastName: "L" }) },
        ],
      }),
    });
  });
  const session = { state: { status: "signed-out" }, signOut: async () => {} } as unknown as Session;
  render(
    <TransportProvider transport={transport}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionContext.Provider value={session}>
          <MemoryRouter>
            <SubscriptionCard />
          </MemoryRouter>
        </SessionContext.Provider>
      </QueryClientProvider>
    </TransportProvider>,
  );
}

const detail = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

describe("subscription details card", () => {
  afterEach(cleanup);

  it("shows plan, status, price, next payment, card and learners, with Update payment and Cancel", async () => {
    const active = subscription();
    renderCard({ subscriptionsDetails: [active], activeSubscription: active.name, canPay: true });
    await screen.findByText("Monthly");
    expect(detail("Status")).toBe("Active");
    expect(detail("Price")).toBe("£9.99 x 2 / month");
    expect(detail("Next payment")).toBe("24 December 2026");
    expect(detail("Payment method")).toBe("Visa ending in 4242");
    expect(await screen.findByText("Ada L, Byron L")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Update payment" }).getAttribute("href")).toBe(
      "/account/update-payment-information",
    );
    expect(screen.getByRole("link", { name: "Cancel subscription" }).getAttribute("href")).toBe(
      "/account/cancel?s=subscriptions%2Fsub_1",
    );
  });

  it("says when a subscription is set to end and offers no second cancel", async () => {
    const ending = subscription({ cancelAtPeriodEnd: true });
    renderCard({ subscriptionsDetails: [ending], activeSubscription: ending.name });
    await screen.findByText(/will end on 24 December 2026/);
    expect(screen.queryByRole("link", { name: "Cancel subscription" })).toBeNull();
  });

  it("tells a buyer whose payment failed to update the payment method", async () => {
    const pastDue = subscription({ status: SubscriptionStatus.PAST_DUE });
    renderCard({ subscriptionsDetails: [pastDue], activeSubscription: pastDue.name });
    expect((await screen.findByRole("alert")).textContent).toBe(paymentMessages.pastDueBuyer);
  });

  it("shows Error when the subscription's plan is not among the plans", async () => {
    const active = subscription({ planName: "price_gone" });
    renderCard({ subscriptionsDetails: [active], activeSubscription: active.name });
    expect((await screen.findByRole("alert")).textContent).toBe("ErrorPlease try refreshing the page.");
  });

  it("tells a supported learner the parent manages it, with the learner's past-due message", async () => {
    renderCard({ hasSupporter: true, coveredByOther: true, coveringSubscriptionPastDue: true });
    await screen.findByText(accountMessages.managedByParent);
    expect(screen.getByText(accountMessages.wantToContinue)).toBeTruthy();
    expect(screen.getByRole("button", { name: accountMessages.letMyParentLogIn })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(paymentMessages.pastDueLearner);
  });
});
