import { Navigate } from "react-router";
import { Alert, LoadingPage, Page } from "../../../../components/ui/index.js";
import { useOnboardingFlags } from "../../../../lib/onboarding/index.js";
import { useCourseDetails } from "../../api/get-course-details.js";
import { learnEntryDestination } from "../../lib/learn-entry.js";

/** The learn entry (spec §2): sends the learner to course selection, the introduction or their course. */
export function LearnEntry() {
  const course = useCourseDetails();
  const onboarding = useOnboardingFlags();
  if (course.isPending || onboarding.isPending || course.isFetching) return <LoadingPage label="Loading your course" />;
  if (course.isError)
    return (
      <Page>
        <h1>Your course</h1>
        <Alert>Failed to load your course</Alert>
      </Page>
    );
  const watched = onboarding.data?.onboardingState?.hasWatchedFirstOnboardingVideo === true;
  return <Navigate to={learnEntryDestination(Boolean(course.data.courseDetails), watched)} replace />;
}

/**
 * Home's redirect to the introduction (spec §2): only once the flags are loaded and say the
 * introduction was neither watched nor skipped; a failed load exempts the learner (never a loop).
 */
export function IntroductionRedirect() {
  const onboarding = useOnboardingFlags();
  if (!onboarding.data?.onboardingState) return null;
  if (onboarding.data.onboardingState.hasWatchedFirstOnboardingVideo === true) return null;
  return <Navigate to={learnEntryDestination(true, false)} replace />;
}
