import { create } from "@bufbuild/protobuf";
import { createRouterTransport } from "@connectrpc/connect";
import { TransportProvider } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { EmailPlusState, IndyUserSchema } from "@sumwise/gen/indy/v1/indy_user_pb";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SessionContext } from "../../../lib/session/session-context.js";
import { ParentPage } from "./parent-page.js";

// The parent area's own behaviour against an in-memory service (the real path is the e2e journey).
function renderPage(count: number, options: { max?: number; failList?: boolean } = {}) {
  const sent: string[] = [];
  const children = Array.from({ length: count }, (_, i) => ({
    indyUser: create(IndyUserSchema, {
      name: `indyUsers/child-${i}`,
      firstName: `Kid${i}`,
      lastName: "Test",
      emailPlusState: i === 0 ? EmailPlusState.AWAITING_CONSENT : EmailPlusState.NOT_APPLICABLE,
    }),
    username: `kid_user_${i}`,
  }));
  const transport = createRouterTransport(({ service }) => {
    service(IndyService, {
      getChildLearnerAccounts: () => {
        if (options.failList) throw new Error("down");
        return { childLearnerAccounts: children, maxChildren: options.max ?? 10 };
      },
      sendEmailPlusConsentEmail: (req) => {
        sent.push(req.childIndyUserName);
        return {};
      },
    });
    service(LearningService, {
      listActiveCourses: () => ({ courses: [] }),
      getCourseForUser: () => ({ courseName: "" }),
    });
  });
  const session = {
    state: { status: "signed-out" as const },
    signOut: async () => {},
    refresh: async () => {},
    renamed: () => {},
  };
  render(
    <SessionContext.Provider value={session}>
      <TransportProvider transport={transport}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter>
            <ParentPage />
          </MemoryRouter>
        </QueryClientProvider>
      </TransportProvider>
    </SessionContext.Provider>,
  );
  return { sent };
}

describe("the parent area", () => {
  afterEach(cleanup);

  it("lists each learner with their username and offers Add learner below the limit", async () => {
    renderPage(2);
    await screen.findByRole("heading", { name: "Kid0 Test" });
    expect(screen.getByText("kid_user_1")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add learner" })).toBeTruthy();
  });

  it("hides Add learner at the limit", async () => {
    renderPage(3, { max: 3 });
    await screen.findByRole("heading", { name: "Kid2 Test" });
    expect(screen.queryByRole("button", { name: "Add learner" })).toBeNull();
    expect(screen.getByText(/the most one account can have/)).toBeTruthy();
  });

  it("resends the consent email from the card of a learner awaiting consent, then says 'Email sent'", async () => {
    const { sent } = renderPage(2);
    await screen.findByText(/Kid0 is under 13/);
    expect(screen.queryByText(/Kid1 is under 13/)).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Resend email" })));
    await screen.findByText("Email sent");
    expect(sent).toEqual(["indyUsers/child-0"]);
  });

  it("shows the spec's message when the learners cannot be loaded", async () => {
    renderPage(0, { failList: true });
    await screen.findByText("We were unable to load your learners. Please refresh and try again.");
  });

  it("invites a supporter with no learners to add one", async () => {
    renderPage(0);
    await screen.findByText(/You haven't added any learners yet/);
  });
});
