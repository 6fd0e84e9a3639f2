import { ageInYears, type CalendarDate, todayUtc } from "../calendar-date.js";
import { MIN_UNSUPPORTED_LEARNER_AGE, RESERVED_APP_DOMAIN } from "./constants.js";
import { validateAccountEmail } from "./email-domain.js";
import type { FieldProblems } from "./learner-sign-up.js";
import { messages } from "./messages.js";
import {
  type Problem,
  validateChildPassword,
  validateDateOfBirth,
  validatePartnerCode,
  validatePassword,
  validateRequiredName,
  validateTermsAccepted,
  validateUsername,
} from "./validation.js";

/**
 * The most learners one supporter may add (spec §6 and §9: "value not shown"). Ten covers a family or
 * a tutor's small group; the add button is hidden at this number and the server refuses the eleventh.
 */
export const MAX_CHILDREN_PER_SUPPORTER = 10;

/**
 * Usernames nobody may take, besides those already taken: they could pass for staff or the product
 * in a parent's or teacher's eyes. Compared case-insensitively.
 */
export const RESERVED_USERNAMES: readonly string[] = [
  "sumwise",
  "support",
  "helpdesk",
  "administrator",
  "admin_sumwise",
  "sumwise_support",
  "noreply",
  "no_reply",
  "postmaster",
  "webmaster",
  "hostmaster",
  "teacher",
  "moderator",
];

export function isReservedUsername(username: string): boolean {
  return RESERVED_USERNAMES.includes(username.trim().toLowerCase());
}

/** The sign-in email of a supported learner (spec §5 reserved domain). */
export function childEmailFor(username: string): string {
  return `${username.trim().toLowerCase()}@${RESERVED_APP_DOMAIN}`;
}

/**
 * Under 13 on the day the account is made: the account waits for the supporter's consent by email
 * (email-plus, spec §4) before the child may learn.
 */
export function needsEmailPlusConsent(dateOfBirth: CalendarDate, today: CalendarDate = todayUtc()): boolean {
  return ageInYears(dateOfBirth, today) < MIN_UNSUPPORTED_LEARNER_AGE;
}

export interface ChildAccountInput {
  firstName: string;
  lastName: string;
  username: string;
  password: string;
  dateOfBirth: Partial<CalendarDate> | undefined;
}

export type ChildAccountField = keyof ChildAccountInput;

/**
 * Every rule of spec §5 for "Add a learner", in form order. Child date-of-birth bounds are not shown
 * in the spec: any real date in the past is accepted (a supporter may add an older pupil they tutor).
 */
export function validateChildAccount(input: ChildAccountInput, today?: CalendarDate): FieldProblems<ChildAccountField> {
  const problems: FieldProblems<ChildAccountField> = {};
  const set = (field: ChildAccountField, problem: Problem) => {
    if (problem) problems[field] = problem;
  };
  set("firstName", validateRequiredName(input.firstName, "First name"));
  set("lastName", validateRequiredName(input.lastName, "Last name"));
  set("username", validateUsername(input.username));
  set("password", validateChildPassword(input.password));
  set("dateOfBirth", validateDateOfBirth(input.dateOfBirth, today));
  return problems;
}

export interface SupporterSignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  adultConfirmed: boolean;
  termsAccepted: boolean;
  /** Required only on the partner route (/partner-sign-up). */
  partnerCode?: string;
}

export type SupporterSignUpField = keyof SupporterSignUpInput;

/** Every rule of spec §5 for the supporter form (step 1), in form order. Server and browser share it. */
export function validateSupporterSignUp(input: SupporterSignUpInput): FieldProblems<SupporterSignUpField> {
  const problems: FieldProblems<SupporterSignUpField> = {};
  const set = (field: SupporterSignUpField, problem: Problem) => {
    if (problem) problems[field] = problem;
  };
  set("firstName", validateRequiredName(input.firstName, "First name"));
  set("lastName", validateRequiredName(input.lastName, "Last name"));
  set("email", validateAccountEmail(input.email));
  set("password", validatePassword(input.password));
  if (input.partnerCode !== undefined) set("partnerCode", validatePartnerCode(input.partnerCode));
  set("adultConfirmed", input.adultConfirmed ? undefined : messages.adultRequired);
  set("termsAccepted", validateTermsAccepted(input.termsAccepted));
  return problems;
}
