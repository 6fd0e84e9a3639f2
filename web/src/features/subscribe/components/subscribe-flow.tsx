import { RoleState } from "@sumwise/gen/indy/v1/indy_user_pb";
import { useEffect, useMemo, useState } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { Page, Spinner, Stepper } from "../../../components/ui/index.js";
import { paymentMessages } from "../../../lib/payments/card-errors.js";
import { CardFormProvider } from "../../../lib/payments/card-form-provider.js";
import { useSession } from "../../../lib/session/index.js";
import { useAccessDetails } from "../api/get-access-details.js";
import {
  emptyOrder,
  type SubscribeOrder,
  SubscribeOrderContext,
  type SubscribeOrderContextValue,
  updateOrder,
} from "../subscribe-order.js";
import {
  isSubscribeStep,
  redirectFor,
  type SubscribeStep,
  showsStepper,
  stepperSteps,
  subscribeStepTitles,
} from "../subscribe-steps.js";

export const subscribePath = (step: SubscribeStep) => `/account/subscribe/${step}`;

/**
 * /account/subscribe/* (accounts spec §2, §4): the order lives here while the user moves between
 * the steps. Users who may not buy (cannot pay, have a supporter, or already subscribe) go to the
 * account page; jumping ahead goes back to the earliest step whose data is missing.
 */
export function SubscribeFlow() {
  const { state } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const access = useAccessDetails();
  const buysForLearners = state.status === "signed-in" && state.user.supporterState === RoleState.ENABLED;
  const [order, setOrder] = useState<SubscribeOrder>(emptyOrder);
  const context = useMemo<SubscribeOrderContextValue>(
    () => ({ order, update: (patch) => setOrder((current) => updateOrder(current, patch)), buysForLearners }),
    [order, buysForLearners],
  );
  const segment = pathname.replace(/\/$/, "").split("/").pop();
  // Arrived where an error's "Back to" button pointed: the ordinary step rules apply again.
  useEffect(() => {
    if (order.returnTo && order.returnTo === segment) setOrder((current) => ({ ...current, returnTo: undefined }));
  }, [order.returnTo, segment]);
  if (!isSubscribeStep(segment)) return <Navigate to={subscribePath("products")} replace />;
  const step = segment;
  if (order.returnTo && order.returnTo !== step) return <Navigate to={subscribePath(order.returnTo)} replace />;

  if (access.isPending) return <Spinner label="Loading" />;
  if (access.isError || !access.data.accessDetails)
    return (
      <Page width="narrow">
        <h1>Subscribe</h1>
        <p role="alert">{paymentMessages.resultUnknown}</p>
      </Page>
    );
  const details = access.data.accessDetails;
  // Once the order is placed the user has a subscription: the result page must still show.
  if (!order.outcome && (!details.canPay || details.hasSupporter || details.activeSubscription))
    return <Navigate to="/account" replace />;

  const redirect = redirectFor(step, {
    planName: order.planName,
    buysForLearners,
    children: order.children,
    postcode: order.postcode,
    paymentMethod: order.paymentMethod,
    placed: !!order.outcome,
  });
  if (redirect) return <Navigate to={subscribePath(redirect)} replace />;

  return (
    <SubscribeOrderContext.Provider value={context}>
      <CardFormProvider>
        <Page width="narrow" className="subscribe-page">
          {showsStepper(step) ? (
            <Stepper
              label="Subscribe steps"
              steps={stepperSteps.map((id) => ({ label: subscribeStepTitles[id] }))}
              current={stepperSteps.indexOf(step as (typeof stepperSteps)[number])}
              onStepClick={(index) => {
                const target = stepperSteps[index];
                if (target) navigate(subscribePath(target));
              }}
            />
          ) : null}
          <h1>{subscribeStepTitles[step]}</h1>
          <Outlet />
        </Page>
      </CardFormProvider>
    </SubscribeOrderContext.Provider>
  );
}
