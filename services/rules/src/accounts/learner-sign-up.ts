import type { CalendarDate } from "../calendar-date.js";
import { validateAccountEmail, validateDeliverableEmail } from "./email-domain.js";
import {
  type Problem,
  validateDateOfBirth,
  validateIndependentLearnerAge,
  validatePassword,
  validateRequiredName,
  validateTermsAccepted,
} from "./validation.js";

export interface LearnerSignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  dateOfBirth: Partial<CalendarDate> | undefined;
  /** Optional parent's email (unsupported-learner-parent-emails flag). */
  parentEmail?: string;
  termsAccepted: boolean;
}

export type LearnerSignUpField = keyof LearnerSignUpInput;

/** Field order is the form's order, so the first problem is the field that gets focus. */
export type FieldProblems<F extends string> = Partial<Record<F, string>>;

/** Every rule of spec §5 for the independent-learner form. Server and browser run this same code. */
export function validateLearnerSignUp(
  input: LearnerSignUpInput,
  today?: CalendarDate,
): FieldProblems<LearnerSignUpField> {
  const problems: FieldProblems<LearnerSignUpField> = {};
  const set = (field: LearnerSignUpField, problem: Problem) => {
    if (problem) problems[field] = problem;
  };
  set("firstName", validateRequiredName(input.firstName, "First name"));
  set("lastName", validateRequiredName(input.lastName, "Last name"));
  set("email", validateAccountEmail(input.email));
  set("password", validatePassword(input.password));
  const dateProblem = validateDateOfBirth(input.dateOfBirth, today);
  set("dateOfBirth", dateProblem ?? validateIndependentLearnerAge(input.dateOfBirth as CalendarDate, today));
  if (input.parentEmail !== undefined)
    set("parentEmail", validateDeliverableEmail(input.parentEmail, { allowEmpty: true }));
  set("termsAccepted", validateTermsAccepted(input.termsAccepted));
  return problems;
}
