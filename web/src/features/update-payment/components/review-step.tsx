import { timestampDate } from "@bufbuild/protobuf/wkt";
import { SubscriptionStatus } from "@sumwise/gen/payment/v1/payment_service_pb";
import { useNavigate } from "react-router";
import { Alert, Button, ButtonLink } from "../../../components/ui/index.js";
import { paymentMessages } from "../../../lib/payments/card-errors.js";
import { formatDate } from "../../../lib/payments/money.js";
import { Price } from "../../../lib/payments/price.js";
import { paymentMethodLabel } from "../../../lib/payments/subscriptions.js";
import { useNextInvoice } from "../api/get-next-invoice-for-subscription.js";
import { useUpdatePayment } from "../update-payment-state.js";
import { updatePaymentPath } from "./update-payment-flow.js";

/** Preview changes: the card in use, the next payment it would take, and what the new card will do. */
export function ReviewStep() {
  const { subscription, currentMethod, update } = useUpdatePayment();
  const navigate = useNavigate();
  const invoice = useNextInvoice(subscription.name);
  const pastDue = subscription.status === SubscriptionStatus.PAST_DUE;
  const method = paymentMethodLabel(currentMethod);
  return (
    <div className="stack">
      {pastDue ? <Alert>{paymentMessages.pastDueBuyer}</Alert> : null}
      <dl className="summary-list">
        <dt>Current payment method</dt>
        <dd>{method || "None"}</dd>
        {invoice.data ? (
          <>
            <dt>{pastDue ? "Amount overdue" : "Next payment"}</dt>
            <dd>
              <Price amount={invoice.data.amountDue} currency={invoice.data.currency || "gbp"} />
              {invoice.data.nextPaymentAttempt
                ? ` on ${formatDate(timestampDate(invoice.data.nextPaymentAttempt))}`
                : ""}
            </dd>
          </>
        ) : null}
      </dl>
      <p>
        {pastDue
          ? "Your new card will become your payment method and will be used to pay the overdue amount straight away."
          : "Your new card will be used for all future payments. Nothing is charged now."}
      </p>
      <Button
        onClick={() => {
          update({ reviewed: true });
          navigate(updatePaymentPath("location-details"));
        }}
      >
        Continue
      </Button>
      <ButtonLink variant="secondary" to="/account">
        Back to my account
      </ButtonLink>
    </div>
  );
}
