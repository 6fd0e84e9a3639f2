import { describe, expect, it } from "vitest";
import { addDaysIso } from "../learning/local-time.js";
import {
  childrenConsideredForEntry,
  competitionProgress,
  competitionWeeks,
  hasDrawEntry,
  MAX_CHILDREN_PER_COMPETITION_ENTRY,
  showCompetitionActivity,
  showCompetitionBanner,
  weekCardState,
} from "./competition.js";

const week = { startsOn: "2027-04-19", endsOn: "2027-04-25" };

describe("competition week cards", () => {
  it("counts down to a week that has not started", () => {
    expect(weekCardState(week, "2027-04-12").label).toBe("Starts in 7 days");
    expect(weekCardState(week, "2027-04-18").label).toBe("Starts in 1 day");
  });
  it("counts the days left of a running week, the last day included", () => {
    expect(weekCardState(week, "2027-04-19")).toEqual({ kind: "running", daysLeft: 7, label: "7 days left" });
    expect(weekCardState(week, "2027-04-24").label).toBe("2 days left");
  });
  it("ends today on the Sunday and has ended the day after", () => {
    expect(weekCardState(week, "2027-04-25").label).toBe("Ends today");
    expect(weekCardState(week, "2027-04-26").label).toBe("Ended");
    expect(weekCardState(week, "2028-01-01").kind).toBe("ended");
  });
  it("lays out four Monday-to-Sunday windows, across a month end", () => {
    const weeks = competitionWeeks("2027-04-19");
    expect(weeks).toHaveLength(4);
    expect(weeks.at(-1)).toEqual({ number: 4, startsOn: "2027-05-10", endsOn: "2027-05-16" });
    expect(addDaysIso("2028-02-28", 1)).toBe("2028-02-29");
  });
});

describe("competition progress bar", () => {
  it("is red under a third, orange under the target and green with 'Entered draw' at it", () => {
    expect(competitionProgress(0)).toMatchObject({ percent: 0, colour: "red" });
    expect(competitionProgress(9)).toMatchObject({ percent: 30, colour: "red", label: "9 of 30 correct answers" });
    expect(competitionProgress(10)).toMatchObject({ percent: 33, colour: "orange" });
    expect(competitionProgress(29)).toMatchObject({ percent: 96, colour: "orange" });
    expect(competitionProgress(30)).toEqual({ percent: 100, colour: "green", label: "Entered draw" });
    expect(competitionProgress(75)).toMatchObject({ percent: 100, colour: "green" });
  });
  it("earns a draw entry at 30 correct answers", () => {
    expect(hasDrawEntry(29)).toBe(false);
    expect(hasDrawEntry(30)).toBe(true);
  });
});

describe("competition entry", () => {
  it("considers only the first 25 children", () => {
    const children = Array.from({ length: 30 }, (_, i) => `child-${i}`);
    const considered = childrenConsideredForEntry(children);
    expect(considered).toHaveLength(MAX_CHILDREN_PER_COMPETITION_ENTRY);
    expect(considered.at(-1)).toBe("child-24");
    expect(childrenConsideredForEntry(["a"])).toEqual(["a"]);
  });
  it("shows the banner only while the feature is on, undismissed and nobody has entered", () => {
    expect(showCompetitionBanner({ enabled: true, dismissed: false, entered: [false, false] })).toBe(true);
    expect(showCompetitionBanner({ enabled: true, dismissed: false, entered: [] })).toBe(true);
    expect(showCompetitionBanner({ enabled: false, dismissed: false, entered: [false] })).toBe(false);
    expect(showCompetitionBanner({ enabled: true, dismissed: true, entered: [false] })).toBe(false);
    expect(showCompetitionBanner({ enabled: true, dismissed: false, entered: [false, true] })).toBe(false);
  });
  it("shows competition activity when the feature is on, or to entered learners with the activity flag", () => {
    expect(showCompetitionActivity({ enableCompetition: true, showCompetitionActivity: false, entered: false })).toBe(
      true,
    );
    expect(showCompetitionActivity({ enableCompetition: false, showCompetitionActivity: true, entered: true })).toBe(
      true,
    );
    expect(showCompetitionActivity({ enableCompetition: false, showCompetitionActivity: true, entered: false })).toBe(
      false,
    );
  });
});

describe("ISO week Monday", () => {
  it("finds the Monday of a date's week", async () => {
    const { isoWeekMonday } = await import("./competition.js");
    expect(isoWeekMonday("2026-11-26")).toBe("2026-11-23");
    expect(isoWeekMonday("2026-11-23")).toBe("2026-11-23");
    expect(isoWeekMonday("2026-11-29")).toBe("2026-11-23");
  });
});
