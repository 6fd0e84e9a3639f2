export * from "./levels.js";
