import { Link } from "react-router";
import { CookieSettingsLink } from "../../../components/cookie-settings-link.js";
import { ButtonLink, Page } from "../../../components/ui/index.js";

/** /sign-up: choose a supporting-adult or an independent-learner account (spec §2). */
export function SignUpChooser() {
  return (
    <Page width="narrow" brand>
      <p className="brand">Sumwise</p>
      <h1>Build maths confidence fast</h1>
      <p className="lead">Which type of account would you like to create?</p>
      <ul className="choice-cards">
        <li>
          <Link className="choice-card" to="/supporter-sign-up">
            <span className="choice-card__title">Supporting adult</span>
            <span className="choice-card__text">
              For parents, home educators and tutors: create and follow learner accounts.
            </span>
          </Link>
        </li>
        <li>
          <Link className="choice-card" to="/learner-sign-up">
            <span className="choice-card__title">Independent learner</span>
            <span className="choice-card__text">For learners aged 13 or over with their own account.</span>
          </Link>
        </li>
      </ul>
      <p className="center">
        Already have an account?{" "}
        <ButtonLink variant="secondary" to="/login">
          Log in
        </ButtonLink>
      </p>
      <p className="center small">
        Questions? <a href="mailto:support@sumwise.app">Contact us</a> · <CookieSettingsLink />
      </p>
    </Page>
  );
}
