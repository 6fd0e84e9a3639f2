import { loginSchema, messages } from "@sumwise/rules";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, FormAlert, Page, PasswordField, TextField } from "../../../components/ui/index.js";
import { useFirebase } from "../../../lib/auth-context.js";
import { showServerProblems, useSessionForm } from "../../../lib/forms/index.js";
import { type PasswordLoginOutcome, usePasswordLogin } from "../api/password-login.js";

/**
 * /login: a username or an email, and a password (spec §5 and §8). The server checks them
 * (PasswordLogin, throttled) and answers with a custom token the page signs in with; the session
 * provider then runs the product login, or sends an unverified user to /verify.
 */
export function LoginForm() {
  const firebase = useFirebase();
  const passwordLogin = usePasswordLogin();
  const [searchParams] = useSearchParams();
  const form = useSessionForm({
    schema: loginSchema,
    defaultValues: { identifier: searchParams.get("username") ?? "", password: "" },
  });
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ identifier, password }) => {
    setFormError(undefined);
    setSubmitting(true);
    const outcome = await passwordLogin({ identifier: identifier.trim(), password }).catch(
      (): PasswordLoginOutcome => ({ ok: false, fieldProblems: {}, message: messages.loginOther }),
    );
    if (!outcome.ok) {
      setSubmitting(false);
      if (!showServerProblems(form, outcome.fieldProblems, ["identifier", "password"])) setFormError(outcome.message);
      return;
    }
    try {
      // On success the session provider runs the product login and the page moves on.
      // The SDK loads only now for a visitor who was signed out (lib/firebase.ts).
      const [{ signInWithCustomToken }, auth] = await Promise.all([
        import("../../../lib/firebase-sdk.js"),
        firebase.load(),
      ]);
      await signInWithCustomToken(auth, outcome.customToken);
    } catch {
      setSubmitting(false);
      setFormError(messages.loginOther);
    }
  });

  return (
    <Page width="narrow" brand>
      <h1>Log in</h1>
      <form noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <FormAlert>{formError}</FormAlert>
        <TextField
          label="Username or email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.identifier?.message}
          {...form.register("identifier")}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Button type="submit" wide size="lg" loading={submitting} loadingLabel="Logging in…">
          Log in
        </Button>
      </form>
      <p className="divider-links">
        <Link to="/forgot-password">Forgotten your password?</Link>
        <Link to="/login-help">Help logging in</Link>
      </p>
      <p className="center">
        New to Sumwise? <Link to="/sign-up">Sign up</Link>
      </p>
    </Page>
  );
}
