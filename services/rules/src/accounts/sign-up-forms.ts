import { z } from "zod/mini";
import type { CalendarDate } from "../calendar-date.js";
import { type PartialDate, partialDateSchema, ruled } from "./forms.js";
import { messages } from "./messages.js";
import type { Problem } from "./validation.js";
import {
  isReservedEmail,
  validateChildPassword,
  validateDateOfBirth,
  validateEmail,
  validateIndependentLearnerAge,
  validatePartnerCode,
  validatePassword,
  validateRequiredName,
  validateTermsAccepted,
  validateUsername,
} from "./validation.js";

/** The sign-up forms' schemas (see forms.ts): they check email domains against the public suffix list. */
const name = (field: string) => z.string().check(ruled((value: string) => validateRequiredName(value, field)));
const password = z.string().check(ruled(validatePassword));
/**
 * The public suffix list is large, so the domain check loads the first time an email is checked
 * (or earlier, with preloadEmailDomainRules when the email field gets focus): the page does not wait.
 */
const emailDomainRules = () => import("./email-domain.js");
export const preloadEmailDomainRules = (): void => void emailDomainRules();

const emailRule = (rule: (raw: string) => Problem, options: { allowEmpty?: boolean } = {}) =>
  z.superRefine(async (raw: string, context) => {
    if (options.allowEmpty && raw.trim() === "") return;
    const problem = rule(raw) ?? (await emailDomainRules()).validateEmailDomain(raw);
    if (problem) context.addIssue({ code: "custom", message: problem, input: raw });
  });
/** Same rule as the server's validateAccountEmail: shape, reserved domain, then the domain itself. */
const accountEmail = z
  .string()
  .check(emailRule((raw) => validateEmail(raw) ?? (isReservedEmail(raw) ? messages.emailReserved : undefined)));
const terms = z.boolean().check(ruled(validateTermsAccepted));
const partnerCode = z.string().check(ruled(validatePartnerCode));

interface LearnerSchemaOptions {
  /** /partner-learner-sign-up: the university partner's code is asked and checked. */
  partner?: boolean;
  /** The unsupported-learner-parent-emails flag: an optional parent's email, checked when given. */
  askParentEmail?: boolean;
  today?: CalendarDate;
}

/** Learner sign-up (spec §5): the same problems as the server's validateLearnerSignUp. */
export function learnerSignUpSchema({ partner = false, askParentEmail = false, today }: LearnerSchemaOptions = {}) {
  return z.object({
    partnerCode: partner ? partnerCode : z.string(),
    firstName: name("First name"),
    lastName: name("Last name"),
    email: accountEmail,
    parentEmail: askParentEmail ? z.string().check(emailRule(validateEmail, { allowEmpty: true })) : z.string(),
    password,
    dateOfBirth: partialDateSchema.check(
      ruled(
        (date: PartialDate) =>
          validateDateOfBirth(date, today) ?? validateIndependentLearnerAge(date as CalendarDate, today),
      ),
    ),
    termsAccepted: terms,
    marketingOptIn: z.boolean(),
    enterCompetition: z.optional(z.boolean()),
  });
}
export type LearnerSignUpValues = z.infer<ReturnType<typeof learnerSignUpSchema>>;

/** Supporter sign-up step 1 (spec §5); `partner` adds the Secondary Ready partner code. */
export function supporterSignUpSchema({ partner = false }: { partner?: boolean } = {}) {
  return z.object({
    partnerCode: partner ? partnerCode : z.string(),
    firstName: name("First name"),
    lastName: name("Last name"),
    email: accountEmail,
    password,
    supporterType: z.enum(["", "parent", "home_educator", "tutor"]),
    adultConfirmed: z.boolean().check(ruled((value: boolean) => (value ? undefined : messages.adultRequired))),
    termsAccepted: terms,
    marketingOptIn: z.boolean(),
  });
}
export type SupporterSignUpValues = z.infer<ReturnType<typeof supporterSignUpSchema>>;

/** "Add a learner" (spec §5): a child's password has no lowercase rule. */
export function childAccountSchema(today?: CalendarDate) {
  return z.object({
    firstName: name("First name"),
    lastName: name("Last name"),
    username: z.string().check(ruled(validateUsername)),
    password: z.string().check(ruled(validateChildPassword)),
    dateOfBirth: partialDateSchema.check(ruled((date: PartialDate) => validateDateOfBirth(date, today))),
    enterCompetition: z.optional(z.boolean()),
  });
}
export type ChildAccountValues = z.infer<ReturnType<typeof childAccountSchema>>;
