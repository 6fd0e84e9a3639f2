import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { XpGoal } from "@sumwise/gen/activity/v1/goals_pb";
import { goalRestartsIn, XP_TARGET_OPTIONS } from "@sumwise/rules";
import { Card } from "../../../components/ui/index.js";
import { useDeleteXpGoal } from "../api/delete-xp-goal.js";
import { goalPaths } from "../lib/goal-paths.js";
import { GoalActions } from "./goal-actions.js";

/** The XP Target goal: this week's XP against the target, and when the goal starts again once met. */
export function XpTargetWidget({
  goal,
  readOnly,
  onChanged,
}: {
  goal: XpGoal;
  readOnly: boolean;
  onChanged: () => void;
}) {
  const remove = useDeleteXpGoal();
  const week = goal.progresses.at(-1);
  const achieved = Number(week?.xpAchieved ?? 0n);
  const target = Number(week?.xpTarget ?? BigInt(goal.xpPerWeek));
  const percent = Math.min(100, Math.round((achieved / Math.max(1, target)) * 100));
  const option = XP_TARGET_OPTIONS.find((o) => o.xpPerWeek === goal.xpPerWeek);
  const secondsLeft = goal.weekEndTime ? (timestampDate(goal.weekEndTime).getTime() - Date.now()) / 1000 : 0;
  return (
    <Card title="XP Target" tone={week?.targetAchieved ? "highlight" : "default"} className="goal-card">
      <p className="goal-card__summary">
        <strong>{option?.label ?? "Weekly"}</strong>: {goal.xpPerWeek} XP a week
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-label="XP this week"
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={Math.min(achieved, target)}
      >
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="goal-card__numbers">
        {achieved} of {target} XP this week
      </p>
      {week?.targetAchieved ? (
        <p className="goal-card__done">
          Target reached! Your goal will start again in {goalRestartsIn(Math.max(0, secondsLeft))}.
        </p>
      ) : null}
      <GoalActions
        readOnly={readOnly}
        editTo={goalPaths.xpEdit}
        goalName={goal.name}
        remove={remove}
        onChanged={onChanged}
      />
    </Card>
  );
}
