import { useNavigate } from "react-router";
import { CardDetailsForm } from "../../../components/payments/card-details-form.js";
import { useSubscribeOrder } from "../subscribe-order.js";
import { subscribePath } from "./subscribe-flow.js";

/** Payment details (spec §5): the card becomes a payment method before the order summary. */
export function CardStep() {
  const { order, update } = useSubscribeOrder();
  const navigate = useNavigate();
  return (
    <CardDetailsForm
      postcode={order.postcode}
      initialName={order.nameOnCard}
      markedField={order.markedField}
      onCreated={(paymentMethod, nameOnCard) => {
        update({ paymentMethod, nameOnCard, markedField: undefined, outcome: undefined, wallet: false });
        navigate(subscribePath("order-summary"));
      }}
    />
  );
}
