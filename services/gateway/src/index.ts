export { configSchema, type GatewayConfig } from "./config.js";
export { build } from "./server.js";
