import { NonSubscriptionAccessReason } from "@sumwise/gen/payment/v1/payment_service_pb";
import type { CalendarDate } from "@sumwise/rules";

/** Spec §9: the free-trial button appears when fewer than 7 days remain. */
export const TRIAL_BUTTON_DAYS = 7;

export interface TrialButtonInput {
  /** The access details have loaded (the button never shows while loading or after a failure). */
  loaded: boolean;
  activeSubscription: string;
  hasNonSubscriptionAccess: boolean;
  reason: NonSubscriptionAccessReason;
  /** The trial's last day (access lasts through it). */
  freeTrialEndDate: CalendarDate | undefined;
}

const dayNumber = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;

/**
 * The shell's free-trial button (spec §4): shown only when access details are loaded, there is no
 * active subscription, there is no non-subscription access or its reason is the initial or extra
 * free trial, and the trial ends in under 7 days. 'Trial expired - upgrade now!' after the end,
 * 'Free trial - final day' on the last day, else 'Free trial - N days left' where N is the number of
 * days until the last one (so the button first says 6: "fewer than 7 days remain", §9; one day is "1 day").
 */
export function trialButtonText(input: TrialButtonInput, today: CalendarDate): string | undefined {
  if (!input.loaded || input.activeSubscription || !input.freeTrialEndDate) return undefined;
  const trialReason =
    input.reason === NonSubscriptionAccessReason.INITIAL_FREE_TRIAL ||
    input.reason === NonSubscriptionAccessReason.EXTRA_FREE_TRIAL;
  if (input.hasNonSubscriptionAccess && !trialReason) return undefined;
  const daysAway = dayNumber(input.freeTrialEndDate) - dayNumber(today);
  if (daysAway >= TRIAL_BUTTON_DAYS) return undefined;
  if (daysAway < 0) return "Trial expired - upgrade now!";
  if (daysAway === 0) return "Free trial - final day";
  return `Free trial - ${daysAway} ${daysAway === 1 ? "day" : "days"} left`;
}
