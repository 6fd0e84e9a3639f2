import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from "@stripe/react-stripe-js";
import {
  loadStripe,
  type PaymentRequest,
  type Stripe,
  type StripeElementChangeEvent,
  type StripeError,
} from "@stripe/stripe-js";
import { type ReactNode, useMemo, useRef } from "react";
import { Field } from "../../components/ui/index.js";
import { cardFieldMessages } from "./card-errors.js";
import type {
  CardFieldErrors,
  CardFieldsProps,
  CardForm,
  ConfirmResult,
  WalletPayments,
  WalletRequest,
  WalletResult,
} from "./card-form.js";
import { CardFormContext } from "./card-form.js";

const cvcHint = "Usually the last three digits on the signature strip.";
type FieldName = keyof CardFieldErrors;

/** What Stripe's own fields last reported: complete, and whether they hold an error. */
type FieldStates = Record<FieldName, { complete: boolean; error: boolean }>;

const elementStyle = { base: { fontSize: "16px", color: "#1d2433" }, invalid: { color: "#b3261e" } };

/**
 * Production: Stripe.js (loaded from js.stripe.com with the publishable key) and Stripe's card
 * fields; card data never reaches our pages. Stripe shows its own 3-D Secure dialog.
 */
export function StripeCardFormProvider({ publishableKey, children }: { publishableKey: string; children: ReactNode }) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <StripeCardForm>{children}</StripeCardForm>
    </Elements>
  );
}

function StripeCardForm({ children }: { children: ReactNode }) {
  const stripe = useStripe();
  const elements = useElements();
  const states = useRef<FieldStates>({
    number: { complete: false, error: false },
    expiry: { complete: false, error: false },
    cvc: { complete: false, error: false },
  });
  const Fields = useMemo(() => makeFields(states), []);
  const paymentRequest = useRef<PaymentRequest | undefined>(undefined);
  const form = useMemo<CardForm>(() => {
    const unavailable = { error: { code: "generic", message: "" } };
    return {
      kind: "stripe",
      Fields,
      validate: () => {
        const problem = (field: FieldName) =>
          states.current[field].complete && !states.current[field].error ? undefined : cardFieldMessages[field];
        return { number: problem("number"), expiry: problem("expiry"), cvc: problem("cvc") };
      },
      async createPaymentMethod(details) {
        const card = elements?.getElement(CardNumberElement);
        if (!stripe || !card) return unavailable;
        const result = await stripe.createPaymentMethod({
          type: "card",
          card,
          billing_details: {
            name: details.nameOnCard.trim(),
            address: { postal_code: details.postcode, country: "GB" },
          },
        });
        if (result.error) return { error: errorOf(result.error) };
        const method = result.paymentMethod;
        return { id: method.id, brand: method.card?.brand ?? "card", last4: method.card?.last4 ?? "" };
      },
      async confirmCardPayment(clientSecret): Promise<ConfirmResult> {
        if (!stripe) return unavailable;
        const result = await stripe.confirmCardPayment(clientSecret);
        return result.error ? { error: errorOf(result.error) } : { status: result.paymentIntent.status };
      },
      async confirmCardSetup(clientSecret, paymentMethodId): Promise<ConfirmResult> {
        if (!stripe) return unavailable;
        const result = await stripe.confirmCardSetup(clientSecret, { payment_method: paymentMethodId });
        return result.error ? { error: errorOf(result.error) } : { status: result.setupIntent.status };
      },
      wallet: stripe ? walletPayments(stripe, paymentRequest) : undefined,
    };
  }, [Fields, stripe, elements]);
  return <CardFormContext.Provider value={form}>{children}</CardFormContext.Provider>;
}

const walletTotal = (request: WalletRequest) => ({ label: request.label, amount: request.amount });

/** Spec §7: a payment request (country GB, currency gbp) with the can-make-payment check for wallets. */
function walletPayments(stripe: Stripe, current: { current: PaymentRequest | undefined }): WalletPayments {
  return {
    async available(request) {
      const paymentRequest = stripe.paymentRequest({ country: "GB", currency: "gbp", total: walletTotal(request) });
      const result = await paymentRequest.canMakePayment();
      if (!result) return undefined;
      current.current = paymentRequest;
      return result.applePay ? "Apple Pay" : result.googlePay ? "Google Pay" : "your digital wallet";
    },
    update(request) {
      current.current?.update({ total: walletTotal(request) });
    },
    pay() {
      const paymentRequest = current.current;
      if (!paymentRequest) return Promise.resolve({ cancelled: true });
      return new Promise<WalletResult>((resolve) => {
        paymentRequest.once("paymentmethod", (event) => {
          const method = event.paymentMethod;
          resolve({
            paymentMethod: { id: method.id, brand: method.card?.brand ?? "card", last4: method.card?.last4 ?? "" },
            complete: (succeeded) => event.complete(succeeded ? "success" : "fail"),
          });
        });
        paymentRequest.once("cancel", () => resolve({ cancelled: true }));
        paymentRequest.show();
      });
    },
  };
}

const errorOf = (error: StripeError) => ({ code: error.code ?? "generic", message: error.message ?? "" });

function makeFields(states: { current: FieldStates }) {
  return function StripeCardFields({ errors, onEdit }: CardFieldsProps) {
    const track = (field: FieldName) => (event: StripeElementChangeEvent) => {
      states.current[field] = { complete: event.complete, error: !!event.error };
      onEdit?.(field);
    };
    return (
      <>
        <Field label="Card number" error={errors.number}>
          {(control) => (
            <div className="input input--stripe" {...control}>
              <CardNumberElement options={{ style: elementStyle }} onChange={track("number")} />
            </div>
          )}
        </Field>
        <div className="form-row">
          <Field label="Expiry date" error={errors.expiry}>
            {(control) => (
              <div className="input input--stripe" {...control}>
                <CardExpiryElement options={{ style: elementStyle }} onChange={track("expiry")} />
              </div>
            )}
          </Field>
          <Field label="Security code" hint={cvcHint} error={errors.cvc}>
            {(control) => (
              <div className="input input--stripe" {...control}>
                <CardCvcElement options={{ style: elementStyle }} onChange={track("cvc")} />
              </div>
            )}
          </Field>
        </div>
      </>
    );
  };
}
