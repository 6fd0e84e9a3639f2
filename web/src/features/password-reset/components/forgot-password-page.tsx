import { messages, validateEmail } from "@sumwise/rules";
import { FirebaseError } from "firebase/app";
import { sendPasswordResetEmail } from "firebase/auth";
import { type FormEvent, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FormAlert, TextField } from "../../../components/ui/index.js";
import { useFirebaseAuth } from "../../../lib/auth-context.js";

type Step = { status: "input" } | { status: "waiting" } | { status: "success"; email: string };

/** The email rule of spec §5, with the login variant's message when there is no @ at all. */
function emailProblem(raw: string): string | undefined {
  if (raw.trim() !== "" && !raw.includes("@")) return messages.loginEmailVariant;
  return validateEmail(raw);
}

/** /forgot-password: input, waiting, success and failure (spec §2 and §8). */
export function ForgotPasswordPage() {
  const auth = useFirebaseAuth();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(searchParams.get("email") ?? "");
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [step, setStep] = useState<Step>({ status: "input" });
  const emailRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const found = emailProblem(email);
    setProblem(found);
    if (found) return emailRef.current?.focus();
    const address = email.trim();
    setStep({ status: "waiting" });
    try {
      // The link comes back to /auth-callback (the project's email action URL); continueUrl is /login.
      await sendPasswordResetEmail(auth, address, { url: `${window.location.origin}/login` });
      setStep({ status: "success", email: address });
    } catch (error) {
      setStep({ status: "input" });
      const code = error instanceof FirebaseError ? error.code : "";
      setFailure(
        code === "auth/user-not-found"
          ? messages.forgotPasswordNoAccount(address)
          : messages.forgotPasswordSendFailed(address),
      );
    }
  }

  if (step.status === "success") {
    return (
      <main className="page page--narrow">
        <h1>Check your email</h1>
        <p>
          We've sent an email to <strong>{step.email}</strong> with a link to reset your password.
        </p>
        <p>Can't find it? Check your spam folder.</p>
        <Link className="button button--wide" to="/login">
          Back to log in
        </Link>
      </main>
    );
  }
  const waiting = step.status === "waiting";
  return (
    <main className="page page--narrow">
      <p className="brand">Sumwise</p>
      <h1>Forgotten your password?</h1>
      <p>Enter your email address and we'll send you a link to reset your password.</p>
      <form noValidate onSubmit={onSubmit} aria-busy={waiting}>
        <FormAlert>{failure}</FormAlert>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          ref={emailRef}
          error={problem}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--wide" disabled={waiting}>
          {waiting ? "Sending…" : "Send reset email"}
        </button>
      </form>
      <p className="center">
        <Link to="/login">Back to log in</Link> · <Link to="/login-help">Help logging in</Link>
      </p>
    </main>
  );
}
