import { GOAL_MESSAGES } from "@sumwise/rules";
import { useEffect, useRef } from "react";
import { Alert, ButtonLink, Card, LoadingPage, Page } from "../../../components/ui/index.js";
import { useAcknowledgeGoals } from "../api/acknowledge-goals.js";
import { useCourseForGoals } from "../api/get-course-details.js";
import { useGoals } from "../api/list-goals.js";
import { goalPaths, useGoalSubject, withChild } from "../lib/goal-paths.js";
import { OnTrackWidget } from "./on-track-widget.js";
import { XpTargetWidget } from "./xp-target-widget.js";

/** Goals (spec §2): the intro, both goal widgets, and "Add a goal" until both exist. */
export function GoalsPage({ child: childProp }: { child?: string }) {
  const { child, readOnly } = useGoalSubject(childProp);
  const goals = useGoals(child);
  const course = useCourseForGoals(child);
  const acknowledge = useAcknowledgeGoals();
  const acknowledged = useRef(false);
  useEffect(() => {
    // Opening goals marks hasAcknowledgedGoals for the learner themself (never for a parent's view).
    if (readOnly || acknowledged.current) return;
    acknowledged.current = true;
    acknowledge.mutate({ onboardingState: { hasAcknowledgedGoals: true } });
  }, [readOnly, acknowledge]);

  if (goals.isPending) return <LoadingPage label="Loading goals" />;
  const xpGoal = goals.data?.goals.find((g) => g.goal.case === "xpGoal")?.goal.value;
  const onTrack = goals.data?.goals.find((g) => g.goal.case === "onTrackGoal")?.goal.value;
  const xp = xpGoal && "xpPerWeek" in xpGoal ? xpGoal : undefined;
  const track = onTrack && "targetDate" in onTrack ? onTrack : undefined;
  const bothSet = Boolean(xp && track);
  const refresh = () => void goals.refetch();
  return (
    <Page>
      <div className="goals-header">
        <div>
          <h1>Goals</h1>
          <p className="goals-intro">
            {readOnly
              ? "Your learner's goals: a weekly XP target and a date to finish their course by."
              : "Set yourself a weekly XP target, or pick a date to finish your course by, and watch your progress grow."}
          </p>
        </div>
        {readOnly ? null : (
          <ButtonLink
            to={goalPaths.select}
            aria-disabled={bothSet || undefined}
            className={bothSet ? "is-disabled" : undefined}
            onClick={(event) => bothSet && event.preventDefault()}
            tabIndex={bothSet ? -1 : undefined}
          >
            Add a goal
          </ButtonLink>
        )}
      </div>
      {goals.isError ? <Alert>{GOAL_MESSAGES.loadError}</Alert> : null}
      {readOnly ? <p className="goal-card__note">{GOAL_MESSAGES.parentReadOnly}</p> : null}
      {!goals.isError && !xp && !track ? (
        <Card title="Create a goal" className="goal-placeholder">
          <p>
            {readOnly
              ? "Your learner hasn't set a goal yet."
              : "Goals help you keep going. Choose an XP target for each week, or a date to finish your course."}
          </p>
          {readOnly ? null : <ButtonLink to={withChild(goalPaths.select, "")}>Create a goal</ButtonLink>}
        </Card>
      ) : null}
      <div className="cards cards--two">
        {xp ? <XpTargetWidget goal={xp} readOnly={readOnly} onChanged={refresh} /> : null}
        {track ? (
          <OnTrackWidget
            goal={track}
            lessonsInCourse={course.data?.partsCount ?? 0}
            readOnly={readOnly}
            onChanged={refresh}
          />
        ) : null}
      </div>
    </Page>
  );
}
