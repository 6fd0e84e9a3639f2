import { messages, validatePassword } from "@sumwise/rules";
import { confirmPasswordReset, verifyPasswordResetCode } from "firebase/auth";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { PasswordField, Spinner } from "../../../components/ui/index.js";
import { useFirebaseAuth } from "../../../lib/auth-context.js";
import { checkActionCodeForUser, useSession } from "../../../lib/session/index.js";

type Step =
  | { status: "checking" }
  | { status: "input"; email: string }
  | { status: "saving"; email: string }
  | { status: "done"; email: string }
  | { status: "failed" };

/**
 * /auth-callback?mode=resetPassword: checks the code (signing out a user of another email), asks
 * for a new password under the shared password rule, then confirms the reset (spec §5, §7, §8).
 */
export function ResetPasswordAction({ oobCode }: { oobCode: string }) {
  const auth = useFirebaseAuth();
  const { signOut } = useSession();
  const [step, setStep] = useState<Step>({ status: "checking" });
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string>();
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        await checkActionCodeForUser(auth, oobCode, signOut);
        const email = await verifyPasswordResetCode(auth, oobCode);
        if (live) setStep({ status: "input", email });
      } catch {
        if (live) setStep({ status: "failed" });
      }
    })();
    return () => {
      live = false;
    };
  }, [auth, oobCode, signOut]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (step.status !== "input") return;
    const found = validatePassword(password);
    setProblem(found);
    if (found) return passwordRef.current?.focus();
    setStep({ status: "saving", email: step.email });
    try {
      await confirmPasswordReset(auth, oobCode, password);
      setStep({ status: "done", email: step.email });
    } catch {
      setStep({ status: "failed" });
    }
  }

  if (step.status === "checking") return <Spinner label="Checking your link" />;
  if (step.status === "failed") {
    return (
      <main className="page page--narrow">
        <h1>{messages.resetPasswordFailed}</h1>
        <p>{messages.resetPasswordFailedHelp}</p>
        <Link className="button button--wide" to="/forgot-password">
          Send a new email
        </Link>
      </main>
    );
  }
  if (step.status === "done") {
    return (
      <main className="page page--narrow">
        <h1>Your password has been reset</h1>
        <p>You can now log in with your new password.</p>
        <Link className="button button--wide" to="/login">
          Log in
        </Link>
      </main>
    );
  }
  const saving = step.status === "saving";
  return (
    <main className="page page--narrow">
      <h1>Reset your password</h1>
      <p>
        Choose a new password for <strong>{step.email}</strong>.
      </p>
      <form noValidate onSubmit={onSubmit} aria-busy={saving}>
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          hint={messages.passwordHint}
          value={password}
          ref={passwordRef}
          error={problem}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="button button--wide" disabled={saving}>
          {saving ? "Saving…" : "Reset password"}
        </button>
      </form>
    </main>
  );
}
