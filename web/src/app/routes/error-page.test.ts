import { describe, expect, it } from "vitest";
import { errorCodeOf } from "./error-page.js";

describe("/error/{code}", () => {
  it("shows the spec's numeric codes, and no made-up code for anything else", () => {
    expect(errorCodeOf("10")).toBe("10");
    expect(errorCodeOf("060")).toBe("60");
    for (const raw of ["abc", "1a", "", undefined, "1234567", "-1", "1.5"]) expect(errorCodeOf(raw)).toBeUndefined();
  });
});
