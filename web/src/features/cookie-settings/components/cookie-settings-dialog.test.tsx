import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { CookieSettingsLink } from "../../../components/cookie-settings-link.js";
import { consentStorageKey, readConsent } from "../../../lib/consent/index.js";
import { CookieSettingsProvider } from "./cookie-settings-provider.js";

beforeAll(() => {
  // jsdom has no modal dialogs; opening one just sets `open`, as browsers do.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

function renderWithLink() {
  render(
    <MemoryRouter>
      <CookieSettingsProvider>
        <CookieSettingsLink />
      </CookieSettingsProvider>
    </MemoryRouter>,
  );
  act(() => fireEvent.click(screen.getByRole("button", { name: "Cookie settings" })));
}

describe("cookie settings", () => {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it("opens from the link with optional categories off and necessary storage always on", () => {
    renderWithLink();
    expect(screen.getByRole("heading", { name: "Cookie settings" })).toBeTruthy();
    const necessary = screen.getByLabelText("Strictly necessary (always on)") as HTMLInputElement;
    expect(necessary.checked).toBe(true);
    expect(necessary.disabled).toBe(true);
    expect((screen.getByLabelText("Analytics") as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText("Marketing") as HTMLInputElement).checked).toBe(false);
    expect(window.localStorage.getItem(consentStorageKey)).toBeNull();
  });

  it("stores only what the person switches on when they save", () => {
    renderWithLink();
    fireEvent.click(screen.getByLabelText("Analytics"));
    act(() => fireEvent.click(screen.getByRole("button", { name: "Save settings" })));
    expect(readConsent()).toEqual({ analytics: true, marketing: false });
    expect(screen.queryByRole("heading", { name: "Cookie settings" })).toBeNull();
  });

  it("changes nothing on Cancel", () => {
    renderWithLink();
    fireEvent.click(screen.getByLabelText("Marketing"));
    act(() => fireEvent.click(screen.getByRole("button", { name: "Cancel" })));
    expect(window.localStorage.getItem(consentStorageKey)).toBeNull();
    expect(readConsent().marketing).toBe(false);
  });
});
