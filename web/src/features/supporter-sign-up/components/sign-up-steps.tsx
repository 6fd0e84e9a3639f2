import { Link } from "react-router";
import { Stepper } from "../../../components/ui/index.js";

const steps = [{ label: "Create your account" }, { label: "Add a learner" }, { label: "Confirm your email" }];

/**
 * The header of every supporter sign-up step (spec §2): title, Change link, log-in link, progress.
 * No step is clickable: once the account exists, step 1 cannot be taken back.
 */
export function SupporterSignUpHeader({ step, partner = false }: { step: 1 | 2 | 3; partner?: boolean }) {
  return (
    <>
      <header className="form-header">
        <h1>Sign up as a Supporter</h1>
        {/* Spec §2: the Change link to the chooser is hidden when a partner code is used. */}
        {partner ? null : <Link to="/sign-up">Change</Link>}
      </header>
      {step === 1 ? (
        <p>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      ) : null}
      <Stepper steps={steps} current={step - 1} label="Sign-up progress" />
    </>
  );
}
