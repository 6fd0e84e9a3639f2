import { createRouterTransport } from "@connectrpc/connect";
import { TransportProvider } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { messages } from "@sumwise/rules";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChildPasswordForm } from "./child-password-form.js";

function renderForm(fail = false) {
  const calls: Array<{ childIndyUserName: string; password: string }> = [];
  const transport = createRouterTransport(({ service }) => {
    service(IndyService, {
      updateChildPassword: (req) => {
        if (fail) throw new Error("down");
        calls.push({ childIndyUserName: req.childIndyUserName, password: req.password });
        return {};
      },
    });
  });
  render(
    <TransportProvider transport={transport}>
      <QueryClientProvider client={new QueryClient()}>
        <ChildPasswordForm childName="indyUsers/kid" firstName="Kit" />
      </QueryClientProvider>
    </TransportProvider>,
  );
  return calls;
}

describe("a child's password", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("checks the child rule before calling the service, and focuses the field", async () => {
    const calls = renderForm();
    fireEvent.change(screen.getByLabelText("New password for Kit"), { target: { value: "short" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Change password" })));
    expect(screen.getByText(messages.passwordRule)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("New password for Kit"));
    expect(calls).toEqual([]);
  });

  it("shows 'Changes saved' for 5 seconds after saving", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = renderForm();
    fireEvent.change(screen.getByLabelText("New password for Kit"), { target: { value: "NEWPASS99" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Change password" })));
    await screen.findByText(messages.changesSaved);
    expect(calls).toEqual([{ childIndyUserName: "indyUsers/kid", password: "NEWPASS99" }]);
    await act(async () => vi.advanceTimersByTime(4_800));
    expect(screen.queryByText(messages.changesSaved)).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(400));
    expect(screen.queryByText(messages.changesSaved)).toBeNull();
  });

  it("says 'Failed to update your password.' when the service fails", async () => {
    renderForm(true);
    fireEvent.change(screen.getByLabelText("New password for Kit"), { target: { value: "NEWPASS99" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Change password" })));
    await screen.findByText(messages.childPasswordFailed);
  });
});
