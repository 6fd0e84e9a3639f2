import { create } from "@bufbuild/protobuf";
import { Code, ConnectError, createRouterTransport } from "@connectrpc/connect";
import { TransportProvider } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { IndyUserSchema } from "@sumwise/gen/indy/v1/indy_user_pb";
import { accountMessages } from "@sumwise/rules";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NameCard } from "./name-card.js";

// The card's own behaviour in jsdom, against an in-memory IndyService; the real service and
// browser are covered by web/e2e/account-journey.test.ts.
const stored = create(IndyUserSchema, { name: "indyUsers/1", firstName: "Ada", lastName: "Lovelace" });

function renderCard(updateIndyAccount: () => unknown) {
  const transport = createRouterTransport(({ service }) => {
    service(IndyService, { updateIndyAccount: updateIndyAccount as never });
  });
  render(
    <TransportProvider transport={transport}>
      <QueryClientProvider client={new QueryClient()}>
        <NameCard user={stored} onSaved={() => {}} />
      </QueryClientProvider>
    </TransportProvider>,
  );
}

describe("name card", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("keeps Save disabled until a name differs from the stored one", () => {
    renderCard(() => ({}));
    const save = screen.getByRole("button", { name: "Save name" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: " Ada " } });
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Augusta" } });
    expect(save.disabled).toBe(false);
  });

  it("names an empty field, focuses it, and sends nothing", async () => {
    const update = vi.fn(() => ({}));
    renderCard(update);
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "  " } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save name" })));
    expect(screen.getByText("Last name must not be empty.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Last name"));
    expect(screen.getByLabelText("Last name").getAttribute("aria-invalid")).toBe("true");
    expect(update).not.toHaveBeenCalled();
  });

  it("shows the spec's message when the update fails", async () => {
    renderCard(() => {
      throw new ConnectError("boom", Code.Internal);
    });
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Augusta" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save name" })));
    expect(screen.getByRole("alert").textContent).toBe(accountMessages.nameUpdateFailed);
  });

  it("shows success for 3 seconds", async () => {
    // Fake time that moves only when told: a slow machine cannot eat into the 3 seconds.
    vi.useFakeTimers();
    renderCard(() => ({ indyUser: { ...stored, firstName: "Augusta" } }));
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Augusta" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save name" })));
    await vi.waitFor(() => expect(screen.getByRole("status").textContent).toBe("Changes saved"));
    await act(async () => vi.advanceTimersByTime(2900));
    expect(screen.getByRole("status").textContent).toBe("Changes saved");
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
