import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { Code, ConnectError, createRouterTransport } from "@connectrpc/connect";
import { TransportProvider } from "@connectrpc/connect-query";
import {
  PaymentService,
  SpecialDiscountType,
  SubscriptionSchema,
  SubscriptionStatus,
} from "@sumwise/gen/payment/v1/payment_service_pb";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paymentMessages } from "../../../lib/payments/card-errors.js";
import { CancelPage } from "./cancel-page.js";

const periodEnd = timestampFromDate(new Date(Date.UTC(2026, 11, 24)));
const active = create(SubscriptionSchema, {
  name: "subscriptions/sub_1",
  status: SubscriptionStatus.ACTIVE,
  nextPeriodStart: periodEnd,
});

function renderCancel(
  query: string,
  access: Record<string, unknown>,
  cancel: (request: unknown) => unknown = () => ({}),
) {
  const cancelCall = vi.fn(cancel);
  const transport = createRouterTransport(({ service }) => {
    service(PaymentService, {
      getAccessDetails: () => ({ accessDetails: { canPay: true, ...access } }),
      cancelSubscriptionAtPeriodEnd: cancelCall as never,
    });
  });
  render(
    <TransportProvider transport={transport}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[`/account/cancel${query}`]}>
          <Routes>
            <Route path="/account/cancel" element={<CancelPage />} />
            <Route path="/account" element={<h1>Account page</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </TransportProvider>,
  );
  return cancelCall;
}

describe("cancel subscription", () => {
  afterEach(cleanup);

  it("refuses unknown, partner, already-cancelling subscriptions and users with a supporter (§2)", async () => {
    const cases: [string, Record<string, unknown>][] = [
      ["?s=subscriptions/other", { subscriptionsDetails: [active] }],
      ["", { subscriptionsDetails: [active] }],
      ["?s=subscriptions/sub_1", { subscriptionsDetails: [active], hasSupporter: true }],
      ["?s=subscriptions/sub_1", { subscriptionsDetails: [{ ...active, cancelAtPeriodEnd: true }] }],
      [
        "?s=subscriptions/sub_1",
        { subscriptionsDetails: [{ ...active, coupon: { specialDiscountType: SpecialDiscountType.UNIVERSITY } }] },
      ],
    ];
    for (const [query, access] of cases) {
      renderCancel(query, access);
      await screen.findByRole("heading", { name: "Account page" });
      cleanup();
    }
  });

  it("reviews, cancels and shows success with the date access ends", async () => {
    const cancel = renderCancel("?s=subscriptions%2Fsub_1", { subscriptionsDetails: [active] }, () => ({
      subscription: { ...active, cancelAtPeriodEnd: true },
    }));
    await screen.findByRole("heading", { name: "Cancel your subscription" });
    expect(screen.getByText(/24 December 2026/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Cancel subscription" })));
    await screen.findByRole("heading", { name: "Subscription cancelled" });
    expect(screen.getByRole("status").textContent).toContain("24 December 2026");
    expect(cancel.mock.calls[0]?.[0]).toMatchObject({ subscriptionName: "subscriptions/sub_1" });
  });

  it("shows the spec's message when the cancel call fails", async () => {
    renderCancel("?s=subscriptions/sub_1", { subscriptionsDetails: [active] }, () => {
      throw new ConnectError("boom", Code.Internal);
    });
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Cancel subscription" })));
    expect((await screen.findByRole("alert")).textContent).toBe(paymentMessages.cancelFailed);
  });
});
