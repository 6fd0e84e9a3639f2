import { type Auth, applyActionCode } from "firebase/auth";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Spinner } from "../../../components/ui/index.js";
import { useFirebaseAuth } from "../../../lib/auth-context.js";
import { checkActionCodeForUser, useSession } from "../../../lib/session/index.js";
import type { VerifyPageState } from "./verify-page.js";

type Outcome = "success" | "failure";

/**
 * Each code is applied once per page, whatever React does: an effect run twice (StrictMode), the
 * page re-rendered or re-mounted while the first attempt is still running all share one attempt.
 */
const attempts = new Map<string, Promise<Outcome>>();

/**
 * Applies a verification code. A code that fails (already used, say by another tab or a second
 * attempt) still counts as success when the signed-in user's email is verified now: that is what
 * the person wanted (spec §4: "if it was already applied and the email is verified, show success").
 */
async function verifyOnce(auth: Auth, oobCode: string, signOut: () => Promise<void>): Promise<Outcome> {
  let email: string | undefined;
  try {
    const info = await checkActionCodeForUser(auth, oobCode, signOut);
    email = info.data.email ?? undefined;
    await applyActionCode(auth, oobCode);
    return "success";
  } catch {
    const user = auth.currentUser;
    if (!user || (email && user.email?.toLowerCase() !== email.toLowerCase())) return "failure";
    await user.reload().catch(() => undefined);
    return user.emailVerified ? "success" : "failure";
  }
}

/**
 * /auth-callback?mode=verifyEmail: checks then applies the code (spec §7), signing out a user
 * of another email first; a signed-in user is then logged in for real. /verify shows the outcome.
 */
export function VerifyEmailAction({ oobCode, continuePath }: { oobCode: string; continuePath: string | undefined }) {
  const auth = useFirebaseAuth();
  const { signOut, refresh } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    let live = true;
    let attempt = attempts.get(oobCode);
    if (!attempt) {
      attempt = verifyOnce(auth, oobCode, signOut).then(async (outcome) => {
        // A fresh token carries email_verified, so the product login now accepts the user.
        if (outcome === "success" && auth.currentUser) await refresh().catch(() => undefined);
        return outcome;
      });
      attempts.set(oobCode, attempt);
    }
    void attempt.then((result) => {
      if (live) navigate("/verify", { replace: true, state: { result, continuePath } satisfies VerifyPageState });
    });
    return () => {
      live = false;
    };
  }, [auth, oobCode, continuePath, signOut, refresh, navigate]);

  return <Spinner label="Verifying your email address" />;
}
