import { GOAL_MESSAGES } from "@sumwise/rules";
import { useState } from "react";
import { Alert, Button, ButtonLink, ConfirmDialog } from "../../../components/ui/index.js";

/** The spec's question before a goal is removed (§5). */
export function RemoveGoalDialog(props: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      open={props.open}
      title="Remove this goal?"
      cancelLabel="Keep it"
      confirmLabel="Remove goal"
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    >
      <p>{GOAL_MESSAGES.removeQuestion}</p>
    </ConfirmDialog>
  );
}

/**
 * A goal card's actions: Edit and Remove (with the spec's question) for the learner; for a supporter the
 * read-only note instead (§5 "Parents see goals read-only").
 */
export function GoalActions({
  readOnly,
  editTo,
  goalName,
  remove,
  onChanged,
}: {
  readOnly: boolean;
  editTo: string;
  goalName: string;
  remove: {
    mutate: (request: { goalName: string }, options?: { onSuccess?: () => void }) => void;
    isError: boolean;
  };
  onChanged: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {readOnly ? (
        <p className="goal-card__note">{GOAL_MESSAGES.parentReadOnly}</p>
      ) : (
        <div className="button-row">
          <ButtonLink to={editTo} variant="secondary" size="sm">
            Edit
          </ButtonLink>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            Remove
          </Button>
        </div>
      )}
      {remove.isError ? <Alert>{GOAL_MESSAGES.saveError}</Alert> : null}
      <RemoveGoalDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate({ goalName }, { onSuccess: onChanged });
        }}
      />
    </>
  );
}
