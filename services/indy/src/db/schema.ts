import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/** Tables of the `indy` schema. */
export interface IndyDatabase {
  email_plus_consent_code: EmailPlusConsentCodeTable;
  partner_code: PartnerCodeTable;
  indy_user: IndyUserTable;
  session: SessionTable;
  login_throttle: LoginThrottleTable;
  feature_flag: FeatureFlagTable;
  feature_flag_override: FeatureFlagOverrideTable;
  onboarding_state: OnboardingStateTable;
  email_subscription: EmailSubscriptionTable;
}

export type RoleStateValue = "enabled" | "disabled";
export type SupporterTypeValue = "none" | "parent" | "home_educator" | "tutor";
export type EmailPlusStateValue = "none" | "not_applicable" | "awaiting_consent" | "consented";

export interface IndyUserTable {
  /** Random, so resource names reveal nothing about sign-up order or volume. */
  id: string;
  firebase_uid: string;
  /** Lower-cased and trimmed; null for anonymous demo users. */
  email: string | null;
  first_name: string;
  last_name: string;
  /** "YYYY-MM-DD"; null for anonymous users. */
  date_of_birth: string | null;
  associated_email: string | null;
  supporter_type: SupporterTypeValue;
  learner_state: RoleStateValue;
  supporter_state: RoleStateValue;
  marketing_opt_in: boolean;
  country_code: string;
  email_plus_state: EmailPlusStateValue;
  anonymous: boolean;
  enter_competition: boolean;
  partner_code: string | null;
  /** utm_* and the other referral keys, only when the sign-up URL had any. */
  referral: ColumnType<Record<string, string> | null, string | null, string | null>;
  /** The supporter who created this learner; null for independent users. */
  supporter_id: string | null;
  /** A supported learner's sign-in name (case kept, unique regardless of case); null for others. */
  username: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface SessionTable {
  id: string;
  user_id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  last_seen_at: Date;
  /** Set when the session ends (log out, logged in elsewhere). */
  ended_at: Date | null;
  ended_reason: string | null;
  application_version: string | null;
  browser: string | null;
  browser_version: string | null;
  os: string | null;
  os_version: string | null;
  restore_info: string | null;
  serial: Generated<number>;
}

/** Failed password logins per key ("account:<email>", "address:<ip>"); see domain/login-throttle.ts. */
export interface LoginThrottleTable {
  key: string;
  failures: number;
  locked_until: Date | null;
  last_failure_at: Date;
}

export type IndyUserRow = Selectable<IndyUserTable>;
export type NewIndyUser = Insertable<IndyUserTable>;
export type SessionRow = Selectable<SessionTable>;

/** Under-13 consent (spec §4): one row per email sent; the link's code is stored only as a hash. */
export interface EmailPlusConsentCodeTable {
  code_hash: string;
  child_id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** Set when the code is used; a used code never works again. */
  used_at: Date | null;
}

export type PartnerTypeValue = "secondary_ready" | "university";

/** Valid partner codes (spec §2): Secondary Ready supporters and university-partner learners. */
export interface PartnerCodeTable {
  code: string;
  partner_type: PartnerTypeValue;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Global feature flag values (spec §6); operators change them with SQL (README "Feature flags"). */
export interface FeatureFlagTable {
  name: string;
  enabled: boolean;
  description: string;
  updated_at: ColumnType<Date, Date | undefined, Date | undefined>;
}

/** One user's value of a flag, overriding the global one (e.g. staff seeing the site in maintenance). */
export interface FeatureFlagOverrideTable {
  user_id: string;
  name: string;
  enabled: boolean;
}

/** Onboarding flags of the three spec documents; null is "unspecified" (never set). */
export interface OnboardingStateTable {
  user_id: string;
  has_watched_first_onboarding_video: boolean | null;
  has_completed_lesson_with_lesson_quiz: boolean | null;
  next_hint_message: ColumnType<number, number | undefined, number>;
  has_answered_question: boolean | null;
  has_acknowledged_difficulty_questionnaire: boolean | null;
  seen_fast_track_unlocked_banner: boolean | null;
  seen_course_selected_tooltip: boolean | null;
  seen_learner_onboarding: boolean | null;
  has_acknowledged_goals: boolean | null;
  seen_focus_topics: boolean | null;
  seen_league_table: boolean | null;
  updated_at: ColumnType<Date, Date | undefined, Date | undefined>;
}

/** A user's choice for one kind of email; no row means subscribed (the default). */
export interface EmailSubscriptionTable {
  user_id: string;
  type: string;
  subscribed: boolean;
  updated_at: ColumnType<Date, Date | undefined, Date | undefined>;
}

export type OnboardingStateRow = Selectable<OnboardingStateTable>;
