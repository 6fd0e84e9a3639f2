import { describe, expect, it } from "vitest";
import { spokenText } from "./spoken-text.js";

describe("spoken text of question maths", () => {
  it("reads fractions, powers and operators in words, and leaves plain text alone", () => {
    expect(spokenText("$\\frac{3}{4}$")).toBe("3 over 4");
    expect(spokenText("$x^{2} \\times 3$")).toBe("x to the power 2 times 3");
    expect(spokenText("12 cm")).toBe("12 cm");
    expect(spokenText("$\\text{£}5$")).toBe("£5");
  });
});
