import type { ReactNode } from "react";

export interface StepperStep {
  label: string;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** Index of the current step (0-based). */
  current: number;
  /** Makes earlier steps buttons that go back to them; later steps are never clickable. */
  onStepClick?: (index: number) => void;
  label?: string;
}

/**
 * Progress through a flow (spec §2: the subscribe flow's four steps; supporter sign-up's three).
 * Only earlier steps can be clicked to go back; the current step carries aria-current="step".
 * Each step is at most 150 px wide (spec §9). A stepper requires at least one step.
 */
export function Stepper({ steps, current, onStepClick, label = "Progress" }: StepperProps) {
  if (steps.length === 0) throw new Error("A stepper requires at least one step");
  const at = Math.min(Math.max(current, 0), steps.length - 1);
  return (
    <nav className="stepper" aria-label={label}>
      <ol className="stepper__list">
        {steps.map((step, index) => {
          const state = index < at ? "done" : index === at ? "current" : "todo";
          const content: ReactNode = (
            <>
              <span className="stepper__marker" aria-hidden="true">
                {state === "done" ? "✓" : index + 1}
              </span>
              <span className="stepper__label">
                <span className="visually-hidden">
                  Step {index + 1} of {steps.length}
                  {state === "done" ? " (done)" : ""}:{" "}
                </span>
                {step.label}
              </span>
            </>
          );
          return (
            <li
              key={step.label}
              className={`stepper__step stepper__step--${state}`}
              aria-current={state === "current" ? "step" : undefined}
            >
              {state === "done" && onStepClick ? (
                <button type="button" className="stepper__button" onClick={() => onStepClick(index)}>
                  {content}
                </button>
              ) : (
                <span className="stepper__button">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
