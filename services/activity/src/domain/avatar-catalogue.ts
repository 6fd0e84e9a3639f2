/**
 * The avatar catalogue (progress spec §1, §3 Avatar): icons and backgrounds, each unlocked at an XP
 * level. Icons are emoji of animals, space and nature: friendly, for every learner, no brands, no
 * faces of people (so no skin tones or genders to choose between). Backgrounds are light colours on
 * which every icon stays clear, and the darker ones that unlock later have a light ring in the web.
 */
export interface AvatarIconPart {
  iconName: string;
  unicodeValue: string;
  displayName: string;
  unlockLevel: number;
}

export interface AvatarBackgroundPart {
  backgroundName: string;
  colourHex: string;
  displayName: string;
  unlockLevel: number;
}

export const AVATAR_ICONS: readonly AvatarIconPart[] = [
  { iconName: "fox", unicodeValue: "🦊", displayName: "Fox", unlockLevel: 1 },
  { iconName: "cat", unicodeValue: "🐱", displayName: "Cat", unlockLevel: 1 },
  { iconName: "dog", unicodeValue: "🐶", displayName: "Dog", unlockLevel: 1 },
  { iconName: "owl", unicodeValue: "🦉", displayName: "Owl", unlockLevel: 1 },
  { iconName: "rocket", unicodeValue: "🚀", displayName: "Rocket", unlockLevel: 1 },
  { iconName: "star", unicodeValue: "⭐", displayName: "Star", unlockLevel: 1 },
  { iconName: "panda", unicodeValue: "🐼", displayName: "Panda", unlockLevel: 2 },
  { iconName: "octopus", unicodeValue: "🐙", displayName: "Octopus", unlockLevel: 2 },
  { iconName: "turtle", unicodeValue: "🐢", displayName: "Turtle", unlockLevel: 3 },
  { iconName: "unicorn", unicodeValue: "🦄", displayName: "Unicorn", unlockLevel: 3 },
  { iconName: "robot", unicodeValue: "🤖", displayName: "Robot", unlockLevel: 4 },
  { iconName: "penguin", unicodeValue: "🐧", displayName: "Penguin", unlockLevel: 4 },
  { iconName: "dinosaur", unicodeValue: "🦖", displayName: "Dinosaur", unlockLevel: 5 },
  { iconName: "planet", unicodeValue: "🪐", displayName: "Planet", unlockLevel: 5 },
  { iconName: "lion", unicodeValue: "🦁", displayName: "Lion", unlockLevel: 6 },
  { iconName: "sunflower", unicodeValue: "🌻", displayName: "Sunflower", unlockLevel: 7 },
  { iconName: "whale", unicodeValue: "🐳", displayName: "Whale", unlockLevel: 8 },
  { iconName: "dragon", unicodeValue: "🐉", displayName: "Dragon", unlockLevel: 10 },
  { iconName: "trophy", unicodeValue: "🏆", displayName: "Trophy", unlockLevel: 12 },
  { iconName: "comet", unicodeValue: "☄️", displayName: "Comet", unlockLevel: 15 },
];

export const AVATAR_BACKGROUNDS: readonly AvatarBackgroundPart[] = [
  { backgroundName: "sky", colourHex: "#CDE7FF", displayName: "Sky blue", unlockLevel: 1 },
  { backgroundName: "mint", colourHex: "#C8F2DC", displayName: "Mint green", unlockLevel: 1 },
  { backgroundName: "sunshine", colourHex: "#FFF1B8", displayName: "Sunshine yellow", unlockLevel: 1 },
  { backgroundName: "peach", colourHex: "#FFD9C7", displayName: "Peach", unlockLevel: 1 },
  { backgroundName: "lavender", colourHex: "#E3D9FF", displayName: "Lavender", unlockLevel: 2 },
  { backgroundName: "coral", colourHex: "#FFB8B0", displayName: "Coral", unlockLevel: 3 },
  { backgroundName: "lime", colourHex: "#DDF5A6", displayName: "Lime", unlockLevel: 4 },
  { backgroundName: "aqua", colourHex: "#A8ECEC", displayName: "Aqua", unlockLevel: 5 },
  { backgroundName: "rose", colourHex: "#FFC8E4", displayName: "Rose pink", unlockLevel: 7 },
  { backgroundName: "gold", colourHex: "#FFD36B", displayName: "Gold", unlockLevel: 9 },
  { backgroundName: "midnight", colourHex: "#26346B", displayName: "Midnight blue", unlockLevel: 12 },
  { backgroundName: "forest", colourHex: "#1F5C45", displayName: "Forest green", unlockLevel: 15 },
];

/** What a learner who never chose shows. Both parts unlock at level 1. */
export const DEFAULT_AVATAR = { iconName: "fox", backgroundName: "sky" } as const;

export interface AvatarPartsSplit {
  unlocked: { icons: AvatarIconPart[]; backgrounds: AvatarBackgroundPart[] };
  locked: { icons: AvatarIconPart[]; backgrounds: AvatarBackgroundPart[] };
}

/** The parts unlocked at `level`, and the locked rest, in catalogue order. */
export function avatarPartsAtLevel(level: number): AvatarPartsSplit {
  return {
    unlocked: {
      icons: AVATAR_ICONS.filter((icon) => icon.unlockLevel <= level),
      backgrounds: AVATAR_BACKGROUNDS.filter((background) => background.unlockLevel <= level),
    },
    locked: {
      icons: AVATAR_ICONS.filter((icon) => icon.unlockLevel > level),
      backgrounds: AVATAR_BACKGROUNDS.filter((background) => background.unlockLevel > level),
    },
  };
}

/** The parts a rise from `levelBefore` to `levelAfter` unlocked (none when the level did not rise). */
export function avatarPartsUnlockedBetween(
  levelBefore: number,
  levelAfter: number,
): { icons: AvatarIconPart[]; backgrounds: AvatarBackgroundPart[] } {
  const inRange = (part: { unlockLevel: number }) => part.unlockLevel > levelBefore && part.unlockLevel <= levelAfter;
  return { icons: AVATAR_ICONS.filter(inRange), backgrounds: AVATAR_BACKGROUNDS.filter(inRange) };
}

export const findAvatarIcon = (iconName: string) => AVATAR_ICONS.find((icon) => icon.iconName === iconName);
export const findAvatarBackground = (backgroundName: string) =>
  AVATAR_BACKGROUNDS.find((background) => background.backgroundName === backgroundName);

/**
 * Why an avatar may not be chosen at `level`, or undefined when it may. The messages are shown to the
 * learner as they are.
 */
export function avatarChoiceProblem(
  choice: { iconName: string; backgroundName: string },
  level: number,
): { field: "icon" | "background"; message: string; locked: boolean } | undefined {
  const icon = findAvatarIcon(choice.iconName);
  if (!icon) return { field: "icon", message: "Choose one of the avatar icons.", locked: false };
  const background = findAvatarBackground(choice.backgroundName);
  if (!background) return { field: "background", message: "Choose one of the avatar backgrounds.", locked: false };
  if (icon.unlockLevel > level)
    return {
      field: "icon",
      message: `The ${icon.displayName.toLowerCase()} icon unlocks at level ${icon.unlockLevel}.`,
      locked: true,
    };
  if (background.unlockLevel > level)
    return {
      field: "background",
      message: `The ${background.displayName.toLowerCase()} background unlocks at level ${background.unlockLevel}.`,
      locked: true,
    };
  return undefined;
}
