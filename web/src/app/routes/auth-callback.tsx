import { useSearchParams } from "react-router";
import { ButtonLink, Page } from "../../components/ui/index.js";
import { ResetPasswordAction } from "../../features/password-reset/components/reset-password-action.js";
import { RecoverEmailAction } from "../../features/verify-email/components/recover-email-action.js";
import { VerifyEmailAction } from "../../features/verify-email/components/verify-email-action.js";
import { safeContinuePath } from "../../lib/session/index.js";

/**
 * /auth-callback: the landing page of Firebase's email links (spec §2): mode (resetPassword,
 * recoverEmail, verifyEmail), oobCode and continueUrl (followed only within this site). lang (default
 * en) is not read: the product is English only, so every language gets the English pages.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const mode = params.get("mode");
  const oobCode = params.get("oobCode") ?? "";
  const continueUrl = params.get("continueUrl");
  const continuePath = continueUrl ? safeContinuePath(continueUrl, "/") : undefined;

  if (oobCode) {
    if (mode === "verifyEmail") return <VerifyEmailAction oobCode={oobCode} continuePath={continuePath} />;
    if (mode === "resetPassword") return <ResetPasswordAction oobCode={oobCode} />;
    if (mode === "recoverEmail") return <RecoverEmailAction oobCode={oobCode} />;
  }
  return (
    <Page width="narrow" brand>
      <h1>This link doesn't work</h1>
      <p>Please check you opened the whole link from the email, or log in to ask for a new one.</p>
      <ButtonLink wide to="/login">
        Log in
      </ButtonLink>
    </Page>
  );
}
