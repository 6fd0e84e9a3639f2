import { ageInYears, type CalendarDate, compareDates, isValidCalendarDate, todayUtc } from "../calendar-date.js";
import {
  MIN_PASSWORD_LENGTH,
  MIN_UNSUPPORTED_LEARNER_AGE,
  NAME_MAX_LENGTH,
  PARTNER_CODE_MIN_LENGTH,
  RESERVED_APP_DOMAIN,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from "./constants.js";
import { messages } from "./messages.js";

/** A rule returns the message to show, or undefined when the value is fine. */
export type Problem = string | undefined;

/**
 * Email rule of spec §5, on the trimmed value: a non-empty local part, one @, a non-empty domain
 * without spaces; no two dots in a row, no comma, no leading or trailing dot, no dot next to the @.
 */
export function validateEmail(raw: string, options: { allowEmpty?: boolean } = {}): Problem {
  const email = raw.trim();
  if (email === "") return options.allowEmpty ? undefined : messages.emailInvalid;
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const wellFormed =
    at > 0 &&
    domain.length > 0 &&
    !local.includes("@") &&
    !/\s/.test(email) &&
    !email.includes("..") &&
    !email.includes(",") &&
    !email.startsWith(".") &&
    !email.endsWith(".") &&
    !local.endsWith(".") &&
    !domain.startsWith(".");
  return wellFormed ? undefined : messages.emailInvalid;
}

export function isReservedEmail(raw: string): boolean {
  return raw.trim().toLowerCase().endsWith(`@${RESERVED_APP_DOMAIN}`);
}

/** At least 8 characters with a lowercase letter, an uppercase letter and a digit. */
export function validatePassword(password: string): Problem {
  if (password === "") return messages.passwordRequired;
  const strong =
    password.length >= MIN_PASSWORD_LENGTH && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
  return strong ? undefined : messages.passwordRule;
}

/** Child password (spec §5): at least 8 characters with an uppercase letter and a number. */
export function validateChildPassword(password: string): Problem {
  if (password === "") return messages.passwordRequired;
  const strong = password.length >= MIN_PASSWORD_LENGTH && /[A-Z]/.test(password) && /\d/.test(password);
  return strong ? undefined : messages.passwordRule;
}

export function validateRequiredName(value: string, field: string): Problem {
  const name = value.trim();
  if (name === "") return messages.notEmpty(field);
  if (name.length > NAME_MAX_LENGTH) return messages.tooLong(field, NAME_MAX_LENGTH);
  return undefined;
}

export function validateUsername(raw: string): Problem {
  const username = raw.trim();
  if (!/^[A-Za-z0-9_]*$/.test(username)) return messages.usernameCharacters;
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH) return messages.usernameLength;
  return undefined;
}

export function validatePartnerCode(raw: string): Problem {
  const code = raw.trim();
  return code.length >= PARTNER_CODE_MIN_LENGTH && /^[A-Za-z0-9]+$/.test(code) ? undefined : messages.partnerCode;
}

/** Required, a real date, strictly before today. */
export function validateDateOfBirth(date: Partial<CalendarDate> | undefined, today = todayUtc()): Problem {
  if (!date || (date.year === undefined && date.month === undefined && date.day === undefined)) {
    return messages.dateOfBirthRequired;
  }
  if (date.year === undefined || date.month === undefined || date.day === undefined) return messages.dateInvalid;
  const complete = date as CalendarDate;
  if (!isValidCalendarDate(complete)) return messages.dateInvalid;
  if (compareDates(complete, today) >= 0) return messages.dateInPast;
  return undefined;
}

/** An unsupported (independent) learner must be at least 13 on the day of sign-up. */
export function validateIndependentLearnerAge(date: CalendarDate, today = todayUtc()): Problem {
  return ageInYears(date, today) >= MIN_UNSUPPORTED_LEARNER_AGE ? undefined : messages.learnerTooYoung;
}

export function validateTermsAccepted(accepted: boolean): Problem {
  return accepted ? undefined : messages.termsRequired;
}

/** A username typed at login becomes the reserved-domain email it signs in with (spec §5). */
export function loginIdentifierToEmail(raw: string): string {
  const value = raw.trim();
  return value.includes("@") ? value : `${value}@${RESERVED_APP_DOMAIN}`;
}

/** Emails are unique regardless of case and surrounding spaces. */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}
