import { accountMessages, messages } from "@sumwise/rules";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { Auth } from "firebase/auth";
import { afterEach, describe, expect, it } from "vitest";
import { FirebaseAuthContext } from "../../../lib/auth-context.js";
import { loadedFirebaseAuth } from "../../../lib/firebase.js";
import { PasswordCard } from "./password-card.js";

// Which password rule the card applies; signing in again is the e2e journey's (account-journey.test.ts).
function renderCard(child: boolean) {
  render(
    <FirebaseAuthContext.Provider value={loadedFirebaseAuth({ currentUser: null } as Auth)}>
      <PasswordCard child={child} />
    </FirebaseAuthContext.Provider>,
  );
}

async function save(current: string, next: string) {
  fireEvent.change(screen.getByLabelText("Current password"), { target: { value: current } });
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: next } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save password" })));
}

describe("password card", () => {
  afterEach(cleanup);

  it("holds an adult to the adult rule, with its hint", async () => {
    renderCard(false);
    expect(screen.getByText(messages.passwordHint)).toBeTruthy();
    await save("Secret123", "NOLOWER123");
    expect(screen.getByText(messages.passwordRule)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("New password"));
  });

  it("holds a child's own account to the children's rule (no lowercase letter needed)", async () => {
    renderCard(true);
    expect(screen.getByText(messages.childPasswordHint)).toBeTruthy();
    await save("Secret123", "NOLOWER123");
    expect(screen.queryByText(messages.passwordRule)).toBeNull();
    // Past the rule, the card tries to sign in again (no user here, so the unknown-error message).
    expect((await screen.findByRole("alert")).textContent).toBe(accountMessages.passwordUnknownError);
  });
});
