/** The spec's wording (accounts-access-payments.md §5 and §8). The product is these strings. */
export const messages = {
  emailInvalid: "You must enter a valid email address.",
  emailReserved: "This email address is reserved.",
  passwordRule:
    "Your password must contain at least 8 characters, including a minimum of one uppercase letter and one number.",
  passwordRequired: "Password is required",
  notEmpty: (field: string) => `${field} must not be empty.`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters long.`,
  dateOfBirthRequired: "Please enter your date of birth.",
  dateInvalid: "Please enter a valid date.",
  dateInPast: "You must choose a date in the past.",
  learnerTooYoung:
    "You must be at least 13 years old to create a learner account. Ask a parent to create an account and help you get started.",
  termsRequired: "You must agree to the terms and conditions before you can sign up.",
  usernameCharacters: "A username can only contain letters, numbers and underscores (_).",
  usernameLength: "A username must be between 6-30 characters long.",
  partnerCode: "Partner code must be at least 5 characters long and contain only letters or numbers.",
  emailTaken: "Email is already taken. If you have an account please log in or reset password.",
  loginNotFound: "We cannot find an account with these login details. Try again or reset password.",
  loginOther: "Something went wrong. Try again or reset password.",
  // Supporters, children and under-13 consent (spec §5, §6, §8).
  usernameTaken: "Username is already taken. Please try another one.",
  partnerCodeInvalid: "Invalid partner code. Please try again or contact us.",
  /** The spec says supporters confirm being over 18; the refusal's wording is ours. */
  adultRequired: "You must be over 18 to create a supporter account.",
  /** The limit's value and wording are ours (spec §6: value not shown). */
  tooManyChildren: (max: number) => `You can add up to ${max} learners.`,
  childCreateFailed: "Something went wrong (unknown error). Please try again.",
  changesSaved: "Changes saved",
  childPasswordFailed: "Failed to update your password.",
  emailSent: "Email sent",
  learnersLoadFailed: "We were unable to load your learners. Please refresh and try again.",
  consentFailedTitle: "We couldn't process your consent",
  consentFailedText: "Your learner will not be able to log in as we haven't been able to process your consent.",
  consentRequired: "This learner needs a parent's consent before they can start.",
} as const;
