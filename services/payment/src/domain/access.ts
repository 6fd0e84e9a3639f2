import { addDays, type CalendarDate, compareDates } from "@sumwise/rules";

/** Spec §1 and §9: a 14-day free trial from the day the account was created. */
export const FREE_TRIAL_DAYS = 14;

export type AccessReason = "none" | "initial_free_trial";

export interface AccessRuleInput {
  trialEndsOn: CalendarDate;
  today: CalendarDate;
  hasSupporter: boolean;
  anonymous: boolean;
}

export interface AccessDecision {
  hasNonSubscriptionAccess: boolean;
  reason: AccessReason;
  /** A learner whose account a supporter made cannot buy (spec §1); demo users cannot either. */
  canPay: boolean;
}

export function trialEndFor(accountCreatedOn: CalendarDate): CalendarDate {
  return addDays(accountCreatedOn, FREE_TRIAL_DAYS);
}

/** The trial includes its last day: access ends after `trialEndsOn`. */
export function decideAccess(input: AccessRuleInput): AccessDecision {
  const inTrial = compareDates(input.today, input.trialEndsOn) <= 0;
  return {
    hasNonSubscriptionAccess: inTrial,
    reason: inTrial ? "initial_free_trial" : "none",
    canPay: !input.hasSupporter && !input.anonymous,
  };
}
