import { useNavigate } from "react-router";
import { BillingAddressForm } from "../../../components/payments/billing-address-form.js";
import { useSubscribeOrder } from "../subscribe-order.js";
import { subscribePath } from "./subscribe-flow.js";

/** Billing address (spec §5): UK only, the postcode. */
export function LocationStep() {
  const { order, update } = useSubscribeOrder();
  const navigate = useNavigate();
  return (
    <BillingAddressForm
      initialPostcode={order.postcode}
      postcodeRejected={order.markedField === "postcode"}
      onSubmit={(postcode) => {
        update({ postcode, markedField: undefined });
        navigate(subscribePath("card-details"));
      }}
    />
  );
}
