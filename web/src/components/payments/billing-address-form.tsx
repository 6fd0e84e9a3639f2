import { type FormEvent, useRef, useState } from "react";
import { cardFieldMessages } from "../../lib/payments/card-errors.js";
import { normalisePostcode, validatePostcode } from "../../lib/payments/card-validation.js";
import { Button, SelectField, TextField } from "../ui/index.js";

/**
 * The billing address step (accounts spec §5): the country is fixed to the UK and the only field
 * is the postcode. `postcodeRejected` re-marks the field after the provider refused the postcode.
 */
export function BillingAddressForm({
  initialPostcode,
  postcodeRejected = false,
  onSubmit,
}: {
  initialPostcode: string;
  postcodeRejected?: boolean;
  onSubmit: (postcode: string) => void;
}) {
  const [postcode, setPostcode] = useState(initialPostcode);
  const [error, setError] = useState<string | undefined>(postcodeRejected ? cardFieldMessages.postcode : undefined);
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePostcode(postcode);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    onSubmit(normalisePostcode(postcode));
  };
  return (
    <form className="stack" noValidate onSubmit={submit}>
      <SelectField label="Country" name="country" value="GB" onChange={() => {}}>
        <option value="GB">United Kingdom</option>
      </SelectField>
      <TextField
        ref={input}
        label="Postcode"
        name="postcode"
        autoComplete="postal-code"
        value={postcode}
        error={error}
        onChange={(event) => {
          setPostcode(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit">Continue</Button>
    </form>
  );
}
