import { type Problem, validateRequiredName } from "./validation.js";

/** The account page's wording (accounts spec §6 and §8 "Account page"). The product is these strings. */
export const accountMessages = {
  nameUpdateFailed: "Sorry, we couldn't update your details. Please try again later!",
  passwordIncorrect: "The password you entered is incorrect",
  passwordUnknownError: "An unknown error occurred",
  managedByParent: "Your subscription is managed from your parent's account",
  wantToContinue: "Want to continue learning?",
  letMyParentLogIn: "Let my parent log in",
  /** Ours: the spec gives no wording for a refused rename; it says who can make the change. */
  nameManagedByParent: "Your name can only be changed from your parent's account.",
} as const;

/** The name-edit card's fields; the server checks them with the same rules as sign-up. */
export interface AccountNames {
  firstName: string;
  lastName: string;
}

export function validateAccountNames(names: AccountNames): Partial<Record<keyof AccountNames, string>> {
  const problems: Partial<Record<keyof AccountNames, Problem>> = {
    firstName: validateRequiredName(names.firstName, "First name"),
    lastName: validateRequiredName(names.lastName, "Last name"),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}

/** Save is enabled only when a trimmed field differs from what is stored (spec §5). */
export function namesChanged(stored: AccountNames, edited: AccountNames): boolean {
  return stored.firstName !== edited.firstName.trim() || stored.lastName !== edited.lastName.trim();
}
