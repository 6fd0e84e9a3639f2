export * from "./avatar-catalogue.js";
export * from "./competitions.js";
export * from "./learning-events.js";
export * from "./levels.js";
export * from "./xp-award.js";
