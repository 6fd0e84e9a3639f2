/** Business constants of accounts-access-payments.md §9. */
export const MIN_UNSUPPORTED_LEARNER_AGE = 13;
export const MIN_SUPPORTER_AGE = 18;
export const MIN_PASSWORD_LENGTH = 8;
export const USERNAME_MIN_LENGTH = 6;
export const USERNAME_MAX_LENGTH = 30;
export const PARTNER_CODE_MIN_LENGTH = 5;
/** Not in the spec; long enough for any real name, short enough to lay out. */
export const NAME_MAX_LENGTH = 50;
/**
 * The product-owned domain of supported learners' sign-in emails: a child signs in with a username,
 * which becomes `username@<domain>`. Adults can never register an address here.
 */
export const RESERVED_APP_DOMAIN = "learners.sumwise.app";
/** Supporters give no date of birth; the record holds this placeholder (spec §5). */
export const SUPPORTER_DATE_OF_BIRTH = "1900-01-01";
/** Unknown country (spec §9). */
export const UNKNOWN_COUNTRY_CODE = "XX";
/** Minutes of inactivity before the client ends a session (spec §9 default 60). */
export const INACTIVITY_TIMEOUT_MINUTES = 60;

/**
 * Demo (anonymous) users idle this long are deleted with their Firebase user: they hold no personal
 * data, but nothing should be kept without a reason. Not in the spec; our choice (README).
 */
export const DEMO_USER_RETENTION_DAYS = 30;
