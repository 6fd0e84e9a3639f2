import { Link } from "react-router";
import { Page } from "../../../components/ui/index.js";

/**
 * /register-interest (spec §2): where sign-up routes lead while sign-up is switched off. The spec's
 * external address is not shown, so this page explains and offers a way to get in touch.
 */
export function RegisterInterestPage() {
  return (
    <Page width="narrow" brand>
      <h1>Sign-up is closed for now</h1>
      <p className="lead">We are not taking new accounts at the moment.</p>
      <p>
        If you would like to know when you can join,{" "}
        <a href="mailto:support@sumwise.app?subject=Register%20interest">email us</a> and we will let you know. We only
        use your address to reply.
      </p>
      <p>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </Page>
  );
}
