import { PaymentErrorPanel } from "../../../components/payments/payment-error-panel.js";
import { Alert, Button, ButtonLink } from "../../../components/ui/index.js";
import { cardErrorView, paymentMessages } from "../../../lib/payments/card-errors.js";
import { paymentMethodLabel } from "../../../lib/payments/subscriptions.js";
import { useUpdatePayment } from "../update-payment-state.js";
import { stepForError, updatePaymentStepTitles } from "../update-payment-steps.js";

/** The result (spec §4, §8): 'Payment information updated' with the old and new method, or the error. */
export function ResultStep() {
  const { state, update } = useUpdatePayment();
  const outcome = state.outcome;
  if (!outcome) return null;
  if (outcome.kind === "card-error") {
    const view = cardErrorView(outcome.error);
    const target = stepForError[view.step];
    return (
      <PaymentErrorPanel
        view={view}
        stepLabel={updatePaymentStepTitles[target]}
        onBack={() => {
          update({ outcome: undefined, markedField: view.field, returnTo: target });
        }}
      />
    );
  }
  if (outcome.kind === "server-error")
    return (
      <div className="stack">
        <Alert>{outcome.message}</Alert>
        <Button
          onClick={() => {
            update({ outcome: undefined, returnTo: "card-details" });
          }}
        >
          Back to {updatePaymentStepTitles["card-details"]}
        </Button>
      </div>
    );
  return (
    <div className="stack">
      <Alert tone="success">
        <strong>{paymentMessages.paymentInformationUpdated}</strong>
        {outcome.pastDuePaid ? (
          <>
            <br />
            Your overdue payment has been paid with your new card.
          </>
        ) : null}
      </Alert>
      <dl className="summary-list">
        <dt>Previous payment method</dt>
        <dd>{paymentMethodLabel(outcome.original) || "None"}</dd>
        <dt>New payment method</dt>
        <dd>{paymentMethodLabel(outcome.updated)}</dd>
      </dl>
      <ButtonLink to="/account">Back to my account</ButtonLink>
    </div>
  );
}
