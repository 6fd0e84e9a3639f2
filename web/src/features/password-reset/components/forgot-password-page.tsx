import { forgotPasswordSchema, messages } from "@sumwise/rules";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, ButtonLink, FormAlert, Page, TextField } from "../../../components/ui/index.js";
import { useFirebase } from "../../../lib/auth-context.js";
import { useSessionForm } from "../../../lib/forms/index.js";

type Step = { status: "input" } | { status: "waiting" } | { status: "success"; email: string };

/** /forgot-password: input, waiting, success and failure (spec §2 and §8). */
export function ForgotPasswordPage() {
  const firebase = useFirebase();
  const [searchParams] = useSearchParams();
  const form = useSessionForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: searchParams.get("email") ?? "" },
  });
  const [failure, setFailure] = useState<string>();
  const [step, setStep] = useState<Step>({ status: "input" });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(undefined);
    const address = email.trim();
    setStep({ status: "waiting" });
    try {
      // The link comes back to /auth-callback (the project's email action URL); continueUrl is /login.
      // The SDK loads only now for a visitor who was signed out (lib/firebase.ts).
      const [{ sendPasswordResetEmail }, auth] = await Promise.all([
        import("../../../lib/firebase-sdk.js"),
        firebase.load(),
      ]);
      await sendPasswordResetEmail(auth, address, { url: `${window.location.origin}/login` });
      setStep({ status: "success", email: address });
    } catch (error) {
      setStep({ status: "input" });
      // A FirebaseError's code, read without importing the class (and the SDK with it).
      const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
      setFailure(
        code === "auth/user-not-found"
          ? messages.forgotPasswordNoAccount(address)
          : messages.forgotPasswordSendFailed(address),
      );
    }
  });

  if (step.status === "success") {
    return (
      <Page width="narrow" brand>
        <h1>Check your email</h1>
        <p>
          We've sent an email to <strong>{step.email}</strong> with a link to reset your password.
        </p>
        <p>Can't find it? Check your spam folder.</p>
        <ButtonLink to="/login" wide>
          Back to log in
        </ButtonLink>
      </Page>
    );
  }
  const waiting = step.status === "waiting";
  return (
    <Page width="narrow" brand>
      <h1>Forgotten your password?</h1>
      <p>Enter your email address and we'll send you a link to reset your password.</p>
      <form noValidate onSubmit={onSubmit} aria-busy={waiting}>
        <FormAlert>{failure}</FormAlert>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register("email")}
        />
        <Button type="submit" wide size="lg" loading={waiting} loadingLabel="Sending…">
          Send reset email
        </Button>
      </form>
      <p className="divider-links">
        <Link to="/login">Back to log in</Link>
        <Link to="/login-help">Help logging in</Link>
      </p>
    </Page>
  );
}
