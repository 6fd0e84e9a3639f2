import { RevisionCompletionState } from "@sumwise/gen/learning/v1/learning_progress_pb";
import { Link, Navigate, useSearchParams } from "react-router";
import { ButtonLink, Card, LoadingPage, Page } from "../../../components/ui/index.js";
import { learnPaths, partNameOf } from "../../../lib/learning/names.js";
import { usePartDetails } from "../api/get-part-details.js";
import { pathAfterLoadError } from "../lib/load-error.js";
import { practiceWords, quizWords } from "../lib/progress-words.js";

/** The lesson view (spec §2): "Lesson N – name", N/M, topic cards, the Practice card and the Lesson Quiz card. */
export function LessonPage() {
  const [params] = useSearchParams();
  const partName = partNameOf(params.get("p"));
  const part = usePartDetails(partName);
  if (!partName) return <Navigate to={learnPaths.course} replace />;
  if (part.isPending) return <LoadingPage label="Loading the lesson" />;
  if (part.isError || !part.data.partDetails) return <Navigate to={pathAfterLoadError(part.error)} replace />;
  const details = part.data.partDetails;
  const progress = details.partProgress;
  const practice = practiceWords(progress?.revisionCompletionState ?? RevisionCompletionState.LOCKED);
  return (
    <Page className="lesson-page">
      <Link className="back-link" to={learnPaths.course}>
        ← My course
      </Link>
      <div className="lesson-page__header">
        <h1>
          Lesson {details.partNumber} – {details.partDisplayName}
        </h1>
        <span className="lesson-page__count">
          {progress?.completedSteps ?? 0}/{progress?.totalSteps ?? 0}
          <span className="visually-hidden"> steps done</span>
        </span>
      </div>
      <h2 className="section-title">Topics</h2>
      <ol className="topic-list">
        {details.learningPathsDetails.map((topic) => {
          const done = topic.learningPathProgress?.isCompleted || topic.learningPathProgress?.isFastTracked;
          return (
            <li key={topic.learningPathName} className={done ? "topic-card topic-card--done" : "topic-card"}>
              {topic.offline ? (
                <span className="topic-card__title">{topic.displayName}</span>
              ) : (
                <Link className="topic-card__title" to={learnPaths.topic(details.partName, topic.learningPathName)}>
                  {topic.displayName}
                </Link>
              )}
              <span className="topic-card__meta">
                {topic.offline
                  ? "Coming soon"
                  : topic.learningPathProgress?.isFastTracked
                    ? "Fast-tracked"
                    : done
                      ? "Complete"
                      : `${topic.completionPercentage}%`}
              </span>
              <span className="topic-card__bar" aria-hidden="true">
                <span style={{ width: `${done ? 100 : topic.completionPercentage}%` }} />
              </span>
            </li>
          );
        })}
      </ol>
      <div className="cards lesson-page__extras">
        <Card title="Practice" headingLevel={2}>
          <p>{practice.status === "Locked" ? "Complete every topic to unlock your practice." : practice.status}</p>
          {details.learningUnitsAllOffline ? null : (
            <ButtonLink to={learnPaths.practice(details.partName)} variant="secondary">
              {practice.action || "See practice"}
            </ButtonLink>
          )}
        </Card>
        <Card title="Lesson Quiz" headingLevel={2}>
          <p>{quizWords(progress?.quizCompletionState ?? 0, progress?.bestQuizScore)}</p>
          {details.learningUnitsAllOffline ? null : (
            <ButtonLink to={learnPaths.quizStart(details.partName)} variant="secondary">
              Take the quiz
            </ButtonLink>
          )}
        </Card>
      </div>
    </Page>
  );
}
