import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { Dialog, TextField } from "../../components/ui/index.js";
import {
  type CardBillingDetails,
  type CardFieldsProps,
  type CardForm,
  CardFormContext,
  type ConfirmResult,
  type CreatePaymentMethodResult,
  intentIdFromSecret,
} from "./card-form.js";
import { cardDigits, parseExpiry, validateCardNumber, validateCvc, validateExpiry } from "./card-validation.js";

/** The message the emulator's test challenge page posts to its parent when the user is done. */
export const challengeCompleteMessage = "sumwise-3ds-complete";

const cvcHint = "Usually the last three digits on the signature strip.";

interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

interface Intent {
  id: string;
  status: string;
  next_action?: { type: string; redirect_to_url?: { url: string } };
  last_payment_error?: { code?: string; message?: string };
  last_setup_error?: { code?: string; message?: string };
}

const genericError = { code: "generic", message: "" };

/**
 * The card form for development and tests: plain inputs, tokenised against the local Stripe
 * emulator with its REST API (the same shapes as api.stripe.com). 3-D Secure shows the emulator's
 * challenge page in a dialog, which posts a message back when the user has answered it.
 */
export function LocalCardFormProvider({
  emulatorUrl,
  publishableKey,
  children,
}: {
  emulatorUrl: string;
  publishableKey: string;
  children: ReactNode;
}) {
  const values = useRef<CardValues>({ number: "", expiry: "", cvc: "" });
  const [challenge, setChallenge] = useState<{ url: string; done: () => void } | undefined>();
  const base = emulatorUrl.replace(/\/$/, "");
  const headers = useMemo(
    () => ({ Authorization: `Bearer ${publishableKey}`, "Content-Type": "application/x-www-form-urlencoded" }),
    [publishableKey],
  );

  const Fields = useMemo(() => makeFields(values), []);

  /** Shows the challenge and resolves once the page reports back (or the user closes the dialog). */
  const runChallenge = useCallback(
    (url: string) =>
      new Promise<void>((resolve) => {
        const onMessage = (event: MessageEvent) => {
          if (event.origin !== window.location.origin) return;
          if ((event.data as { type?: string } | null)?.type !== challengeCompleteMessage) return;
          finish();
        };
        const finish = () => {
          window.removeEventListener("message", onMessage);
          setChallenge(undefined);
          resolve();
        };
        window.addEventListener("message", onMessage);
        setChallenge({ url, done: finish });
      }),
    [],
  );

  const confirm = useCallback(
    async (kind: "payment_intents" | "setup_intents", clientSecret: string, extra: Record<string, string>) => {
      const id = intentIdFromSecret(clientSecret);
      const failure =
        kind === "payment_intents" ? "payment_intent_authentication_failure" : "setup_intent_authentication_failure";
      try {
        let intent = await postForm<Intent>(`${base}/v1/${kind}/${id}/confirm`, headers, {
          client_secret: clientSecret,
          ...extra,
        });
        if (intent.status === "requires_action" && intent.next_action?.redirect_to_url?.url) {
          await runChallenge(intent.next_action.redirect_to_url.url);
          const query = new URLSearchParams({ client_secret: clientSecret });
          const response = await fetch(`${base}/v1/${kind}/${id}?${query}`, { headers });
          intent = (await response.json()) as Intent;
        }
        return intentResult(intent, failure);
      } catch (error) {
        return { error: errorOf(error) };
      }
    },
    [base, headers, runChallenge],
  );

  const form = useMemo<CardForm>(
    () => ({
      kind: "local",
      Fields,
      validate: () => ({
        number: validateCardNumber(values.current.number),
        expiry: validateExpiry(values.current.expiry),
        cvc: validateCvc(values.current.cvc),
      }),
      async createPaymentMethod(details: CardBillingDetails): Promise<CreatePaymentMethodResult> {
        const expiry = parseExpiry(values.current.expiry);
        try {
          const method = await postForm<{ id: string; card?: { brand?: string; last4?: string } }>(
            `${base}/v1/payment_methods`,
            headers,
            {
              type: "card",
              "card[number]": cardDigits(values.current.number),
              "card[exp_month]": String(expiry?.month ?? ""),
              "card[exp_year]": String(expiry?.year ?? ""),
              "card[cvc]": values.current.cvc.trim(),
              "billing_details[name]": details.nameOnCard.trim(),
              "billing_details[address][postal_code]": details.postcode,
              "billing_details[address][country]": "GB",
            },
          );
          return { id: method.id, brand: method.card?.brand ?? "card", last4: method.card?.last4 ?? "" };
        } catch (error) {
          return { error: errorOf(error) };
        }
      },
      confirmCardPayment: (clientSecret) => confirm("payment_intents", clientSecret, {}),
      confirmCardSetup: (clientSecret, paymentMethodId) =>
        confirm("setup_intents", clientSecret, { payment_method: paymentMethodId }),
    }),
    [Fields, base, headers, confirm],
  );

  return (
    <CardFormContext.Provider value={form}>
      {children}
      <Dialog
        open={!!challenge}
        title="Confirm your payment with your bank"
        onCancel={() => challenge?.done()}
        size="lg"
      >
        {challenge ? <iframe className="three-d-secure" title="3D Secure authentication" src={challenge.url} /> : null}
      </Dialog>
    </CardFormContext.Provider>
  );
}

function intentResult(intent: Intent, authenticationFailure: string): ConfirmResult {
  if (intent.status === "succeeded" || intent.status === "processing") return { status: intent.status };
  const last = intent.last_payment_error ?? intent.last_setup_error;
  if (last?.code) return { error: { code: last.code, message: last.message ?? "" } };
  if (intent.status === "requires_action" || intent.status === "requires_payment_method")
    return { error: { code: authenticationFailure, message: "" } };
  return { error: genericError };
}

class ProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function errorOf(error: unknown) {
  return error instanceof ProviderError ? { code: error.code, message: error.message } : genericError;
}

async function postForm<T>(url: string, headers: Record<string, string>, body: Record<string, string>): Promise<T> {
  const response = await fetch(url, { method: "POST", headers, body: new URLSearchParams(body) });
  const json = (await response.json().catch(() => ({}))) as T & { error?: { code?: string; message?: string } };
  if (!response.ok || json.error) throw new ProviderError(json.error?.code ?? "generic", json.error?.message ?? "");
  return json;
}

/** The inputs keep their text in the provider, so createPaymentMethod reads what was typed. */
function makeFields(values: { current: CardValues }) {
  return function LocalCardFields({ errors, onEdit }: CardFieldsProps) {
    const [state, setState] = useState<CardValues>(values.current);
    const edit = (field: keyof CardValues, value: string) => {
      values.current = { ...values.current, [field]: value };
      setState(values.current);
      onEdit?.(field);
    };
    return (
      <>
        <TextField
          label="Card number"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          value={state.number}
          error={errors.number}
          onChange={(event) => edit("number", event.target.value)}
        />
        <div className="form-row">
          <TextField
            label="Expiry date"
            name="cardExpiry"
            placeholder="MM / YY"
            autoComplete="cc-exp"
            value={state.expiry}
            error={errors.expiry}
            onChange={(event) => edit("expiry", event.target.value)}
          />
          <TextField
            label="Security code"
            name="cardCvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            hint={cvcHint}
            value={state.cvc}
            error={errors.cvc}
            onChange={(event) => edit("cvc", event.target.value)}
          />
        </div>
      </>
    );
  };
}
