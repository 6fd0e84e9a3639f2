import { describe, expect, it } from "vitest";
import { levelForXp, MAX_LEVEL } from "./levels.js";

describe("XP levels", () => {
  it("starts at level 1 with the next level at 100 XP", () => {
    expect(levelForXp(0)).toEqual({ level: 1, currentLevelThreshold: 0, nextLevelThreshold: 100 });
  });
  it("moves up exactly at a threshold", () => {
    expect(levelForXp(99).level).toBe(1);
    expect(levelForXp(100)).toEqual({ level: 2, currentLevelThreshold: 100, nextLevelThreshold: 300 });
    expect(levelForXp(300).level).toBe(3);
  });
  it("stops at the maximum level with next threshold 0", () => {
    expect(levelForXp(10_000_000)).toEqual({ level: MAX_LEVEL, currentLevelThreshold: 122_500, nextLevelThreshold: 0 });
  });
  it("refuses negative XP", () => {
    expect(() => levelForXp(-1)).toThrow(RangeError);
  });
});
