import type { ReactNode } from "react";
import { Page, Spinner } from "../../../components/ui/index.js";
import { useActiveCourses } from "../../../lib/courses/index.js";
import { useSession } from "../../../lib/session/index.js";
import { useAccessDetails } from "../api/get-access-details.js";
import { useXpState } from "../api/get-xp-state.js";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** A stats card with its own loading and error states (spec: 'Please try again later.'). */
function Card({
  title,
  query,
  children,
}: {
  title: string;
  query: { isPending: boolean; isError: boolean };
  children: () => ReactNode;
}) {
  return (
    <section className="card" aria-labelledby={`card-${title}`}>
      <h2 id={`card-${title}`}>{title}</h2>
      {query.isPending ? (
        <Spinner label={`Loading ${title.toLowerCase()}`} />
      ) : query.isError ? (
        <p>Please try again later.</p>
      ) : (
        children()
      )}
    </section>
  );
}

/** The signed-in landing: greets the learner by first name and reads from each service. */
export function HomePage() {
  const { state } = useSession();
  const access = useAccessDetails();
  const xp = useXpState();
  const courses = useActiveCourses();
  if (state.status !== "signed-in") return null;
  return (
    <Page>
      <h1>Welcome, {state.user.firstName}</h1>
      <div className="cards">
        <Card title="Your level" query={xp}>
          {() => (
            <p>
              Level {xp.data?.xpState?.xpLevel} · {String(xp.data?.xpState?.xp ?? 0n)} XP
            </p>
          )}
        </Card>
        <Card title="Your access" query={access}>
          {() => {
            const end = access.data?.accessDetails?.freeTrialEndDate;
            const endText = end ? dateFormat.format(new Date(Date.UTC(end.year, end.month - 1, end.day))) : "";
            return access.data?.accessDetails?.hasNonSubscriptionAccess ? (
              <p>Your free trial runs until {endText}.</p>
            ) : (
              <p>Your free trial ended on {endText}.</p>
            );
          }}
        </Card>
        <Card title="Courses" query={courses}>
          {() => <p>{courses.data?.courses.length ?? 0} courses to choose from.</p>}
        </Card>
      </div>
    </Page>
  );
}
