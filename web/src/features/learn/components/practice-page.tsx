import { Code, ConnectError } from "@connectrpc/connect";
import { RevisionCompletionState } from "@sumwise/gen/learning/v1/learning_progress_pb";
import { useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { Alert, Button, ButtonLink, Card, LoadingPage, Page } from "../../../components/ui/index.js";
import { learnPaths, partNameOf } from "../../../lib/learning/names.js";
import { useCreatePracticePackage } from "../api/create-new-part-practice-package.js";
import { usePracticePackage } from "../api/get-or-create-part-practice-package.js";
import { practiceWords } from "../lib/progress-words.js";

const practiceError = "There has been an error, please refresh or try again later.";

/** The lesson's Practice (spec §2, §4): Locked, Incomplete, Started or Complete, and Back. */
export function PracticePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const partName = partNameOf(params.get("p"));
  const practice = usePracticePackage(partName);
  const create = useCreatePracticePackage();
  const [failed, setFailed] = useState(false);
  if (!partName) return <Navigate to={learnPaths.course} replace />;
  if (practice.isPending) return <LoadingPage label="Loading your practice" />;
  if (practice.isError) {
    const code = ConnectError.from(practice.error).code;
    if (code === Code.PermissionDenied) return <Navigate to={learnPaths.plansInfo} replace />;
    // Every learning unit offline: nothing to practise, back to the lesson (spec §2).
    if (code === Code.FailedPrecondition) return <Navigate to={learnPaths.lesson(partName)} replace />;
  }
  const state = practice.data?.practiceState ?? RevisionCompletionState.LOCKED;
  const words = practiceWords(state);
  const questions = practice.data?.package?.numTaskItems ?? 0;

  async function letsGo() {
    setFailed(false);
    try {
      const made = await create.mutateAsync({ name: partName });
      navigate(learnPaths.practiceQuestions(partName, made.startTaskName));
    } catch {
      setFailed(true);
    }
  }

  return (
    <Page width="reading" className="practice-page">
      <h1>Practice</h1>
      <Card tone={state === RevisionCompletionState.COMPLETE ? "highlight" : "default"}>
        {practice.isError ? (
          <Alert>{practiceError}</Alert>
        ) : state === RevisionCompletionState.LOCKED ? (
          <p>Practice unlocks when every topic of this lesson is complete or fast-tracked.</p>
        ) : state === RevisionCompletionState.COMPLETE ? (
          <p>You have completed this practice. Want more? A fresh set of questions is ready.</p>
        ) : (
          <p>
            {questions} questions picked for you from this lesson: a warm-up, then practice. {words.status}.
          </p>
        )}
        {failed ? <Alert>{practiceError}</Alert> : null}
        <div className="card__actions-row">
          {state === RevisionCompletionState.COMPLETE ? (
            <Button onClick={letsGo} loading={create.isPending}>
              {words.action}
            </Button>
          ) : words.action && !practice.isError ? (
            <ButtonLink to={learnPaths.practiceQuestions(partName)}>{words.action}</ButtonLink>
          ) : null}
          <ButtonLink to={learnPaths.lesson(partName)} variant="secondary">
            Back
          </ButtonLink>
        </div>
      </Card>
    </Page>
  );
}
