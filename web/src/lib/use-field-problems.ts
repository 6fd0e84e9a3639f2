import { useCallback, useRef, useState } from "react";

type FieldElement = HTMLInputElement | HTMLSelectElement;

/**
 * A form's per-field messages and the spec's focus rule (§5): showing problems moves focus to the
 * first invalid field in form order. `refFor(field)` registers that field's input.
 */
export function useFieldProblems<F extends string>(fieldOrder: readonly F[]) {
  const [problems, setProblems] = useState<Partial<Record<F, string>>>({});
  const refs = useRef<Partial<Record<F, FieldElement | null>>>({});
  const showProblems = useCallback(
    (found: Partial<Record<string, string>>) => {
      setProblems(found as Partial<Record<F, string>>);
      const first = fieldOrder.find((field) => found[field]);
      if (first) refs.current[first]?.focus();
    },
    [fieldOrder],
  );
  const refFor = (field: F) => (element: FieldElement | null) => {
    refs.current[field] = element;
  };
  return { problems, showProblems, refFor };
}
