import { Link } from "react-router";
import { ButtonLink } from "../../../components/ui/index.js";
import { InfoPage } from "./info-page.js";

/**
 * /plans-info: the payment prompt (spec §2), where a locked part sends the learner. Signed-in
 * buyers continue to the subscribe flow; anyone not allowed to buy is sent on to the account page
 * by that flow's own rule.
 */
export function PlansInfoPage() {
  return (
    <InfoPage title="Keep learning with a subscription">
      <p className="lead">This part of Sumwise needs a subscription.</p>
      <ul>
        <li>A rolling monthly subscription in pounds sterling, including VAT; cancel at any time by contacting us.</li>
        <li>Supporting adults can cover several learners, with 25% off each additional learner.</li>
        <li>Progress is kept for a year after a subscription ends.</li>
      </ul>
      <p>If a parent or other adult made your account, ask them to subscribe from their own account.</p>
      <p>
        <ButtonLink to="/account/subscribe">Continue to payment</ButtonLink>
      </p>
      <p className="small">
        Read the <Link to="/terms">terms and conditions</Link> before you pay.
      </p>
    </InfoPage>
  );
}
