import { AddLearnerStep } from "../../features/supporter-sign-up/components/add-learner-step.js";
import { useFlag } from "../routes/use-flag.js";

/** /supporter-sign-up/child: step 2, with the competition box while the competition is on. */
export function AddLearnerStepRoute() {
  return <AddLearnerStep competitionOpen={useFlag("enableCompetition")} />;
}
