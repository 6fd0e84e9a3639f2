import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../../components/ui/index.js";
import type { OnboardingChanges } from "../../../../lib/onboarding/index.js";
import {
  applyPromptAction,
  currentPromptIndex,
  onboardingPrompts,
  type PromptAction,
  readPromptsViewed,
  showsCourseSelectedTooltip,
  writePromptsViewed,
} from "../../lib/prompt-sequence.js";

export interface OnboardingPromptSequenceProps {
  /** Whose prompts (the browser keeps which were viewed per user). */
  userName: string;
  courseTitle: string;
  seenLearnerOnboarding: boolean;
  seenCourseSelectedTooltip: boolean;
  /** Sets server flags (seenLearnerOnboarding, seenCourseSelectedTooltip). */
  updateFlags: (changes: OnboardingChanges) => Promise<unknown>;
}

/**
 * The three onboarding prompts and then the course-selected tooltip (spec §2, §4), shown above the
 * lesson list and pointing at the first lesson. Not modal: the course stays usable behind them.
 * After Next or Back, focus goes to the new prompt's heading (the button pressed is gone).
 */
export function OnboardingPromptSequence({
  userName,
  courseTitle,
  seenLearnerOnboarding,
  seenCourseSelectedTooltip,
  updateFlags,
}: OnboardingPromptSequenceProps) {
  const [viewed, setViewed] = useState(() => readPromptsViewed(userName));
  // The flags as this screen last set them: the prompts go at once, before the server answers.
  const [seenPrompts, setSeenPrompts] = useState(seenLearnerOnboarding);
  const [seenTooltip, setSeenTooltip] = useState(seenCourseSelectedTooltip);
  const [problem, setProblem] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const headingId = useId();
  const index = currentPromptIndex(viewed, seenPrompts || seenLearnerOnboarding);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  });

  async function save(changes: OnboardingChanges) {
    setProblem(false);
    try {
      await updateFlags(changes);
    } catch {
      setProblem(true);
    }
  }

  function act(action: PromptAction) {
    if (index === undefined) return;
    const next = applyPromptAction(viewed, index, action);
    moved.current = true;
    setViewed(next.viewed);
    writePromptsViewed(userName, next.viewed);
    if (next.seenLearnerOnboarding) {
      setSeenPrompts(true);
      void save({ seenLearnerOnboarding: true });
    }
  }

  const problemText = problem ? (
    <p className="onboarding-prompt__problem small" role="alert">
      We couldn't save that. You may see this again next time.
    </p>
  ) : null;

  if (index !== undefined) {
    const prompt = onboardingPrompts[index];
    if (!prompt) return null;
    const lastPrompt = index === onboardingPrompts.length - 1;
    return (
      <section className="onboarding-prompt" aria-labelledby={headingId}>
        <div className="onboarding-prompt__header">
          <p className="onboarding-prompt__step small">
            {index + 1} of {onboardingPrompts.length}
          </p>
          <button
            type="button"
            className="onboarding-prompt__dismiss"
            aria-label="Dismiss the introduction tips"
            onClick={() => act("dismiss")}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <h2 id={headingId} className="onboarding-prompt__title" ref={headingRef} tabIndex={-1}>
          {prompt.title}
        </h2>
        <p>{prompt.text}</p>
        <div className="onboarding-prompt__actions">
          {index > 0 ? (
            <Button variant="secondary" size="sm" onClick={() => act("back")}>
              Back
            </Button>
          ) : null}
          {lastPrompt ? (
            <Button size="sm" onClick={() => act("gotIt")}>
              Got it!
            </Button>
          ) : (
            <Button size="sm" onClick={() => act("next")}>
              Next
            </Button>
          )}
        </div>
        {problemText}
      </section>
    );
  }

  if (showsCourseSelectedTooltip(seenPrompts || seenLearnerOnboarding, seenTooltip)) {
    return (
      <section className="onboarding-prompt onboarding-prompt--tooltip" aria-labelledby={headingId}>
        <h2 id={headingId} className="onboarding-prompt__title" ref={headingRef} tabIndex={-1}>
          Course selected
        </h2>
        <p>
          You're following <strong>{courseTitle}</strong>. Start with the first lesson below. You can change your course
          at any time with Change course, above.
        </p>
        <div className="onboarding-prompt__actions">
          <Button
            size="sm"
            onClick={() => {
              moved.current = false;
              setSeenTooltip(true);
              void save({ seenCourseSelectedTooltip: true });
            }}
          >
            OK
          </Button>
        </div>
        {problemText}
      </section>
    );
  }
  return problemText;
}
