export * from "./learning-events.js";
export * from "./levels.js";
