import { type ReactNode, useContext } from "react";
import { useAppConfig } from "../config-context.js";
import { type CardForm, CardFormContext } from "./card-form.js";
import { LocalCardFormProvider } from "./local-card-form.js";
import { StripeCardFormProvider } from "./stripe-card-form.js";

const unavailableError = { error: { code: "generic", message: "Card payments are not available right now." } };

/** Without a publishable key there is no provider to talk to: every call fails with a generic error. */
const unavailableForm: CardForm = {
  kind: "unavailable",
  Fields: () => <p className="small">Card payments are not available right now. Please try again later.</p>,
  validate: () => ({}),
  createPaymentMethod: async () => unavailableError,
  confirmCardPayment: async () => unavailableError,
  confirmCardSetup: async () => unavailableError,
};

/**
 * Picks the card form from app config: the local form when config.stripe.emulatorUrl is set
 * (development and tests), Stripe Elements otherwise (production). A form already provided above
 * (a test's own, or an outer flow's) is kept.
 */
export function CardFormProvider({ children }: { children: ReactNode }) {
  const { stripe } = useAppConfig();
  const outer = useContext(CardFormContext);
  if (outer) return children;
  if (stripe.emulatorUrl)
    return (
      <LocalCardFormProvider emulatorUrl={stripe.emulatorUrl} publishableKey={stripe.publishableKey}>
        {children}
      </LocalCardFormProvider>
    );
  if (stripe.publishableKey)
    return <StripeCardFormProvider publishableKey={stripe.publishableKey}>{children}</StripeCardFormProvider>;
  return <CardFormContext.Provider value={unavailableForm}>{children}</CardFormContext.Provider>;
}
