import { Link } from "react-router";
import { Page } from "../../../components/ui/index.js";

/** Where "Contact us" goes; the product's real contact address is not in the spec. */
const contactAddress = "mailto:help@sumwise.app";

/** /login-help: help logging in (spec §2): usernames for supported learners, resetting, contact. */
export function LoginHelpPage() {
  return (
    <Page width="narrow" brand>
      <p className="brand">Sumwise</p>
      <h1>Help logging in</h1>
      <section aria-labelledby="help-username">
        <h2 id="help-username">I log in with a username</h2>
        <p>
          If a parent, home educator or tutor made your account, you log in with the username they chose, not an email
          address. Ask them to remind you of it. They can also set a new password for you from their account.
        </p>
      </section>
      <section aria-labelledby="help-password">
        <h2 id="help-password">I've forgotten my password</h2>
        <p>
          If you log in with an email address, we can send you a link to reset your password.{" "}
          <Link to="/forgot-password">Reset your password</Link>
        </p>
      </section>
      <section aria-labelledby="help-contact">
        <h2 id="help-contact">Still stuck?</h2>
        <p>
          <a href={contactAddress}>Contact us</a>. We're here 9am to 5pm, Monday to Friday (UK), and reply within 2
          working days.
        </p>
      </section>
      <p className="center">
        <Link to="/login">Back to log in</Link>
      </p>
    </Page>
  );
}
