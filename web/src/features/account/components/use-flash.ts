import { useCallback, useEffect, useRef, useState } from "react";

/** Spec §9: success banners last 3 seconds. */
export const SUCCESS_BANNER_MS = 3000;

/** A flag that turns itself off after `ms`; showing it again restarts the clock. */
export function useFlash(ms = SUCCESS_BANNER_MS): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setShown(true);
    timer.current = setTimeout(() => setShown(false), ms);
  }, [ms]);
  return [shown, show];
}
