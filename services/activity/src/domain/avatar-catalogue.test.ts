import { describe, expect, it } from "vitest";
import {
  AVATAR_BACKGROUNDS,
  AVATAR_ICONS,
  avatarChoiceProblem,
  avatarPartsAtLevel,
  avatarPartsUnlockedBetween,
  DEFAULT_AVATAR,
  findAvatarBackground,
  findAvatarIcon,
} from "./avatar-catalogue.js";
import { MAX_LEVEL } from "./levels.js";

/** WCAG relative luminance of "#RRGGBB". */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

describe("the avatar catalogue", () => {
  it("has unique names, some parts at level 1, and no part beyond the last level", () => {
    expect(new Set(AVATAR_ICONS.map((i) => i.iconName)).size).toBe(AVATAR_ICONS.length);
    expect(new Set(AVATAR_BACKGROUNDS.map((b) => b.backgroundName)).size).toBe(AVATAR_BACKGROUNDS.length);
    const { unlocked } = avatarPartsAtLevel(1);
    expect(unlocked.icons.length).toBeGreaterThanOrEqual(4);
    expect(unlocked.backgrounds.length).toBeGreaterThanOrEqual(4);
    for (const part of [...AVATAR_ICONS, ...AVATAR_BACKGROUNDS]) {
      expect(part.unlockLevel).toBeGreaterThanOrEqual(1);
      expect(part.unlockLevel).toBeLessThanOrEqual(MAX_LEVEL);
    }
    expect(avatarPartsAtLevel(MAX_LEVEL).locked).toEqual({ icons: [], backgrounds: [] });
  });
  it("defaults to parts everyone has", () => {
    expect(findAvatarIcon(DEFAULT_AVATAR.iconName)?.unlockLevel).toBe(1);
    expect(findAvatarBackground(DEFAULT_AVATAR.backgroundName)?.unlockLevel).toBe(1);
  });
  it("uses backgrounds that are either light or dark enough to frame any icon", () => {
    for (const background of AVATAR_BACKGROUNDS) {
      expect(background.colourHex).toMatch(/^#[0-9A-F]{6}$/);
      const l = luminance(background.colourHex);
      // Light pastels (contrast with black text ≥ 12:1) or deep colours (with white ≥ 7:1).
      expect((l + 0.05) / 0.05 >= 12 || 1.05 / (l + 0.05) >= 7).toBe(true);
    }
  });
  it("splits parts into unlocked and locked by level", () => {
    const atThree = avatarPartsAtLevel(3);
    expect(atThree.unlocked.icons.map((i) => i.iconName)).toContain("unicorn");
    expect(atThree.locked.icons.map((i) => i.iconName)).toContain("robot");
    expect(atThree.locked.icons.every((i) => i.unlockLevel > 3)).toBe(true);
  });
  it("names the parts a level-up unlocked, none without one", () => {
    const unlocked = avatarPartsUnlockedBetween(1, 3);
    expect(unlocked.icons.map((i) => i.iconName)).toEqual(["panda", "octopus", "turtle", "unicorn"]);
    expect(unlocked.backgrounds.map((b) => b.backgroundName)).toEqual(["lavender", "coral"]);
    expect(avatarPartsUnlockedBetween(2, 2)).toEqual({ icons: [], backgrounds: [] });
  });
  it("refuses unknown and locked parts with a reason", () => {
    expect(avatarChoiceProblem({ iconName: "fox", backgroundName: "sky" }, 1)).toBeUndefined();
    expect(avatarChoiceProblem({ iconName: "logo", backgroundName: "sky" }, 1)).toMatchObject({
      field: "icon",
      locked: false,
    });
    expect(avatarChoiceProblem({ iconName: "dragon", backgroundName: "sky" }, 9)).toEqual({
      field: "icon",
      message: "The dragon icon unlocks at level 10.",
      locked: true,
    });
    expect(avatarChoiceProblem({ iconName: "fox", backgroundName: "gold" }, 8)).toMatchObject({
      field: "background",
      locked: true,
    });
    expect(avatarChoiceProblem({ iconName: "dragon", backgroundName: "gold" }, 10)).toBeUndefined();
  });
});
