import { QuizStatus } from "@sumwise/gen/learning/v1/quiz_result_pb";
import { quizFeedback, quizPercent } from "@sumwise/rules";
import { Navigate, useSearchParams } from "react-router";
import { Diagram, MathText } from "../../../components/math-text.js";
import { ButtonLink, Card, LoadingPage, Page } from "../../../components/ui/index.js";
import { WorkedSolutionView } from "../../../components/worked-solution.js";
import { lastSegment, learnPaths, partNameOf } from "../../../lib/learning/names.js";
import { usePartDetails } from "../api/get-part-details.js";
import { useQuizResults } from "../api/update-progress-on-part-quiz-complete.js";
import { pathAfterLoadError } from "../lib/load-error.js";
import { DifficultyQuestionnaire } from "./onboarding/difficulty-questionnaire.js";

/**
 * Quiz results (spec §2, §5): the score, the previous best, the topics fast-tracked, and "Which
 * questions did I get wrong?". An unfinished quiz goes back to the lesson.
 */
export function QuizResultsPage() {
  const [params] = useSearchParams();
  const partName = partNameOf(params.get("p"));
  const results = useQuizResults(partName, "");
  const part = usePartDetails(partName);
  if (!partName) return <Navigate to={learnPaths.course} replace />;
  if (results.isPending) return <LoadingPage label="Loading your results" />;
  if (results.isError) return <Navigate to={pathAfterLoadError(results.error)} replace />;
  const data = results.data;
  if (data.status !== QuizStatus.FINISHED || data.totalItems === 0)
    return <Navigate to={learnPaths.lesson(partName)} replace />;
  const feedback = quizFeedback(data.correctItems, data.totalItems);
  const topicName = (name: string) =>
    part.data?.partDetails?.learningPathsDetails.find((topic) => topic.learningPathName === name)?.displayName ??
    lastSegment(name);
  const previous = data.previousBestScore;
  return (
    <Page width="reading" className="quiz-results-page">
      <h1>Quiz results</h1>
      <Card tone={feedback.passed ? "highlight" : "default"}>
        <p className="score">
          <span className="score__value">{data.scorePercentage}%</span>
          <span className="score__detail">
            {data.correctItems} of {data.totalItems} correct
          </span>
        </p>
        {feedback.passed ? <p className="lead">Well done! You have completed the Lesson Quiz.</p> : null}
        {feedback.encouragement ? <p className="lead">{feedback.encouragement}</p> : null}
        {feedback.requirement ? <p>{feedback.requirement}</p> : null}
        <p>
          {previous && previous.total > 0
            ? `Previous best: ${quizPercent(previous.correct, previous.total)}% (${previous.correct} of ${previous.total})`
            : "This was your first try at this quiz."}
        </p>
        {data.fastTrackedLearningPaths.length ? (
          <div>
            <p>You fast-tracked:</p>
            <ul>
              {data.fastTrackedLearningPaths.map((name) => (
                <li key={name}>{topicName(name)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="card__actions-row">
          <ButtonLink to={learnPaths.lesson(partName)}>Back to the lesson</ButtonLink>
          <ButtonLink to={learnPaths.quizStart(partName)} variant="secondary">
            Try the quiz again
          </ButtonLink>
        </div>
      </Card>
      <DifficultyQuestionnaire partName={partName} />
      {data.wrongQuestions.length ? (
        <details className="wrong-questions">
          <summary>Which questions did I get wrong?</summary>
          <ol>
            {data.wrongQuestions.map((wrong, index) => (
              <li key={wrong.question?.taskItemName ?? index} className="wrong-question">
                <MathText text={wrong.question?.text ?? ""} />
                <Diagram svg={wrong.question?.diagramSvg ?? ""} label="Diagram for the question" />
                <p className="wrong-question__given">
                  Your answer: {wrong.answerGiven?.answer || wrong.answerGiven?.partAnswers.join(", ") || "none"}
                </p>
                {wrong.workedSolution ? <WorkedSolutionView solution={wrong.workedSolution} headingLevel={3} /> : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </Page>
  );
}
