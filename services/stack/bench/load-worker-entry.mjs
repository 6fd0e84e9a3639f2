// Worker threads do not inherit the main thread's tsx loader on Node 20: register it, then run the TypeScript worker.
import { register } from "tsx/esm/api";

register();
await import("./load-worker.ts");
