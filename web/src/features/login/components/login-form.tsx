import { Code, ConnectError } from "@connectrpc/connect";
import { LoginThrottledSchema } from "@sumwise/gen/indy/v1/indy_session_pb";
import { loginSchema, messages } from "@sumwise/rules";
import { signInWithCustomToken } from "firebase/auth";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, FormAlert, Page, PasswordField, TextField } from "../../../components/ui/index.js";
import { useFirebaseAuth } from "../../../lib/auth-context.js";
import { fieldProblemsOf } from "../../../lib/errors.js";
import { showServerProblems, useSessionForm } from "../../../lib/forms/index.js";
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
    let customToken: string;
    try {
      ({ customToken } = await passwordLogin.mutateAsync({ identifier: identifier.trim(), password }));
    } catch (error) {
      setSubmitting(false);
      if (showServerProblems(form, fieldProblemsOf(error), ["identifier", "password"])) return;
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
