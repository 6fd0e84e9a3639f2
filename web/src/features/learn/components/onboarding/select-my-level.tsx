import {
  AUTO_YEAR_6_LEVEL_INDEX,
  autoSetsYear6Course,
  confidenceLevels,
  curriculumForYear,
  defaultCourseRegion,
  onboardingYearGroup,
  onboardingYearRange,
  schoolYearOf,
  selectMyLevelStartEnabled,
  showsCourseOptionCards,
  todayUtc,
} from "@sumwise/rules";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Alert, Button, Card, LoadingPage, Page, SelectField } from "../../../../components/ui/index.js";
import { useActiveCourses, useCourseForUser, useSetCourseForUser } from "../../../../lib/courses/index.js";
import { useSession } from "../../../../lib/session/index.js";
import { courseOptionsPath, learnEntryPath } from "../../lib/learn-entry.js";
import { courseForConfidence, levelsOf } from "../../lib/level-choice.js";

const yearLabel = (countryCode: string, year: number) =>
  countryCode.toUpperCase() === "IN" ? `Class ${year}` : `Year ${year}`;

const setProblem = "Sorry, we couldn't set your course. Please try again later.";

/**
 * Select my level (spec §2, §4 "Onboarding questionnaire"): the learner's year group (preselected
 * from the date of birth) and confidence; Start picks the course, or for Years 8 and 9 outside India
 * leads to the three course cards. "Choose from all courses" opens the course picker instead. With
 * the auto-set-Year-6 flag on, a Year 6 learner outside India is given the Year 6 course at once.
 */
export function SelectMyLevel({ autoSetYear6, onChooseAll }: { autoSetYear6: boolean; onChooseAll: () => void }) {
  const { state } = useSession();
  const navigate = useNavigate();
  const courses = useActiveCourses();
  const current = useCourseForUser("");
  const setCourse = useSetCourseForUser();
  const user = state.status === "signed-in" ? state.user : undefined;
  const country = user?.countryCode ?? "";
  const [year, setYear] = useState<number | undefined>(() =>
    onboardingYearGroup(user?.dateOfBirth, todayUtc(), country),
  );
  const [confidence, setConfidence] = useState<number>();
  const [error, setError] = useState<string>();
  const confidenceName = useId();
  const autoStarted = useRef(false);
  const schoolYear = user?.dateOfBirth ? schoolYearOf(user.dateOfBirth, todayUtc()) : undefined;
  const autoYear6 = autoSetsYear6Course(autoSetYear6, country, schoolYear) && current.data?.courseName === "";
  const region = defaultCourseRegion(country);

  async function setAndGo(courseName: string) {
    setError(undefined);
    if (!courseName) {
      setError(setProblem);
      return;
    }
    try {
      await setCourse.mutateAsync({ indyUserName: "", courseName });
      navigate(learnEntryPath);
    } catch {
      setError(setProblem);
    }
  }

  useEffect(() => {
    if (!autoYear6 || !courses.data || autoStarted.current) return;
    autoStarted.current = true;
    const level = levelsOf(courses.data.courses, region, "Year 6")[AUTO_YEAR_6_LEVEL_INDEX];
    void setAndGo(level?.courseMetadata?.name ?? "");
  });

  if (!user || courses.isPending || current.isPending) return <LoadingPage label="Loading the courses" />;
  if (courses.isError || current.isError)
    return (
      <Page>
        <h1>Choose your course</h1>
        <Alert>Sorry, we couldn't load the courses right now. Please refresh or try again later.</Alert>
      </Page>
    );
  if (autoYear6 && !error) return <LoadingPage label="Setting up your Year 6 course" />;

  const range = onboardingYearRange(country);
  const years = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);

  function start() {
    if (year === undefined || confidence === undefined) return;
    if (showsCourseOptionCards(year, country)) {
      navigate(`${courseOptionsPath}?year=${year}&confidence=${confidence}`);
      return;
    }
    const curriculum = curriculumForYear(country, year) ?? "";
    void setAndGo(courseForConfidence(courses.data?.courses ?? [], region, curriculum, confidence));
  }

  return (
    <Page className="select-my-level">
      <h1>Choose your course</h1>
      <p className="lead">
        Hi {user.firstName}! Which course are you studying? Tell us your year and how confident you feel, and we'll find
        the right one.
      </p>
      <Card>
        <SelectField
          label="Which year are you in at school?"
          value={year ?? ""}
          onChange={(event) => setYear(event.target.value === "" ? undefined : Number(event.target.value))}
        >
          <option value="">Select your year</option>
          {years.map((value) => (
            <option key={value} value={value}>
              {yearLabel(country, value)}
            </option>
          ))}
        </SelectField>
        <fieldset className="confidence-choice">
          <legend className="field__label">How confident do you feel about maths?</legend>
          <div className="confidence-choice__options">
            {confidenceLevels.map((level) => (
              <label key={level.value} className="confidence-choice__option">
                <input
                  type="radio"
                  name={confidenceName}
                  value={level.value}
                  checked={confidence === level.value}
                  onChange={() => setConfidence(level.value)}
                />
                <span>{level.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Alert>{error}</Alert>
        <div className="card__actions-row">
          <Button
            onClick={start}
            disabled={!selectMyLevelStartEnabled(year, confidence)}
            loading={setCourse.isPending}
            loadingLabel="Setting your course…"
          >
            Start
          </Button>
          <Button variant="ghost" onClick={onChooseAll}>
            Choose from all courses
          </Button>
        </div>
      </Card>
    </Page>
  );
}
