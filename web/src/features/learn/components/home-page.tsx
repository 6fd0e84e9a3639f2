import type { ReactNode } from "react";
import { Link, Navigate } from "react-router";
import { ButtonLink, LoadingPage, Page, Spinner } from "../../../components/ui/index.js";
import { learnPaths } from "../../../lib/learning/names.js";
import { useSession } from "../../../lib/session/index.js";
import { useAccessDetails } from "../api/get-access-details.js";
import { useCourseDetails } from "../api/get-course-details.js";
import { useOnboardingState } from "../api/get-onboarding-state.js";
import { useXpState } from "../api/get-xp-state.js";
import { CourseHeader } from "./course-header.js";
import { JustForYouCards } from "./just-for-you-cards.js";
import { LessonList } from "./lesson-list.js";
import { IntroductionRedirect } from "./onboarding/learn-entry.js";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** A stats card with its own loading and error states (spec: 'Please try again later.'). */
function StatsCard({
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

/**
 * The home dashboard (spec §2): "Welcome back" once a question has been answered, the stats cards and
 * the My Course list, and the Explore card while the explore flag is on (the route passes it); without
 * a course the learner goes to course selection first. The app puts the activity feature's stats card
 * in `statsCard` (features do not import each other).
 */
export function HomePage({
  banner,
  exploreCard = false,
  statsCard,
}: {
  /** Under the greeting: the competition banner (app layer). */
  banner?: ReactNode;
  /** The Explore card, while the explore flag is on (spec §2). */
  exploreCard?: boolean;
  /** The activity feature's stats card (app layer). */
  statsCard?: ReactNode;
} = {}) {
  const { state } = useSession();
  const access = useAccessDetails();
  const xp = useXpState();
  const course = useCourseDetails();
  const onboarding = useOnboardingState();
  if (state.status !== "signed-in") return null;
  // Until the course is known: a learner without one is about to be sent to choose it.
  if (course.isPending) return <LoadingPage label="Loading your course" />;
  // Only a fresh "no course" sends the learner to choose one (a cached one may predate a save).
  if (course.data && !course.isFetching && !course.data.courseDetails)
    return <Navigate to={learnPaths.selectCourse} replace />;
  const back = onboarding.data?.onboardingState?.hasAnsweredQuestion === true;
  return (
    <Page className="home-page">
      <IntroductionRedirect />
      <h1>
        {back ? "Welcome back" : "Welcome"}, {state.user.firstName}
      </h1>
      {banner}
      {exploreCard ? (
        <Link className="explore-card" to="/learn/explore">
          <span className="explore-card__title">Explore:</span> Questions and videos from your course
        </Link>
      ) : null}
      <div className="cards">
        {statsCard ?? (
          <StatsCard title="Your level" query={xp}>
            {() => (
              <p>
                Level {xp.data?.xpState?.xpLevel} · {String(xp.data?.xpState?.xp ?? 0n)} XP
              </p>
            )}
          </StatsCard>
        )}
        <StatsCard title="Your access" query={access}>
          {() => {
            const details = access.data?.accessDetails;
            const end = details?.freeTrialEndDate;
            const endText = end ? dateFormat.format(new Date(Date.UTC(end.year, end.month - 1, end.day))) : "";
            if (details?.hasNonSubscriptionAccess) return <p>Your free trial runs until {endText}.</p>;
            if (details?.hasFullAccess) return <p>Every lesson of your course is open.</p>;
            return <p>Your free trial ended on {endText}. The first two lessons of every course stay open.</p>;
          }}
        </StatsCard>
      </div>
      <section className="home-page__jfy" aria-labelledby="home-jfy">
        <div className="home-page__jfy-header">
          <h2 id="home-jfy">Just for you</h2>
          <ButtonLink to={learnPaths.justForYou} variant="ghost" size="sm">
            See all
          </ButtonLink>
        </div>
        <JustForYouCards headingLevel={3} />
      </section>
      <section className="home-page__course" aria-label="My Course">
        <CourseHeader headingLevel={2} />
        <LessonList />
      </section>
    </Page>
  );
}
