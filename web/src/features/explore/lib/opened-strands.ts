/**
 * Which Explore strands the learner has opened (spec §3 "client-side display state: explore strands
 * opened"), kept for the browser tab so coming back from a topic shows the same sections open.
 */
const key = "sumwise.explore.openedStrands";

export function readOpenedStrands(): Set<string> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? "[]");
    return new Set(Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);
  } catch {
    return new Set();
  }
}

export function saveOpenedStrands(opened: ReadonlySet<string>): void {
  try {
    sessionStorage.setItem(key, JSON.stringify([...opened]));
  } catch {
    // Storage full or blocked: the sections simply start closed next time.
  }
}
