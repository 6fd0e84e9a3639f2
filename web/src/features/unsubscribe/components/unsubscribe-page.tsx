import { messages } from "@sumwise/rules";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { Button, FormAlert, Page, Spinner } from "../../../components/ui/index.js";
import { useUpdateEmailSubscriptionState } from "../api/update-email-subscription-state.js";

const contact = "mailto:support@sumwise.app";
const feedback = "mailto:support@sumwise.app?subject=Email%20feedback";

/** What each link type unsubscribes from, in words; unknown types are refused by the server anyway. */
const describe = (type: string) => (type === "weekly-activity" ? "weekly activity emails" : "these emails");

/**
 * /email/unsubscribe?type=&token= (spec §2, §8): opening the link unsubscribes at once; the page
 * confirms it, offers a feedback link and a resubscribe button. Without both parameters, or if the
 * call fails, it shows the error state.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const type = params.get("type") ?? "";
  const token = params.get("token") ?? "";
  const complete = type !== "" && token !== "";
  const unsubscribe = useUpdateEmailSubscriptionState();
  const resubscribe = useUpdateEmailSubscriptionState();
  const sent = useRef(false);

  useEffect(() => {
    if (!complete || sent.current) return;
    // Once per visit (React strict mode runs effects twice in development).
    sent.current = true;
    unsubscribe.mutate({ type, token, subscribed: false });
  }, [complete, type, token, unsubscribe]);

  if (!complete || unsubscribe.isError) {
    return (
      <Page width="narrow" brand>
        <h1>{messages.unsubscribeFailed}</h1>
        <p>
          We couldn't unsubscribe you with this link. Please open the link from the email again, or{" "}
          <a href={contact}>contact us</a> and we will do it for you.
        </p>
      </Page>
    );
  }
  if (!unsubscribe.isSuccess) return <Spinner label="Unsubscribing" />;
  return (
    <Page width="narrow" brand>
      <h1>You have been unsubscribed</h1>
      <p className="lead">You will no longer get {describe(type)} from Sumwise.</p>
      <p>
        <a href={feedback}>Tell us why you unsubscribed</a> (optional).
      </p>
      {resubscribe.isSuccess ? (
        <p className="form-success" role="status">
          {messages.resubscribed}
        </p>
      ) : (
        <>
          <FormAlert>{resubscribe.isError ? messages.resubscribeFailed : null}</FormAlert>
          <p>
            Changed your mind?{" "}
            <Button
              variant="secondary"
              disabled={resubscribe.isPending}
              onClick={() => resubscribe.mutate({ type, token, subscribed: true })}
            >
              {resubscribe.isPending ? "Resubscribing…" : "Resubscribe"}
            </Button>
          </p>
        </>
      )}
    </Page>
  );
}
