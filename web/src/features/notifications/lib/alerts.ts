/**
 * Which notification the slide-in alert shows: the newest unread one not alerted before on this
 * device, so a reload or a second tab does not repeat it. Remembered names are kept per user.
 */
const STORAGE_PREFIX = "sumwise.notifications.alerted.";
const REMEMBERED = 50;

export interface AlertCandidate {
  name: string;
  read: boolean;
}

export function nextAlert<T extends AlertCandidate>(
  newestFirst: readonly T[],
  alerted: ReadonlySet<string>,
): T | undefined {
  return newestFirst.find((n) => !n.read && !alerted.has(n.name));
}

export function loadAlerted(userName: string, storage: Storage | undefined = globalThis.localStorage): Set<string> {
  try {
    const raw = storage?.getItem(STORAGE_PREFIX + userName);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === "string") : []);
  } catch {
    return new Set();
  }
}

export function rememberAlerted(
  userName: string,
  names: Iterable<string>,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    const all = [...loadAlerted(userName, storage), ...names];
    storage?.setItem(STORAGE_PREFIX + userName, JSON.stringify([...new Set(all)].slice(-REMEMBERED)));
  } catch {
    // Private mode or a full store: the alert may show again, which is harmless.
  }
}
