import { create } from "@bufbuild/protobuf";
import { RoleState, type SessionUser, SessionUserSchema } from "@sumwise/gen/indy/v1/indy_user_pb";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Session, SessionContext, type SessionState } from "../../lib/session/session-context.js";
import { RequireSupporter } from "./role-guards.js";

beforeAll(() => {
  // jsdom has no modal dialogs; opening one just sets `open`, as browsers do.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

const learner = (email: string) =>
  create(SessionUserSchema, {
    name: "indyUsers/l",
    email,
    learnerState: RoleState.ENABLED,
    supporterState: RoleState.DISABLED,
  });

function renderAt(path: string, state: SessionState, signOut = vi.fn(async () => {})) {
  const session = { state, signOut, refresh: async () => {}, renamed: () => {} } as Session;
  render(
    <SessionContext.Provider value={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RequireSupporter />}>
            <Route path="/parent" element={<h1>Parent area</h1>} />
          </Route>
          <Route path="/learn" element={<h1>Learner home</h1>} />
          <Route path="/login" element={<h1>Log in</h1>} />
        </Routes>
      </MemoryRouter>
    </SessionContext.Provider>,
  );
  return signOut;
}

const signedIn = (user: SessionUser) => ({ status: "signed-in", user, sessionId: "s" }) as SessionState;

describe("role guards", () => {
  afterEach(cleanup);

  it("keeps an independent learner out of parent routes, sending them to their own home", () => {
    renderAt("/parent", signedIn(learner("ada@example.com")));
    expect(screen.getByRole("heading", { name: "Learner home" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Parent area" })).toBeNull();
  });

  it("lets a supporter in", () => {
    const supporter = create(SessionUserSchema, { ...learner("g@example.com"), learnerState: RoleState.DISABLED });
    supporter.supporterState = RoleState.ENABLED;
    renderAt("/parent", signedIn(supporter));
    expect(screen.getByRole("heading", { name: "Parent area" })).toBeTruthy();
  });

  it("sends signed-out visitors to log in", () => {
    renderAt("/parent", { status: "signed-out" });
    expect(screen.getByRole("heading", { name: "Log in" })).toBeTruthy();
  });

  it("offers a child's account the supporter login, or to stay in the learner account", async () => {
    renderAt("/parent", signedIn(learner("kid_01@learners.sumwise.app")));
    expect(screen.queryByRole("heading", { name: "Parent area" })).toBeNull();
    expect(screen.getByRole("heading", { name: "This page is for supporting adults" })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Stay in my learner account" })));
    expect(screen.getByRole("heading", { name: "Learner home" })).toBeTruthy();
  });

  it("signs the child out before going to the login page", async () => {
    const signOut = renderAt("/parent", signedIn(learner("kid_01@learners.sumwise.app")));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Go to supporter login" })));
    expect(signOut).toHaveBeenCalledOnce();
    expect(screen.getByRole("heading", { name: "Log in" })).toBeTruthy();
  });
});
