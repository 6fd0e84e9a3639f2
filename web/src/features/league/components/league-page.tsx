import { LEAGUE_MESSAGES, leagueCountdown, ordinal } from "@sumwise/rules";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Alert, Button, Card, LoadingPage, Page } from "../../../components/ui/index.js";
import { useLeagueTable } from "../api/get-league-table.js";
import { useMarkLeagueSeen } from "../api/mark-league-seen.js";
import { useSetLeagueParticipation } from "../api/set-league-participation.js";

/** Seconds left, counting down once a minute from the server's figure. */
function useCountdown(seconds: number | undefined): number {
  const [start] = useState(() => Date.now());
  const [now, setNow] = useState(start);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, (seconds ?? 0) - (now - start) / 1000);
}

/**
 * The league table (spec §2): last week's place in a hexagon, this week's league and the time left.
 * No comparison with earlier weeks is worded as a loss: children get no pressure messages.
 */
export function LeaguePage({ child: childProp }: { child?: string }) {
  const [params] = useSearchParams();
  const child = childProp ?? params.get("child") ?? "";
  const table = useLeagueTable(child);
  const markSeen = useMarkLeagueSeen();
  const participation = useSetLeagueParticipation();
  const marked = useRef(false);
  const secondsLeft = useCountdown(table.data ? Number(table.data.secondsToEndOfWeek) : undefined);
  useEffect(() => {
    if (child || marked.current) return;
    marked.current = true;
    markSeen.mutate({ onboardingState: { seenLeagueTable: true } });
  }, [child, markSeen]);

  if (table.isPending) return <LoadingPage label="Loading the league table" />;
  if (table.isError)
    return (
      <Page>
        <h1>League table</h1>
        <Alert>{LEAGUE_MESSAGES.loadError}</Alert>
      </Page>
    );
  const data = table.data;
  const toggle = (inLeagues: boolean) =>
    participation.mutate({ indyUserName: child, inLeagues }, { onSuccess: () => void table.refetch() });
  return (
    <Page>
      <h1>League table</h1>
      {!data.inLeagues ? (
        <Card title="Not in leagues">
          <p>
            {child
              ? "You've taken this learner out of weekly leagues. Their name isn't shown to anyone else."
              : "Your parent has taken you out of weekly leagues."}
          </p>
          {child ? (
            <Button onClick={() => toggle(true)} loading={participation.isPending} loadingLabel="Saving">
              Put back into leagues
            </Button>
          ) : null}
        </Card>
      ) : (
        <>
          <div className="league-top">
            <section className="league-last-week" aria-labelledby="league-last-week">
              <h2 id="league-last-week" className="league-last-week__title">
                Last week
              </h2>
              <div className="league-hexagon" aria-hidden={data.rankLastWeek === 0}>
                <span className="league-hexagon__rank">{data.rankLastWeek > 0 ? ordinal(data.rankLastWeek) : "–"}</span>
              </div>
              <p className="league-last-week__text">
                {data.rankLastWeek > 0
                  ? `You finished ${ordinal(data.rankLastWeek)} with ${data.xpEarnedLastWeek} XP.`
                  : "You weren't in a league last week."}
              </p>
            </section>
            <p className="league-countdown" aria-live="off">
              <span className="league-countdown__label">This week ends in</span>{" "}
              <strong>{leagueCountdown(secondsLeft)}</strong>
            </p>
          </div>
          <Card title="This week's league">
            {data.leagueTableRows.length === 0 ? (
              <p>Earn some XP this week to join a league with learners on your course.</p>
            ) : (
              <ol className="league-list">
                {data.leagueTableRows.map((row, index) => {
                  const you = row.indyUserName !== "";
                  return (
                    <li key={`${row.rank}-${index}`} className={`league-row${you ? " league-row--you" : ""}`}>
                      <span className="league-row__rank">{ordinal(row.rank)}</span>
                      <span className="league-row__name">
                        {row.displayName}
                        {you ? <span className="league-row__you"> ({child ? "your learner" : "you"})</span> : null}
                      </span>
                      <span className="league-row__xp">{row.xp.toString()} XP</span>
                    </li>
                  );
                })}
              </ol>
            )}
          </Card>
          <p className="league-privacy">
            Leagues show only a first name and initial. Everyone in your league is on the same course.
          </p>
          {child ? (
            <Button
              variant="secondary"
              onClick={() => toggle(false)}
              loading={participation.isPending}
              loadingLabel="Saving"
            >
              Take out of leagues
            </Button>
          ) : null}
        </>
      )}
      {participation.isError ? <Alert>Sorry, there was an error! Please try again.</Alert> : null}
    </Page>
  );
}
