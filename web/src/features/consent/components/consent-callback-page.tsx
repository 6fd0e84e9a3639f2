import { messages } from "@sumwise/rules";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ButtonLink, Page, Spinner } from "../../../components/ui/index.js";
import { useSession } from "../../../lib/session/index.js";
import { useGrantConsent } from "../api/grant-email-plus-consent.js";

type Outcome = "working" | "thanks" | "failed";

/**
 * /email-plus-callback?code=… (spec §2, §4): whoever is signed in on this browser is signed out first
 * (the adult may open the link on the child's device), then the single-use code is sent.
 */
export function ConsentCallbackPage() {
  const [searchParams] = useSearchParams();
  const { signOut } = useSession();
  const grant = useGrantConsent();
  const [outcome, setOutcome] = useState<Outcome>("working");
  const started = useRef(false);
  const code = searchParams.get("code")?.trim() ?? "";

  useEffect(() => {
    // Once only: the code works once, and StrictMode runs effects twice in development.
    if (started.current) return;
    started.current = true;
    (async () => {
      // Spec §5: consent needs a non-empty code; otherwise the error state.
      if (code === "") return setOutcome("failed");
      await signOut().catch(() => undefined);
      try {
        await grant.mutateAsync({ code });
        setOutcome("thanks");
      } catch {
        setOutcome("failed");
      }
    })();
  }, [code, grant, signOut]);

  if (outcome === "working") return <Spinner label="Processing your consent" />;
  return (
    <Page width="narrow" brand>
      {outcome === "thanks" ? (
        <>
          <h1>Thank you for your consent</h1>
          <p>Your learner can now log in and start learning.</p>
        </>
      ) : (
        <>
          <h1>{messages.consentFailedTitle}</h1>
          <p role="alert">{messages.consentFailedText}</p>
        </>
      )}
      <p>
        <ButtonLink to="/login">Log in</ButtonLink>
      </p>
    </Page>
  );
}
