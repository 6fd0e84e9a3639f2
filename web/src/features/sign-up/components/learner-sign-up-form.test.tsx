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
import { referralFromQuery } from "../../../lib/referral.js";
import { LearnerSignUpForm } from "./learner-sign-up-form.js";

// The form's own behaviour, in jsdom. These cases never reach the service (the in-memory Connect
// router would fail the test if they did); the full path against the real services is the e2e journey.
function renderForm(props: { parentEmailEnabled?: boolean; competitionOpen?: boolean } = {}) {
  const transport = createRouterTransport(({ service }) => {
    service(IndyService, {
      createIndyAccount: () => {
        throw new Error("not reached in these tests");
      },
    });
  });
  return render(
    <FirebaseAuthContext.Provider value={loadedFirebaseAuth({} as Auth)}>
      <TransportProvider transport={transport}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={["/learner-sign-up"]}>
            <LearnerSignUpForm {...props} />
          </MemoryRouter>
        </QueryClientProvider>
      </TransportProvider>
    </FirebaseAuthContext.Provider>,
  );
}

describe("learner sign-up form", () => {
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });

  it("shows every problem and focuses the first invalid field", async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Ada" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign up" })));
    expect(screen.getByText("Last name must not be empty.")).toBeTruthy();
    expect(screen.getByText(messages.emailInvalid)).toBeTruthy();
    expect(screen.getByText(messages.dateOfBirthRequired)).toBeTruthy();
    expect(screen.getByText(messages.termsRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Last name"));
    expect(screen.getByLabelText("Last name").getAttribute("aria-invalid")).toBe("true");
  });

  it("keeps typed fields, but never the password, in session storage", () => {
    renderForm();
    fireEvent.change(screen.getByLabelText("Email", { exact: true }), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password", { exact: true }), { target: { value: "Secret123" } });
    const stored = window.sessionStorage.getItem("sumwise:learner-sign-up") ?? "";
    expect(stored).toContain("ada@example.com");
    expect(stored).not.toContain("Secret123");
  });

  it("toggles the password between hidden and shown", () => {
    renderForm();
    const password = screen.getByLabelText("Password", { exact: true });
    expect(password.getAttribute("type")).toBe("password");
    fireEvent.click(screen.getByRole("button", { name: /Show/ }));
    expect(password.getAttribute("type")).toBe("text");
  });
});

describe("the parent's email (unsupported-learner-parent-emails flag)", () => {
  afterEach(() => cleanup());

  it("is asked only while the flag is on, and checked with the email rule", async () => {
    renderForm();
    expect(screen.queryByLabelText("Parent's email (optional)")).toBeNull();
    cleanup();
    renderForm({ parentEmailEnabled: true });
    fireEvent.change(screen.getByLabelText("Parent's email (optional)"), { target: { value: "mum@@example" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign up" })));
    const field = screen.getByLabelText("Parent's email (optional)");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText(messages.emailInvalid).length).toBe(2);
  });
});

describe("referral info", () => {
  it("is sent only when the URL has a referral key", () => {
    expect(referralFromQuery("?foo=bar")).toBeUndefined();
    expect(referralFromQuery("?utm_source=news&utm_medium=%20email%20&npath=a")).toEqual({
      utmSource: "news",
      utmMedium: "email",
      npath: "a",
    });
  });
});

describe("the competition box (competition flag)", () => {
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });
  const label = "Enter me into the Sumwise maths competition (optional)";

  it("is absent while no competition runs", () => {
    renderForm();
    expect(screen.queryByLabelText(label)).toBeNull();
  });

  it("is ticked by default while the flag is on, and the learner's untick is kept", () => {
    renderForm({ competitionOpen: true });
    const box = screen.getByLabelText(label) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    expect(window.sessionStorage.getItem("sumwise:learner-sign-up")).toContain('"enterCompetition":false');
  });
});
