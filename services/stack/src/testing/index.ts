export { type TestDatabase, testDatabases } from "@sumwise/kit/testing";
export * from "./accounts.js";
export * from "./cast.js";
export * from "./identity.js";
export * from "./rpc-registry.js";
export * from "./stack.js";
