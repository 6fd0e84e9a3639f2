import { useCallback, useEffect, useState } from "react";

/**
 * State kept in sessionStorage, so a form survives a reload (spec §4) but not the closing of the
 * tab, and is never shared with another browser user. Call clear() once the form has succeeded.
 */
export function usePersistedState<T extends object>(key: string, initial: T): [T, (next: T) => void, () => void] {
  const storageKey = `sumwise:${key}`;
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = window.sessionStorage.getItem(storageKey);
      return stored ? { ...initial, ...(JSON.parse(stored) as Partial<T>) } : initial;
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    try {
      window.sessionStorage.setItem(storageKey, JSON.stringify(value));
    } catch {
      // Storage full or disabled: the form still works, it just will not survive a reload.
    }
  }, [storageKey, value]);
  const clear = useCallback(() => window.sessionStorage.removeItem(storageKey), [storageKey]);
  return [value, setValue, clear];
}
