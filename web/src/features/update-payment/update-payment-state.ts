import type { CardError, PaymentMethod, Subscription } from "@sumwise/gen/payment/v1/payment_service_pb";
import { createContext, useContext } from "react";
import type { CardErrorField } from "../../lib/payments/card-errors.js";
import type { UpdatePaymentStep } from "./update-payment-steps.js";

export type UpdateOutcome =
  | { kind: "updated"; original: PaymentMethod | undefined; updated: PaymentMethod | undefined; pastDuePaid: boolean }
  | { kind: "card-error"; error: CardError }
  /** Spec §8: the setup-intent and set-default server errors are distinct. */
  | { kind: "server-error"; message: string };

export interface UpdatePaymentState {
  reviewed: boolean;
  postcode: string;
  nameOnCard: string;
  outcome: UpdateOutcome | undefined;
  markedField: CardErrorField | undefined;
  /** Where an error's "Back to" button goes (set as the outcome is cleared, so the result page does not send the user to the start). */
  returnTo: UpdatePaymentStep | undefined;
}

export interface UpdatePaymentContextValue {
  state: UpdatePaymentState;
  update: (patch: Partial<UpdatePaymentState>) => void;
  subscription: Subscription;
  currentMethod: PaymentMethod | undefined;
}

export const UpdatePaymentContext = createContext<UpdatePaymentContextValue | undefined>(undefined);

export function useUpdatePayment(): UpdatePaymentContextValue {
  const value = useContext(UpdatePaymentContext);
  if (!value) throw new Error("useUpdatePayment must be used inside the update-payment flow");
  return value;
}

export const setupIntentFailed = "We couldn't start updating your card. Please try again later.";
export const setDefaultFailed = "We couldn't save your new card. Please try again later.";
