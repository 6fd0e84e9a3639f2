import { Code, ConnectError } from "@connectrpc/connect";
import { learningMessages } from "@sumwise/rules";
import { useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { Alert, Button, ButtonLink, Card, LoadingPage, Page } from "../../../components/ui/index.js";
import { learnPaths, partNameOf } from "../../../lib/learning/names.js";
import { useStartQuiz } from "../api/get-or-create-new-part-quiz-package.js";
import { usePartDetails } from "../api/get-part-details.js";
import { pathAfterLoadError } from "../lib/load-error.js";

/** The quiz start confirmation (spec §2): "You are about to start a lesson quiz." and the fast-track note. */
export function QuizStartPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const partName = partNameOf(params.get("p"));
  const part = usePartDetails(partName);
  const start = useStartQuiz();
  const [error, setError] = useState<string>();
  if (!partName) return <Navigate to={learnPaths.course} replace />;
  if (part.isPending) return <LoadingPage label="Loading the quiz" />;
  if (part.isError || !part.data.partDetails) return <Navigate to={pathAfterLoadError(part.error)} replace />;
  const details = part.data.partDetails;
  if (details.learningUnitsAllOffline) return <Navigate to={learnPaths.lesson(partName)} replace />;

  async function begin() {
    setError(undefined);
    try {
      await start.mutateAsync({ name: partName });
      navigate(learnPaths.quizQuestions(partName));
    } catch (failure) {
      if (ConnectError.from(failure).code === Code.PermissionDenied) navigate(learnPaths.plansInfo);
      else setError("Sorry, we couldn't start the quiz. Please try again.");
    }
  }

  return (
    <Page width="reading" className="quiz-start-page">
      <h1>Lesson Quiz</h1>
      <Card>
        <p className="lead">{learningMessages.startQuiz}</p>
        <p>
          Lesson {details.partNumber} – {details.partDisplayName}. Answer each question once; you will see your score
          and the worked solutions at the end. You need at least 50% to complete the quiz.
        </p>
        {details.quizCouldFastTrack ? (
          <Alert tone="info">
            Doing well in this quiz will complete part of the lesson for you: topics you show you know are fast-tracked.
          </Alert>
        ) : null}
        <Alert>{error}</Alert>
        <div className="card__actions-row">
          <Button onClick={begin} loading={start.isPending} loadingLabel="Starting…">
            Start quiz
          </Button>
          <ButtonLink to={learnPaths.lesson(partName)} variant="secondary">
            Back
          </ButtonLink>
        </div>
      </Card>
    </Page>
  );
}
