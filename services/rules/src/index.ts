// The spec's pure rules, limits and messages shared by the web client and the services. Nothing here
// does I/O or imports a server package: the web bundles it, and every service may import it.
export * from "./accounts/account.js";
export * from "./accounts/children.js";
export * from "./accounts/constants.js";
export * from "./accounts/email-domain.js";
export * from "./accounts/email-subscriptions.js";
export * from "./accounts/feature-flags.js";
export * from "./accounts/forms.js";
export * from "./accounts/learner-sign-up.js";
export * from "./accounts/messages.js";
export * from "./accounts/onboarding.js";
export * from "./accounts/sign-up-forms.js";
export * from "./accounts/validation.js";
export * from "./calendar-date.js";
export * from "./learning/access.js";
export * from "./learning/course-selection.js";
export * from "./learning/progress.js";
export * from "./learning/quiz.js";
export * from "./payments/card-errors.js";
export * from "./payments/pricing.js";
export * from "./progress/goals.js";
export * from "./progress/league.js";
export * from "./progress/time-zone.js";
