import type { CardErrorView } from "../../lib/payments/card-errors.js";
import { Button } from "../ui/index.js";

const contactAddress = "mailto:support@sumwise.app";

/** A payment error of spec §8 with its title, message and a 'Back to {previous step}' button. */
export function PaymentErrorPanel({
  view,
  stepLabel,
  onBack,
}: {
  view: CardErrorView;
  /** The name of the step the error sends the user back to, in the flow's own words. */
  stepLabel: string;
  onBack: () => void;
}) {
  return (
    <div className="stack">
      <div className="alert alert--error" role="alert">
        <h2 className="alert__title">{view.title}</h2>
        <p>{view.message}</p>
        {view.contactUs ? (
          <p>
            <a href={contactAddress}>Contact us</a>
          </p>
        ) : null}
      </div>
      <Button onClick={onBack}>Back to {stepLabel}</Button>
    </div>
  );
}
