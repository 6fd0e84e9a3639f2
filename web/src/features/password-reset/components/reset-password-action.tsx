import { messages, newPasswordSchema } from "@sumwise/rules";
import { confirmPasswordReset, verifyPasswordResetCode } from "firebase/auth";
import { useEffect, useState } from "react";
import { Button, ButtonLink, Page, PasswordField, Spinner } from "../../../components/ui/index.js";
import { useFirebaseAuth } from "../../../lib/auth-context.js";
import { useSessionForm } from "../../../lib/forms/index.js";
import { checkActionCodeForUser, useSession } from "../../../lib/session/index.js";

/** Email accounts reset here: the adult rule (children have no email, so no reset link). */
const adultPasswordSchema = newPasswordSchema();

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
  const form = useSessionForm({ schema: adultPasswordSchema, defaultValues: { password: "" } });

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

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (step.status !== "input") return;
    setStep({ status: "saving", email: step.email });
    try {
      await confirmPasswordReset(auth, oobCode, password);
      setStep({ status: "done", email: step.email });
    } catch {
      setStep({ status: "failed" });
    }
  });

  if (step.status === "checking") return <Spinner label="Checking your link" />;
  if (step.status === "failed") {
    return (
      <Page width="narrow" brand>
        <h1>{messages.resetPasswordFailed}</h1>
        <p>{messages.resetPasswordFailedHelp}</p>
        <ButtonLink wide to="/forgot-password">
          Send a new email
        </ButtonLink>
      </Page>
    );
  }
  if (step.status === "done") {
    return (
      <Page width="narrow" brand>
        <h1>Your password has been reset</h1>
        <p>You can now log in with your new password.</p>
        <ButtonLink wide to="/login">
          Log in
        </ButtonLink>
      </Page>
    );
  }
  const saving = step.status === "saving";
  return (
    <Page width="narrow" brand>
      <h1>Reset your password</h1>
      <p>
        Choose a new password for <strong>{step.email}</strong>.
      </p>
      <form noValidate onSubmit={onSubmit} aria-busy={saving}>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={messages.passwordHint}
          error={form.formState.errors.password?.message}
          {...form.register("password")}
        />
        <Button type="submit" wide size="lg" loading={saving} loadingLabel="Saving…">
          Reset password
        </Button>
      </form>
    </Page>
  );
}
