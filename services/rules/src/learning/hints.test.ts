import { describe, expect, it } from "vitest";
import { didYouKnowHints, hintIndexToShow, hintToShow, nextHintMessageAfter } from "./hints.js";

describe("Did you know hints", () => {
  it("has 15 different messages", () => {
    expect(didYouKnowHints).toHaveLength(15);
    expect(new Set(didYouKnowHints).size).toBe(15);
  });

  it("shows the hint at the stored index", () => {
    expect(hintIndexToShow(0)).toBe(0);
    expect(hintIndexToShow(7)).toBe(7);
    expect(hintToShow(14)).toBe(didYouKnowHints[14]);
  });

  it("shows the first hint for the default -1 and any index out of range", () => {
    for (const index of [-1, 15, 16, 1000, -5, 2.5, undefined]) expect(hintIndexToShow(index)).toBe(0);
    expect(hintToShow(-1)).toBe(didYouKnowHints[0]);
  });

  it("advances by one on leave and cycles back to the first after the last", () => {
    expect(nextHintMessageAfter(0)).toBe(1);
    expect(nextHintMessageAfter(13)).toBe(14);
    expect(nextHintMessageAfter(14)).toBe(15);
    expect(hintIndexToShow(nextHintMessageAfter(14))).toBe(0);
    // Following the rule from the default visits every hint once, then starts again.
    let stored = -1;
    const seen: number[] = [];
    for (let visit = 0; visit < 16; visit += 1) {
      const shown = hintIndexToShow(stored);
      seen.push(shown);
      stored = nextHintMessageAfter(shown);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0]);
  });
});
