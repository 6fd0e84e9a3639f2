/**
 * Checking learning events before they enter the ledger (RecordLearningEvents): the batch size and
 * each event's identity. An invalid batch is refused whole, so nothing half-recorded is acknowledged.
 */
export const MAX_EVENTS_PER_BATCH = 500;

const userNamePattern = /^indyUsers\/[^/]+$/;

export interface EventIdentity {
  idempotencyKey: string;
  indyUserName: string;
  courseName: string;
  kindKnown: boolean;
  hasTime: boolean;
}

/** The first problem with a batch, naming the event by position; undefined when it is fine. */
export function learningEventsProblem(events: readonly EventIdentity[]): string | undefined {
  if (events.length === 0) return "Send at least one event.";
  if (events.length > MAX_EVENTS_PER_BATCH) return `Send at most ${MAX_EVENTS_PER_BATCH} events at once.`;
  for (const [index, event] of events.entries()) {
    const key = event.idempotencyKey;
    if (key.length === 0 || key.length > 300)
      return `Event ${index + 1}: the idempotency key must be 1 to 300 characters.`;
    if (!userNamePattern.test(event.indyUserName)) return `Event ${index + 1}: indyUserName must be indyUsers/{id}.`;
    if (!event.courseName.startsWith("courses/")) return `Event ${index + 1}: courseName must be courses/{id}.`;
    if (!event.kindKnown) return `Event ${index + 1}: the kind is missing or unknown.`;
    if (!event.hasTime) return `Event ${index + 1}: occurTime is missing.`;
  }
  return undefined;
}
