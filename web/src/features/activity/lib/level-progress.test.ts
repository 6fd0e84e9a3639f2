import { describe, expect, it } from "vitest";
import { almostThereText, levelProgress } from "./level-progress.js";

const state = (xp: number, level: number, current: number, next: number) => ({
  xp: BigInt(xp),
  xpLevel: level,
  currentLevelThreshold: BigInt(current),
  nextLevelThreshold: BigInt(next),
});

describe("level progress", () => {
  it("floors the percent through the level and counts the XP left", () => {
    expect(levelProgress(state(199, 2, 100, 300))).toMatchObject({ percent: 49, remaining: 101 });
  });

  it("says 'Just N XP more to level up!' only when 0 < N < 50", () => {
    expect(almostThereText(levelProgress(state(251, 2, 100, 300)))).toBe("Just 49 XP more to level up!");
    expect(almostThereText(levelProgress(state(250, 2, 100, 300)))).toBeUndefined();
    expect(almostThereText(levelProgress(state(299, 2, 100, 300)))).toBe("Just 1 XP more to level up!");
  });

  it("treats a next threshold of 0 as the maximum level", () => {
    const top = levelProgress(state(130_000, 50, 122_500, 0));
    expect(top).toMatchObject({ atMaxLevel: true, percent: 100, remaining: 0 });
    expect(almostThereText(top)).toBeUndefined();
  });
});
