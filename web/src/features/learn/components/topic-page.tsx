import { Link, Navigate, useSearchParams } from "react-router";
import { Alert, ButtonLink, LoadingPage, Page } from "../../../components/ui/index.js";
import { learningPathNameOf, learnPaths, partNameOf } from "../../../lib/learning/names.js";
import { useLearningPathDetails } from "../api/get-learning-path-details.js";
import { pathAfterLoadError } from "../lib/load-error.js";

/**
 * The topic view (spec §2): the topic's name and percentage, the fast-track banner, and a card per
 * learning unit (up to two question cards each), or an offline card. No teaching or key-skill video
 * exists yet, so no video card is shown (README).
 */
export function TopicPage() {
  const [params] = useSearchParams();
  const partName = partNameOf(params.get("p"));
  const learningPathName = learningPathNameOf(partName, params.get("lp"));
  const topic = useLearningPathDetails(partName, learningPathName);
  if (!partName || !learningPathName) return <Navigate to={learnPaths.course} replace />;
  if (topic.isPending) return <LoadingPage label="Loading the topic" />;
  if (topic.isError || !topic.data.learningPathDetails)
    return <Navigate to={pathAfterLoadError(topic.error)} replace />;
  const details = topic.data.learningPathDetails;
  const progress = topic.data.learningPathProgress;
  return (
    <Page className="topic-page">
      <Link className="back-link" to={learnPaths.lesson(partName)}>
        ← Lesson {topic.data.partNumber} – {topic.data.partDisplayName}
      </Link>
      <div className="topic-page__header">
        <h1>{details.displayName}</h1>
        <span className="topic-page__percent">{details.completionPercentage}%</span>
      </div>
      {progress?.isFastTracked ? (
        <Alert tone="success">
          You fast-tracked this topic in the Lesson Quiz: it counts as complete. You can still practise it here.
        </Alert>
      ) : progress?.isCompleted ? (
        <Alert tone="success">Topic complete! Every question is done.</Alert>
      ) : null}
      <ol className="unit-list">
        {details.learningUnitDetails.map((unit, index) => {
          const done = unit.numTaskItems > 0 && unit.numTaskItemsDone >= unit.numTaskItems;
          return (
            <li key={unit.learningUnitName} className={done ? "unit-card unit-card--done" : "unit-card"}>
              <div className="unit-card__body">
                <h2 className="unit-card__title">
                  {index + 1}. {unit.objective}
                </h2>
                <p className="unit-card__meta">
                  {unit.online
                    ? `${unit.questionCardCount} question ${unit.questionCardCount === 1 ? "card" : "cards"} · ${unit.numTaskItemsDone} of ${unit.numTaskItems} questions done`
                    : "Coming soon: these questions are being written."}
                </p>
              </div>
              {unit.online ? (
                <ButtonLink
                  to={learnPaths.unitQuestions(partName, learningPathName, unit.learningUnitName)}
                  variant={done ? "secondary" : "primary"}
                  aria-label={`${done ? "Review" : unit.numTaskItemsDone > 0 ? "Continue" : "Start"}: ${unit.objective}`}
                >
                  {done ? "Review" : unit.numTaskItemsDone > 0 ? "Continue" : "Start"}
                </ButtonLink>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Page>
  );
}
