import {
  CardError,
  PaymentIntentStatus,
  type PaymentState,
  SubscriptionStatus,
} from "@sumwise/gen/payment/v1/payment_service_pb";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { CardDetailsForm } from "../../../components/payments/card-details-form.js";
import { cardErrorFromProviderCode, isCardError } from "../../../lib/payments/card-errors.js";
import { type CardPaymentMethod, isCardFormError, useCardForm } from "../../../lib/payments/card-form.js";
import { useCreateStripeSetupIntent } from "../api/create-stripe-setup-intent.js";
import { usePayPastDueStripeSubscription } from "../api/pay-past-due-stripe-subscription.js";
import { useSetDefaultStripePaymentMethod } from "../api/set-default-stripe-payment-method.js";
import { setDefaultFailed, setupIntentFailed, type UpdateOutcome, useUpdatePayment } from "../update-payment-state.js";
import { updatePaymentPath } from "./update-payment-flow.js";

/**
 * Card details, then the update itself (spec §4): a past-due subscription pays its open invoice
 * with the new card (which becomes the default); otherwise a setup intent is confirmed with the
 * card and the card becomes the default. 3-D Secure runs through the card form when asked.
 */
export function CardStep() {
  const { state, update, subscription } = useUpdatePayment();
  const card = useCardForm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setupIntent = useCreateStripeSetupIntent();
  const setDefault = useSetDefaultStripePaymentMethod();
  const payPastDue = usePayPastDueStripeSubscription();

  /** A payment state's error, after 3-D Secure when the bank asked for it. */
  const settle = async (paymentState: PaymentState | undefined): Promise<CardError | undefined> => {
    if (!paymentState) return CardError.GENERIC;
    if (isCardError(paymentState.cardError)) return paymentState.cardError;
    if (paymentState.paymentIntentStatus === PaymentIntentStatus.REQUIRES_ACTION) {
      const confirmed = await card.confirmCardPayment(paymentState.clientSecret);
      if (isCardFormError(confirmed)) return cardErrorFromProviderCode(confirmed.error.code);
    } else if (paymentState.paymentIntentStatus === PaymentIntentStatus.REQUIRES_PAYMENT_METHOD)
      return CardError.DECLINED;
    return undefined;
  };

  const run = async (method: CardPaymentMethod): Promise<UpdateOutcome> => {
    if (subscription.status === SubscriptionStatus.PAST_DUE) {
      try {
        const response = await payPastDue.mutateAsync({
          subscriptionName: subscription.name,
          paymentMethodId: method.id,
        });
        const error = await settle(response.paymentState);
        if (error !== undefined) return { kind: "card-error", error };
        return {
          kind: "updated",
          original: response.originalPaymentMethod,
          updated: response.updatedPaymentMethod,
          pastDuePaid: true,
        };
      } catch {
        return { kind: "card-error", error: CardError.GENERIC };
      }
    }
    let clientSecret: string;
    try {
      clientSecret = (await setupIntent.mutateAsync({})).clientSecret;
    } catch {
      return { kind: "server-error", message: setupIntentFailed };
    }
    const confirmed = await card.confirmCardSetup(clientSecret, method.id);
    if (isCardFormError(confirmed))
      return { kind: "card-error", error: cardErrorFromProviderCode(confirmed.error.code) };
    try {
      const response = await setDefault.mutateAsync({ paymentMethodId: method.id });
      const error =
        response.paymentState && isCardError(response.paymentState.cardError)
          ? response.paymentState.cardError
          : undefined;
      if (error !== undefined) return { kind: "card-error", error };
      return {
        kind: "updated",
        original: response.originalPaymentMethod,
        updated: response.updatedPaymentMethod,
        pastDuePaid: false,
      };
    } catch {
      return { kind: "server-error", message: setDefaultFailed };
    }
  };

  return (
    <CardDetailsForm
      postcode={state.postcode}
      initialName={state.nameOnCard}
      markedField={state.markedField}
      submitLabel="Update payment information"
      onCreated={async (method, nameOnCard) => {
        const outcome = await run(method);
        if (outcome.kind === "updated") void queryClient.invalidateQueries();
        update({ outcome, nameOnCard, markedField: undefined });
        navigate(updatePaymentPath("result"));
      }}
    />
  );
}
