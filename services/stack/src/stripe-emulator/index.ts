export { ADDITIONAL_LEARNER_PENCE, MONTHLY_PENCE, seedIds } from "./seed.js";
export { buildStripeEmulator, type StripeEmulator, type StripeEmulatorOptions } from "./server.js";
export { Webhooks } from "./webhooks.js";
