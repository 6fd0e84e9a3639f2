export * from "./databases.js";
