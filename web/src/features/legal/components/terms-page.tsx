import { Link } from "react-router";
import { commercialTerms as t } from "../terms.js";
import { LegalPage } from "./legal-page.js";

/** /terms: the terms of use and of sale for everyone outside the pilot and partner schemes. */
export function TermsPage() {
  return (
    <LegalPage title="Terms and conditions" updated={t.termsUpdated}>
      <p>
        These terms are the agreement between you and Sumwise when you use Sumwise or buy a subscription. Please read
        them with your child if they are using Sumwise. If anything is unclear, email us at{" "}
        <a href={`mailto:${t.contactEmail}`}>{t.contactEmail}</a> before you agree.
      </p>

      <h2>1. Who can have an account</h2>
      <ul>
        <li>Learners aged 13 or over may create their own account.</li>
        <li>
          Adults aged 18 or over (parents, home educators and tutors) may create accounts for learners under 18 and
          manage them. The adult is responsible for the learner's use of Sumwise.
        </li>
        <li>Keep your password private. Tell us straight away if you think someone else has used your account.</li>
      </ul>

      <h2>2. Free trial</h2>
      <p>
        Every new account starts with a free trial of {t.freeTrialDays} days plus {t.freeLessons} free lessons. You do
        not need to give card details for the trial and nothing is charged when it ends: learning simply pauses until a
        subscription is bought.
      </p>

      <h2>3. Subscriptions and payment</h2>
      <ul>
        <li>
          A subscription is a rolling monthly subscription. It renews automatically each month until it is cancelled. (A
          yearly plan exists for some schemes but only the monthly plan is offered.)
        </li>
        <li>Prices are in pounds sterling (GBP) and include VAT. The price is shown before you pay.</li>
        <li>We take payment by card only (including card wallets such as Apple Pay and Google Pay).</li>
        <li>
          An adult can buy one subscription covering several learners. Each learner after the first costs{" "}
          {t.additionalLearnerDiscountPercent}% less.
        </li>
        <li>
          A learner whose account was made by an adult cannot buy a subscription; the adult buys it from their own
          account.
        </li>
        <li>
          We may change prices. We will tell you at least {t.priceChangeNoticeMonths} month before a new price applies
          to your subscription, so you can cancel first if you wish.
        </li>
      </ul>

      <h2>4. Cancelling</h2>
      <ul>
        <li>
          You can cancel at any time by contacting us at <a href={`mailto:${t.contactEmail}`}>{t.contactEmail}</a>. The
          subscription then ends at the end of the month you have paid for.
        </li>
        <li>We do not refund partial periods: you keep access until the paid month ends.</li>
        <li>
          We keep the learner's progress for {t.progressKeptMonths} months after a subscription ends, so they can pick
          up where they left off if you subscribe again. After that it is deleted.
        </li>
        <li>Nothing in these terms affects your statutory rights as a consumer.</li>
      </ul>

      <h2>5. Using Sumwise fairly</h2>
      <p>
        Sumwise is for learning. Please do not share accounts, copy our questions or videos to publish elsewhere, try to
        break or overload the service, or use it to upset anyone. We may suspend an account that does these things, and
        we will tell the account holder why.
      </p>

      <h2>6. Our responsibility to you</h2>
      <ul>
        <li>
          We work hard to keep Sumwise available and correct, but we cannot promise it will never be interrupted or that
          every question is free of mistakes. Tell us about a mistake and we will fix it.
        </li>
        <li>
          If we break these terms, our total liability to you is limited to what you paid us in the{" "}
          {t.liabilityCapMonths} months before the problem. We do not limit liability where the law does not allow it
          (for example for death or personal injury caused by negligence, or fraud).
        </li>
      </ul>

      <h2>7. Help and support</h2>
      <p>
        Our support team works {t.supportHours}. We reply to account and email questions within{" "}
        {t.accountReplyWorkingDays} working days, and to letters within {t.writtenReplyWorkingDays} working days of
        receiving them.
      </p>

      <h2>8. Changes to these terms</h2>
      <p>
        If we change these terms we will show the new date at the top of this page and, for changes that matter to you,
        tell account holders by email before they apply. How we look after personal information is explained in our{" "}
        <Link to="/privacy">privacy notice</Link>. These terms are governed by the law of England and Wales.
      </p>
    </LegalPage>
  );
}
