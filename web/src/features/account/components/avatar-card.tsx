import { useState } from "react";
import { Avatar, describeAvatar } from "../../../components/avatar.js";
import { Button, Card, Spinner } from "../../../components/ui/index.js";
import { useIndyUserAvatar } from "../api/get-indy-user-avatar.js";
import { AvatarChooserDialog, avatarProblem } from "./avatar-chooser-dialog.js";

/** The learner's avatar on the account page, with the chooser (spec §2 Avatar chooser, §6). */
export function AvatarCard() {
  const avatar = useIndyUserAvatar();
  // A new key per opening starts the chooser from the saved avatar each time.
  const [opened, setOpened] = useState(0);
  const [open, setOpen] = useState(false);
  const current = avatar.data?.avatar;
  return (
    <Card title="Your avatar">
      {avatar.isPending ? (
        <Spinner label="Loading your avatar" />
      ) : avatar.isError ? (
        <p role="alert">{avatarProblem}</p>
      ) : (
        <div className="avatar-card">
          <Avatar avatar={current} size={72} label={`Your avatar: ${describeAvatar(current)}`} />
          <Button
            variant="secondary"
            onClick={() => {
              setOpened(opened + 1);
              setOpen(true);
            }}
          >
            Change avatar
          </Button>
        </div>
      )}
      <AvatarChooserDialog key={opened} open={open} current={current} onClose={() => setOpen(false)} />
    </Card>
  );
}
