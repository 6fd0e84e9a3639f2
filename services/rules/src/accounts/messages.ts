/** The spec's wording (accounts-access-payments.md §5 and §8). The product is these strings. */
export const messages = {
  emailInvalid: "You must enter a valid email address.",
  emailReserved: "This email address is reserved.",
  emailDomainLooksWrong: "This email address looks wrong. Are you sure you've typed it in correctly?",
  passwordRule:
    "Your password must contain at least 8 characters, including a minimum of one uppercase letter and one number.",
  passwordRequired: "Password is required",
  /** Hints beside new-password fields, saying the rule that applies (validatePassword, validateChildPassword). */
  passwordHint: "At least 8 characters, with an uppercase letter, a lowercase letter and a number.",
  childPasswordHint: "At least 8 characters, with an uppercase letter and a number.",
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
  // Sign-in, verification and password reset (spec §4, §5, §8).
  loginEmailVariant:
    "This doesn't look like an email address. If you use a username to log in, please ask the person who created your account to reset your password.",
  /** The spec names 'Throttled' with seconds; the sentence around them is ours. */
  loginThrottled: (seconds: number) =>
    `Too many unsuccessful attempts. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
  userNoLongerActive: "User no longer active",
  emailNotVerified: "Please verify your email address first: open the link in the email we sent you.",
  forgotPasswordNoAccount: (email: string) => `There is no account with the email address ${email}.`,
  forgotPasswordSendFailed: (email: string) => `Error sending email to the email address ${email}.`,
  verifyEmailFailed: "We have been unable to verify your email address",
  verifyEmailFailedHelp: "The link may have expired or already been used. Log in and we will send you another.",
  resetPasswordFailed: "Unable to reset password",
  resetPasswordFailedHelp: "The link may have expired or already been used. Please request a new email.",
  loggedInElsewhere: "logged in elsewhere",
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
  // Modes, demo and email unsubscribe (spec §1, §2, §8).
  maintenanceTitle: "We'll be back soon!",
  demoInvitation: "Get over 30,000 questions and videos",
  unsubscribeFailed: "Oops! Something has gone wrong.",
  resubscribed: "You've been resubscribed!",
  resubscribeFailed: "Sorry, something has gone wrong.",
} as const;
