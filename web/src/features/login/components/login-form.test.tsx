import { create } from "@bufbuild/protobuf";
import { Code, ConnectError, createRouterTransport } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { LoginThrottledSchema } from "@sumwise/gen/indy/v1/indy_session_pb";
import { messages } from "@sumwise/rules";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { Auth } from "firebase/auth";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { FirebaseAuthContext } from "../../../lib/auth-context.js";
import { loadedFirebaseAuth } from "../../../lib/firebase.js";
import { AppTransportContext } from "../../../lib/transport-context.js";
import { LoginForm } from "./login-form.js";

// How the form shows each PasswordLogin outcome, in jsdom. The in-memory router answers as the
// real service does (sign-in-and-sessions.test.ts proves the service); the e2e journeys do the rest.
function renderForm(answer: (identifier: string) => never) {
  const seen: string[] = [];
  const transport = createRouterTransport(({ service }) => {
    service(IndyService, {
      passwordLogin: (request) => {
        seen.push(request.identifier);
        return answer(request.identifier);
      },
    });
  });
  render(
    <FirebaseAuthContext.Provider value={loadedFirebaseAuth({} as Auth)}>
      <AppTransportContext.Provider value={transport}>
        <MemoryRouter initialEntries={["/login"]}>
          <LoginForm />
        </MemoryRouter>
      </AppTransportContext.Provider>
    </FirebaseAuthContext.Provider>,
  );
  return seen;
}

const throttled = (code: Code, message: string, seconds: number) =>
  new ConnectError(message, code, undefined, [
    { desc: LoginThrottledSchema, value: create(LoginThrottledSchema, { retryAfterSeconds: seconds }) },
  ]);

async function submit(identifier: string, password: string) {
  fireEvent.change(screen.getByLabelText("Username or email"), { target: { value: identifier } });
  fireEvent.change(screen.getByLabelText("Password", { exact: true }), { target: { value: password } });
  await act(async () => fireEvent.submit(screen.getByRole("button", { name: "Log in" }).closest("form")!));
}

describe("login form", () => {
  afterEach(cleanup);

  it("names both empty fields, focuses the first and calls nothing", async () => {
    const seen = renderForm(() => {
      throw new Error("not reached");
    });
    await submit(" ", "");
    expect(screen.getByText(messages.notEmpty("Username or email"))).toBeTruthy();
    expect(screen.getByText(messages.passwordRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Username or email"));
    expect(seen).toEqual([]);
  });

  it("shows the seconds to wait when throttled", async () => {
    renderForm(() => {
      throw throttled(Code.ResourceExhausted, "Throttled", 42);
    });
    await submit("kid_username", "Secret123");
    expect((await screen.findByRole("alert")).textContent).toBe(messages.loginThrottled(42));
  });

  it("gives the spec's message for wrong details, with the wait a further failure now imposes", async () => {
    const seen = renderForm(() => {
      throw throttled(Code.Unauthenticated, messages.loginNotFound, 15);
    });
    await submit("  ada@example.com ", "Wrong1234");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(messages.loginNotFound);
    expect(alert.textContent).toContain(messages.loginThrottled(15));
    expect(seen).toEqual(["ada@example.com"]);
  });

  it("says a disabled user is no longer active", async () => {
    renderForm(() => {
      throw new ConnectError(messages.userNoLongerActive, Code.PermissionDenied);
    });
    await submit("ada@example.com", "Secret123");
    expect((await screen.findByRole("alert")).textContent).toBe(messages.userNoLongerActive);
  });
});
