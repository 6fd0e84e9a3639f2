export * from "./learning-events.js";
export * from "./levels.js";
export * from "./notification-names.js";
export * from "./notification-rules.js";
export * from "./notification-texts.js";
export * from "./uk-calendar.js";
export * from "./weekly-email.js";
export * from "./xp-award.js";
