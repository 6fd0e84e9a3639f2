import { describe, expect, it } from "vitest";
import { safeContinuePath } from "./action-code.js";
import { mayStayUnverified } from "./verification.js";

describe("unverified users (spec §4)", () => {
  it("may stay on verify, auth-callback, login and sign-up routes only", () => {
    for (const path of ["/verify", "/auth-callback", "/login", "/learner-sign-up", "/supporter-sign-up/child"]) {
      expect(mayStayUnverified(path)).toBe(true);
    }
    for (const path of ["/learn", "/account", "/", "/verify-me", "/parent"])
      expect(mayStayUnverified(path)).toBe(false);
  });
});

describe("continueUrl of email links", () => {
  it("is followed only within this site", () => {
    const origin = window.location.origin;
    expect(safeContinuePath(`${origin}/learn?x=1`, "/")).toBe("/learn?x=1");
    expect(safeContinuePath("https://evil.example/phish", "/")).toBe("/");
    expect(safeContinuePath("//evil.example/phish", "/")).toBe("/");
    expect(safeContinuePath(null, "/login")).toBe("/login");
  });
});
