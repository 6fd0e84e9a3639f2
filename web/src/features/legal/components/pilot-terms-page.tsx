import { Link } from "react-router";
import { commercialTerms as t } from "../terms.js";
import { LegalPage } from "./legal-page.js";

/** /pilot-terms: the India pilot (spec §1), shown to visitors from India instead of the standard terms. */
export function PilotTermsPage() {
  return (
    <LegalPage title="Pilot terms (India)" updated={t.termsUpdated}>
      <p>
        These terms apply to schools, families and learners in India taking part in the Sumwise pilot. Where they say
        nothing different, our standard <Link to="/terms">terms and conditions</Link> apply.
      </p>

      <h2>1. The pilot</h2>
      <ul>
        <li>The pilot started in March 2021 and runs for three months from its start.</li>
        <li>We may extend the pilot. If we do, we will tell participants by email before the original end date.</li>
        <li>
          Pilot content is aligned to a national curriculum for years 6 to 8 (Class VI to VIII). Some topics may still
          be in preparation during the pilot.
        </li>
      </ul>

      <h2>2. Cost</h2>
      <p>
        Taking part in the pilot is free. We will not ask for card details during the pilot and nothing is charged
        automatically when it ends.
      </p>

      <h2>3. When the pilot ends</h2>
      <ul>
        <li>
          We will give at least {t.pilotEndNoticeDays} days' notice by email before the pilot ends, and explain the
          options then available in India.
        </li>
        <li>
          Learners' progress is kept for {t.progressKeptMonths} months after the pilot ends, so it is not lost if
          Sumwise continues in your area.
        </li>
      </ul>

      <h2>4. Feedback</h2>
      <p>
        We may ask pilot participants for feedback. Answering is always optional, and we never ask children for feedback
        without their adult's agreement.
      </p>

      <h2>5. Help</h2>
      <p>
        Email <a href={`mailto:${t.contactEmail}`}>{t.contactEmail}</a>. Our team works {t.supportHours}; we reply to
        account and email questions within {t.accountReplyWorkingDays} working days.
      </p>
    </LegalPage>
  );
}
