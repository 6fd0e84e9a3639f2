import { type FieldValues, type Path, useController, useFormContext } from "react-hook-form";
import { CheckboxField } from "./ui/index.js";

/** Spec §5: the competition box defaults on while the competition flag is on. */
export function enterCompetitionOf(open: boolean, choice: boolean | undefined): boolean {
  return open && (choice ?? true);
}

interface CompetitionFieldProps<T extends FieldValues> {
  /** The competition flag: without a competition running there is nothing to enter, so no box. */
  open: boolean;
  name?: Path<T>;
  children: string;
}

/** The box holds undefined until touched, so the flag's default applies until the person chooses. */
export function CompetitionField<T extends FieldValues>({
  open,
  name = "enterCompetition" as Path<T>,
  children,
}: CompetitionFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field } = useController({ name, control });
  if (!open) return null;
  return (
    <CheckboxField
      name={field.name}
      ref={field.ref}
      checked={enterCompetitionOf(open, field.value as boolean | undefined)}
      onChange={(event) => field.onChange(event.target.checked)}
    >
      {children}
    </CheckboxField>
  );
}
