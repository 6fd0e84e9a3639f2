import { Code, ConnectError } from "@connectrpc/connect";
import { LoginThrottledSchema } from "@sumwise/gen/indy/v1/indy_session_pb";
import { messages } from "@sumwise/rules";
import { signInWithCustomToken } from "firebase/auth";
import { type FormEvent, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FormAlert, PasswordField, TextField } from "../../../components/ui/index.js";
import { useFirebaseAuth } from "../../../lib/auth-context.js";
import { fieldProblemsOf } from "../../../lib/errors.js";
import { usePasswordLogin } from "../api/password-login.js";

/** The message to show for a failed PasswordLogin (spec §8), with the wait when throttled. */
function loginFailureMessage(error: unknown): string {
  const connectError = ConnectError.from(error);
  const wait = connectError.findDetails(LoginThrottledSchema)[0]?.retryAfterSeconds ?? 0;
  switch (connectError.code) {
    case Code.ResourceExhausted:
      return messages.loginThrottled(wait);
    case Code.Unauthenticated:
      return wait > 0 ? `${messages.loginNotFound} ${messages.loginThrottled(wait)}` : messages.loginNotFound;
    case Code.PermissionDenied:
      return messages.userNoLongerActive;
    default:
      return messages.loginOther;
  }
}

/**
 * /login: a username or an email, and a password (spec §5 and §8). The server checks them
 * (PasswordLogin, throttled) and answers with a custom token the page signs in with; the session
 * provider then runs the product login, or sends an unverified user to /verify.
 */
export function LoginForm() {
  const auth = useFirebaseAuth();
  const passwordLogin = usePasswordLogin();
  const [searchParams] = useSearchParams();
  const [identifier, setIdentifier] = useState(searchParams.get("username") ?? "");
  const [password, setPassword] = useState("");
  const [problems, setProblems] = useState<{ identifier?: string | undefined; password?: string | undefined }>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const showProblems = (found: typeof problems) => {
    setProblems(found);
    if (found.identifier) identifierRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const found = {
      identifier: identifier.trim() ? undefined : messages.notEmpty("Username or email"),
      password: password ? undefined : messages.passwordRequired,
    };
    showProblems(found);
    if (found.identifier || found.password) return;
    setSubmitting(true);
    let customToken: string;
    try {
      ({ customToken } = await passwordLogin.mutateAsync({ identifier: identifier.trim(), password }));
    } catch (error) {
      setSubmitting(false);
      const fieldProblems = fieldProblemsOf(error);
      if (Object.keys(fieldProblems).length > 0) return showProblems(fieldProblems);
      setFormError(loginFailureMessage(error));
      return;
    }
    try {
      // On success the session provider runs the product login and the page moves on.
      await signInWithCustomToken(auth, customToken);
    } catch {
      setSubmitting(false);
      setFormError(messages.loginOther);
    }
  }

  return (
    <main className="page page--narrow">
      <p className="brand">Sumwise</p>
      <h1>Log in</h1>
      <form noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <FormAlert>{formError}</FormAlert>
        <TextField
          label="Username or email"
          name="username"
          autoComplete="username"
          value={identifier}
          ref={identifierRef}
          error={problems.identifier}
          onChange={(event) => setIdentifier(event.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          ref={passwordRef}
          error={problems.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="button button--wide" disabled={submitting}>
          {submitting ? "Logging in…" : "Log in"}
        </button>
      </form>
      <p className="center">
        <Link to="/forgot-password">Forgotten your password?</Link> · <Link to="/login-help">Help logging in</Link>
      </p>
      <p className="center">
        New to Sumwise? <Link to="/sign-up">Sign up</Link>
      </p>
    </main>
  );
}
