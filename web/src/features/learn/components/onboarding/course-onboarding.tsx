import { useOnboardingFlags, useUpdateOnboardingFlags } from "../../../../lib/onboarding/index.js";
import { useSession } from "../../../../lib/session/index.js";
import { useCourseDetails } from "../../api/get-course-details.js";
import { OnboardingPromptSequence } from "./onboarding-prompts.js";

/** The course view's onboarding (spec §2): the prompts and tooltip, once the flags and course are known. */
export function CourseOnboarding() {
  const { state } = useSession();
  const flags = useOnboardingFlags();
  const update = useUpdateOnboardingFlags();
  const course = useCourseDetails();
  const onboarding = flags.data?.onboardingState;
  const meta = course.data?.courseDetails?.courseMetadata;
  if (state.status !== "signed-in" || !onboarding || !meta) return null;
  return (
    <OnboardingPromptSequence
      userName={state.user.name}
      courseTitle={`${meta.curriculumName} ${meta.levelDisplayName}`}
      seenLearnerOnboarding={onboarding.seenLearnerOnboarding === true}
      seenCourseSelectedTooltip={onboarding.seenCourseSelectedTooltip === true}
      updateFlags={update.update}
    />
  );
}
