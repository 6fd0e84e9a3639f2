import { NonSubscriptionAccessReason } from "@sumwise/gen/payment/v1/payment_service_pb";
import { accountMessages } from "@sumwise/rules";
import { useNavigate } from "react-router";
import { Button, Spinner } from "../../../components/ui/index.js";
import { useSession } from "../../../lib/session/index.js";
import { useAccessDetails } from "../api/get-access-details.js";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * Subscription details (spec §2, §6, §8) from GetAccessDetails. A learner whose supporter manages
 * the account is told so and may hand over to the parent; the payments issue adds plans, billing
 * and cancelling.
 */
export function SubscriptionCard() {
  const access = useAccessDetails();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const details = access.data?.accessDetails;
  let body: React.ReactNode;
  if (access.isPending) body = <Spinner label="Loading your subscription" />;
  else if (access.isError || !details)
    body = (
      <div role="alert">
        <p>
          <strong>Error</strong>
        </p>
        <p>Please try refreshing the page.</p>
      </div>
    );
  else if (details.hasSupporter)
    body = (
      <>
        <p>{accountMessages.managedByParent}</p>
        <h3>{accountMessages.wantToContinue}</h3>
        <p>Ask your parent to log in to their own account to choose a subscription.</p>
        <Button
          variant="secondary"
          onClick={async () => {
            await signOut({ loggedOut: true });
            navigate("/login", { replace: true });
          }}
        >
          {accountMessages.letMyParentLogIn}
        </Button>
      </>
    );
  else {
    const end = details.freeTrialEndDate;
    const endText = end ? dateFormat.format(new Date(Date.UTC(end.year, end.month - 1, end.day))) : "";
    const inTrial =
      details.hasNonSubscriptionAccess &&
      details.nonSubscriptionAccessReason === NonSubscriptionAccessReason.INITIAL_FREE_TRIAL;
    body = (
      <>
        <p>{inTrial ? `Your free trial ends on ${endText}.` : `Your free trial ended on ${endText}.`}</p>
        <p>{details.canPay ? "You can subscribe at any time." : "This account cannot buy a subscription."}</p>
      </>
    );
  }
  return (
    <section className="card" aria-labelledby="subscription-card-title">
      <h2 id="subscription-card-title">Subscription</h2>
      {body}
    </section>
  );
}
