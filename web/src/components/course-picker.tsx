import { Region } from "@sumwise/gen/common/v1/common_pb";
import type { Course } from "@sumwise/gen/learning/v1/learning_service_pb";
import { useId, useState } from "react";
import { useActiveCourses, useCourseForUser, useSetCourseForUser } from "../lib/courses/index.js";
import { fieldProblemsOf } from "../lib/errors.js";
import { Button, FormAlert, Spinner } from "./ui/index.js";

const regionNames: Record<number, string> = {
  [Region.UK]: "United Kingdom",
  [Region.IN]: "India",
  [Region.US]: "United States",
};

/** Courses grouped by region and curriculum, in catalogue order (spec §6 course picker). */
function groupCourses(courses: Course[]): Array<{ label: string; courses: Course[] }> {
  const groups = new Map<string, Course[]>();
  for (const course of courses) {
    const meta = course.courseMetadata;
    if (!meta) continue;
    const label = `${regionNames[meta.region] ?? "Other"} · ${meta.curriculumName}`;
    groups.set(label, [...(groups.get(label) ?? []), course]);
  }
  return [...groups].map(([label, grouped]) => ({ label, courses: grouped }));
}

interface CoursePickerProps {
  /** Whose course: a child's resource name in the parent area, "" for the caller's own. */
  userName: string;
  /** The select's label, e.g. "Choose Ada's course" or "Choose your course". */
  label: string;
}

/** A user's course, and a picker to change it (the parent area's child cards, a learner's account page). */
export function CoursePicker({ userName, label }: CoursePickerProps) {
  const id = useId();
  const current = useCourseForUser(userName);
  const courses = useActiveCourses();
  const setCourse = useSetCourseForUser();
  const [choice, setChoice] = useState<string>();
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);

  if (current.isPending || courses.isPending) return <Spinner label="Loading the course" />;
  if (current.isError || courses.isError)
    return <p>Sorry, we couldn't load the course right now. Please refresh or try again later.</p>;

  const all = courses.data.courses;
  const currentName = current.data.courseName;
  const currentCourse = all.find((course) => course.courseMetadata?.name === currentName)?.courseMetadata;
  const selected = choice ?? currentName;

  async function save() {
    setError(undefined);
    setSaved(false);
    try {
      await setCourse.mutateAsync({ indyUserName: userName, courseName: selected });
      setChoice(undefined);
      setSaved(true);
    } catch (failure) {
      setError(fieldProblemsOf(failure).courseName ?? "Sorry, we couldn't change the course. Please try again later.");
    }
  }

  return (
    <div className="course-picker">
      <p>
        Course:{" "}
        {currentCourse ? (
          <strong>
            {currentCourse.curriculumName} {currentCourse.levelDisplayName}
          </strong>
        ) : (
          "not chosen yet"
        )}
      </p>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <div className="field__row">
          <select
            id={id}
            value={selected}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setChoice(event.target.value);
              setSaved(false);
            }}
          >
            <option value="">Select a course</option>
            {groupCourses(all).map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.courses.map((course) => (
                  <option key={course.courseMetadata?.name} value={course.courseMetadata?.name}>
                    {/* The curriculum too: a closed select shows no group label. */}
                    {course.courseMetadata?.curriculumName} {course.courseMetadata?.levelDisplayName}
                    {course.courseMetadata?.levelDescription ? ` – ${course.courseMetadata.levelDescription}` : ""}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <Button
            variant="secondary"
            disabled={selected === "" || selected === currentName || setCourse.isPending}
            onClick={save}
          >
            {setCourse.isPending ? "Saving…" : "Set course"}
          </Button>
        </div>
      </div>
      <FormAlert>{error}</FormAlert>
      {saved ? <p role="status">Course saved</p> : null}
    </div>
  );
}
