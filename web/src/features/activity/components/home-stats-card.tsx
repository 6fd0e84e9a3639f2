import { ButtonLink, Card, Spinner } from "../../../components/ui/index.js";
import { useActivityForUser } from "../api/get-activity-for-user.js";
import { useXpState } from "../api/get-xp-state.js";
import { activityMessages } from "../lib/messages.js";
import { durationText } from "../lib/time-graph.js";
import { XpProgress } from "./xp-header.js";

/** The home page's stats card: XP and level, this week's activity and a way to all the stats. */
export function HomeStatsCard({ xpEnabled }: { xpEnabled: boolean }) {
  const xp = useXpState("", xpEnabled);
  const activity = useActivityForUser("");
  const summary = activity.data?.activity;
  const thisWeek = summary?.timeTaken?.timeTakenForWeek.at(-1);
  return (
    <Card title="Your stats" className="home-stats">
      {xpEnabled ? (
        xp.isPending ? (
          <Spinner label="Loading your level" />
        ) : xp.isError || !xp.data.xpState ? (
          <p>{activityMessages.statsWidget}</p>
        ) : (
          <XpProgress state={xp.data.xpState} headingLevel={3} />
        )
      ) : null}
      <h3 className="home-stats__week">This week</h3>
      {activity.isPending ? (
        <Spinner label="Loading this week's activity" />
      ) : activity.isError || !summary ? (
        <p>{activityMessages.statsWidget}</p>
      ) : (
        <dl className="home-stats__counts">
          <div>
            <dt>Questions right</dt>
            <dd>{String(summary.correctAnswerCounts?.currentCounts?.week ?? 0n)}</dd>
          </div>
          <div>
            <dt>Lessons completed</dt>
            <dd>{String(summary.lessonCompleteCounts?.currentCounts?.week ?? 0n)}</dd>
          </div>
          <div>
            <dt>Time spent</dt>
            <dd>{durationText(Number(thisWeek?.timeInSeconds ?? 0n))}</dd>
          </div>
        </dl>
      )}
      <ButtonLink to="/activity/stats" variant="secondary" size="sm">
        See all stats
      </ButtonLink>
    </Card>
  );
}
