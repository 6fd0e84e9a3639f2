import { useFeatureFlags } from "../../features/feature-flags/index.js";
import { LearnerSignUpForm } from "../../features/sign-up/components/learner-sign-up-form.js";

/**
 * /learner-sign-up: the form asks for a parent's email only while the unsupported-learner-parent-emails
 * flag is on (spec §5). The app layer joins the two features, which do not import each other.
 */
export function LearnerSignUpRoute() {
  const flags = useFeatureFlags();
  const parentEmailEnabled = flags.status === "ready" && flags.flags.enableUnsupportedLearnerParentEmails;
  return <LearnerSignUpForm parentEmailEnabled={parentEmailEnabled} />;
}
