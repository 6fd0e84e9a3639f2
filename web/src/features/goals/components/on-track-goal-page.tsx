import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { CalendarDate } from "@sumwise/rules";
import { GOAL_MESSAGES, onTrackDateProblem, onTrackNeedsWarning, requiredLessonsPerWeek } from "@sumwise/rules";
import { type FormEvent, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { DatePicker, type PartialDate } from "../../../components/date-picker.js";
import { Alert, Button, ButtonLink, LoadingPage, Page } from "../../../components/ui/index.js";
import { useCreateOnTrackGoal } from "../api/create-on-track-goal.js";
import { useCourseForGoals } from "../api/get-course-details.js";
import { useGoals } from "../api/list-goals.js";
import { useRefreshGoals } from "../api/refresh-goals.js";
import { useUpdateOnTrackGoal } from "../api/update-on-track-goal.js";
import { goalPaths } from "../lib/goal-paths.js";

const complete = (d: PartialDate): CalendarDate | undefined =>
  d.day && d.month && d.year ? { day: d.day, month: d.month, year: d.year } : undefined;

function today(): CalendarDate {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** Create or edit the On Track goal (spec §2, §5): a target date and the pace it asks for. */
export function OnTrackGoalPage({ mode }: { mode: "create" | "edit" }) {
  const goals = useGoals("");
  const course = useCourseForGoals("");
  if (goals.isPending || course.isPending) return <LoadingPage label="Loading your goal" />;
  const existing = goals.data?.goals.find((g) => g.goal.case === "onTrackGoal")?.goal.value;
  const goal = existing && "targetDate" in existing ? existing : undefined;
  if (mode === "create" && goal) return <Navigate to={goalPaths.onTrackEdit} replace />;
  if (mode === "edit" && !goal && !goals.isError) return <Navigate to={goalPaths.onTrackCreate} replace />;
  const details = course.data?.courseDetails;
  const lessonsDone = details?.partsDetails.filter((p) => p.partProgress?.isCompleted).length ?? 0;
  return (
    <OnTrackForm
      mode={mode}
      goalName={goal?.name}
      current={goal?.targetDate}
      courseName={details?.courseMetadata?.name ?? ""}
      courseTitle={details?.courseMetadata?.levelDisplayName ?? ""}
      lessonsInCourse={course.data?.partsCount ?? 0}
      lessonsDone={goal ? goal.lessonsCompleted : lessonsDone}
      failed={goals.isError || course.isError}
      createdAt={goal?.createdTime ? timestampDate(goal.createdTime) : undefined}
    />
  );
}

function OnTrackForm(props: {
  mode: "create" | "edit";
  goalName?: string | undefined;
  current?: CalendarDate | undefined;
  courseName: string;
  courseTitle: string;
  lessonsInCourse: number;
  lessonsDone: number;
  failed: boolean;
  createdAt?: Date | undefined;
}) {
  const initial = props.current ? { day: props.current.day, month: props.current.month, year: props.current.year } : {};
  const [date, setDate] = useState<PartialDate>(initial);
  const create = useCreateOnTrackGoal();
  const update = useUpdateOnTrackGoal();
  const navigate = useNavigate();
  const refresh = useRefreshGoals();
  const chosen = complete(date);
  const touched = date.day !== undefined || date.month !== undefined || date.year !== undefined;
  const problem = onTrackDateProblem(chosen, today());
  const unchanged =
    props.mode === "edit" &&
    chosen &&
    props.current &&
    chosen.day === props.current.day &&
    chosen.month === props.current.month &&
    chosen.year === props.current.year;
  const saving = create.isPending || update.isPending;
  const remaining = Math.max(0, props.lessonsInCourse - props.lessonsDone);
  const pace = chosen && !problem ? requiredLessonsPerWeek(remaining, chosen, new Date()) : undefined;
  const warn = chosen && !problem && onTrackNeedsWarning(remaining, chosen, new Date());
  async function save(event: FormEvent) {
    event.preventDefault();
    if (!chosen || problem) return;
    try {
      if (props.mode === "create")
        await create.mutateAsync({
          courseName: props.courseName,
          lessonsCompleteAtStart: props.lessonsDone,
          targetDate: chosen,
        });
      else await update.mutateAsync({ goalName: props.goalName ?? "", targetDate: chosen });
    } catch {
      return; // the mutation's error state shows the message
    }
    // Leave first (this page would otherwise switch between create and edit as the goals reload).
    navigate(goalPaths.goals);
    void refresh();
  }
  return (
    <Page>
      <h1>{props.mode === "create" ? "Get On Track" : "Change your On Track date"}</h1>
      <p>
        When do you want to finish your course{props.courseTitle ? ` (${props.courseTitle})` : ""}? You've completed{" "}
        {props.lessonsDone} of {props.lessonsInCourse} lessons.
      </p>
      {props.failed ? <Alert>{GOAL_MESSAGES.loadError}</Alert> : null}
      <form onSubmit={save} className="stack">
        <DatePicker
          legend="Finish by"
          mode="future"
          value={date}
          onChange={setDate}
          error={touched && problem ? problem : undefined}
        />
        {pace !== undefined && Number.isFinite(pace) ? (
          <p className="goal-pace">
            That's about <strong>{Math.ceil(pace * 10) / 10}</strong> lessons a week.
          </p>
        ) : null}
        {warn ? <Alert tone="info">{GOAL_MESSAGES.onTrackWarning}</Alert> : null}
        {create.isError || update.isError ? (
          <Alert>{props.mode === "create" ? GOAL_MESSAGES.createError : GOAL_MESSAGES.saveError}</Alert>
        ) : null}
        <div className="button-row">
          <Button
            type="submit"
            disabled={Boolean(problem) || Boolean(unchanged) || saving || props.failed || props.courseName === ""}
            loading={saving}
            loadingLabel="Saving"
          >
            {props.mode === "create" ? "Set goal" : "Save"}
          </Button>
          <ButtonLink to={goalPaths.goals} variant="secondary">
            Cancel
          </ButtonLink>
        </div>
      </form>
    </Page>
  );
}
