import { create } from "@bufbuild/protobuf";
import { createRouterTransport } from "@connectrpc/connect";
import { TransportProvider } from "@connectrpc/connect-query";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { IndyUserSchema } from "@sumwise/gen/indy/v1/indy_user_pb";
import { competitionMessages } from "@sumwise/rules";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CompetitionEntryPage } from "./competition-entry-page.js";

const competition = {
  competitionId: "sums-for-spring-2027",
  title: "Sums for Spring",
  prizeDescription: "Four prizes.",
  prizeCount: 4,
  correctAnswersPerEntry: 30,
  maxChildrenPerEntry: 25,
  weeks: [1, 2, 3, 4].map((number) => ({ number, startsOn: "2027-04-19", endsOn: "2027-04-25" })),
};

// The entry page's own rules against an in-memory service (the real path is the e2e journey).
function renderPage(options: { supporter: boolean; children?: number; entered?: number[]; bySupporter?: boolean }) {
  const requests: string[][] = [];
  const names = Array.from({ length: options.children ?? 0 }, (_, i) => `indyUsers/child-${i}`);
  const transport = createRouterTransport(({ service }) => {
    service(ActivityService, {
      getCompetitionEntries: () => ({
        competition,
        entryBySupporterOnly: options.bySupporter ?? false,
        competitionStates: (options.supporter ? names.slice(0, 25) : ["indyUsers/me"]).map((name, i) => ({
          indyUserName: name,
          entered: options.entered?.includes(i) ?? false,
        })),
      }),
      createCompetitionEntries: (req) => {
        requests.push(req.indyUserNames);
        return {};
      },
    });
    service(IndyService, {
      getChildLearnerAccounts: () => ({
        childLearnerAccounts: names.map((name, i) => ({
          indyUser: create(IndyUserSchema, { name, firstName: `Kid${i}`, lastName: "Test" }),
          username: `kid_${i}`,
        })),
        maxChildren: 30,
      }),
    });
  });
  render(
    <TransportProvider transport={transport}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <CompetitionEntryPage supporter={options.supporter} enabled />
        </MemoryRouter>
      </QueryClientProvider>
    </TransportProvider>,
  );
  return { requests };
}

afterEach(cleanup);

describe("the competition entry page", () => {
  it("for a parent: Enter waits for a choice, entered children are disabled, only the first 25 are listed", async () => {
    const { requests } = renderPage({ supporter: true, children: 30, entered: [0] });
    const first = await screen.findByRole("checkbox", { name: /Kid0 Test/ });
    expect(screen.getAllByRole("checkbox")).toHaveLength(25);
    expect(screen.queryByRole("checkbox", { name: /Kid25 Test/ })).toBeNull();
    expect((first as HTMLInputElement).disabled).toBe(true);
    expect((first as HTMLInputElement).checked).toBe(true);
    const enter = screen.getByRole("button", { name: "Enter" }) as HTMLButtonElement;
    expect(enter.disabled).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: /Kid3 Test/ }));
    expect(enter.disabled).toBe(false);
    fireEvent.click(enter);
    await screen.findByText("Your learners are entered. Good luck in the prize draw!");
    expect(requests).toEqual([["indyUsers/child-3"]]);
  });

  it("for a learner with a supporter: the explanation to ask them, and no Enter button", async () => {
    renderPage({ supporter: false, bySupporter: true });
    await screen.findByText(competitionMessages.askYourParent);
    expect(screen.queryByRole("button", { name: "Enter" })).toBeNull();
  });

  it("for an independent learner: Enter enters them", async () => {
    const { requests } = renderPage({ supporter: false });
    fireEvent.click(await screen.findByRole("button", { name: "Enter" }));
    await screen.findByText(competitionMessages.entered);
    expect(requests).toEqual([[]]);
  });
});
