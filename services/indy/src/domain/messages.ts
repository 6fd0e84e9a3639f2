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
} as const;
