import { describe, expect, it } from "vitest";
import { currentCompetition } from "./competitions.js";

describe("the current competition", () => {
  it("is Sums for Spring 2027 until its fourth week ends, then none", () => {
    const spring = currentCompetition("2027-01-01");
    expect(spring?.competitionId).toBe("sums-for-spring-2027");
    expect(spring?.weeks.map((w) => w.startsOn)).toEqual(["2027-04-19", "2027-04-26", "2027-05-03", "2027-05-10"]);
    expect(currentCompetition("2027-05-16")?.title).toBe("Sums for Spring");
    expect(currentCompetition("2027-05-17")).toBeUndefined();
  });
  it("can be moved to a given Monday or to this week for tests and local runs", () => {
    expect(currentCompetition("2026-11-26", "2026-11-02")?.weeks.at(-1)?.endsOn).toBe("2026-11-29");
    // A Thursday: "current" starts the first window on that week's Monday.
    expect(currentCompetition("2026-11-26", "current")?.weeks[0]).toEqual({
      number: 1,
      startsOn: "2026-11-23",
      endsOn: "2026-11-29",
    });
  });
});
