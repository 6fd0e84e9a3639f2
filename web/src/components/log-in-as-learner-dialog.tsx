import { useMutation } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useSession } from "../lib/session/index.js";
import { Button, Dialog, Spinner } from "./ui/index.js";

export interface LearnerToSwitchTo {
  /** "indyUsers/{id}" of the supporter's child. */
  name: string;
  /** What the parent calls them, e.g. "Kit Hopper". */
  displayName: string;
  /** The username the child logs in with, for the manual way. */
  username: string;
}

/** Spec §4, §8: the failure text, with {account} filled in. */
export const couldNotSwitch = (account: string) => `Sorry, we couldn't automatically switch you to ${account}.`;

/**
 * 'Log in as the learner' (spec §2 Parent area, §4): while open it fetches a login token for the
 * child (one retry, spec §7); with it, /learner-login signs the parent out and the learner in. If no
 * token comes, it says so and tells the parent how to log in as the learner by hand.
 */
export function LogInAsLearnerDialog({
  learner,
  onClose,
}: {
  learner: LearnerToSwitchTo | undefined;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const getToken = useMutation(IndyService.method.getFirebaseToken, { retry: 1 });
  const [failed, setFailed] = useState(false);
  const asked = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!learner || asked.current === learner.name) return;
    const target = learner.name;
    asked.current = target;
    setFailed(false);
    getToken
      .mutateAsync({ indyUserName: target })
      // Closed meanwhile: the parent changed their mind, so stay.
      .then(({ token }) => {
        if (asked.current === target) navigate(`/learner-login?token=${encodeURIComponent(token)}`);
      })
      .catch(() => {
        if (asked.current === target) setFailed(true);
      });
  }, [learner, getToken, navigate]);

  const close = () => {
    asked.current = undefined;
    onClose();
  };
  const name = learner?.displayName ?? "";
  return (
    <Dialog
      open={learner !== undefined}
      title={`Log in as ${name}`}
      onCancel={close}
      actions={
        failed ? (
          <>
            <Button variant="secondary" onClick={close}>
              Close
            </Button>
            <Button onClick={() => void signOut({ loggedOut: true })}>Log out</Button>
          </>
        ) : (
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
        )
      }
    >
      {failed ? (
        <div role="alert">
          <p>{couldNotSwitch(name)}</p>
          <p>
            Please log out, then log in with {name}'s username <strong>{learner?.username}</strong> and their password.
          </p>
        </div>
      ) : (
        <>
          <Spinner label={`Switching you to ${name}'s account`} />
          <p aria-hidden="true">Switching you to {name}'s account…</p>
        </>
      )}
    </Dialog>
  );
}
