import { type CourseOption, courseOptionCards, curriculumForYear, defaultCourseRegion } from "@sumwise/rules";
import { useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { Alert, Button, LoadingPage, Page } from "../../../../components/ui/index.js";
import { useActiveCourses, useCourseForUser, useSetCourseForUser } from "../../../../lib/courses/index.js";
import { learnPaths } from "../../../../lib/learning/names.js";
import { useSession } from "../../../../lib/session/index.js";
import { learnEntryPath } from "../../lib/learn-entry.js";
import { courseForConfidence } from "../../lib/level-choice.js";

/**
 * The course cards for Years 8 and 9 (spec §2 "Select course cards", §4): Pre-GCSE short course,
 * Full KS3 and Full GCSE, each at the level that suits the confidence given. A learner who already
 * has a course goes on (to the introduction or their course); cards are disabled while one is set.
 */
export function CourseOptionsPage() {
  const { state } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const courses = useActiveCourses();
  const current = useCourseForUser("");
  const setCourse = useSetCourseForUser();
  const [choosing, setChoosing] = useState<CourseOption>();
  const [error, setError] = useState<string>();
  const year = Number(params.get("year"));
  const confidence = Number(params.get("confidence"));
  const user = state.status === "signed-in" ? state.user : undefined;

  if (!Number.isInteger(year) || !Number.isInteger(confidence) || confidence < 0 || confidence > 4)
    return <Navigate to={learnPaths.selectCourse} replace />;
  if (!user || courses.isPending || current.isPending) return <LoadingPage label="Loading the courses" />;
  if (current.data?.courseName && !choosing) return <Navigate to={learnEntryPath} replace />;
  if (courses.isError || current.isError)
    return (
      <Page>
        <h1>Choose your course</h1>
        <Alert>Sorry, we couldn't load the courses right now. Please refresh or try again later.</Alert>
      </Page>
    );

  async function choose(option: CourseOption) {
    setError(undefined);
    setChoosing(option);
    const curriculum = curriculumForYear(user?.countryCode ?? "", year, option) ?? "";
    const courseName = courseForConfidence(
      courses.data?.courses ?? [],
      defaultCourseRegion(user?.countryCode ?? ""),
      curriculum,
      confidence,
    );
    try {
      if (!courseName) throw new Error("no such course");
      await setCourse.mutateAsync({ indyUserName: "", courseName });
      navigate(learnEntryPath);
    } catch {
      setChoosing(undefined);
      setError("Sorry, we couldn't set your course. Please try again later.");
    }
  }

  return (
    <Page className="course-options-page">
      <Link className="back-link" to={learnPaths.selectCourse}>
        ‹ Back
      </Link>
      <h1>Which course would you like?</h1>
      <p className="lead">In Year {year} you can get ready for GCSE with a short course, or follow a full course.</p>
      <Alert>{error}</Alert>
      <ul className="course-options">
        {courseOptionCards.map((card) => (
          <li key={card.option} className="course-option card">
            <div className="course-option__tags">
              <span className="course-option__length">{card.lengthText}</span>
              {card.isShortCourse ? <span className="course-option__short">Short course</span> : null}
            </div>
            <h2 className="course-option__title">{card.title}</h2>
            <p className="course-option__summary">{card.summary}</p>
            <Button
              wide
              variant="secondary"
              disabled={choosing !== undefined && choosing !== card.option}
              loading={choosing === card.option}
              loadingLabel="Setting your course…"
              onClick={() => void choose(card.option)}
              aria-label={`Choose ${card.title}`}
            >
              Choose
            </Button>
          </li>
        ))}
      </ul>
    </Page>
  );
}
