import { useNavigate } from "react-router";
import { BillingAddressForm } from "../../../components/payments/billing-address-form.js";
import { useUpdatePayment } from "../update-payment-state.js";
import { updatePaymentPath } from "./update-payment-flow.js";

/** Location details: UK only, the postcode (spec §5). */
export function LocationStep() {
  const { state, update } = useUpdatePayment();
  const navigate = useNavigate();
  return (
    <BillingAddressForm
      initialPostcode={state.postcode}
      postcodeRejected={state.markedField === "postcode"}
      onSubmit={(postcode) => {
        update({ postcode, markedField: undefined });
        navigate(updatePaymentPath("card-details"));
      }}
    />
  );
}
