export * from "./learning-events.js";
export * from "./levels.js";
export * from "./xp-award.js";
