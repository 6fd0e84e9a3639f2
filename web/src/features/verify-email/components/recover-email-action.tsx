import { applyActionCode } from "firebase/auth";
import { useEffect, useRef, useState } from "react";
import { ButtonLink, Page, Spinner } from "../../../components/ui/index.js";
import { useFirebaseAuth } from "../../../lib/auth-context.js";
import { checkActionCodeForUser, useSession } from "../../../lib/session/index.js";

type Outcome = { status: "working" } | { status: "done"; email: string } | { status: "failed" };

/**
 * /auth-callback?mode=recoverEmail: undoes an email change the owner did not make, then suggests
 * a new password (whoever changed the address may know the old one). Wording is ours: not shown.
 */
export function RecoverEmailAction({ oobCode }: { oobCode: string }) {
  const auth = useFirebaseAuth();
  const { signOut } = useSession();
  const [outcome, setOutcome] = useState<Outcome>({ status: "working" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      try {
        const info = await checkActionCodeForUser(auth, oobCode, signOut);
        await applyActionCode(auth, oobCode);
        setOutcome({ status: "done", email: info.data.email ?? "" });
      } catch {
        setOutcome({ status: "failed" });
      }
    })();
  }, [auth, oobCode, signOut]);

  if (outcome.status === "working") return <Spinner label="Restoring your email address" />;
  if (outcome.status === "failed") {
    return (
      <Page width="narrow" brand>
        <h1>We have been unable to restore your email address</h1>
        <p>The link may have expired or already been used. Log in, or contact us if you need help.</p>
        <ButtonLink wide to="/login">
          Log in
        </ButtonLink>
      </Page>
    );
  }
  return (
    <Page width="narrow" brand>
      <h1>Your email address has been restored</h1>
      <p>
        Your account's email address is <strong>{outcome.email}</strong> again. If you didn't ask for it to be changed,
        reset your password now.
      </p>
      <ButtonLink wide to="/forgot-password">
        Reset password
      </ButtonLink>
    </Page>
  );
}
