import { LearnerSignUpForm } from "../../features/sign-up/components/learner-sign-up-form.js";
import { PublicOnly } from "../../lib/session/index.js";
import { useFlag } from "../routes/use-flag.js";

/**
 * /learner-sign-up and /partner-learner-sign-up: a parent's email only while the
 * unsupported-learner-parent-emails flag is on; the competition box only while the competition is.
 */
export function LearnerSignUpRoute({ partner = false }: { partner?: boolean }) {
  const parentEmailEnabled = useFlag("enableUnsupportedLearnerParentEmails");
  const competitionOpen = useFlag("enableCompetition");
  return (
    <PublicOnly>
      <LearnerSignUpForm partner={partner} parentEmailEnabled={parentEmailEnabled} competitionOpen={competitionOpen} />
    </PublicOnly>
  );
}

export const PartnerLearnerSignUpRoute = () => <LearnerSignUpRoute partner />;
