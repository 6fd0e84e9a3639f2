import type { Subscription } from "@sumwise/gen/payment/v1/payment_service_pb";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { Alert, Button, ButtonLink, Page, Spinner, Stepper } from "../../../components/ui/index.js";
import { paymentMessages } from "../../../lib/payments/card-errors.js";
import { accessEndDate, paymentMethodLabel, statusLabel } from "../../../lib/payments/subscriptions.js";
import { useCancelSubscriptionAtPeriodEnd } from "../api/cancel-subscription-at-period-end.js";
import { useAccessDetails } from "../api/get-access-details.js";
import { cancellableSubscription } from "../cancel-rules.js";

const steps = [{ label: "Review" }, { label: "Success" }];

/** /account/cancel?s={subscription name} (spec §2, §4): Review, then Success after the cancel call. */
export function CancelPage() {
  const [params] = useSearchParams();
  const name = params.get("s") ?? "";
  const access = useAccessDetails();
  const [cancelled, setCancelled] = useState<Subscription | undefined>();
  if (access.isPending) return <Spinner label="Loading your subscription" />;
  if (cancelled) return <CancelSuccess subscription={cancelled} />;
  const subscription = access.data?.accessDetails
    ? cancellableSubscription(access.data.accessDetails, name)
    : undefined;
  if (!subscription) return <Navigate to="/account" replace />;
  return <CancelReview subscription={subscription} onCancelled={setCancelled} />;
}

function CancelReview({
  subscription,
  onCancelled,
}: {
  subscription: Subscription;
  onCancelled: (subscription: Subscription) => void;
}) {
  const cancel = useCancelSubscriptionAtPeriodEnd();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const submit = async () => {
    setFailed(false);
    try {
      const response = await cancel.mutateAsync({ subscriptionName: subscription.name });
      void queryClient.invalidateQueries();
      onCancelled(response.subscription ?? { ...subscription, cancelAtPeriodEnd: true });
    } catch {
      setFailed(true);
    }
  };
  const method = paymentMethodLabel(subscription.paymentMethod);
  return (
    <Page width="narrow">
      <Stepper label="Cancel steps" steps={steps} current={0} />
      <h1>Cancel your subscription</h1>
      <div className="stack">
        {failed ? <Alert>{paymentMessages.cancelFailed}</Alert> : null}
        <dl className="summary-list">
          <dt>Status</dt>
          <dd>{statusLabel(subscription.status)}</dd>
          {method ? (
            <>
              <dt>Payment method</dt>
              <dd>{method}</dd>
            </>
          ) : null}
        </dl>
        <p>
          Your subscription will not renew. You keep full access until{" "}
          {accessEndDate(subscription) || "the end of the current period"}, and your progress is kept for a year after
          that. There is no refund for part of a period.
        </p>
        <Button variant="danger" onClick={submit} loading={cancel.isPending} loadingLabel="Cancelling">
          Cancel subscription
        </Button>
        <ButtonLink variant="secondary" to="/account">
          Keep my subscription
        </ButtonLink>
      </div>
    </Page>
  );
}

function CancelSuccess({ subscription }: { subscription: Subscription }) {
  const end = accessEndDate(subscription);
  return (
    <Page width="narrow">
      <Stepper label="Cancel steps" steps={steps} current={1} />
      <h1>Subscription cancelled</h1>
      <div className="stack">
        <Alert tone="success">
          Your subscription has been cancelled. {end ? `You can keep learning until ${end}.` : ""}
        </Alert>
        <ButtonLink to="/account">Back to my account</ButtonLink>
      </div>
    </Page>
  );
}
