import { Link, Navigate, useNavigate } from "react-router";
import { AddLearnerForm } from "../../../components/add-learner-form.js";
import { Page, Spinner } from "../../../components/ui/index.js";
import { useFirebaseUser } from "../use-firebase-user.js";
import { SupporterSignUpHeader } from "./sign-up-steps.js";

/** Step 2 (/supporter-sign-up/child): add a first learner, or skip to step 3. */
export function AddLearnerStep({ competitionOpen = false }: { competitionOpen?: boolean } = {}) {
  const user = useFirebaseUser();
  const navigate = useNavigate();
  if (user === undefined) return <Spinner label="Loading your account" />;
  if (user === null) return <Navigate to="/supporter-sign-up/supporter" replace />;
  return (
    <Page width="narrow" brand>
      <SupporterSignUpHeader step={2} />
      <h2>Add a learner</h2>
      <p>Create an account for your child or pupil. They will log in with the username and password you choose.</p>
      <AddLearnerForm
        storageKey="supporter-sign-up-child"
        submitLabel="Add learner"
        competitionOpen={competitionOpen}
        onCreated={() => navigate("/supporter-sign-up/confirm", { replace: true })}
      />
      <p className="center">
        <Link to="/supporter-sign-up/confirm">Skip for now</Link>
      </p>
    </Page>
  );
}
