import { messages } from "@sumwise/rules";
import { Link } from "react-router";

/** The verify-email failure state (spec §8). */
export function VerifyFailure() {
  return (
    <main className="page page--narrow">
      <h1>{messages.verifyEmailFailed}</h1>
      <p>{messages.verifyEmailFailedHelp}</p>
      <Link className="button button--wide" to="/login">
        Log in
      </Link>
    </main>
  );
}
