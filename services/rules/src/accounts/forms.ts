import { z } from "zod/mini";
import { validateAccountNames } from "./account.js";
import { messages } from "./messages.js";
import { type Problem, validateChildPassword, validateEmail, validatePassword } from "./validation.js";

/**
 * Zod schemas of the product's forms (react-hook-form on the web uses them through zodResolver).
 * Every field runs the same rule function the server runs, so the messages are the spec's exact
 * wording and a rule lives in one place; the schemas only say which rule applies to which field.
 * zod/mini keeps them small: they load with the first page. The sign-up forms, which need the
 * public suffix list, are in sign-up-forms.ts.
 */
export const ruled = <T>(rule: (value: T) => Problem) =>
  z.superRefine((value: T, context) => {
    const problem = rule(value);
    if (problem) context.addIssue({ code: "custom", message: problem, input: value });
  });

/** Day, month and year as the form holds them: each may still be unset. */
export const partialDateSchema = z.object({
  day: z.optional(z.number()),
  month: z.optional(z.number()),
  year: z.optional(z.number()),
});
export type PartialDate = z.infer<typeof partialDateSchema>;

/** Log in (spec §5, §8): a username or an email, and a password. */
export const loginSchema = z.object({
  identifier: z
    .string()
    .check(ruled((value: string) => (value.trim() ? undefined : messages.notEmpty("Username or email")))),
  password: z.string().check(ruled((value: string) => (value ? undefined : messages.passwordRequired))),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** Forgotten password: an email, with the login variant's message when there is no @ at all. */
export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .check(
      ruled((raw: string) =>
        raw.trim() !== "" && !raw.includes("@") ? messages.loginEmailVariant : validateEmail(raw),
      ),
    ),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** A new password under the adult rule, or under the children's rule (no lowercase) for a child's account. */
export function newPasswordSchema({ child = false }: { child?: boolean } = {}) {
  return z.object({ password: z.string().check(ruled(child ? validateChildPassword : validatePassword)) });
}
export type NewPasswordValues = z.infer<ReturnType<typeof newPasswordSchema>>;

/** The account page's password card: the current password (checked by signing in again) and a new one. */
export function changePasswordSchema({ child = false }: { child?: boolean } = {}) {
  return z.object({
    currentPassword: z.string(),
    newPassword: z.string().check(ruled(child ? validateChildPassword : validatePassword)),
  });
}
export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;

/** First and last name, as the account page and a supporter's rename of a child edit them. */
export const namesSchema = z.object({ firstName: z.string(), lastName: z.string() }).check(
  z.superRefine((names, context) => {
    for (const [field, problem] of Object.entries(validateAccountNames(names))) {
      context.addIssue({ code: "custom", path: [field], message: problem, input: names });
    }
  }),
);
export type NamesValues = z.infer<typeof namesSchema>;
