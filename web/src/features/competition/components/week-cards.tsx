import type { Competition, CompetitionState } from "@sumwise/gen/activity/v1/competition_pb";
import { competitionProgress, utcDay, weekCardState } from "@sumwise/rules";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/index.js";
import { shortDate } from "../lib/dates.js";

function WeekCard({
  week,
  count,
  target,
  today,
}: {
  week: Competition["weeks"][number];
  count: number;
  target: number;
  today: string;
}) {
  const state = weekCardState(week, today);
  const progress = competitionProgress(state.kind === "upcoming" ? 0 : count, target);
  const headingId = useId();
  return (
    <li className="card week-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        Week {week.number}{" "}
        <span className="small">
          ({shortDate(week.startsOn)} to {shortDate(week.endsOn)})
        </span>
      </h3>
      <p className="week-card__state">{state.label}</p>
      <div
        className="progress-bar"
        role="progressbar"
        aria-label={`Week ${week.number} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={progress.label}
      >
        <div
          className={`progress-bar__fill progress-bar__fill--${progress.colour}`}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <p className={progress.colour === "green" ? "week-card__done" : "small"}>
        {progress.colour === "green" ? <strong>{progress.label}</strong> : progress.label}
      </p>
    </li>
  );
}

/**
 * The week cards of one learner (spec §2, §4): current and coming weeks, and the previous weeks in a
 * drawer that opens and closes.
 */
export function WeekCards({
  competition,
  state,
  today = utcDay(),
}: {
  competition: Competition;
  state: CompetitionState | undefined;
  today?: string;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const countOf = (weekNumber: number) => state?.weeklyCounts.find((w) => w.weekNumber === weekNumber)?.count ?? 0;
  const previous = competition.weeks.filter((week) => weekCardState(week, today).kind === "ended");
  const current = competition.weeks.filter((week) => weekCardState(week, today).kind !== "ended");
  const card = (week: Competition["weeks"][number]) => (
    <WeekCard
      key={week.number}
      week={week}
      count={countOf(week.number)}
      target={competition.correctAnswersPerEntry}
      today={today}
    />
  );
  return (
    <>
      {current.length > 0 ? (
        <ul className="week-cards">{current.map(card)}</ul>
      ) : (
        <p>This competition has ended. Thank you for taking part!</p>
      )}
      {previous.length > 0 ? (
        <>
          <Button
            variant="secondary"
            className="drawer__toggle"
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            onClick={() => setDrawerOpen(!drawerOpen)}
          >
            {drawerOpen ? "Hide previous weeks" : "Show previous weeks"}
          </Button>
          <div id={drawerId} hidden={!drawerOpen}>
            <h2 className="visually-hidden">Previous weeks</h2>
            <ul className="week-cards">{previous.map(card)}</ul>
          </div>
        </>
      ) : null}
    </>
  );
}
