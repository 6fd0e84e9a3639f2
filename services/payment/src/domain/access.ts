import { addDays, type CalendarDate, compareDates } from "@sumwise/rules";

/** Spec §1 and §9: a 14-day free trial from the day the account was created. */
export const FREE_TRIAL_DAYS = 14;

/** Spec §3 free-access reasons (besides none). */
export const grantedReasons = [
  "monitoring_user",
  "staff_perk",
  "payment_not_supported",
  "discretionary_bonus",
  "vip",
  "extra_free_trial",
  "before_payments_required_date",
  "new_territory_trial",
] as const;
export type GrantedReason = (typeof grantedReasons)[number];
export type AccessReason = "none" | "initial_free_trial" | GrantedReason;

/** Free access an operator gave one user (payment/src/cli/grant-access.ts), until a day or for good. */
export interface AccessGrant {
  reason: GrantedReason;
  endsOn: CalendarDate | null;
}

export interface AccessRuleInput {
  trialEndsOn: CalendarDate;
  today: CalendarDate;
  hasSupporter: boolean;
  anonymous: boolean;
  grants?: AccessGrant[];
  /** A subscription (theirs or a supporter's) covers the user and is active, trialing or past due. */
  covered?: boolean;
}

export interface AccessDecision {
  hasNonSubscriptionAccess: boolean;
  reason: AccessReason;
  /** A learner whose account a supporter made cannot buy (spec §1); demo users cannot either. */
  canPay: boolean;
  /** Every lesson open: covered by a subscription, or any non-subscription access. */
  hasFullAccess: boolean;
}

export function trialEndFor(accountCreatedOn: CalendarDate): CalendarDate {
  return addDays(accountCreatedOn, FREE_TRIAL_DAYS);
}

/**
 * The trial includes its last day: access ends after `trialEndsOn`. A grant still running wins over
 * the trial (it says why the user does not pay, which the account page shows); the longest-lasting
 * grant is the one named.
 */
export function decideAccess(input: AccessRuleInput): AccessDecision {
  const running = (input.grants ?? []).filter((g) => g.endsOn === null || compareDates(input.today, g.endsOn) <= 0);
  running.sort((a, b) => (a.endsOn === null ? -1 : b.endsOn === null ? 1 : compareDates(b.endsOn, a.endsOn)));
  const inTrial = compareDates(input.today, input.trialEndsOn) <= 0;
  const reason: AccessReason = running[0]?.reason ?? (inTrial ? "initial_free_trial" : "none");
  const hasNonSubscriptionAccess = reason !== "none";
  return {
    hasNonSubscriptionAccess,
    reason,
    canPay: !input.hasSupporter && !input.anonymous,
    hasFullAccess: hasNonSubscriptionAccess || (input.covered ?? false),
  };
}
