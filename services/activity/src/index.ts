import type { ServiceModule } from "@sumwise/kit";
import { configSchema } from "./config.js";
import { type ActivityContext, createContext } from "./context.js";
import { migrations } from "./db/migrations.js";
import { notificationCopySweep } from "./jobs/notification-copies.js";
import { weeklyEmailJob } from "./jobs/weekly-email.js";
import { policies } from "./routes/policies.js";
import { build } from "./server.js";

export type { ActivityContext };

/** ActivityService: XP, goals, achievements, league and notifications. Owns the `activity` schema. */
export const activityService: ServiceModule<typeof configSchema, ActivityContext> = {
  name: "activity",
  schema: "activity",
  migrations,
  configSchema,
  createContext,
  build,
  policies,
  background: (ctx, logger) => [notificationCopySweep(ctx, logger), weeklyEmailJob(ctx, logger)],
};
