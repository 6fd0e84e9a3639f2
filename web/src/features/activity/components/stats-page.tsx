import type { ActivityCounts } from "@sumwise/gen/activity/v1/activity_stats_pb";
import { Alert, ButtonLink, Card, Spinner } from "../../../components/ui/index.js";
import { useActivityForUser } from "../api/get-activity-for-user.js";
import { useCourseCatalogue, useCourseForStats } from "../api/get-course.js";
import { useXpState } from "../api/get-xp-state.js";
import { activityMessages } from "../lib/messages.js";
import { possessive, sectionError, useActivitySubject } from "./activity-subject.js";
import { TimeGraph } from "./time-graph.js";
import { XpProgress } from "./xp-header.js";

const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });

function CountsCard({ title, counts }: { title: string; counts: ActivityCounts | undefined }) {
  const rows: [string, bigint | undefined][] = [
    ["This week", counts?.currentCounts?.week],
    ["This month", counts?.currentCounts?.month],
    ["All time", counts?.allTime],
  ];
  return (
    <Card title={title} headingLevel={3} className="stat-card">
      <dl className="stat-card__counts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{String(value ?? 0n)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The Stats screen (spec §2): counts for this week, this month and all time, and the weekly time. */
export function StatsPage() {
  const subject = useActivitySubject();
  const activity = useActivityForUser(subject.child);
  const course = useCourseForStats(subject.child);
  const catalogue = useCourseCatalogue();
  const xp = useXpState(subject.child, subject.xpEnabled);
  const courseName = course.data?.courseDetails?.courseMetadata?.levelDisplayName;

  const heading =
    subject.xpEnabled && xp.data?.xpState ? (
      <Card className="stats-page__xp">
        <XpProgress state={xp.data.xpState} />
      </Card>
    ) : null;

  let body: React.ReactNode;
  if (activity.isPending) body = <Spinner label="Loading stats" />;
  else if (activity.isError || !activity.data.activity)
    body = <Alert>{sectionError(subject, activityMessages.activity, `${possessive(subject)} stats`)}</Alert>;
  else {
    const summary = activity.data.activity;
    const weeks = (summary.timeTaken?.timeTakenForWeek ?? []).map((week) => ({
      monday: week.monday,
      seconds: Number(week.timeInSeconds),
    }));
    // Empty until the first correct answer (spec §2).
    if ((summary.correctAnswerCounts?.allTime ?? 0n) === 0n) {
      body = (
        <Card className="stats-page__empty">
          <h2>No stats yet</h2>
          {subject.audience === "learner" ? (
            <>
              <p>Answer your first question correctly and your stats will start here.</p>
              <ButtonLink to="/learn/course">Go to my course</ButtonLink>
            </>
          ) : (
            <p>
              {subject.childFirstName || "Your learner"}'s stats will show here once they answer a question correctly.
            </p>
          )}
        </Card>
      );
    } else {
      const names = new Map(
        (catalogue.data?.courses ?? []).map((c) => [c.courseMetadata?.name ?? "", c.courseMetadata?.levelDisplayName]),
      );
      body = (
        <>
          <div className="cards">
            <CountsCard title="Questions answered correctly" counts={summary.correctAnswerCounts} />
            <CountsCard title="Lessons completed" counts={summary.lessonCompleteCounts} />
            <Card title="Courses completed" headingLevel={3} className="stat-card">
              <p className="stat-card__big">{summary.coursesCompleted.length}</p>
              {summary.coursesCompleted.length === 0 ? (
                <p className="stat-card__note">Each completed course earns a certificate.</p>
              ) : (
                <ul className="stat-card__certificates">
                  {summary.coursesCompleted.map((done) => (
                    <li key={done.courseName}>
                      {names.get(done.courseName) ?? "A course"}
                      {done.completionDate
                        ? `, ${dayFormat.format(new Date(Number(done.completionDate.seconds) * 1000))}`
                        : ""}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </div>
          <Card title="Time spent learning" headingLevel={3}>
            <TimeGraph weeks={weeks} />
          </Card>
        </>
      );
    }
  }
  return (
    <section className="stats-page stack" aria-labelledby="stats-heading">
      <h1 id="stats-heading">{courseName ? `Stats · ${courseName}` : "Stats"}</h1>
      {heading}
      {body}
    </section>
  );
}
