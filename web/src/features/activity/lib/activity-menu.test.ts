import { describe, expect, it } from "vitest";
import { activityMenu, activityPath } from "./activity-menu.js";

const base = {
  audience: "learner" as const,
  competitionEnabled: false,
  showCompetitionActivity: false,
  competitionEntered: false,
  seenFocusTopics: false,
  seenLeagueTable: true,
};

describe("activity menu", () => {
  it("lists the sections in the spec's order, without Competitions while it is off", () => {
    expect(activityMenu(base).map((e) => e.label)).toEqual([
      "Stats",
      "Goals",
      "Strengths and opportunities",
      "Achievements",
      "League table",
    ]);
  });

  it("shows Competitions when enabled, or to an entrant when its activity is shown", () => {
    expect(activityMenu({ ...base, competitionEnabled: true }).some((e) => e.section === "competitions")).toBe(true);
    expect(activityMenu({ ...base, showCompetitionActivity: true }).some((e) => e.section === "competitions")).toBe(
      false,
    );
    expect(
      activityMenu({ ...base, showCompetitionActivity: true, competitionEntered: true }).some(
        (e) => e.section === "competitions",
      ),
    ).toBe(true);
  });

  it("marks unseen sections 'new' for the learner only", () => {
    const newOnes = (input: typeof base | { audience: "supporter" }) =>
      activityMenu({ ...base, ...input })
        .filter((e) => e.isNew)
        .map((e) => e.section);
    expect(newOnes(base)).toEqual(["focus-topics"]);
    expect(newOnes({ ...base, seenLeagueTable: false })).toEqual(["focus-topics", "league-table"]);
    expect(newOnes({ audience: "supporter" })).toEqual([]);
  });

  it("addresses a child's section with the child query parameter", () => {
    expect(activityPath("stats")).toBe("/activity/stats");
    expect(activityPath("stats", "indyUsers/7")).toBe("/parent/activity/stats?child=indyUsers%2F7");
  });
});
