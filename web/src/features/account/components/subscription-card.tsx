import {
  type AccessDetails,
  NonSubscriptionAccessReason,
  type Subscription,
  SubscriptionStatus,
} from "@sumwise/gen/payment/v1/payment_service_pb";
import { accountMessages } from "@sumwise/rules";
import { useNavigate } from "react-router";
import { Alert, Button, ButtonLink, Spinner } from "../../../components/ui/index.js";
import { paymentMessages } from "../../../lib/payments/card-errors.js";
import { formatCalendarDate, intervalWord, percentOffLabel } from "../../../lib/payments/money.js";
import { Price } from "../../../lib/payments/price.js";
import {
  accessEndDate,
  activeSubscriptionOf,
  isPartnerSubscription,
  nextPaymentDate,
  paymentMethodLabel,
  statusLabel,
} from "../../../lib/payments/subscriptions.js";
import { useSession } from "../../../lib/session/index.js";
import { useAccessDetails } from "../api/get-access-details.js";
import { useChildLearnerAccounts } from "../api/get-child-learner-accounts.js";
import { useProductPlans } from "../api/list-product-plans.js";

/** Spec §6: a user who cannot pay sees a free-access message with the reason. */
const freeAccessReasons: Partial<Record<NonSubscriptionAccessReason, string>> = {
  [NonSubscriptionAccessReason.MONITORING_USER]: "you monitor learners for us",
  [NonSubscriptionAccessReason.STAFF_PERK]: "you work with us",
  [NonSubscriptionAccessReason.PAYMENT_NOT_SUPPORTED]: "you are part of our pilot",
  [NonSubscriptionAccessReason.DISCRETIONARY_BONUS]: "we have given you a bonus",
  [NonSubscriptionAccessReason.VIP]: "you are one of our VIPs",
  [NonSubscriptionAccessReason.BEFORE_PAYMENTS_REQUIRED_DATE]: "payments are not needed yet",
  [NonSubscriptionAccessReason.NEW_TERRITORY_TRIAL]: "Sumwise is new in your country",
};

function LoadError() {
  return (
    <div role="alert">
      <p>
        <strong>Error</strong>
      </p>
      <p>Please try refreshing the page.</p>
    </div>
  );
}

/**
 * Subscription details (spec §2, §6, §8) from GetAccessDetails: the plan, status, price, next
 * payment, card and learners covered, with Update payment and Cancel; the past-due message; a
 * learner whose supporter manages the account is told so and may hand over to the parent.
 */
export function SubscriptionCard() {
  const access = useAccessDetails();
  const details = access.data?.accessDetails;
  const subscription = activeSubscriptionOf(details);
  let body: React.ReactNode;
  if (access.isPending) body = <Spinner label="Loading your subscription" />;
  else if (access.isError || !details) body = <LoadError />;
  else if (details.hasSupporter) body = <ManagedByParent details={details} />;
  else if (subscription) body = <SubscriptionDetails subscription={subscription} details={details} />;
  else body = <NoSubscription details={details} />;
  return (
    <section className="card" aria-labelledby="subscription-card-title">
      <h2 id="subscription-card-title">Subscription</h2>
      {body}
    </section>
  );
}

function ManagedByParent({ details }: { details: AccessDetails }) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const pastDue = details.coveringSubscriptionPastDue;
  return (
    <>
      {pastDue ? <Alert>{paymentMessages.pastDueLearner}</Alert> : null}
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
}

function NoSubscription({ details }: { details: AccessDetails }) {
  const reason = details.hasNonSubscriptionAccess ? freeAccessReasons[details.nonSubscriptionAccessReason] : undefined;
  if (reason) return <p>You have free access to Sumwise because {reason}.</p>;
  const end = details.freeTrialEndDate;
  const endText = end ? formatCalendarDate(end) : "";
  const inTrial =
    details.hasNonSubscriptionAccess &&
    (details.nonSubscriptionAccessReason === NonSubscriptionAccessReason.INITIAL_FREE_TRIAL ||
      details.nonSubscriptionAccessReason === NonSubscriptionAccessReason.EXTRA_FREE_TRIAL);
  return (
    <>
      <p>{inTrial ? `Your free trial ends on ${endText}.` : `Your free trial ended on ${endText}.`}</p>
      {details.canPay ? (
        <>
          <p>You can subscribe at any time.</p>
          <ButtonLink to="/account/subscribe">Subscribe</ButtonLink>
        </>
      ) : (
        <p>This account cannot buy a subscription.</p>
      )}
    </>
  );
}

function SubscriptionDetails({ subscription, details }: { subscription: Subscription; details: AccessDetails }) {
  const plans = useProductPlans(true);
  const learners = useChildLearnerAccounts(subscription.childrenCovered.length > 0);
  const partner = isPartnerSubscription(subscription);
  if (plans.isPending) return <Spinner label="Loading your subscription" />;
  // Spec §8: 'Failed to load product plans', 'No plan name provided', plan not found.
  const plan = plans.data?.plans.find((candidate) => candidate.stripeName === subscription.planName);
  if (plans.isError || !subscription.planName || !plan) return <LoadError />;
  const names = subscription.childrenCovered.map((name) => {
    const user = learners.data?.childLearnerAccounts.find((account) => account.indyUser?.name === name)?.indyUser;
    return user ? `${user.firstName} ${user.lastName}` : "";
  });
  const method = paymentMethodLabel(subscription.paymentMethod ?? details.defaultPaymentMethod);
  const pastDue = subscription.status === SubscriptionStatus.PAST_DUE;
  const coupon = subscription.coupon;
  return (
    <>
      {pastDue ? <Alert>{paymentMessages.pastDueBuyer}</Alert> : null}
      <dl className="summary-list">
        <dt>Plan</dt>
        <dd>{plan.displayName || "Sumwise subscription"}</dd>
        <dt>Status</dt>
        <dd>{statusLabel(subscription.status)}</dd>
        {partner ? null : (
          <>
            <dt>Price</dt>
            <dd>
              <Price
                amount={plan.amount}
                currency={subscription.currency || plan.currency}
                quantity={subscription.quantity}
                per={intervalWord(subscription.interval || plan.interval)}
              />
              {coupon?.percentOff
                ? ` (${coupon.displayName || coupon.code}: ${percentOffLabel(coupon.percentOff)})`
                : ""}
            </dd>
            {subscription.cancelAtPeriodEnd ? null : (
              <>
                <dt>Next payment</dt>
                <dd>{nextPaymentDate(subscription)}</dd>
              </>
            )}
            <dt>Payment method</dt>
            <dd>{method || "None"}</dd>
          </>
        )}
        {/* An independent learner's own subscription covers only them: no list to show. */}
        {names.some(Boolean) ? (
          <>
            <dt>Learners covered</dt>
            <dd>{names.filter(Boolean).join(", ")}</dd>
          </>
        ) : null}
      </dl>
      {subscription.cancelAtPeriodEnd ? (
        <p>Your subscription has been cancelled and will end on {accessEndDate(subscription)}. It will not renew.</p>
      ) : null}
      {partner ? null : (
        <div className="button-row">
          <ButtonLink variant={pastDue ? "primary" : "secondary"} to="/account/update-payment-information">
            Update payment
          </ButtonLink>
          {subscription.cancelAtPeriodEnd ? null : (
            <ButtonLink variant="ghost" to={`/account/cancel?s=${encodeURIComponent(subscription.name)}`}>
              Cancel subscription
            </ButtonLink>
          )}
        </div>
      )}
    </>
  );
}
