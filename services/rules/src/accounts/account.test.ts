import { describe, expect, it } from "vitest";
import { namesChanged, validateAccountNames } from "./account.js";

describe("account names", () => {
  it("needs both names, within the length limit", () => {
    expect(validateAccountNames({ firstName: " ", lastName: "Lovelace" })).toEqual({
      firstName: "First name must not be empty.",
    });
    expect(validateAccountNames({ firstName: "Ada", lastName: "x".repeat(51) })).toEqual({
      lastName: "Last name must be at most 50 characters long.",
    });
    expect(validateAccountNames({ firstName: "Ada", lastName: "Lovelace" })).toEqual({});
  });

  it("counts a change only when a trimmed name differs", () => {
    const stored = { firstName: "Ada", lastName: "Lovelace" };
    expect(namesChanged(stored, { firstName: " Ada ", lastName: "Lovelace" })).toBe(false);
    expect(namesChanged(stored, { firstName: "Ada", lastName: "Byron" })).toBe(true);
  });
});
