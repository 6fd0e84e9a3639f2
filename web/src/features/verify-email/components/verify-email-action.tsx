import { applyActionCode } from "firebase/auth";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { Spinner } from "../../../components/ui/index.js";
import { useFirebaseAuth } from "../../../lib/auth-context.js";
import { checkActionCodeForUser, useSession } from "../../../lib/session/index.js";
import type { VerifyPageState } from "./verify-page.js";

/**
 * /auth-callback?mode=verifyEmail: checks then applies the code (spec §7), signing out a user
 * of another email first; a signed-in user is then logged in for real. /verify shows the outcome.
 */
export function VerifyEmailAction({ oobCode, continuePath }: { oobCode: string; continuePath: string | undefined }) {
  const auth = useFirebaseAuth();
  const { signOut, refresh } = useSession();
  const navigate = useNavigate();
  // A code works once: never apply it twice (React may run an effect twice in development).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const show = (result: VerifyPageState["result"]) =>
      navigate("/verify", { replace: true, state: { result, continuePath } satisfies VerifyPageState });
    (async () => {
      try {
        await checkActionCodeForUser(auth, oobCode, signOut);
        await applyActionCode(auth, oobCode);
      } catch {
        return show("failure");
      }
      if (auth.currentUser) await refresh().catch(() => undefined);
      show("success");
    })();
  }, [auth, oobCode, continuePath, signOut, refresh, navigate]);

  return <Spinner label="Verifying your email address" />;
}
