export * from "./achievements.js";
export * from "./focus-topics.js";
export * from "./learning-events.js";
export * from "./levels.js";
export * from "./local-time.js";
export * from "./xp-award.js";
