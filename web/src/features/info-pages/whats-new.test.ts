import { describe, expect, it } from "vitest";
import { isNew, whatsNewCards } from "./whats-new.js";

describe("what's new", () => {
  const today = new Date(2026, 10, 21);

  it("marks a card New for 14 days from its date, and not before it", () => {
    expect(isNew({ date: "2026-11-21" }, today)).toBe(true);
    expect(isNew({ date: "2026-11-07" }, today)).toBe(true);
    expect(isNew({ date: "2026-11-06" }, today)).toBe(false);
    expect(isNew({ date: "2026-11-22" }, today)).toBe(false);
  });

  it("lists cards newest first", () => {
    const dates = whatsNewCards.map((card) => card.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
