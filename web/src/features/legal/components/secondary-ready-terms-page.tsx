import { Link } from "react-router";
import { commercialTerms as t } from "../terms.js";
import { LegalPage } from "./legal-page.js";

/**
 * /secondary-ready-terms: free access for learners of secondary-school partners (spec §1). The spec
 * says only "a fixed date in 2021"; 31 August 2021 (the end of that school year) is our choice.
 */
export const secondaryReadyFreeUntil = "31 August 2021";

export function SecondaryReadyTermsPage() {
  return (
    <LegalPage title="Secondary Ready terms" updated={t.termsUpdated}>
      <p>
        These terms apply to families who signed up through a secondary school taking part in Secondary Ready, using the
        partner code the school gave them. Where they say nothing different, our standard{" "}
        <Link to="/terms">terms and conditions</Link> apply.
      </p>

      <h2>1. Free access</h2>
      <ul>
        <li>
          Learners signed up with a Secondary Ready partner code get free access to the Secondary Ready course until{" "}
          {secondaryReadyFreeUntil}.
        </li>
        <li>We do not ask for card details for this access and nothing is charged when it ends.</li>
        <li>There is nothing to cancel: free access simply ends on that date.</li>
      </ul>

      <h2>2. After free access ends</h2>
      <p>
        You may choose to buy a monthly subscription on our standard terms. If you do not, the learner's progress is
        kept for {t.progressKeptMonths} months and then deleted.
      </p>

      <h2>3. Help</h2>
      <p>
        Email <a href={`mailto:${t.contactEmail}`}>{t.contactEmail}</a>. Our team works {t.supportHours}.
      </p>
    </LegalPage>
  );
}
