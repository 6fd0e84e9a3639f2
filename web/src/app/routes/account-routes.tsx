import { Navigate, type RouteObject } from "react-router";
import { page, titled } from "./lazy-page.js";

/**
 * The account page and its payment flows (accounts spec §2, §4), for non-demo users: part of the one
 * route table in ../router.tsx, kept here because the three flows with their steps are long.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: "/account",
    ...titled("My account"),
    lazy: page(() => import("../../features/account/components/account-page.js").then((m) => m.AccountPage)),
  },
  // The subscribe flow (spec §2, §4): one layout keeps the order while the user moves between steps.
  {
    path: "/account/subscribe",
    lazy: page(() => import("../../features/subscribe/components/subscribe-flow.js").then((m) => m.SubscribeFlow)),
    children: [
      { index: true, element: <Navigate to="/account/subscribe/products" replace /> },
      {
        path: "products",
        ...titled("Choose a package"),
        lazy: page(() => import("../../features/subscribe/components/products-step.js").then((m) => m.ProductsStep)),
      },
      {
        path: "location-details",
        ...titled("Billing address"),
        lazy: page(() => import("../../features/subscribe/components/location-step.js").then((m) => m.LocationStep)),
      },
      {
        path: "card-details",
        ...titled("Payment details"),
        lazy: page(() => import("../../features/subscribe/components/card-step.js").then((m) => m.CardStep)),
      },
      {
        path: "order-summary",
        ...titled("Order summary"),
        lazy: page(() =>
          import("../../features/subscribe/components/order-summary-step.js").then((m) => m.OrderSummaryStep),
        ),
      },
      {
        path: "result",
        ...titled("Subscribe result"),
        lazy: page(() => import("../../features/subscribe/components/result-step.js").then((m) => m.ResultStep)),
      },
    ],
  },
  // Update payment information (spec §2, §4): Preview changes, Location details, Card details, result.
  {
    path: "/account/update-payment-information",
    lazy: page(() =>
      import("../../features/update-payment/components/update-payment-flow.js").then((m) => m.UpdatePaymentFlow),
    ),
    children: [
      { index: true, element: <Navigate to="/account/update-payment-information/review" replace /> },
      {
        path: "review",
        ...titled("Preview changes"),
        lazy: page(() => import("../../features/update-payment/components/review-step.js").then((m) => m.ReviewStep)),
      },
      {
        path: "location-details",
        ...titled("Location details"),
        lazy: page(() =>
          import("../../features/update-payment/components/location-step.js").then((m) => m.LocationStep),
        ),
      },
      {
        path: "card-details",
        ...titled("Card details"),
        lazy: page(() => import("../../features/update-payment/components/card-step.js").then((m) => m.CardStep)),
      },
      {
        path: "result",
        ...titled("Payment information"),
        lazy: page(() => import("../../features/update-payment/components/result-step.js").then((m) => m.ResultStep)),
      },
    ],
  },
  {
    path: "/account/cancel",
    ...titled("Cancel subscription"),
    lazy: page(() => import("../../features/cancel-subscription/components/cancel-page.js").then((m) => m.CancelPage)),
  },
];
