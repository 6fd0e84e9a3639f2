import { messages } from "@sumwise/rules";
import { Button } from "../../../components/ui/index.js";
import { useSendConsentEmail } from "../api/send-email-plus-consent-email.js";

/** On an under-13 child's card while consent is awaited (spec §4): resend, loading, then 'Email sent'. */
export function ConsentNotice({ childName, firstName }: { childName: string; firstName: string }) {
  const send = useSendConsentEmail();
  return (
    <div className="notice" role="note">
      <p>
        {firstName} is under 13, so we need your consent before they can start. We have sent you an email with a link:
        please open it to give your consent.
      </p>
      {send.isSuccess ? (
        <p role="status">{messages.emailSent}</p>
      ) : (
        <Button
          variant="secondary"
          disabled={send.isPending}
          onClick={() => send.mutate({ childIndyUserName: childName })}
        >
          {send.isPending ? "Sending…" : "Resend email"}
        </Button>
      )}
      {send.isError ? <p role="alert">We couldn't send the email. Please try again later.</p> : null}
    </div>
  );
}
