import type { MessageInitShape } from "@bufbuild/protobuf";
import type {
  AvatarBackgroundSchema,
  AvatarIconSchema,
  AvatarPartsSchema,
  AvatarSchema,
} from "@sumwise/gen/activity/v1/avatar_pb";
import {
  type AvatarBackgroundPart,
  type AvatarIconPart,
  DEFAULT_AVATAR,
  findAvatarBackground,
  findAvatarIcon,
} from "../domain/index.js";

export const iconMessage = (icon: AvatarIconPart): MessageInitShape<typeof AvatarIconSchema> => ({ ...icon });
export const backgroundMessage = (
  background: AvatarBackgroundPart,
): MessageInitShape<typeof AvatarBackgroundSchema> => ({ ...background });

export function partsMessage(parts: {
  icons: readonly AvatarIconPart[];
  backgrounds: readonly AvatarBackgroundPart[];
}): MessageInitShape<typeof AvatarPartsSchema> {
  return { icons: parts.icons.map(iconMessage), backgrounds: parts.backgrounds.map(backgroundMessage) };
}

/**
 * The proto avatar of a learner from their stored choice; the default for a learner who never chose,
 * and the default part for a stored name the catalogue no longer has.
 */
export function avatarMessage(
  indyUserName: string,
  choice: { iconName: string; backgroundName: string } | undefined,
): MessageInitShape<typeof AvatarSchema> {
  const icon = findAvatarIcon(choice?.iconName ?? "") ?? findAvatarIcon(DEFAULT_AVATAR.iconName)!;
  const background =
    findAvatarBackground(choice?.backgroundName ?? "") ?? findAvatarBackground(DEFAULT_AVATAR.backgroundName)!;
  return { name: indyUserName, icon: iconMessage(icon), background: backgroundMessage(background) };
}
