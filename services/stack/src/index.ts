export { clearEmulatorAccounts, emulatorHost, startAuthEmulator } from "./firebase-emulator.js";
export { type CaughtMail, type MailCatcher, startMailCatcher } from "./mail-catcher.js";
export { type RunningSplit, type SplitOptions, startSplit } from "./split.js";
export { EMULATOR_PUBLISHABLE_KEY, type RunningStack, type StackOptions, startStack } from "./stack.js";
export { buildStripeEmulator, type StripeEmulator, Webhooks } from "./stripe-emulator/index.js";
