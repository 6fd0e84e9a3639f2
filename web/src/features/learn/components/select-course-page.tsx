import type { Course } from "@sumwise/gen/learning/v1/learning_service_pb";
import {
  type CoursePickerMode,
  type CourseRegion,
  coursePickerButtons,
  defaultCourseRegion,
  preselectedCurriculum,
  regionsOffered,
  schoolYearOf,
  todayUtc,
} from "@sumwise/rules";
import { useId, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { Alert, Button, Card, LoadingPage, Page } from "../../../components/ui/index.js";
import {
  courseRegionOf,
  courseTitle,
  regionLabels,
  useActiveCourses,
  useCourseForUser,
  useSetCourseForUser,
} from "../../../lib/courses/index.js";
import { fieldProblemsOf } from "../../../lib/errors.js";
import { useSession } from "../../../lib/session/index.js";
import { learnEntryPath } from "../lib/learn-entry.js";
import { ExampleQuestions } from "./example-questions.js";

interface Choice {
  region: CourseRegion;
  curriculum: string;
  course: string;
}

const unique = <T,>(values: T[]) => [...new Set(values)];

/**
 * Course selection (spec §2, §4) in initial mode (no course yet) and change mode: region, course and
 * level with the region rules, the age preselection, a single level chosen for the learner, and the
 * example questions of the level chosen.
 */
export function SelectCoursePage({ mode }: { mode: CoursePickerMode }) {
  const { state } = useSession();
  const navigate = useNavigate();
  const courses = useActiveCourses();
  const current = useCourseForUser("");
  const setCourse = useSetCourseForUser();
  const [choice, setChoice] = useState<Choice>();
  const [error, setError] = useState<string>();
  const ids = { region: useId(), curriculum: useId(), level: useId() };
  const user = state.status === "signed-in" ? state.user : undefined;
  const all = courses.data?.courses ?? [];
  const currentCourse = all.find((course) => course.courseMetadata?.name === current.data?.courseName)?.courseMetadata;

  // What the picker starts on: the current course in change mode, else the age preselection.
  const initial = useMemo((): Choice | undefined => {
    if (!user || !courses.data || !current.data) return undefined;
    const currentRegion = currentCourse ? courseRegionOf(currentCourse.region) : undefined;
    if (mode === "change" && currentCourse && currentRegion)
      return { region: currentRegion, curriculum: currentCourse.curriculumName, course: currentCourse.name };
    const region = defaultCourseRegion(user.countryCode);
    const year = user.dateOfBirth ? schoolYearOf(user.dateOfBirth, todayUtc()) : undefined;
    const curriculum = (year !== undefined && preselectedCurriculum(region, year)) || "";
    return withSingleLevel({ region, curriculum, course: "" }, courses.data.courses);
  }, [user, courses.data, current.data, currentCourse, mode]);

  if (courses.isPending || current.isPending || !user) return <LoadingPage label="Loading the courses" />;
  if (courses.isError || current.isError || !initial)
    return (
      <Page>
        <h1>Choose your course</h1>
        <Alert>Sorry, we couldn't load the courses right now. Please refresh or try again later.</Alert>
      </Page>
    );

  const chosen = choice ?? initial;
  const regions = regionsOffered(
    mode,
    user.countryCode,
    currentCourse ? courseRegionOf(currentCourse.region) : undefined,
  );
  const inRegion = all.filter(
    (course) => course.courseMetadata && courseRegionOf(course.courseMetadata.region) === chosen.region,
  );
  const curricula = unique(inRegion.map((course) => course.courseMetadata?.curriculumName ?? ""));
  const levels = inRegion.filter((course) => course.courseMetadata?.curriculumName === chosen.curriculum);
  const buttons = coursePickerButtons(chosen.course, current.data.courseName);

  function update(next: Choice) {
    setError(undefined);
    setChoice(withSingleLevel(next, all));
  }

  async function save() {
    setError(undefined);
    try {
      await setCourse.mutateAsync({ indyUserName: "", courseName: chosen.course });
      // The learn entry: the course view once the introduction was watched, else the introduction.
      navigate(learnEntryPath);
    } catch (failure) {
      setError(fieldProblemsOf(failure).courseName ?? "Sorry, we couldn't set your course. Please try again later.");
    }
  }

  return (
    <Page className="select-course-page">
      <h1>{mode === "initial" ? "Choose your course" : "Change your course"}</h1>
      {mode === "initial" ? (
        // Greets by first name so a learner (or a parent watching) knows whose account this is.
        <p className="lead">Hi {user.firstName}! Which course are you studying? You can change it at any time.</p>
      ) : null}
      <div className="select-course">
        <Card>
          {regions.length > 1 ? (
            <div className="field">
              <label className="field__label" htmlFor={ids.region}>
                Region
              </label>
              <select
                className="input input--select"
                id={ids.region}
                value={chosen.region}
                onChange={(event) => update({ region: event.target.value as CourseRegion, curriculum: "", course: "" })}
              >
                {regions.map((region) => (
                  <option key={region} value={region}>
                    {regionLabels[region]}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="field">
            <label className="field__label" htmlFor={ids.curriculum}>
              Course
            </label>
            <select
              className="input input--select"
              id={ids.curriculum}
              value={chosen.curriculum}
              onChange={(event) => update({ ...chosen, curriculum: event.target.value, course: "" })}
            >
              <option value="">Select a course</option>
              {curricula.map((curriculum) => (
                <option key={curriculum} value={curriculum}>
                  {curriculum}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.level}>
              Level
            </label>
            <select
              className="input input--select"
              id={ids.level}
              value={chosen.course}
              disabled={!chosen.curriculum}
              onChange={(event) => update({ ...chosen, course: event.target.value })}
            >
              <option value="">{chosen.curriculum ? "Select a level" : ""}</option>
              {levels.map((course) => (
                <option key={course.courseMetadata?.name} value={course.courseMetadata?.name}>
                  {course.courseMetadata ? courseTitle(course.courseMetadata) : ""}
                </option>
              ))}
            </select>
            <LevelDescription course={levels.find((course) => course.courseMetadata?.name === chosen.course)} />
          </div>
          <Alert>{error}</Alert>
          <div className="card__actions-row">
            <Button onClick={save} disabled={!buttons.saveEnabled} loading={setCourse.isPending} loadingLabel="Saving…">
              Save
            </Button>
            {mode === "change" ? (
              <Button variant="secondary" disabled={!buttons.cancelEnabled} onClick={() => navigate(-1)}>
                Cancel
              </Button>
            ) : null}
          </div>
        </Card>
        <ExampleQuestions key={chosen.course} courseName={chosen.course} />
      </div>
    </Page>
  );
}

function LevelDescription({ course }: { course: Course | undefined }) {
  if (!course?.courseMetadata?.levelDescription) return null;
  return <p className="field__hint">{course.courseMetadata.levelDescription}</p>;
}

/** A curriculum with one level has it chosen for the learner (spec §4). */
function withSingleLevel(choice: Choice, all: Course[]): Choice {
  if (choice.course || !choice.curriculum) return choice;
  const levels = all.filter(
    (course) =>
      course.courseMetadata?.curriculumName === choice.curriculum &&
      courseRegionOf(course.courseMetadata.region) === choice.region,
  );
  return levels.length === 1 ? { ...choice, course: levels[0]?.courseMetadata?.name ?? "" } : choice;
}
