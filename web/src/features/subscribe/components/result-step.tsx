import { CardError, PaymentIntentStatus } from "@sumwise/gen/payment/v1/payment_service_pb";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { PaymentErrorPanel } from "../../../components/payments/payment-error-panel.js";
import { Alert, Button, ButtonLink, Spinner } from "../../../components/ui/index.js";
import {
  cardErrorFromProviderCode,
  cardErrorView,
  isCardError,
  paymentMessages,
} from "../../../lib/payments/card-errors.js";
import { isCardFormError, useCardForm } from "../../../lib/payments/card-form.js";
import { useSubscribeOrder } from "../subscribe-order.js";
import { stepForError, subscribeStepTitles } from "../subscribe-steps.js";

type Confirmation = { status: "confirming" } | { status: "succeeded" } | { status: "failed"; error: CardError };

/**
 * Subscribe result (spec §4): requires action runs the card confirmation (3-D Secure); succeeded,
 * trialling, requires payment method and anything else each have their own message; card errors
 * say what went wrong and go back to the step that fixes it.
 */
export function ResultStep() {
  const { order, update, buysForLearners } = useSubscribeOrder();
  const card = useCardForm();
  const queryClient = useQueryClient();
  const outcome = order.outcome;
  const needsAction =
    outcome?.paymentIntentStatus === PaymentIntentStatus.REQUIRES_ACTION && !isCardError(outcome.cardError);
  const [confirmation, setConfirmation] = useState<Confirmation | undefined>(
    needsAction ? { status: "confirming" } : undefined,
  );
  const started = useRef(false);

  useEffect(() => {
    if (!needsAction || started.current || !outcome) return;
    started.current = true;
    void card
      .confirmCardPayment(outcome.clientSecret)
      .then((result) =>
        setConfirmation(
          isCardFormError(result)
            ? { status: "failed", error: cardErrorFromProviderCode(result.error.code) }
            : { status: "succeeded" },
        ),
      );
  }, [needsAction, outcome, card]);

  const succeeded =
    confirmation?.status === "succeeded" ||
    (!confirmation && outcome?.paymentIntentStatus === PaymentIntentStatus.SUCCEEDED);
  const trialling = !confirmation && outcome?.paymentIntentStatus === PaymentIntentStatus.TRIALLING;
  // The shell's menu, trial button and account page follow the new subscription.
  useEffect(() => {
    if (succeeded || trialling) void queryClient.invalidateQueries();
  }, [succeeded, trialling, queryClient]);

  if (!outcome) return null;
  if (confirmation?.status === "confirming") return <Spinner label="Confirming your payment with your bank" />;

  const error = confirmation?.status === "failed" ? confirmation.error : outcome.cardError;
  if (isCardError(error)) {
    const view = cardErrorView(error, { wallet: order.wallet });
    const target = stepForError[view.step];
    return (
      <PaymentErrorPanel
        view={view}
        stepLabel={subscribeStepTitles[target]}
        onBack={() => {
          update({
            outcome: undefined,
            paymentMethod: undefined,
            wallet: false,
            markedField: view.field,
            returnTo: target,
            ...(error === CardError.COUPON_EXPIRED ? { promo: undefined } : {}),
          });
        }}
      />
    );
  }

  const next = buysForLearners ? (
    <ButtonLink to="/parent">Go to my learners</ButtonLink>
  ) : (
    <ButtonLink to="/learn/course">Start learning</ButtonLink>
  );
  if (succeeded)
    return (
      <div className="stack">
        <Alert tone="success">
          <strong>Payment successful</strong>
          <br />
          Thank you! Your subscription has started.
        </Alert>
        {next}
      </div>
    );
  if (trialling)
    return (
      <div className="stack">
        <Alert tone="success">
          <strong>{paymentMessages.trialStarted}</strong>
        </Alert>
        {next}
      </div>
    );
  if (outcome.paymentIntentStatus === PaymentIntentStatus.REQUIRES_PAYMENT_METHOD)
    return (
      <div className="stack">
        <Alert>{paymentMessages.unsuccessfulPayment}</Alert>
        <Button
          onClick={() => {
            update({ outcome: undefined, paymentMethod: undefined, returnTo: "card-details" });
          }}
        >
          Back to {subscribeStepTitles["card-details"]}
        </Button>
      </div>
    );
  return <Alert>{paymentMessages.resultUnknown}</Alert>;
}
