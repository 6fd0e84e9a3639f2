import { Button, Dialog } from "../../../components/ui/index.js";

export interface XpAwardState {
  xpChange: number;
  levelledUp: boolean;
  level: number;
}

/** "+N XP" for the task just completed; hidden when the change is 0 (spec §4). */
export function XpAwardBox({ award }: { award: XpAwardState | undefined }) {
  if (!award || award.xpChange === 0) return null;
  return (
    <p className="xp-award" role="status">
      <span className="xp-award__amount">+{award.xpChange} XP</span> for completing this task
    </p>
  );
}

/** The 'Level Up!' notification after an award that moved the learner up a level. */
export function LevelUpDialog({ award, onClose }: { award: XpAwardState | undefined; onClose: () => void }) {
  return (
    <Dialog
      open={!!award?.levelledUp}
      title="Level Up!"
      onCancel={onClose}
      actions={
        <Button onClick={onClose} autoFocus>
          Keep going
        </Button>
      }
    >
      <p className="level-up__text">You've reached level {award?.level}!</p>
    </Dialog>
  );
}
