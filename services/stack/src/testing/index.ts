export * from "./accounts.js";
export { testDatabases, type TestDatabase } from "@sumwise/kit/testing";
export * from "./identity.js";
export * from "./stack.js";
