import { sendEmailVerification } from "firebase/auth";
import { useEffect, useState } from "react";
import { Navigate } from "react-router";
import { Button, FormAlert, Page, Spinner } from "../../../components/ui/index.js";
import { useFirebaseUser } from "../use-firebase-user.js";
import { SupporterSignUpHeader } from "./sign-up-steps.js";

/** Spec §4 and §9: the resend link appears after a 10-second countdown and can be used once. */
const RESEND_AFTER_SECONDS = 10;

/**
 * Step 3 (/supporter-sign-up/confirm): the verification email went out at step 1 (Firebase sends it);
 * the supporter opens it, then logs in. "I've confirmed" re-reads the account and moves on when done.
 */
export function ConfirmEmailStep() {
  const user = useFirebaseUser();
  const [countdown, setCountdown] = useState(RESEND_AFTER_SECONDS);
  const [resend, setResend] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  const [checking, setChecking] = useState(false);
  const [notYet, setNotYet] = useState(false);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = window.setTimeout(() => setCountdown((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [countdown]);

  if (user === undefined) return <Spinner label="Loading your account" />;
  if (user === null) return <Navigate to="/login" replace />;

  async function checkVerified() {
    if (!user) return;
    setChecking(true);
    setNotYet(false);
    await user.reload().catch(() => undefined);
    if (user.emailVerified) {
      // A fresh token carries email_verified, so the product login now accepts it.
      await user.getIdToken(true);
      window.location.assign("/parent");
      return;
    }
    setChecking(false);
    setNotYet(true);
  }

  async function resendEmail() {
    if (!user) return;
    setResend("sending");
    try {
      await sendEmailVerification(user, { url: `${window.location.origin}/verify` });
      setResend("sent");
    } catch {
      setResend("failed");
    }
  }

  return (
    <Page width="narrow" brand>
      <SupporterSignUpHeader step={3} />
      <h2>Confirm your email</h2>
      <p>
        We have sent an email to <strong>{user.email}</strong>. Please check your inbox and open the link in it to
        confirm your email address. Then you can log in and follow your learners.
      </p>
      <FormAlert>
        {notYet ? "Your email address is not confirmed yet. Please open the link in the email." : null}
      </FormAlert>
      <p>
        <Button wide disabled={checking} onClick={checkVerified}>
          {checking ? "Checking…" : "I've confirmed my email"}
        </Button>
      </p>
      <p className="center small" aria-live="polite">
        {resend === "sent" ? (
          "Email sent"
        ) : resend === "failed" ? (
          "We couldn't send the email. Please try again later."
        ) : countdown > 0 ? (
          `Didn't get it? You can ask for another in ${countdown} seconds.`
        ) : (
          <Button variant="ghost" disabled={resend === "sending"} onClick={resendEmail}>
            Resend email
          </Button>
        )}
      </p>
    </Page>
  );
}
