/**
 * Throttling of failed password logins (spec §8 'Throttled' with seconds). Two counters apply to
 * every attempt: one per account (guessing one person's password from many addresses) and one per
 * client address (one address trying many accounts). Limits are chosen so that an attacker cannot
 * lock a real user out for long: the account wait doubles from 15 seconds and is capped at
 * 5 minutes, a success clears both counters, and failures are forgotten after an hour of quiet.
 * The address limit is looser (a school shares one address) but caps higher.
 */
export interface ThrottlePolicy {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** Wait after the first failure beyond the free ones; doubles with each further failure. */
  baseSeconds: number;
  /** The longest wait ever imposed. */
  capSeconds: number;
}

export const accountThrottle: ThrottlePolicy = { freeFailures: 5, baseSeconds: 15, capSeconds: 300 };
export const addressThrottle: ThrottlePolicy = { freeFailures: 30, baseSeconds: 15, capSeconds: 900 };

/** Failures older than this no longer count: the counter starts again. */
export const THROTTLE_MEMORY_SECONDS = 60 * 60;

/** Seconds to wait after the given number of consecutive failures (0 while within the free ones). */
export function waitAfterFailures(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures - 1, 30);
  return Math.min(policy.baseSeconds * 2 ** doublings, policy.capSeconds);
}

/** Whole seconds left until `until`, at least 1 while it is in the future; 0 once passed. */
export function secondsUntil(until: Date | null, now: Date): number {
  if (!until) return 0;
  const millis = until.getTime() - now.getTime();
  return millis > 0 ? Math.ceil(millis / 1000) : 0;
}
