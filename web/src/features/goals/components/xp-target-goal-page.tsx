import { DEFAULT_XP_TARGET, GOAL_MESSAGES, XP_TARGET_OPTIONS } from "@sumwise/rules";
import { type FormEvent, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { Alert, Button, ButtonLink, LoadingPage, Page } from "../../../components/ui/index.js";
import { useCreateXpGoal } from "../api/create-xp-goal.js";
import { useGoals } from "../api/list-goals.js";
import { useRefreshGoals } from "../api/refresh-goals.js";
import { useUpdateXpGoal } from "../api/update-xp-goal.js";
import { browserTimeZone, goalPaths } from "../lib/goal-paths.js";

/**
 * Create or edit the XP Target goal (spec §2, §5): five weekly targets, 75 by default. Create goes to
 * edit when the goal exists and edit to create when it does not; save is off while unchanged or saving.
 */
export function XpTargetGoalPage({ mode }: { mode: "create" | "edit" }) {
  const goals = useGoals("");
  if (goals.isPending) return <LoadingPage label="Loading your goal" />;
  const existing = goals.data?.goals.find((g) => g.goal.case === "xpGoal")?.goal.value;
  const goal = existing && "xpPerWeek" in existing ? existing : undefined;
  if (mode === "create" && goal) return <Navigate to={goalPaths.xpEdit} replace />;
  if (mode === "edit" && !goal && !goals.isError) return <Navigate to={goalPaths.xpCreate} replace />;
  return <XpTargetForm mode={mode} goalName={goal?.name} current={goal?.xpPerWeek} loadFailed={goals.isError} />;
}

function XpTargetForm(props: {
  mode: "create" | "edit";
  goalName?: string | undefined;
  current?: number | undefined;
  loadFailed: boolean;
}) {
  const [choice, setChoice] = useState(props.current ?? DEFAULT_XP_TARGET);
  const create = useCreateXpGoal();
  const update = useUpdateXpGoal();
  const navigate = useNavigate();
  const refresh = useRefreshGoals();
  const saving = create.isPending || update.isPending;
  const failed = create.isError || update.isError;
  const unchanged = props.mode === "edit" && choice === props.current;
  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      if (props.mode === "create") await create.mutateAsync({ xpPerWeek: choice, timeZone: browserTimeZone() });
      else await update.mutateAsync({ goalName: props.goalName ?? "", xpPerWeek: choice, timeZone: browserTimeZone() });
    } catch {
      return; // the mutation's error state shows the message
    }
    // Leave first (this page would otherwise switch between create and edit as the goals reload), then
    // read the goals again for the goals screen.
    navigate(goalPaths.goals);
    void refresh();
  }
  return (
    <Page>
      <h1>{props.mode === "create" ? "Set an XP Target" : "Change your XP Target"}</h1>
      <p>How much XP do you want to earn each week? You earn 5 XP for each question you get right.</p>
      {props.loadFailed ? <Alert>{GOAL_MESSAGES.loadError}</Alert> : null}
      <form onSubmit={save} className="stack">
        <fieldset className="xp-options">
          <legend className="visually-hidden">Weekly XP target</legend>
          {XP_TARGET_OPTIONS.map((option) => (
            <label
              key={option.xpPerWeek}
              className={`xp-option${choice === option.xpPerWeek ? " xp-option--chosen" : ""}`}
            >
              <input
                type="radio"
                name="xpPerWeek"
                value={option.xpPerWeek}
                checked={choice === option.xpPerWeek}
                onChange={() => setChoice(option.xpPerWeek)}
              />
              <span className="xp-option__label">{option.label}</span>
              <span className="xp-option__xp">{option.xpPerWeek} XP</span>
              <span className="xp-option__time">{option.time}</span>
            </label>
          ))}
        </fieldset>
        {failed ? <Alert>{props.mode === "create" ? GOAL_MESSAGES.createError : GOAL_MESSAGES.saveError}</Alert> : null}
        <div className="button-row">
          <Button type="submit" disabled={unchanged || saving} loading={saving} loadingLabel="Saving">
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
