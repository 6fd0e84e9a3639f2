import type { Avatar as AvatarMessage } from "@sumwise/gen/activity/v1/avatar_pb";

export interface AvatarProps {
  /** The avatar to show; while it loads (undefined) a neutral circle holds its place. */
  avatar: Pick<AvatarMessage, "icon" | "background"> | undefined;
  /** Diameter in pixels. */
  size?: number;
  /**
   * What a screen reader hears, e.g. "Ada's avatar: fox on sky blue". Leave empty when the name
   * beside it already says whose it is: the picture is then decorative.
   */
  label?: string;
}

/** Describes an avatar in words: "fox on sky blue". */
export function describeAvatar(avatar: Pick<AvatarMessage, "icon" | "background"> | undefined): string {
  if (!avatar?.icon) return "";
  const icon = avatar.icon.displayName.toLowerCase();
  const background = avatar.background?.displayName.toLowerCase();
  return background ? `${icon} on ${background}` : icon;
}

/**
 * A learner's avatar: an icon (emoji or image) on a coloured circle. Shared by the account page,
 * league rows and the top bar.
 */
export function Avatar({ avatar, size = 48, label = "" }: AvatarProps) {
  const icon = avatar?.icon;
  const background = avatar?.background;
  const style = {
    width: size,
    height: size,
    fontSize: Math.round(size * 0.58),
    background: background?.colourHex || "var(--color-surface-sunken)",
    backgroundImage: background?.imagePath ? `url(${background.imagePath})` : undefined,
  };
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <span className="avatar" style={style} {...a11y}>
      {icon?.imagePath ? (
        <img src={icon.imagePath} alt="" className="avatar__image" />
      ) : (
        <span className="avatar__icon">{icon?.unicodeValue ?? ""}</span>
      )}
    </span>
  );
}
