import { GOAL_MESSAGES } from "@sumwise/rules";
import { ConfirmDialog } from "../../../components/ui/index.js";

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
