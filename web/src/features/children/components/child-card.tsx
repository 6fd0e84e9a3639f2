import type { ChildLearnerAccount } from "@sumwise/gen/indy/v1/indy_children_pb";
import { EmailPlusState } from "@sumwise/gen/indy/v1/indy_user_pb";
import { useState } from "react";
import { CoursePicker } from "../../../components/course-picker.js";
import { LogInAsLearnerDialog } from "../../../components/log-in-as-learner-dialog.js";
import { Button } from "../../../components/ui/index.js";
import { ChildPasswordForm } from "./child-password-form.js";
import { ConsentNotice } from "./consent-notice.js";
import { RenameChildForm } from "./rename-child-form.js";

/** One learner in the parent area: who they are, their course, consent, and what the supporter can do. */
export function ChildCard({ account }: { account: ChildLearnerAccount }) {
  const child = account.indyUser;
  const [switching, setSwitching] = useState(false);
  const [editing, setEditing] = useState<"name" | "password" | undefined>();
  if (!child) return null;
  const headingId = `child-${child.name.replace(/\W/g, "-")}`;

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
        <Button onClick={() => setSwitching(true)}>Log in as the learner</Button>
        <Button variant="ghost" aria-expanded={editing === "name"} onClick={() => toggle("name")}>
          Change name
        </Button>
        <Button variant="ghost" aria-expanded={editing === "password"} onClick={() => toggle("password")}>
          Change password
        </Button>
      </div>
      <LogInAsLearnerDialog
        learner={
          switching
            ? { name: child.name, displayName: `${child.firstName} ${child.lastName}`, username: account.username }
            : undefined
        }
        onClose={() => setSwitching(false)}
      />
      {editing === "name" ? <RenameChildForm child={child} /> : null}
      {editing === "password" ? <ChildPasswordForm childName={child.name} firstName={child.firstName} /> : null}
    </li>
  );
}
