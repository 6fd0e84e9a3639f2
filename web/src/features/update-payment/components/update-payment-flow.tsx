import { useEffect, useMemo, useState } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { Page, Spinner, Stepper } from "../../../components/ui/index.js";
import { paymentMessages } from "../../../lib/payments/card-errors.js";
import { CardFormProvider } from "../../../lib/payments/card-form-provider.js";
import { activeSubscriptionOf, isPartnerSubscription } from "../../../lib/payments/subscriptions.js";
import { useAccessDetails } from "../api/get-access-details.js";
import {
  UpdatePaymentContext,
  type UpdatePaymentContextValue,
  type UpdatePaymentState,
} from "../update-payment-state.js";
import {
  isUpdatePaymentStep,
  type UpdatePaymentStep,
  updatePaymentRedirect,
  updatePaymentStepTitles,
} from "../update-payment-steps.js";

export const updatePaymentPath = (step: UpdatePaymentStep) => `/account/update-payment-information/${step}`;

const stepperSteps = ["review", "location-details", "card-details"] as const;

/**
 * /account/update-payment-information/* (spec §2, §4): to the account page when there is no
 * subscription, the user has a supporter, or the subscription is a partner one (no billing);
 * to earlier steps when their data is missing.
 */
export function UpdatePaymentFlow() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const access = useAccessDetails();
  const [state, setState] = useState<UpdatePaymentState>({
    reviewed: false,
    postcode: "",
    nameOnCard: "",
    outcome: undefined,
    markedField: undefined,
    returnTo: undefined,
  });
  const details = access.data?.accessDetails;
  const subscription = activeSubscriptionOf(details);
  const context = useMemo<UpdatePaymentContextValue | undefined>(
    () =>
      subscription
        ? {
            state,
            update: (patch) => setState((current) => ({ ...current, ...patch })),
            subscription,
            currentMethod: subscription.paymentMethod ?? details?.defaultPaymentMethod,
          }
        : undefined,
    [state, subscription, details],
  );
  const segment = pathname.replace(/\/$/, "").split("/").pop();
  useEffect(() => {
    if (state.returnTo && state.returnTo === segment) setState((current) => ({ ...current, returnTo: undefined }));
  }, [state.returnTo, segment]);
  if (!isUpdatePaymentStep(segment)) return <Navigate to={updatePaymentPath("review")} replace />;
  const step = segment;
  if (state.returnTo && state.returnTo !== step) return <Navigate to={updatePaymentPath(state.returnTo)} replace />;
  if (access.isPending) return <Spinner label="Loading your subscription" />;
  if (access.isError || !details)
    return (
      <Page width="narrow">
        <h1>{updatePaymentStepTitles[step]}</h1>
        <p role="alert">{paymentMessages.resultUnknown}</p>
      </Page>
    );
  if (!state.outcome && (!context || !subscription || details.hasSupporter || isPartnerSubscription(subscription)))
    return <Navigate to="/account" replace />;
  if (!context) return <Navigate to="/account" replace />;
  const redirect = updatePaymentRedirect(step, {
    reviewed: state.reviewed,
    postcode: state.postcode,
    finished: !!state.outcome,
  });
  if (redirect) return <Navigate to={updatePaymentPath(redirect)} replace />;
  const stepIndex = stepperSteps.indexOf(step as (typeof stepperSteps)[number]);
  return (
    <UpdatePaymentContext.Provider value={context}>
      <CardFormProvider>
        <Page width="narrow" className="update-payment-page">
          {stepIndex >= 0 ? (
            <Stepper
              label="Update payment steps"
              steps={stepperSteps.map((id) => ({ label: updatePaymentStepTitles[id] }))}
              current={stepIndex}
              onStepClick={(index) => {
                const target = stepperSteps[index];
                if (target) navigate(updatePaymentPath(target));
              }}
            />
          ) : null}
          <h1>{updatePaymentStepTitles[step]}</h1>
          <Outlet />
        </Page>
      </CardFormProvider>
    </UpdatePaymentContext.Provider>
  );
}
