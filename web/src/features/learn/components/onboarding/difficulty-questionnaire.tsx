import { QuestionnaireEndAction, QuestionnaireEndView } from "@sumwise/gen/learning/v1/questionnaire_pb";
import {
  difficultyOptions,
  difficultyQuestionnaireOutcome,
  type QuestionnaireEndAction as EndAction,
  type QuestionnaireEndView as EndView,
} from "@sumwise/rules";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button, Card } from "../../../../components/ui/index.js";
import { courseRegionOf, courseTitle, useActiveCourses, useCourseForUser } from "../../../../lib/courses/index.js";
import { learnPaths } from "../../../../lib/learning/names.js";
import { useOnboardingFlags, useUpdateOnboardingFlags } from "../../../../lib/onboarding/index.js";
import { useSubmitQuestionnaireAnswers } from "../../api/submit-questionnaire-answers.js";
import { levelsOf } from "../../lib/level-choice.js";

const endActions: Record<EndAction, QuestionnaireEndAction> = {
  skip: QuestionnaireEndAction.SKIP,
  continue: QuestionnaireEndAction.CONTINUE,
  gotochangelevel: QuestionnaireEndAction.GO_TO_CHANGE_LEVEL,
  other: QuestionnaireEndAction.OTHER,
};
const endViews: Record<EndView, QuestionnaireEndView> = {
  question: QuestionnaireEndView.QUESTION,
  thanks: QuestionnaireEndView.THANKS,
  didyouknow: QuestionnaireEndView.DID_YOU_KNOW,
};

/**
 * The difficulty questionnaire (spec §4), once, until the learner has acknowledged it: the five
 * options, then thanks or "Did you know?" (another level exists in the direction of the answer), then
 * on to the lesson. The answer is sent once, when the learner leaves it in any way; leaving also sets
 * hasAcknowledgedDifficultyQuestionnaire. Sending errors are ignored (spec §7).
 */
export function DifficultyQuestionnaire({ partName }: { partName: string }) {
  const flags = useOnboardingFlags();
  const acknowledged = flags.data?.onboardingState?.hasAcknowledgedDifficultyQuestionnaire === true;
  if (!flags.data || acknowledged) return null;
  return <Questionnaire partName={partName} />;
}

function Questionnaire({ partName }: { partName: string }) {
  const navigate = useNavigate();
  const courses = useActiveCourses();
  const current = useCourseForUser("");
  const submit = useSubmitQuestionnaireAnswers();
  const flags = useUpdateOnboardingFlags();
  const [chosen, setChosen] = useState<number>();
  const [view, setView] = useState<EndView>("question");
  const name = useId();
  const headingId = useId();
  // What leaving would send; kept in a ref so the unmount handler sees the latest.
  const latest = useRef({ chosen, view, done: false });
  latest.current = { ...latest.current, chosen, view };

  const all = courses.data?.courses ?? [];
  const meta = all.find((course) => course.courseMetadata?.name === current.data?.courseName)?.courseMetadata;
  const region = meta ? courseRegionOf(meta.region) : undefined;
  const levels = meta && region ? levelsOf(all, region, meta.curriculumName) : [];
  const levelNames = levels.map((course) => course.courseMetadata?.name ?? "");
  const outcome =
    chosen === undefined ? undefined : difficultyQuestionnaireOutcome(chosen, levelNames, meta?.name ?? "");
  const suggested =
    outcome?.view === "didyouknow"
      ? levels.find((course) => course.courseMetadata?.name === outcome.level)?.courseMetadata
      : undefined;

  function end(action: EndAction) {
    if (latest.current.done) return;
    latest.current.done = true;
    const { chosen: answer, view: endView } = latest.current;
    if (answer !== undefined) {
      submit.mutate({ changeLevel: { answer, endAction: endActions[action], endView: endViews[endView] } });
    }
    flags.update({ hasAcknowledgedDifficultyQuestionnaire: true }).catch(() => undefined);
  }

  // Leaving the screen any other way ends it too. The delay lets a remount (React's strict mode in
  // development) cancel it.
  const mounted = useRef(false);
  const answerHeading = useRef<HTMLHeadingElement>(null);
  // The Answer button is gone once answered: focus moves to what replaced it.
  useEffect(() => {
    if (view !== "question") answerHeading.current?.focus();
  }, [view]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.setTimeout(() => {
        if (!mounted.current) end("other");
      }, 0);
    };
  }, []);

  function leaveTo(action: EndAction, path: string) {
    end(action);
    navigate(path);
  }

  return (
    <Card className="difficulty-questionnaire" as="section">
      {view === "question" ? (
        <>
          <fieldset className="difficulty-questionnaire__question">
            <legend id={headingId} className="difficulty-questionnaire__title">
              How are you finding your course?
            </legend>
            <div className="difficulty-questionnaire__options">
              {difficultyOptions.map((option) => (
                <label key={option.rating} className="difficulty-questionnaire__option">
                  <input
                    type="radio"
                    name={name}
                    value={option.rating}
                    checked={chosen === option.rating}
                    onChange={() => setChosen(option.rating)}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="card__actions-row">
            <Button disabled={chosen === undefined} onClick={() => setView(outcome?.view ?? "thanks")}>
              Answer
            </Button>
            <Button variant="ghost" onClick={() => end("skip")}>
              Skip
            </Button>
          </div>
        </>
      ) : view === "didyouknow" && suggested && outcome?.view === "didyouknow" ? (
        <>
          <h2 className="difficulty-questionnaire__title" ref={answerHeading} tabIndex={-1}>
            Did you know?
          </h2>
          <p>
            You can change your level at any time. {courseTitle(suggested)} has{" "}
            {outcome.direction === "harder" ? "harder" : "easier"} questions than {meta ? courseTitle(meta) : "yours"}.
          </p>
          <div className="card__actions-row">
            <Button onClick={() => leaveTo("continue", learnPaths.lesson(partName))}>Continue</Button>
            <Button variant="secondary" onClick={() => leaveTo("gotochangelevel", learnPaths.changeCourse)}>
              Change my level
            </Button>
          </div>
        </>
      ) : (
        <>
          <h2 className="difficulty-questionnaire__title" ref={answerHeading} tabIndex={-1}>
            Thanks for letting us know!
          </h2>
          <p>Your answer helps us make every course the right level for learners like you.</p>
          <div className="card__actions-row">
            <Button onClick={() => leaveTo("continue", learnPaths.lesson(partName))}>Continue</Button>
          </div>
        </>
      )}
    </Card>
  );
}
