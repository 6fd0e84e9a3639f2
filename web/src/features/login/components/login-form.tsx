import { loginIdentifierToEmail, messages } from "@sumwise/indy/domain";
import { FirebaseError } from "firebase/app";
import { signInWithEmailAndPassword } from "firebase/auth";
import { type FormEvent, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { TextField } from "../../../components/field.js";
import { FormAlert } from "../../../components/form-alert.js";
import { PasswordField } from "../../../components/password-field.js";
import { useFirebaseAuth } from "../../../lib/auth-context.js";

const notFoundCodes = new Set([
  "auth/user-not-found",
  "auth/wrong-password",
  "auth/invalid-credential",
  "auth/invalid-email",
]);

/** /login: a username or an email, and a password (spec §5 and §8). */
export function LoginForm() {
  const auth = useFirebaseAuth();
  const [searchParams] = useSearchParams();
  const [identifier, setIdentifier] = useState(searchParams.get("username") ?? "");
  const [password, setPassword] = useState("");
  const [problems, setProblems] = useState<{ identifier?: string; password?: string }>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const found = {
      identifier: identifier.trim() ? undefined : messages.notEmpty("Username or email"),
      password: password ? undefined : messages.passwordRequired,
    };
    setProblems(found);
    if (found.identifier) return identifierRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setSubmitting(true);
    try {
      // On success the session provider runs the product login and the page moves on.
      await signInWithEmailAndPassword(auth, loginIdentifierToEmail(identifier), password);
    } catch (error) {
      setSubmitting(false);
      const code = error instanceof FirebaseError ? error.code : "";
      setFormError(notFoundCodes.has(code) ? messages.loginNotFound : messages.loginOther);
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
          inputRef={identifierRef}
          error={problems.identifier}
          onChange={(event) => setIdentifier(event.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          inputRef={passwordRef}
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
