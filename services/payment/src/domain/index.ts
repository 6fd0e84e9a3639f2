export * from "./access.js";
export * from "./subscriptions.js";
