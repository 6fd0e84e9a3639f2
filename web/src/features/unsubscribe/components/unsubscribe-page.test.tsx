import { messages } from "@sumwise/rules";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { UnsubscribePage } from "./unsubscribe-page.js";

// Incomplete links never reach the service: the error state shows at once, with no spinner first.
// The full path (unsubscribe, resubscribe) runs against the real services in web/e2e/modes-and-demo.
function renderAt(url: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <UnsubscribePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("unsubscribe page", () => {
  afterEach(cleanup);

  for (const url of [
    "/email/unsubscribe",
    "/email/unsubscribe?type=weekly-activity",
    "/email/unsubscribe?token=abc.def",
    "/email/unsubscribe?type=&token=abc.def",
  ]) {
    it(`shows the error state for ${url}`, () => {
      renderAt(url);
      expect(screen.getByRole("heading", { name: messages.unsubscribeFailed })).toBeTruthy();
      expect(screen.queryByRole("status")).toBeNull();
      expect(screen.queryByRole("button", { name: "Resubscribe" })).toBeNull();
    });
  }

  it("starts unsubscribing when both type and token are present", () => {
    renderAt("/email/unsubscribe?type=weekly-activity&token=abc.def");
    expect(screen.getByRole("status")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: messages.unsubscribeFailed })).toBeNull();
  });
});
