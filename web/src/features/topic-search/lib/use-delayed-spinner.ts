import { TOPIC_SEARCH_SPINNER_DELAY_MS, TOPIC_SEARCH_SPINNER_MIN_MS } from "@sumwise/rules";
import { useEffect, useState } from "react";

/**
 * Spec §9: the search spinner appears only once fetching has lasted 400 ms (a quick answer never
 * flashes it) and hides 100 ms after fetching stops; fetching again before then keeps it up.
 */
export function useDelayedSpinner(
  fetching: boolean,
  delayMs = TOPIC_SEARCH_SPINNER_DELAY_MS,
  hideAfterMs = TOPIC_SEARCH_SPINNER_MIN_MS,
): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (fetching === shown) return;
    const timer = setTimeout(() => setShown(fetching), fetching ? delayMs : hideAfterMs);
    return () => clearTimeout(timer);
  }, [fetching, shown, delayMs, hideAfterMs]);
  return shown;
}
