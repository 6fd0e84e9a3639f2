import { createRouterTransport } from "@connectrpc/connect";
import { TransportProvider } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { messages } from "@sumwise/rules";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SessionContext } from "../../../lib/session/session-context.js";
import { ConsentCallbackPage } from "./consent-callback-page.js";

function renderPage(url: string, validCode = "good") {
  const events: string[] = [];
  const transport = createRouterTransport(({ service }) => {
    service(IndyService, {
      grantEmailPlusConsent: (req) => {
        events.push(`grant:${req.code}`);
        if (req.code !== validCode) throw new Error("unknown code");
        return {};
      },
    });
  });
  const session = {
    state: { status: "signed-out" as const },
    signOut: async () => {
      events.push("signOut");
    },
    refresh: async () => {},
    renamed: () => {},
  };
  render(
    <SessionContext.Provider value={session}>
      <TransportProvider transport={transport}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={[url]}>
            <ConsentCallbackPage />
          </MemoryRouter>
        </QueryClientProvider>
      </TransportProvider>
    </SessionContext.Provider>,
  );
  return events;
}

describe("the consent link's landing page", () => {
  afterEach(cleanup);

  it("signs out whoever is here, then grants consent with the code", async () => {
    const events = renderPage("/email-plus-callback?code=good");
    await screen.findByRole("heading", { name: "Thank you for your consent" });
    expect(events).toEqual(["signOut", "grant:good"]);
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
  });

  it("shows the spec's failure texts for a code that does not work", async () => {
    renderPage("/email-plus-callback?code=used");
    await screen.findByRole("heading", { name: messages.consentFailedTitle });
    expect(screen.getByText(messages.consentFailedText)).toBeTruthy();
  });

  it("fails without calling the service when there is no code", async () => {
    const events = renderPage("/email-plus-callback");
    await screen.findByRole("heading", { name: messages.consentFailedTitle });
    expect(events).toEqual([]);
  });
});
