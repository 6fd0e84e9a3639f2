import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { OnTrackGoal } from "@sumwise/gen/activity/v1/goals_pb";
import { onTrackStatus } from "@sumwise/rules";
import { Card } from "../../../components/ui/index.js";
import { useDeleteOnTrackGoal } from "../api/delete-on-track-goal.js";
import { goalPaths } from "../lib/goal-paths.js";
import { GoalActions } from "./goal-actions.js";

const stateWords = { on_target: "You're on target", ahead: "You're ahead of target", behind: "You're behind target" };

/** The On Track goal: progress through the course against where the learner planned to be by now. */
export function OnTrackWidget(props: {
  goal: OnTrackGoal;
  lessonsInCourse: number;
  readOnly: boolean;
  onChanged: () => void;
}) {
  const { goal, lessonsInCourse, readOnly, onChanged } = props;
  const remove = useDeleteOnTrackGoal();
  const date = goal.targetDate ?? { year: 0, month: 1, day: 1 };
  const status = onTrackStatus({
    lessonsInCourse,
    lessonsCompleteAtStart: goal.lessonsCompleteAtStart,
    lessonsCompleted: goal.lessonsCompleted,
    createdAt: goal.createdTime ? timestampDate(goal.createdTime) : new Date(),
    targetDate: date,
    now: new Date(),
  });
  const finishBy = new Date(Date.UTC(date.year, date.month - 1, date.day)).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return (
    <Card title="On Track" tone={status.achieved ? "highlight" : "default"} className="goal-card">
      <p className="goal-card__summary">
        Finish your course by <strong>{finishBy}</strong>
      </p>
      <div
        className="progress progress--target"
        role="img"
        aria-label={`${Math.floor(status.progressPercent)}% of the course done; target ${Math.floor(status.targetPercent)}%`}
      >
        <div className="progress__bar" style={{ width: `${status.progressPercent}%` }} />
        <span className="progress__marker" style={{ left: `${status.targetPercent}%` }} />
      </div>
      <p className="goal-card__numbers">
        {Math.floor(status.progressPercent)}% done · target for today {Math.floor(status.targetPercent)}%
      </p>
      <p className={status.achieved ? "goal-card__done" : "goal-card__behind"}>{stateWords[status.state]}</p>
      <GoalActions
        readOnly={readOnly}
        editTo={goalPaths.onTrackEdit}
        goalName={goal.name}
        remove={remove}
        onChanged={onChanged}
      />
    </Card>
  );
}
