/**
 * How long the outbox relay waits after consecutive failed deliveries: 0.5 s doubling to at most
 * 30 s, so a restarted ActivityService is caught up within seconds without being hammered meanwhile.
 */
export const RELAY_BACKOFF_MAX_MS = 30_000;

export function relayBackoffMs(consecutiveFailures: number): number {
  if (consecutiveFailures <= 0) return 0;
  return Math.min(RELAY_BACKOFF_MAX_MS, 500 * 2 ** Math.min(consecutiveFailures - 1, 16));
}
