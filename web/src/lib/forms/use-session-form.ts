import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormHandleSubmit,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod/mini";

function read<T>(key: string): Partial<T> {
  try {
    const stored = window.sessionStorage.getItem(key);
    return stored ? (JSON.parse(stored) as Partial<T>) : {};
  } catch {
    return {};
  }
}

interface SessionFormOptions<T extends FieldValues> {
  schema: z.ZodMiniType<T, T>;
  defaultValues: T;
  /**
   * sessionStorage key (without the `sumwise:` prefix): the fields survive a reload (spec §4) but
   * not the closing of the tab, and are never shared with another browser user. Omit to keep nothing.
   */
  storageKey?: string;
  /** Fields never written to storage: the password, always. */
  keepOut?: ReadonlyArray<keyof T & string>;
  /**
   * The fields in the order the form shows them. A failed submit focuses the first invalid one in
   * this order (registration order can differ when a parent registers a field its children precede).
   */
  fieldOrder?: ReadonlyArray<Path<T>>;
}

/**
 * A react-hook-form form validated by one of @sumwise/rules' zod schemas (the server's rules and the
 * spec's messages). Errors show on submit, then follow the typing; a failed submit focuses the first
 * invalid field in form order. With a storage key the values (never the password) persist until
 * `clearStored()` after success.
 */
export function useSessionForm<T extends FieldValues>({
  schema,
  defaultValues,
  storageKey,
  keepOut = ["password" as keyof T & string],
  fieldOrder,
}: SessionFormOptions<T>): UseFormReturn<T> & { clearStored: () => void } {
  const key = storageKey ? `sumwise:${storageKey}` : undefined;
  const [initial] = useState(() => ({ ...defaultValues, ...(key ? read<T>(key) : {}) }));
  const form = useForm<T>({
    resolver: zodResolver(schema),
    defaultValues: initial as DefaultValues<T>,
    shouldFocusError: !fieldOrder,
  });

  useEffect(() => {
    if (!key) return;
    const subscription = form.watch((values) => {
      const kept = Object.fromEntries(Object.entries(values).filter(([field]) => !keepOut.includes(field)));
      try {
        window.sessionStorage.setItem(key, JSON.stringify(kept));
      } catch {
        // Storage full or disabled: the form still works, it just will not survive a reload.
      }
    });
    return () => subscription.unsubscribe();
  }, [form, key, keepOut]);

  const clearStored = useCallback(() => {
    if (key) window.sessionStorage.removeItem(key);
  }, [key]);
  if (fieldOrder) {
    const handleSubmit: UseFormHandleSubmit<T> = (onValid, onInvalid) =>
      form.handleSubmit(onValid, (errors, event) => {
        const first = fieldOrder.find((field) => field in errors);
        if (first) form.setFocus(first);
        return onInvalid?.(errors, event);
      });
    return { ...form, handleSubmit, clearStored };
  }
  return Object.assign(form, { clearStored });
}

/**
 * Shows the per-field problems a service answered (InvalidArgument details) beside their fields and
 * focuses the first one in `order`. Returns false when there was none to show.
 */
export function showServerProblems<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError" | "setFocus">,
  problems: Record<string, string>,
  order: ReadonlyArray<Path<T>>,
): boolean {
  const fields = order.filter((field) => problems[field]);
  for (const field of fields) form.setError(field, { type: "server", message: problems[field] });
  const first = fields[0];
  if (first) form.setFocus(first);
  return fields.length > 0;
}
