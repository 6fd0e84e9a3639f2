import { describe, expect, it } from "vitest";
import { demoAddressOf, demoPlayerPath } from "./demo-address.js";

describe("the demo player's address", () => {
  it("round-trips the level and who is trying it", () => {
    const path = demoPlayerPath("courses/ks3-b", "parent");
    expect(path).toBe("/tryme/maths?level=ks3-b&as=parent");
    expect(demoAddressOf(new URL(path, "http://x").searchParams)).toEqual({
      level: "courses/ks3-b",
      userType: "parent",
    });
  });

  it("names no level outside the demo's, and a learner unless it says parent", () => {
    expect(demoAddressOf(new URLSearchParams("level=in-class-6&as=learner"))).toBeUndefined();
    expect(demoAddressOf(new URLSearchParams(""))).toBeUndefined();
    expect(demoAddressOf(new URLSearchParams("level=gcse-f"))?.userType).toBe("learner");
  });
});
