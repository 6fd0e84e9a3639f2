export { type TestDatabase, testDatabases } from "@sumwise/kit/testing";
export * from "./accounts.js";
export * from "./identity.js";
export * from "./stack.js";
