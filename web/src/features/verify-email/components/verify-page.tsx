import { sendEmailVerification } from "firebase/auth";
import { useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { Button, ButtonLink, FormAlert, Page, Spinner } from "../../../components/ui/index.js";
import { useFirebaseAuth } from "../../../lib/auth-context.js";
import { defaultSignedInPath, useSession } from "../../../lib/session/index.js";
import { VerifyFailure } from "./verify-failure.js";

/** Seconds before 'Resend' becomes available (spec §4 and §9), then it can be used once. */
const RESEND_COUNTDOWN_SECONDS = 10;

export interface VerifyPageState {
  /** Set by /auth-callback after it applied (or failed to apply) a verification link. */
  result?: "success" | "failure";
  continuePath?: string;
}

/** /verify: waiting, success, success-already-logged-in and failure (spec §2). */
export function VerifyPage() {
  const { state, refresh } = useSession();
  const location = useLocation();
  const { result, continuePath } = (location.state as VerifyPageState | null) ?? {};

  if (state.status === "loading") return <Spinner label="Loading your account" />;
  if (state.status === "error") return <Navigate to={`/error/${state.code}`} replace />;
  if (result === "failure") return <VerifyFailure />;
  if (state.status === "signed-in") {
    return (
      <Page width="narrow" brand>
        <h1>Your email address is verified</h1>
        <p>Thank you. You're logged in and ready to go.</p>
        <ButtonLink wide to={continuePath ?? defaultSignedInPath}>
          Continue
        </ButtonLink>
      </Page>
    );
  }
  if (result === "success") {
    return (
      <Page width="narrow" brand>
        <h1>Your email address is verified</h1>
        <p>Thank you. You can now log in.</p>
        <ButtonLink wide to="/login">
          Log in
        </ButtonLink>
      </Page>
    );
  }
  if (state.status === "unverified") return <Waiting email={state.email} onVerified={refresh} />;
  return (
    <Page width="narrow" brand>
      <h1>Verify your email address</h1>
      <p>Log in to verify your email address. We'll send you a new link if you need one.</p>
      <ButtonLink wide to="/login">
        Log in
      </ButtonLink>
    </Page>
  );
}

function Waiting({ email, onVerified }: { email: string; onVerified: () => Promise<void> }) {
  const auth = useFirebaseAuth();
  const { signOut } = useSession();
  const [secondsLeft, setSecondsLeft] = useState(RESEND_COUNTDOWN_SECONDS);
  const [resend, setResend] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  const [checking, setChecking] = useState(false);
  const [notYet, setNotYet] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1_000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  async function onResend() {
    const user = auth.currentUser;
    if (!user) return;
    setResend("sending");
    try {
      await sendEmailVerification(user);
      setResend("sent");
    } catch {
      setResend("failed");
    }
  }

  async function onCheck() {
    setChecking(true);
    setNotYet(false);
    await onVerified().catch(() => undefined);
    // Still here means the address is still unverified.
    setChecking(false);
    setNotYet(true);
  }

  const resendLabel =
    resend === "sent"
      ? "Email sent"
      : resend === "sending"
        ? "Sending…"
        : secondsLeft > 0
          ? `Resend email (available in ${secondsLeft} s)`
          : "Resend email";
  return (
    <Page width="narrow" brand>
      <h1>Verify your email address</h1>
      <p>
        We've sent an email to <strong>{email}</strong>. Open the link in it to verify your email address.
      </p>
      <p>Can't find it? Check your spam folder, or ask for another email.</p>
      <FormAlert>
        {resend === "failed" ? "We couldn't send the email just now. Please try again later." : null}
      </FormAlert>
      {notYet ? <p role="status">Your email address isn't verified yet. Open the link in the email first.</p> : null}
      <div className="stack">
        <Button wide disabled={checking} onClick={onCheck}>
          {checking ? "Checking…" : "I've verified my email"}
        </Button>
        {/* One use only (spec §4): after a send, or a failed send, it stays disabled. */}
        <Button variant="secondary" wide disabled={secondsLeft > 0 || resend !== "idle"} onClick={onResend}>
          {resendLabel}
        </Button>
        <Button variant="ghost" onClick={() => void signOut()}>
          Log out
        </Button>
      </div>
    </Page>
  );
}
