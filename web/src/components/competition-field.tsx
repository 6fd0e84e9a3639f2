import { CheckboxField } from "./ui/index.js";

interface CompetitionFieldProps {
  /** The competition flag: without a competition running there is nothing to enter, so no box. */
  open: boolean;
  /** The user's own choice, or undefined while they have not touched the box. */
  choice: boolean | undefined;
  onChange: (enterCompetition: boolean) => void;
  children: string;
}

/** Spec §5: the competition box defaults on while the competition flag is on. */
export function enterCompetitionOf(open: boolean, choice: boolean | undefined): boolean {
  return open && (choice ?? true);
}

export function CompetitionField({ open, choice, onChange, children }: CompetitionFieldProps) {
  if (!open) return null;
  return (
    <CheckboxField
      name="enterCompetition"
      checked={enterCompetitionOf(open, choice)}
      onChange={(event) => onChange(event.target.checked)}
    >
      {children}
    </CheckboxField>
  );
}
