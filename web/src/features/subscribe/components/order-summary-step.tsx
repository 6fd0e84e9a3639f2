import { todayUtc } from "@sumwise/rules";
import { useNavigate } from "react-router";
import { Button, Spinner } from "../../../components/ui/index.js";
import {
  formatCalendarDate,
  intervalWord,
  orderTotal,
  percentOffLabel,
  renewalDate,
} from "../../../lib/payments/money.js";
import { Price } from "../../../lib/payments/price.js";
import { useChildLearnerAccounts } from "../api/get-child-learner-accounts.js";
import { useProductPlans } from "../api/list-product-plans.js";
import { useSubscribeOrder } from "../subscribe-order.js";
import { usePlaceOrder } from "../use-place-order.js";
import { subscribePath } from "./subscribe-flow.js";

const brandName = (brand: string) => (brand ? brand[0]?.toUpperCase() + brand.slice(1) : "Card");

/** Order summary (spec §2, §9): what is bought, for whom, the price after discounts, the card; then pay. */
export function OrderSummaryStep() {
  const { order, update, buysForLearners } = useSubscribeOrder();
  const navigate = useNavigate();
  const plans = useProductPlans();
  const learners = useChildLearnerAccounts(buysForLearners);
  const { place, pending } = usePlaceOrder(buysForLearners);
  const plan = plans.data?.plans.find((candidate) => candidate.stripeName === order.planName);
  if (plans.isPending) return <Spinner label="Loading your order" />;
  if (!plan || !order.paymentMethod) return null;
  const quantity = buysForLearners ? order.children.length : 1;
  const total = orderTotal({
    tiers: plan.tiers,
    unitAmount: plan.amount,
    quantity,
    couponPercentOff: order.promo?.coupon.percentOff,
    couponLabel: order.promo?.coupon.displayName,
  });
  const names = order.children.map((name) => {
    const user = learners.data?.childLearnerAccounts.find((account) => account.indyUser?.name === name)?.indyUser;
    return user ? `${user.firstName} ${user.lastName}` : name;
  });
  const method = order.paymentMethod;

  const placeOrder = async () => {
    const outcome = await place({
      plan,
      children: order.children,
      promoCode: order.promo?.code,
      paymentMethodId: method.id,
      requestId: order.requestId,
    });
    update({ outcome });
    navigate(subscribePath("result"));
  };

  return (
    <div className="stack">
      <dl className="summary-list">
        <dt>Package</dt>
        <dd>
          {plan.displayName || "Sumwise subscription"},{" "}
          <Price amount={plan.amount} currency={plan.currency} quantity={quantity} /> per {intervalWord(plan.interval)}
        </dd>
        {buysForLearners ? (
          <>
            <dt>Learners</dt>
            <dd>{names.join(", ")}</dd>
          </>
        ) : null}
        {total.lines.slice(1).map((line) => (
          <div key={line.label} className="summary-list__row">
            <dt>{line.label}</dt>
            <dd>
              <Price amount={line.amount} currency={plan.currency} />
            </dd>
          </div>
        ))}
        {order.promo ? (
          <>
            <dt>Discount code</dt>
            <dd>
              {order.promo.code}
              {order.promo.coupon.percentOff ? ` (${percentOffLabel(order.promo.coupon.percentOff)})` : ""}
            </dd>
          </>
        ) : null}
        <dt>Total</dt>
        <dd>
          <strong>
            <Price amount={total.total} currency={plan.currency} per={intervalWord(plan.interval)} />
          </strong>
        </dd>
        <dt>Renews on</dt>
        <dd>{formatCalendarDate(renewalDate(todayUtc(), plan.interval))}</dd>
        <dt>Billing postcode</dt>
        <dd>{order.postcode}</dd>
        <dt>Card</dt>
        <dd>
          {brandName(method.brand)} ending in {method.last4}
        </dd>
      </dl>
      <p className="small">
        Your subscription renews automatically each {intervalWord(plan.interval)} until you cancel. Prices include VAT.
      </p>
      <Button onClick={placeOrder} loading={pending} loadingLabel="Processing your payment">
        Subscribe now
      </Button>
    </div>
  );
}
