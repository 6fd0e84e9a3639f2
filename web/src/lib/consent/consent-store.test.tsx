import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { consentStorageKey, hasConsent, readConsent, saveConsent, useConsent } from "./consent-store.js";

function AnalyticsProbe() {
  return <p>{useConsent("analytics") ? "analytics on" : "analytics off"}</p>;
}

describe("consent store", () => {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it("starts with every optional category off", () => {
    expect(readConsent()).toEqual({ analytics: false, marketing: false });
    expect(hasConsent("marketing")).toBe(false);
  });

  it("treats damaged or non-boolean stored values as no consent", () => {
    window.localStorage.setItem(consentStorageKey, "{not json");
    expect(readConsent()).toEqual({ analytics: false, marketing: false });
    window.localStorage.setItem(consentStorageKey, JSON.stringify({ analytics: "yes", marketing: 1 }));
    expect(readConsent()).toEqual({ analytics: false, marketing: false });
  });

  it("keeps each category's choice separately in localStorage", () => {
    saveConsent({ analytics: true, marketing: false });
    expect(JSON.parse(window.localStorage.getItem(consentStorageKey) ?? "{}")).toMatchObject({
      analytics: true,
      marketing: false,
    });
    expect(hasConsent("analytics")).toBe(true);
    expect(hasConsent("marketing")).toBe(false);
  });

  it("re-renders useConsent users when the choice changes", () => {
    render(<AnalyticsProbe />);
    expect(screen.getByText("analytics off")).toBeTruthy();
    act(() => saveConsent({ analytics: true, marketing: false }));
    expect(screen.getByText("analytics on")).toBeTruthy();
    act(() => saveConsent({ analytics: false, marketing: false }));
    expect(screen.getByText("analytics off")).toBeTruthy();
  });
});
