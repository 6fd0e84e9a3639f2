import type { PartSummary } from "@sumwise/gen/learning/v1/learning_service_pb";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Alert, ButtonLink, Spinner } from "../../../components/ui/index.js";
import { learnPaths } from "../../../lib/learning/names.js";
import { useCourseDetails } from "../api/get-course-details.js";

/** Scrolled to once per visit of the app (spec §2: "The list scrolls once to the first incomplete lesson"). */
let scrolledOnce = false;

function LessonCard({ part, first }: { part: PartSummary; first: boolean }) {
  const progress = part.partProgress;
  const complete = progress?.isCompleted ?? false;
  const steps = progress ? `${progress.completedSteps}/${progress.totalSteps}` : "";
  return (
    <li
      className={[
        "lesson-card",
        part.locked ? "lesson-card--locked" : "",
        complete ? "lesson-card--complete" : "",
      ].join(" ")}
      data-first-incomplete={first || undefined}
    >
      <span className="lesson-card__number" aria-hidden="true">
        {complete ? "✓" : part.partNumber}
      </span>
      <div className="lesson-card__body">
        {part.locked ? (
          <span className="lesson-card__title">
            Lesson {part.partNumber} – {part.partDisplayName}
          </span>
        ) : (
          <Link className="lesson-card__title lesson-card__link" to={learnPaths.lesson(part.partName)}>
            Lesson {part.partNumber} – {part.partDisplayName}
          </Link>
        )}
        <span className="lesson-card__meta">
          {part.locked ? (
            <>
              <span className="lesson-card__lock">Locked</span>{" "}
              <Link to={learnPaths.plansInfo} aria-label={`Find out more about unlocking Lesson ${part.partNumber}`}>
                Find out more
              </Link>
            </>
          ) : complete ? (
            "Complete"
          ) : (
            `${steps} steps done`
          )}
        </span>
      </div>
    </li>
  );
}

/** My Course: the lesson cards in order, then "Finished? Pick your next course now!" (spec §2). */
export function LessonList() {
  const course = useCourseDetails();
  const listRef = useRef<HTMLOListElement>(null);
  const details = course.data?.courseDetails;

  useEffect(() => {
    if (!details || scrolledOnce) return;
    scrolledOnce = true;
    listRef.current?.querySelector("[data-first-incomplete]")?.scrollIntoView({ block: "center" });
  }, [details]);

  if (course.isPending) return <Spinner label="Loading your course" />;
  if (course.isError) return <Alert>Failed to load your course</Alert>;
  if (!details) return null;
  return (
    <>
      <ol ref={listRef} className="lesson-list">
        {details.partsDetails.map((part) => (
          <LessonCard key={part.partName} part={part} first={part.partName === details.firstIncompletePartName} />
        ))}
      </ol>
      <div className="lesson-list__finished">
        <p>Finished? Pick your next course now!</p>
        <ButtonLink to={learnPaths.changeCourse} variant="secondary">
          Change course
        </ButtonLink>
      </div>
    </>
  );
}
