import type { FeatureFlagName } from "@sumwise/rules";
import { ParentPage } from "../../features/children/components/parent-page.js";
import { useFeatureFlags } from "../../features/feature-flags/index.js";
import { LearnerSignUpForm } from "../../features/sign-up/components/learner-sign-up-form.js";
import { AddLearnerStep } from "../../features/supporter-sign-up/components/add-learner-step.js";

/**
 * Pages whose forms depend on a feature flag (spec §5, §6). The app layer reads the flags and joins
 * them to the features, which do not import each other. While the flags load, a flag counts as off.
 */
function useFlag(name: FeatureFlagName): boolean {
  const flags = useFeatureFlags();
  return flags.status === "ready" && flags.flags[name];
}

/**
 * /learner-sign-up and /partner-learner-sign-up: a parent's email only while the
 * unsupported-learner-parent-emails flag is on; the competition box only while the competition is.
 */
export function LearnerSignUpRoute({ partner = false }: { partner?: boolean }) {
  const parentEmailEnabled = useFlag("enableUnsupportedLearnerParentEmails");
  const competitionOpen = useFlag("enableCompetition");
  return (
    <LearnerSignUpForm partner={partner} parentEmailEnabled={parentEmailEnabled} competitionOpen={competitionOpen} />
  );
}

/** /supporter-sign-up/child: step 2, with the competition box while the competition is on. */
export function AddLearnerStepRoute() {
  return <AddLearnerStep competitionOpen={useFlag("enableCompetition")} />;
}

/** /parent: the supporter's learners, with the competition box while the competition is on. */
export function ParentPageRoute() {
  return <ParentPage competitionOpen={useFlag("enableCompetition")} />;
}
