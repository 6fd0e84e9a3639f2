import { EmailPlusState } from "@sumwise/gen/indy/v1/indy_user_pb";
import { messages } from "@sumwise/rules";
import { useState } from "react";
import { Navigate } from "react-router";
import { Button, Page } from "../../../components/ui/index.js";
import { useFirebaseAuth } from "../../../lib/auth-context.js";
import { useSession } from "../../../lib/session/index.js";
import { useResendConsentEmail } from "../api/send-email-plus-consent-email.js";

/**
 * /email-plus-need-consent (spec §2, §4): a learner under 13 waits here until the adult who made the
 * account opens the consent link. Try again re-checks; Resend email shows 'Email sent' and disables.
 */
export function NeedConsentPage() {
  const auth = useFirebaseAuth();
  const { state, signOut } = useSession();
  const resend = useResendConsentEmail();
  const [checking, setChecking] = useState(false);
  if (state.status !== "signed-in") return null; // RequireSession shows every other state.
  if (state.user.emailPlusState !== EmailPlusState.AWAITING_CONSENT) return <Navigate to="/" replace />;
  const { user } = state;

  async function tryAgain() {
    setChecking(true);
    // A fresh token carries the learner role consent adds; a reload runs the product login again.
    await auth.currentUser?.getIdToken(true).catch(() => undefined);
    window.location.reload();
  }

  return (
    <Page width="narrow" brand>
      <h1>Before you start...</h1>
      <p>
        Hello {user.firstName}! Because you are under 13, the adult who made your account needs to say it's OK for you
        to use Sumwise. We have sent them an email: please ask them to open the link in it.
      </p>
      <p>When they have done that, press Try again.</p>
      <div className="button-row">
        <Button disabled={checking} onClick={tryAgain}>
          {checking ? "Checking…" : "Try again"}
        </Button>
        <Button
          variant="secondary"
          disabled={resend.isPending || resend.isSuccess}
          onClick={() => resend.mutate({ childIndyUserName: user.name })}
        >
          {resend.isSuccess ? messages.emailSent : resend.isPending ? "Sending…" : "Resend email"}
        </Button>
      </div>
      {resend.isError ? <p role="alert">We couldn't send the email. Please try again later.</p> : null}
      <p className="small">
        <Button variant="ghost" onClick={() => void signOut()}>
          Log out
        </Button>
      </p>
    </Page>
  );
}
