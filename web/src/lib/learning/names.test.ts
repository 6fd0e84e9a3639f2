import { describe, expect, it } from "vitest";
import { learningPathNameOf, learningUnitNameOf, learnPaths, partNameOf, shortPart } from "./names.js";

describe("learn route names", () => {
  it("round-trips a part through its short form", () => {
    const name = "courses/ks3-b/parts/number-place-value";
    expect(partNameOf(shortPart(name))).toBe(name);
  });

  it("refuses short forms that are not a course and a part", () => {
    for (const p of [null, "", "ks3-b", "ks3-b/x/y", "../x/y", "a b/c"]) expect(partNameOf(p)).toBe("");
  });

  it("builds topic and unit names and refuses bad ones", () => {
    const part = "courses/c/parts/p";
    expect(learningPathNameOf(part, "number.place-value")).toBe(`${part}/learningPaths/number.place-value`);
    expect(learningPathNameOf(part, "a/b")).toBe("");
    expect(learningUnitNameOf(`${part}/learningPaths/t`, "2")).toBe(`${part}/learningPaths/t/learningUnits/2`);
    expect(learningUnitNameOf(`${part}/learningPaths/t`, "0")).toBe("");
  });

  it("links the player to a unit with the spec's query parameters", () => {
    const part = "courses/c/parts/p";
    expect(learnPaths.unitQuestions(part, `${part}/learningPaths/t`, `${part}/learningPaths/t/learningUnits/1`)).toBe(
      "/learn/questions?type=unit&p=c/p&lp=t&lu=1",
    );
  });
});
