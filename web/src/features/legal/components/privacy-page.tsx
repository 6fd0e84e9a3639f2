import { Link } from "react-router";
import { CookieSettingsLink } from "../../../components/cookie-settings-link.js";
import { commercialTerms as t } from "../terms.js";
import { LegalPage } from "./legal-page.js";

/**
 * /privacy, loaded lazily (spec §2). Written for children first and their adults second: short
 * sentences, what we keep, why, and how to get it deleted.
 */
export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy notice" updated={t.termsUpdated}>
      <h2>The short version</h2>
      <ul>
        <li>We keep as little about you as we can: only what Sumwise needs to work.</li>
        <li>We never sell your information, and we do not show adverts to learners.</li>
        <li>Nothing optional (like counting visits) runs unless you switch it on.</li>
        <li>You, or your adult, can ask us to delete your account at any time.</li>
      </ul>

      <h2>What we keep, and why</h2>
      <ul>
        <li>
          <strong>Your name, email (or username) and password</strong> so you can log in. Passwords are stored by our
          sign-in provider in a scrambled form that nobody at Sumwise can read.
        </li>
        <li>
          <strong>Your date of birth</strong> so we know whether you can have your own account and which questions fit
          your school year.
        </li>
        <li>
          <strong>Your answers, progress and points</strong> so Sumwise can choose the right next question and show you
          and your adult how you are doing.
        </li>
        <li>
          <strong>For adults: your email and, if you subscribe, your billing postcode.</strong> Card details go straight
          to our card payment provider; we never see or keep your full card number.
        </li>
        <li>
          <strong>A record of when you log in</strong> (which browser, and when) to keep accounts safe and to end an old
          session when you log in somewhere else.
        </li>
      </ul>
      <p>
        A learner under 13 needs their adult's agreement before we email them. We use the adult's email address for
        that.
      </p>

      <h2>Cookies and storage on your device</h2>
      <p>
        Sumwise stores a few things in your browser that it needs to work: that you are logged in, a form you are part
        way through, and your cookie choices. These are strictly necessary, so they are always on.
      </p>
      <p>
        Analytics and marketing storage are optional and off unless you turn them on. You can change your choice at any
        time in <CookieSettingsLink />.
      </p>

      <h2>Who else sees your information</h2>
      <p>
        Only companies that help us run Sumwise: our sign-in provider, our hosting provider, our email provider and, for
        adults who subscribe, our card payment provider. They may only use it to provide their service to us.
      </p>

      <h2>How long we keep it</h2>
      <p>
        While your account is open. If a subscription ends we keep progress for {t.progressKeptMonths} months in case
        you come back, then delete it. We delete an account and its progress within 30 days of being asked.
      </p>

      <h2>Your rights, and how to delete your account</h2>
      <p>
        You can ask us for a copy of your information, ask us to correct it, or ask us to delete your account. Email{" "}
        <a href={`mailto:${t.contactEmail}`}>{t.contactEmail}</a> from the email address on the account. If a learner's
        account was made by an adult, that adult should ask. We reply within {t.accountReplyWorkingDays} working days.
      </p>
      <p>
        If you are unhappy with how we have used your information, please tell us first. You can also complain to the
        Information Commissioner's Office (ico.org.uk).
      </p>
      <p>
        See also our <Link to="/terms">terms and conditions</Link>.
      </p>
    </LegalPage>
  );
}
