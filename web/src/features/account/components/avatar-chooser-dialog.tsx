import type { AvatarBackground, AvatarIcon, Avatar as AvatarMessage } from "@sumwise/gen/activity/v1/avatar_pb";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Avatar, describeAvatar } from "../../../components/avatar.js";
import { Alert, Button, Dialog, Spinner } from "../../../components/ui/index.js";
import { useIndyUserAvatarParts } from "../api/get-indy-user-avatar-parts.js";
import { useUpdateIndyUserAvatar } from "../api/update-indy-user-avatar.js";

/** Spec §8 (avatar). */
export const avatarProblem = "Sorry, there was a problem. Please refresh or try again later.";

type Tab = "icon" | "background";
const tabs: Array<{ id: Tab; label: string }> = [
  { id: "icon", label: "Icon" },
  { id: "background", label: "Background" },
];

interface Option {
  name: string;
  label: string;
  unlockLevel: number;
  preview: Pick<AvatarMessage, "icon" | "background">;
}

/** One radio group of parts: unlocked ones to choose, locked ones shown with the level that unlocks them. */
function PartOptions({
  legend,
  options,
  locked,
  value,
  onChange,
}: {
  legend: string;
  options: Option[];
  locked: Option[];
  value: string;
  onChange: (name: string) => void;
}) {
  const group = useId();
  return (
    <fieldset className="avatar-options">
      <legend className="visually-hidden">{legend}</legend>
      {[...options, ...locked].map((option) => {
        const isLocked = locked.includes(option);
        return (
          <label key={option.name} className={`avatar-option${isLocked ? " avatar-option--locked" : ""}`}>
            <input
              type="radio"
              name={group}
              value={option.name}
              checked={value === option.name}
              disabled={isLocked}
              onChange={() => onChange(option.name)}
            />
            <Avatar avatar={option.preview} size={48} />
            <span>{option.label}</span>
            {isLocked ? <span className="small">Level {option.unlockLevel}</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * The avatar chooser (spec §2, §4): a 550 px modal with Icon and Background tabs; the choice is saved
 * with both parts; a failure shows the avatar error.
 */
export function AvatarChooserDialog({
  open,
  current,
  onClose,
}: {
  open: boolean;
  current: AvatarMessage | undefined;
  onClose: () => void;
}) {
  const parts = useIndyUserAvatarParts(open);
  const save = useUpdateIndyUserAvatar();
  const [tab, setTab] = useState<Tab>("icon");
  const [iconName, setIconName] = useState(current?.icon?.iconName ?? "");
  const [backgroundName, setBackgroundName] = useState(current?.background?.backgroundName ?? "");
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ icon: null, background: null });
  const baseId = useId();

  const unlocked = parts.data?.unlocked;
  const locked = parts.data?.locked;
  const allIcons = [...(unlocked?.icons ?? []), ...(locked?.icons ?? [])];
  const allBackgrounds = [...(unlocked?.backgrounds ?? []), ...(locked?.backgrounds ?? [])];
  const icon = allIcons.find((i) => i.iconName === iconName) ?? current?.icon;
  const background = allBackgrounds.find((b) => b.backgroundName === backgroundName) ?? current?.background;

  const iconOption = (i: AvatarIcon): Option => ({
    name: i.iconName,
    label: i.displayName,
    unlockLevel: i.unlockLevel,
    preview: { icon: i, background },
  });
  const backgroundOption = (b: AvatarBackground): Option => ({
    name: b.backgroundName,
    label: b.displayName,
    unlockLevel: b.unlockLevel,
    preview: { icon, background: b },
  });

  // Arrow keys move between the two tabs (WAI-ARIA tabs pattern, automatic activation).
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const next: Tab =
      event.key === "Home" ? "icon" : event.key === "End" ? "background" : tab === "icon" ? "background" : "icon";
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  async function onSave() {
    try {
      await save.mutateAsync({ avatar: { icon: { iconName }, background: { backgroundName } } });
      onClose();
    } catch {
      // The avatar error shows in the dialog.
    }
  }

  const close = () => {
    save.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      title="Choose your avatar"
      onCancel={close}
      className="avatar-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button onClick={onSave} loading={save.isPending} disabled={!parts.isSuccess}>
            Save avatar
          </Button>
        </>
      }
    >
      <div className="avatar-dialog__preview">
        <Avatar
          avatar={{ icon, background }}
          size={96}
          label={`Your avatar: ${describeAvatar({ icon, background })}`}
        />
      </div>
      {save.isError ? <Alert>{avatarProblem}</Alert> : null}
      {parts.isPending ? (
        <Spinner label="Loading avatars" />
      ) : parts.isError ? (
        <Alert>{avatarProblem}</Alert>
      ) : (
        <>
          <div className="tabs" role="tablist" aria-label="Avatar parts">
            {tabs.map((t) => (
              <button
                key={t.id}
                ref={(element) => {
                  tabRefs.current[t.id] = element;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${t.id}`}
                aria-selected={tab === t.id}
                aria-controls={`${baseId}-panel-${t.id}`}
                tabIndex={tab === t.id ? 0 : -1}
                className="tabs__tab"
                onClick={() => setTab(t.id)}
                onKeyDown={onTabKey}
              >
                {t.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`}>
            {tab === "icon" ? (
              <PartOptions
                legend="Icon"
                options={(unlocked?.icons ?? []).map(iconOption)}
                locked={(locked?.icons ?? []).map(iconOption)}
                value={iconName}
                onChange={setIconName}
              />
            ) : (
              <PartOptions
                legend="Background"
                options={(unlocked?.backgrounds ?? []).map(backgroundOption)}
                locked={(locked?.backgrounds ?? []).map(backgroundOption)}
                value={backgroundName}
                onChange={setBackgroundName}
              />
            )}
          </div>
          <p className="small">Level up to unlock more icons and backgrounds.</p>
        </>
      )}
    </Dialog>
  );
}
