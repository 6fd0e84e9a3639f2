import { regionsOffered } from "@sumwise/rules";
import { useId, useState } from "react";
import {
  courseRegionOf,
  courseTitle,
  pickerGroups,
  useActiveCourses,
  useCourseForUser,
  useSetCourseForUser,
} from "../lib/courses/index.js";
import { fieldProblemsOf } from "../lib/errors.js";
import { useSession } from "../lib/session/index.js";
import { Button, FormAlert, Spinner } from "./ui/index.js";

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
  const { state } = useSession();
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
  // The learning spec's change-mode region rules, by the signed-in account's country (a supporter's
  // children study in their supporter's region); the current course's region stays on offer.
  const countryCode = state.status === "signed-in" ? state.user.countryCode : "";
  const regions = regionsOffered(
    "change",
    countryCode,
    currentCourse ? courseRegionOf(currentCourse.region) : undefined,
  );

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
      <p>Course: {currentCourse ? <strong>{courseTitle(currentCourse)}</strong> : "not chosen yet"}</p>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <div className="field__row">
          <select
            className="input input--select"
            id={id}
            value={selected}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setChoice(event.target.value);
              setSaved(false);
            }}
          >
            <option value="">Select a course</option>
            {pickerGroups(all, regions).map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.name} value={option.name}>
                    {option.text}
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
