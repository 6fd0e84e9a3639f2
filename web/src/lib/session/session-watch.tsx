import { timestampNow } from "@bufbuild/protobuf/wkt";
import { type Client, Code, ConnectError } from "@connectrpc/connect";
import type { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { SessionEndReason } from "@sumwise/gen/indy/v1/indy_session_pb";
import { INACTIVITY_TIMEOUT_MINUTES } from "@sumwise/rules";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "../../components/ui/index.js";
import { clientDetails } from "../client-details.js";

/** Input that counts as activity for the inactivity timeout. */
const activityEvents = ["pointerdown", "keydown", "wheel", "touchstart", "scroll"] as const;
/** Wait before re-opening a session stream that broke (network, redeploy). */
const reconnectMs = 5_000;

interface SessionWatchProps {
  indy: Client<typeof IndyService>;
  sessionId: string;
  signOut: () => Promise<void>;
  /** Logs in again here, which ends the session elsewhere. */
  stayHere: () => Promise<void>;
}

/**
 * Lives while a session is signed in (spec §4): reports the client's details once (GetSessionDetails),
 * follows the session on WatchSession and offers the 'logged in elsewhere' choice when another login
 * ends it, and signs out after the inactivity timeout the server names.
 */
export function SessionWatch({ indy, sessionId, signOut, stayHere }: SessionWatchProps) {
  const [elsewhere, setElsewhere] = useState(false);
  const [timeoutMinutes, setTimeoutMinutes] = useState(INACTIVITY_TIMEOUT_MINUTES);

  useEffect(() => {
    indy
      .getSessionDetails({ timestamp: timestampNow(), applicationVersion: import.meta.env.MODE, ...clientDetails() })
      .then((details) => setTimeoutMinutes(details.inactivityTimeoutMinutes || INACTIVITY_TIMEOUT_MINUTES))
      // The spec's wording for this failure; the session goes on with the default timeout.
      .catch((error: unknown) => console.error("doGetSessionDetails not successful", error));
  }, [indy, sessionId]);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      while (!signal.aborted) {
        try {
          for await (const message of indy.watchSession({ sessionId }, { signal })) {
            if (message.event.case !== "ended") continue;
            if (message.event.value === SessionEndReason.LOGGED_IN_ELSEWHERE) setElsewhere(true);
            else await signOut();
            return;
          }
        } catch (error) {
          if (signal.aborted) return;
          // The session is gone, not ours, or not for this kind of user: nothing to follow. Anything
          // else (network, redeploy, an expired token the SDK refreshes) is retried.
          const code = ConnectError.from(error).code;
          if (code === Code.NotFound || code === Code.PermissionDenied) return;
        }
        await new Promise((resolve) => setTimeout(resolve, reconnectMs));
      }
    })();
    return () => controller.abort();
  }, [indy, sessionId, signOut]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void signOut(), timeoutMinutes * 60_000);
    };
    for (const type of activityEvents) window.addEventListener(type, restart, { passive: true });
    restart();
    return () => {
      clearTimeout(timer);
      for (const type of activityEvents) window.removeEventListener(type, restart);
    };
  }, [timeoutMinutes, signOut]);

  // Escape (the dialog's cancel) logs out: the safe choice leaves the other device's session alone.
  return (
    <ConfirmDialog
      open={elsewhere}
      title="You have logged in elsewhere"
      cancelLabel="Log out now"
      confirmLabel="Stay logged in here"
      onCancel={() => {
        setElsewhere(false);
        void signOut();
      }}
      onConfirm={() => {
        setElsewhere(false);
        void stayHere();
      }}
    >
      <p>Your account has just been logged in on another device or browser.</p>
    </ConfirmDialog>
  );
}
