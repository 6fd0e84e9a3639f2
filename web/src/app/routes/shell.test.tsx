import { create } from "@bufbuild/protobuf";
import { createRouterTransport } from "@connectrpc/connect";
import { TransportProvider } from "@connectrpc/connect-query";
import { RoleState, SessionUserSchema } from "@sumwise/gen/indy/v1/indy_user_pb";
import { NonSubscriptionAccessReason, PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { Auth } from "firebase/auth";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { FirebaseAuthContext } from "../../lib/auth-context.js";
import { loadedFirebaseAuth } from "../../lib/firebase.js";
import { type Session, SessionContext } from "../../lib/session/session-context.js";
import { Shell } from "./shell.js";
import { UnsupportedBrowserNotice } from "./unsupported-browser.js";

beforeAll(() => {
  // jsdom has no modal dialogs; opening one just sets `open`, as browsers do.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

const learner = create(SessionUserSchema, {
  name: "indyUsers/l",
  firstName: "Ada",
  email: "ada@example.com",
  learnerState: RoleState.ENABLED,
  supporterState: RoleState.DISABLED,
});

function renderShellAt(path: string, canPay = true, access: Record<string, unknown> = {}) {
  const signOut = vi.fn(async () => {});
  const session = { state: { status: "signed-in", user: learner, sessionId: "s" }, signOut } as unknown as Session;
  const transport = createRouterTransport(({ service }) => {
    service(PaymentService, { getAccessDetails: () => ({ accessDetails: { canPay, ...access } }) });
  });
  // The shell reads the explore flag for the topic search (a fetch jsdom fails: the defaults apply).
  render(
    <FirebaseAuthContext.Provider value={loadedFirebaseAuth({} as Auth)}>
      <TransportProvider transport={transport}>
        <QueryClientProvider client={new QueryClient()}>
          <SessionContext.Provider value={session}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route element={<Shell />}>
                  <Route path="*" element={<h1>Page</h1>} />
                </Route>
                <Route path="/login" element={<h1>Log in</h1>} />
              </Routes>
            </MemoryRouter>
          </SessionContext.Provider>
        </QueryClientProvider>
      </TransportProvider>
    </FirebaseAuthContext.Provider>,
  );
  return signOut;
}

describe("shell", () => {
  afterEach(cleanup);

  it("shows the bottom tab bar on course pages but not on the home page", () => {
    renderShellAt("/learn/course");
    expect(screen.getByRole("navigation", { name: "Learning sections" })).toBeTruthy();
    cleanup();
    renderShellAt("/learn");
    expect(screen.queryByRole("navigation", { name: "Learning sections" })).toBeNull();
  });

  it("adds Subscribe once access details say the learner can pay", async () => {
    renderShellAt("/learn");
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    expect(await within(menu).findByRole("link", { name: "Subscribe" })).toBeTruthy();
    expect(within(menu).getByRole("link", { name: "My account" }).getAttribute("href")).toBe("/account");
  });

  it("never offers Subscribe to a learner who cannot pay", async () => {
    renderShellAt("/learn", false);
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(menu).queryByRole("link", { name: "Subscribe" })).toBeNull();
  });

  it("asks before logging out, and signs out only on 'Log out now'", async () => {
    const signOut = renderShellAt("/learn");
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(screen.getByRole("heading", { name: "Are you sure you want to log out?" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stay logged in" }));
    expect(signOut).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Log out now" })));
    expect(signOut).toHaveBeenCalledOnce();
    expect(screen.getByRole("heading", { name: "Log in" })).toBeTruthy();
  });

  it("opens and closes the phone menu with its button and Escape", () => {
    renderShellAt("/learn");
    const toggle = screen.getByRole("button", { name: "Menu" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(screen.getByRole("link", { name: "About" }), { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  it("shows the free-trial button linking to the plans page once fewer than 7 days remain", async () => {
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000);
    const end = {
      year: inThreeDays.getUTCFullYear(),
      month: inThreeDays.getUTCMonth() + 1,
      day: inThreeDays.getUTCDate(),
    };
    renderShellAt("/learn", true, {
      hasNonSubscriptionAccess: true,
      nonSubscriptionAccessReason: NonSubscriptionAccessReason.INITIAL_FREE_TRIAL,
      freeTrialEndDate: end,
    });
    const button = await screen.findByRole("link", { name: "Free trial - 3 days left" });
    expect(button.getAttribute("href")).toBe("/plans-info");
  });

  it("shows no free-trial button to a subscriber, and no Subscribe item", async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    renderShellAt("/learn", true, {
      activeSubscription: "subscriptions/sub_1",
      freeTrialEndDate: {
        year: yesterday.getUTCFullYear(),
        month: yesterday.getUTCMonth() + 1,
        day: yesterday.getUTCDate(),
      },
    });
    await screen.findByRole("link", { name: "My account" });
    // Let the access details arrive (the in-memory transport answers within a task).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("link", { name: /Trial expired|Free trial/ })).toBeNull();
    expect(screen.queryByRole("link", { name: "Subscribe" })).toBeNull();
  });
});

describe("unsupported browser notice", () => {
  afterEach(cleanup);

  it("warns Internet Explorer users and names the browsers to use instead", () => {
    render(<UnsupportedBrowserNotice userAgent="Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko" />);
    expect(screen.getByRole("alert").textContent).toContain("Warning: Internet Explorer is not supported");
    expect(screen.getByRole("alert").textContent).toContain("Firefox, Chrome or Edge");
  });

  it("says nothing to other browsers", () => {
    render(
      <UnsupportedBrowserNotice userAgent="Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0" />,
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
