export { configSchema, type GatewayConfig } from "./config.js";
export type { DevMail, DevMailbox } from "./dev-mailbox.js";
export { stripeEmulatorPrefix } from "./routes.js";
export { build } from "./server.js";
