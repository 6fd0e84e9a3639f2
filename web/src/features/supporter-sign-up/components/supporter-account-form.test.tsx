import { createRouterTransport } from "@connectrpc/connect";
import { TransportProvider } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { messages } from "@sumwise/rules";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { Auth } from "firebase/auth";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { FirebaseAuthContext } from "../../../lib/auth-context.js";
import { loadedFirebaseAuth } from "../../../lib/firebase.js";
import { SessionContext } from "../../../lib/session/session-context.js";
import { SupporterAccountForm } from "./supporter-account-form.js";

// The form's own rules in jsdom; these cases never reach the service (the in-memory router would
// fail the test). The full path against the real services is web/e2e/supporter-journey.test.ts.
function renderForm(partner: boolean) {
  const transport = createRouterTransport(({ service }) => {
    service(IndyService, {
      createIndyAccount: () => {
        throw new Error("not reached in these tests");
      },
    });
  });
  const session = {
    state: { status: "signed-out" as const },
    signOut: async () => {},
    refresh: async () => {},
    renamed: () => {},
  };
  return render(
    <FirebaseAuthContext.Provider value={loadedFirebaseAuth({} as Auth)}>
      <SessionContext.Provider value={session}>
        <TransportProvider transport={transport}>
          <QueryClientProvider client={new QueryClient()}>
            <MemoryRouter>
              <SupporterAccountForm partner={partner} />
            </MemoryRouter>
          </QueryClientProvider>
        </TransportProvider>
      </SessionContext.Provider>
    </FirebaseAuthContext.Provider>,
  );
}

describe("supporter sign-up, step 1", () => {
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });

  it("shows the Change link and no partner code on the ordinary route", () => {
    renderForm(false);
    expect(screen.getByRole("heading", { name: "Sign up as a Supporter" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Change" }).getAttribute("href")).toBe("/sign-up");
    expect(screen.queryByLabelText("Partner code")).toBeNull();
  });

  it("on the partner route hides Change, checks the partner code first and focuses it", async () => {
    renderForm(true);
    expect(screen.queryByRole("link", { name: "Change" })).toBeNull();
    expect(screen.getByRole("link", { name: "I don't have a code." }).getAttribute("href")).toBe("/supporter-sign-up");
    fireEvent.change(screen.getByLabelText("Partner code"), { target: { value: "AB-1" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create account" })));
    expect(screen.getByText(messages.partnerCode)).toBeTruthy();
    expect(screen.getByText(messages.adultRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Partner code"));
    expect(screen.getByLabelText("Partner code").getAttribute("aria-invalid")).toBe("true");
  });

  it("keeps typed fields, but never the password, in session storage", () => {
    renderForm(false);
    fireEvent.change(screen.getByLabelText("Email", { exact: true }), { target: { value: "grace@example.com" } });
    fireEvent.change(screen.getByLabelText("Password", { exact: true }), { target: { value: "Secret123" } });
    const stored = window.sessionStorage.getItem("sumwise:supporter-sign-up") ?? "";
    expect(stored).toContain("grace@example.com");
    expect(stored).not.toContain("Secret123");
  });
});
