import { z } from "zod";
import type { CalendarDate } from "../calendar-date.js";
import { validateAccountNames } from "./account.js";
import { validateChildPassword } from "./children.js";
import { messages } from "./messages.js";
import {
  type Problem,
  validateAccountEmail,
  validateDateOfBirth,
  validateDeliverableEmail,
  validateEmail,
  validateIndependentLearnerAge,
  validatePartnerCode,
  validatePassword,
  validateRequiredName,
  validateTermsAccepted,
  validateUsername,
} from "./validation.js";

/**
 * Zod schemas of the product's forms (react-hook-form on the web uses them through zodResolver).
 * Every field runs the same rule function the server runs, so the messages are the spec's exact
 * wording and a rule lives in one place; the schemas only say which rule applies to which field.
 */
const ruled =
  <T>(rule: (value: T) => Problem) =>
  (value: T, context: z.RefinementCtx) => {
    const problem = rule(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  };

/** Day, month and year as the form holds them: each may still be unset. */
export const partialDateSchema = z.object({
  day: z.number().int().optional(),
  month: z.number().int().optional(),
  year: z.number().int().optional(),
});
export type PartialDate = z.infer<typeof partialDateSchema>;

const name = (field: string) => z.string().superRefine(ruled((value: string) => validateRequiredName(value, field)));
const password = z.string().superRefine(ruled(validatePassword));
const accountEmail = z.string().superRefine(ruled(validateAccountEmail));
const terms = z.boolean().superRefine(ruled(validateTermsAccepted));
const partnerCode = z.string().superRefine(ruled(validatePartnerCode));
const noPartnerCode = z.string();

/** Learner sign-up (spec §5); `partner` adds the university partner's code, `askParentEmail` the parent's email. */
export function learnerSignUpSchema({ partner = false, askParentEmail = false, today }: LearnerSchemaOptions = {}) {
  return z.object({
    partnerCode: partner ? partnerCode : noPartnerCode,
    firstName: name("First name"),
    lastName: name("Last name"),
    email: accountEmail,
    parentEmail: askParentEmail
      ? z.string().superRefine(ruled((value: string) => validateDeliverableEmail(value, { allowEmpty: true })))
      : z.string(),
    password,
    dateOfBirth: partialDateSchema.superRefine(
      ruled(
        (date: PartialDate) =>
          validateDateOfBirth(date, today) ?? validateIndependentLearnerAge(date as CalendarDate, today),
      ),
    ),
    termsAccepted: terms,
    marketingOptIn: z.boolean(),
    enterCompetition: z.boolean().optional(),
  });
}
interface LearnerSchemaOptions {
  partner?: boolean;
  askParentEmail?: boolean;
  today?: CalendarDate;
}
export type LearnerSignUpValues = z.infer<ReturnType<typeof learnerSignUpSchema>>;

/** Supporter sign-up step 1 (spec §5); `partner` adds the Secondary Ready partner code. */
export function supporterSignUpSchema({ partner = false }: { partner?: boolean } = {}) {
  return z.object({
    partnerCode: partner ? partnerCode : noPartnerCode,
    firstName: name("First name"),
    lastName: name("Last name"),
    email: accountEmail,
    password,
    supporterType: z.enum(["", "parent", "home_educator", "tutor"]),
    adultConfirmed: z.boolean().superRefine(ruled((value: boolean) => (value ? undefined : messages.adultRequired))),
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
    username: z.string().superRefine(ruled(validateUsername)),
    password: z.string().superRefine(ruled(validateChildPassword)),
    dateOfBirth: partialDateSchema.superRefine(ruled((date: PartialDate) => validateDateOfBirth(date, today))),
    enterCompetition: z.boolean().optional(),
  });
}
export type ChildAccountValues = z.infer<ReturnType<typeof childAccountSchema>>;

/** Log in (spec §5, §8): a username or an email, and a password. */
export const loginSchema = z.object({
  identifier: z
    .string()
    .superRefine(ruled((value: string) => (value.trim() ? undefined : messages.notEmpty("Username or email")))),
  password: z.string().superRefine(ruled((value: string) => (value ? undefined : messages.passwordRequired))),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** Forgotten password: an email, with the login variant's message when there is no @ at all. */
export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .superRefine(
      ruled((raw: string) =>
        raw.trim() !== "" && !raw.includes("@") ? messages.loginEmailVariant : validateEmail(raw),
      ),
    ),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** A new password under the adult rule, or under the children's rule (no lowercase) for a child's account. */
export function newPasswordSchema({ child = false }: { child?: boolean } = {}) {
  return z.object({ password: z.string().superRefine(ruled(child ? validateChildPassword : validatePassword)) });
}
export type NewPasswordValues = z.infer<ReturnType<typeof newPasswordSchema>>;

/** The account page's password card: the current password (checked by sign-in) and a new one. */
export function changePasswordSchema({ child = false }: { child?: boolean } = {}) {
  return z.object({
    currentPassword: z.string(),
    newPassword: z.string().superRefine(ruled(child ? validateChildPassword : validatePassword)),
  });
}
export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;

/** First and last name, as the account page and a supporter's rename of a child edit them. */
export const namesSchema = z.object({ firstName: z.string(), lastName: z.string() }).superRefine((names, context) => {
  for (const [field, problem] of Object.entries(validateAccountNames(names))) {
    context.addIssue({ code: "custom", path: [field], message: problem });
  }
});
export type NamesValues = z.infer<typeof namesSchema>;
