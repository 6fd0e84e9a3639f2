import { Link } from "react-router";

const steps = ["Create your account", "Add a learner", "Confirm your email"] as const;

/** The header of every supporter sign-up step (spec §2): title, Change link, log-in link, progress. */
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
      <ol className="sign-up-steps" aria-label="Sign-up progress">
        {steps.map((label, index) => (
          <li key={label} aria-current={index + 1 === step ? "step" : undefined}>
            <span className="visually-hidden">Step {index + 1} of 3: </span>
            {label}
          </li>
        ))}
      </ol>
    </>
  );
}
