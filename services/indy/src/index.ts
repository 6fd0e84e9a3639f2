import type { ServiceModule } from "@sumwise/kit";
import { configSchema } from "./config.js";
import { createContext, type IndyContext } from "./context.js";
import { migrations } from "./db/migrations.js";
import { halfCreatedAccountSweep } from "./half-created.js";
import { demoUserSweep } from "./jobs/sweep-demo-users.js";
import { policies } from "./routes/policies.js";
import { build } from "./server.js";

export type { IndyContext };

/** IndyService: accounts, sessions, children and flags. Owns the `indy` schema. */
export const indyService: ServiceModule<typeof configSchema, IndyContext> = {
  name: "indy",
  schema: "indy",
  migrations,
  configSchema,
  createContext,
  build,
  policies,
  background: (ctx, logger) => [demoUserSweep(ctx, logger), halfCreatedAccountSweep(ctx, logger)],
};
