import type { ChildLearnerAccount } from "@sumwise/gen/indy/v1/indy_children_pb";
import { EmailPlusState } from "@sumwise/gen/indy/v1/indy_user_pb";
import { useState } from "react";
import { useNavigate } from "react-router";
import { CoursePicker } from "../../../components/course-picker.js";
import { Button } from "../../../components/ui/index.js";
import { useGetFirebaseToken } from "../api/get-firebase-token.js";
import { ChildPasswordForm } from "./child-password-form.js";
import { ConsentNotice } from "./consent-notice.js";
import { RenameChildForm } from "./rename-child-form.js";

/** One learner in the parent area: who they are, their course, consent, and what the supporter can do. */
export function ChildCard({ account }: { account: ChildLearnerAccount }) {
  const child = account.indyUser;
  const navigate = useNavigate();
  const getToken = useGetFirebaseToken();
  const [editing, setEditing] = useState<"name" | "password" | undefined>();
  if (!child) return null;
  const headingId = `child-${child.name.replace(/\W/g, "-")}`;

  async function logInAsLearner() {
    if (!child) return;
    try {
      const { token } = await getToken.mutateAsync({ indyUserName: child.name });
      // /learner-login signs the supporter out and the learner in (spec §2 public route).
      navigate(`/learner-login?token=${encodeURIComponent(token)}`);
    } catch {
      // The error is shown below the button.
    }
  }

  const toggle = (panel: "name" | "password") => setEditing(editing === panel ? undefined : panel);
  return (
    <li className="card child-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {child.firstName} {child.lastName}
      </h2>
      <p>
        Username: <strong>{account.username}</strong>
      </p>
      {child.emailPlusState === EmailPlusState.AWAITING_CONSENT ? (
        <ConsentNotice childName={child.name} firstName={child.firstName} />
      ) : null}
      <CoursePicker userName={child.name} label={`Choose ${child.firstName}'s course`} />
      <div className="child-card__actions">
        <Button disabled={getToken.isPending} onClick={logInAsLearner}>
          {getToken.isPending ? "Logging in…" : "Log in as the learner"}
        </Button>
        <Button variant="ghost" aria-expanded={editing === "name"} onClick={() => toggle("name")}>
          Change name
        </Button>
        <Button variant="ghost" aria-expanded={editing === "password"} onClick={() => toggle("password")}>
          Change password
        </Button>
      </div>
      {getToken.isError ? (
        <p role="alert">Sorry, we couldn't log you in as {child.firstName}. Please try again.</p>
      ) : null}
      {editing === "name" ? <RenameChildForm child={child} /> : null}
      {editing === "password" ? <ChildPasswordForm childName={child.name} firstName={child.firstName} /> : null}
    </li>
  );
}
