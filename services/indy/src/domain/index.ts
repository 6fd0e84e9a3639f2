// Pure rules of the accounts domain, shared with the web client (import "@sumwise/indy/domain").
export * from "./account.js";
export * from "./calendar-date.js";
export * from "./children.js";
export * from "./constants.js";
export * from "./email-subscriptions.js";
export * from "./feature-flags.js";
export * from "./learner-sign-up.js";
export * from "./login-throttle.js";
export * from "./messages.js";
export * from "./onboarding.js";
export * from "./validation.js";
