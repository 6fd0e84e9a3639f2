import type { Coupon, PaymentState } from "@sumwise/gen/payment/v1/payment_service_pb";
import { createContext, useContext } from "react";
import type { CardErrorField } from "../../lib/payments/card-errors.js";
import type { CardPaymentMethod } from "../../lib/payments/card-form.js";
import type { SubscribeStep } from "./subscribe-steps.js";

/** What the subscribe flow carries from step to step (it lives as long as the flow's layout). */
export interface SubscribeOrder {
  planName: string;
  /** Indy user names of the learners chosen (supporters only). */
  children: string[];
  promo: { code: string; coupon: Coupon } | undefined;
  postcode: string;
  nameOnCard: string;
  paymentMethod: CardPaymentMethod | undefined;
  /**
   * One per order (crypto.randomUUID): sent with PayStripeSubscription so a retry of the same
   * order counts once. A change to the plan, learners, code or card makes a new order.
   */
  requestId: string;
  /** What PayStripeSubscription answered; a thrown call is a generic card error. */
  outcome: PaymentState | undefined;
  /** The order was paid with a wallet: its errors go back to the package step (spec §8). */
  wallet: boolean;
  /** A field a card error sent the user back to re-mark. */
  markedField: CardErrorField | undefined;
  /**
   * The step an error's "Back to" button goes to. Set together with clearing the outcome, so the
   * result page (which has nothing left to show) goes there rather than to the first step.
   */
  returnTo: SubscribeStep | undefined;
}

export const emptyOrder = (): SubscribeOrder => ({
  planName: "",
  children: [],
  promo: undefined,
  postcode: "",
  nameOnCard: "",
  paymentMethod: undefined,
  requestId: crypto.randomUUID(),
  outcome: undefined,
  wallet: false,
  markedField: undefined,
  returnTo: undefined,
});

const orderFields: (keyof SubscribeOrder)[] = ["planName", "children", "promo", "paymentMethod"];

/** Applies a change; one that alters what is bought or how it is paid starts a new order id. */
export function updateOrder(order: SubscribeOrder, patch: Partial<SubscribeOrder>): SubscribeOrder {
  const next = { ...order, ...patch };
  const changed = orderFields.some((field) => field in patch && patch[field] !== order[field]);
  return changed ? { ...next, requestId: crypto.randomUUID() } : next;
}

export interface SubscribeOrderContextValue {
  order: SubscribeOrder;
  update: (patch: Partial<SubscribeOrder>) => void;
  /** Is the user a supporter (buys for learners) rather than an independent learner. */
  buysForLearners: boolean;
}

export const SubscribeOrderContext = createContext<SubscribeOrderContextValue | undefined>(undefined);

export function useSubscribeOrder(): SubscribeOrderContextValue {
  const value = useContext(SubscribeOrderContext);
  if (!value) throw new Error("useSubscribeOrder must be used inside the subscribe flow");
  return value;
}
