import { COMPETITION_WEEKS, type CompetitionWeekDates, competitionWeeks, isoWeekMonday, utcDay } from "@sumwise/rules";

/**
 * Our competitions, as data (progress spec §9). The spec's "Sums for Spring" 2022 ran from 18 April
 * to 15 May 2022 in four weekly windows with four prizes; ours follows it. A competition is "current"
 * from the day it is defined (entries open) until its last window ends.
 */
export interface CompetitionDefinition {
  competitionId: string;
  title: string;
  prizeDescription: string;
  prizeCount: number;
  /** The Monday its first weekly window starts ("YYYY-MM-DD", UTC). */
  startsOn: string;
}

export const COMPETITIONS: readonly CompetitionDefinition[] = [
  {
    competitionId: "sums-for-spring-2027",
    title: "Sums for Spring",
    prizeDescription:
      "Four winners, one drawn after each week, each win £100 of book vouchers for themselves and their school.",
    prizeCount: 4,
    startsOn: "2027-04-19",
  },
];

export interface CurrentCompetition extends CompetitionDefinition {
  weeks: CompetitionWeekDates[];
}

/**
 * The competition running now or next: the first whose last window has not ended. `startsOnOverride`
 * (the COMPETITION_STARTS_ON setting) moves the first competition, so that tests and a local
 * `make start` can have one running: a date, or "current" for the Monday of this week.
 */
export function currentCompetition(today: string, startsOnOverride?: string): CurrentCompetition | undefined {
  const definitions = COMPETITIONS.map((definition, index) =>
    index === 0 && startsOnOverride
      ? { ...definition, startsOn: startsOnOverride === "current" ? isoWeekMonday(today) : startsOnOverride }
      : definition,
  );
  for (const definition of definitions) {
    const weeks = competitionWeeks(definition.startsOn, COMPETITION_WEEKS);
    if ((weeks.at(-1)?.endsOn ?? "") >= today) return { ...definition, weeks };
  }
  return undefined;
}

/** Today in UTC, the competitions' calendar. */
export const competitionToday = (now = new Date()) => utcDay(now);
