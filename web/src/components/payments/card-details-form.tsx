import { type FormEvent, useRef, useState } from "react";
import { type CardErrorField, cardFieldMessages, paymentMessages } from "../../lib/payments/card-errors.js";
import {
  type CardFieldErrors,
  type CardPaymentMethod,
  isCardFormError,
  useCardForm,
} from "../../lib/payments/card-form.js";
import { validateNameOnCard } from "../../lib/payments/card-validation.js";
import { Alert, Button, TextField } from "../ui/index.js";

/** Provider codes from creating a payment method that belong to one card field. */
const fieldOfCode: Record<string, keyof CardFieldErrors> = {
  incorrect_number: "number",
  invalid_number: "number",
  invalid_expiry_month: "expiry",
  invalid_expiry_year: "expiry",
  incorrect_cvc: "cvc",
  invalid_cvc: "cvc",
};

/**
 * The payment details step (spec §5): name on card, then the provider's number, expiry and
 * security code. It creates the payment method; `onCreated` takes it from there (it may run the
 * rest of the flow, meanwhile the button stays busy). `markedField`: a card error that sent the
 * user back here marks its field.
 */
export function CardDetailsForm({
  postcode,
  initialName,
  markedField,
  submitLabel = "Continue",
  onCreated,
}: {
  postcode: string;
  initialName: string;
  markedField?: CardErrorField | undefined;
  submitLabel?: string;
  onCreated: (method: CardPaymentMethod, nameOnCard: string) => Promise<void> | void;
}) {
  const card = useCardForm();
  const [name, setName] = useState(initialName);
  const [nameError, setNameError] = useState<string | undefined>();
  const [errors, setErrors] = useState<CardFieldErrors>(
    markedField && markedField !== "postcode" ? { [markedField]: cardFieldMessages[markedField] } : {},
  );
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const nameProblem = validateNameOnCard(name);
    const cardProblems = card.validate();
    setNameError(nameProblem);
    setErrors(cardProblems);
    if (nameProblem || cardProblems.number || cardProblems.expiry || cardProblems.cvc) {
      if (nameProblem) nameInput.current?.focus();
      else focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      const result = await card.createPaymentMethod({ nameOnCard: name, postcode });
      if (isCardFormError(result)) {
        const field = fieldOfCode[result.error.code];
        if (field) {
          setErrors({ [field]: cardFieldMessages[field] });
          focusFirstInvalid();
        } else setFailure(result.error.message || paymentMessages.cardCreationFallback);
        return;
      }
      await onCreated(result, name.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className="stack" noValidate onSubmit={submit}>
      {failure ? (
        <Alert>
          <strong>Error</strong>
          <br />
          {failure}
        </Alert>
      ) : null}
      <TextField
        ref={nameInput}
        label="Name on card"
        name="nameOnCard"
        autoComplete="cc-name"
        value={name}
        error={nameError}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(undefined);
        }}
      />
      <card.Fields errors={errors} onEdit={(field) => setErrors((current) => ({ ...current, [field]: undefined }))} />
      <Button type="submit" loading={busy} loadingLabel="Checking your card">
        {submitLabel}
      </Button>
    </form>
  );
}
