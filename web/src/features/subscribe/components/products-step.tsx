import { PlanInterval } from "@sumwise/gen/payment/v1/payment_service_pb";
import { type FormEvent, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { Alert, Button, ButtonLink, CheckboxField, Spinner } from "../../../components/ui/index.js";
import { isCardError, paymentMessages } from "../../../lib/payments/card-errors.js";
import { useCardForm } from "../../../lib/payments/card-form.js";
import { intervalWord, orderTotal, perMonth } from "../../../lib/payments/money.js";
import { Price } from "../../../lib/payments/price.js";
import { useChildLearnerAccounts } from "../api/get-child-learner-accounts.js";
import { useProductPlans } from "../api/list-product-plans.js";
import { useSubscribeOrder } from "../subscribe-order.js";
import { usePlaceOrder } from "../use-place-order.js";
import { PromoCode } from "./promo-code.js";
import { subscribePath } from "./subscribe-flow.js";
import { useWalletAvailability } from "./wallet-button.js";

const chooseLearnerMessage = "Please select at least one learner.";
const choosePlanMessage = "Please choose a package.";

/**
 * Choose a package (spec §2, §4): the plan (only monthly is offered), the learners a supporter
 * buys for (the quantity is the number chosen, 25% off each additional one), and a discount code.
 */
export function ProductsStep() {
  const { order, update, buysForLearners } = useSubscribeOrder();
  const navigate = useNavigate();
  const plans = useProductPlans();
  const learners = useChildLearnerAccounts(buysForLearners);
  const offered = (plans.data?.plans ?? []).filter((plan) => plan.active);
  const monthly = offered.filter((plan) => plan.interval === PlanInterval.MONTH);
  const choices = monthly.length > 0 ? monthly : offered;
  const [planName, setPlanName] = useState(order.planName);
  const [children, setChildren] = useState<string[]>(order.children);
  const [error, setError] = useState<{ plan?: string; learners?: string }>({});
  const chosenName = planName || (choices.length === 1 ? (choices[0]?.stripeName ?? "") : "");
  const plan = choices.find((candidate) => candidate.stripeName === chosenName);
  const card = useCardForm();
  const { place, pending } = usePlaceOrder(buysForLearners);
  const quantity = buysForLearners ? Math.max(children.length, 1) : 1;
  const total = plan
    ? orderTotal({
        tiers: plan.tiers,
        unitAmount: plan.amount,
        quantity,
        couponPercentOff: order.promo?.coupon.percentOff,
        couponLabel: order.promo?.coupon.displayName,
      })
    : undefined;
  const totalAmount = total?.total;
  const walletRequest = useMemo(
    () => (totalAmount === undefined ? undefined : { amount: totalAmount, label: "Sumwise subscription" }),
    [totalAmount],
  );
  const wallet = useWalletAvailability(card.wallet, walletRequest);

  if (plans.isPending || (buysForLearners && learners.isPending)) return <Spinner label="Loading the packages" />;
  if (plans.isError || choices.length === 0) return <Alert>{paymentMessages.plansLoadFailed}</Alert>;
  if (buysForLearners && learners.isError) return <Alert>{paymentMessages.learnersLoadFailed}</Alert>;
  const accounts = learners.data?.childLearnerAccounts ?? [];
  if (buysForLearners && accounts.length === 0)
    return (
      <div className="stack">
        <p role="alert">{paymentMessages.noLearners}</p>
        <ButtonLink to="/parent">Add learner</ButtonLink>
      </div>
    );

  /** The chosen plan when the package is complete (a plan, and a learner for supporters). */
  const checkPackage = () => {
    const problems = {
      plan: plan ? undefined : choosePlanMessage,
      learners: buysForLearners && children.length === 0 ? chooseLearnerMessage : undefined,
    };
    setError(problems);
    return problems.plan || problems.learners ? undefined : plan;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = checkPackage();
    if (!chosen) return;
    update({ planName: chosen.stripeName, children: buysForLearners ? children : [] });
    navigate(subscribePath("location-details"));
  };

  // Spec §4: a wallet payment skips to the result; its errors come back here.
  const payWithWallet = async () => {
    const chosen = checkPackage();
    if (!chosen || !card.wallet) return;
    const result = await card.wallet.pay();
    if ("cancelled" in result) return;
    const outcome = await place({
      plan: chosen,
      children: buysForLearners ? children : [],
      promoCode: order.promo?.code,
      paymentMethodId: result.paymentMethod.id,
      requestId: crypto.randomUUID(),
    });
    result.complete(!isCardError(outcome.cardError));
    update({
      planName: chosen.stripeName,
      children: buysForLearners ? children : [],
      paymentMethod: result.paymentMethod,
      wallet: true,
      outcome,
    });
    navigate(subscribePath("result"));
  };

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <fieldset className="fieldset">
        <legend>Package</legend>
        {choices.map((choice) => (
          <label key={choice.stripeName} className="plan-choice">
            <input
              type="radio"
              name="plan"
              value={choice.stripeName}
              checked={choice.stripeName === chosenName}
              onChange={() => setPlanName(choice.stripeName)}
            />
            <span className="plan-choice__name">{choice.displayName || "Sumwise subscription"}</span>
            <Price amount={choice.amount} currency={choice.currency} per={intervalWord(choice.interval)} />
            {choice.interval === PlanInterval.YEAR ? (
              <span className="small">
                (<Price amount={perMonth(choice.amount)} currency={choice.currency} per="month" />)
              </span>
            ) : null}
          </label>
        ))}
        {error.plan ? <p className="field__error">{error.plan}</p> : null}
      </fieldset>
      {buysForLearners ? (
        <fieldset className="fieldset">
          <legend>Learners</legend>
          <p className="small">Choose who the subscription is for. Each additional learner is 25% off.</p>
          {accounts.map(({ indyUser }) =>
            indyUser ? (
              <CheckboxField
                key={indyUser.name}
                name="learners"
                checked={children.includes(indyUser.name)}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setChildren((current) =>
                    checked ? [...current, indyUser.name] : current.filter((name) => name !== indyUser.name),
                  );
                  setError((current) => ({ ...current, learners: undefined }));
                }}
              >
                {indyUser.firstName} {indyUser.lastName}
              </CheckboxField>
            ) : null,
          )}
          {error.learners ? <p className="field__error">{error.learners}</p> : null}
        </fieldset>
      ) : null}
      <PromoCode applied={order.promo} planInterval={plan?.interval} onChange={(promo) => update({ promo })} />
      {plan && total ? (
        <section className="order-lines" aria-label="Price">
          <p>
            <Price amount={plan.amount} currency={plan.currency} quantity={quantity} /> per{" "}
            {intervalWord(plan.interval)}
          </p>
          {total.lines.length > 1 ? (
            <ul className="order-lines__list">
              {total.lines.slice(1).map((line) => (
                <li key={line.label}>
                  {line.label}: <Price amount={line.amount} currency={plan.currency} />
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            <strong>
              Total: <Price amount={total.total} currency={plan.currency} per={intervalWord(plan.interval)} />
            </strong>
          </p>
        </section>
      ) : null}
      {wallet.status === "available" ? (
        <div className="button-row">
          <Button onClick={payWithWallet} loading={pending} loadingLabel="Processing your payment">
            Pay with {wallet.name}
          </Button>
          <Button type="submit" variant="secondary">
            Pay by card instead
          </Button>
        </div>
      ) : (
        <Button type="submit">Continue</Button>
      )}
    </form>
  );
}
