import type { ServiceModule } from "@sumwise/kit";
import { catalogueCourses } from "./catalogue.js";
import { configSchema } from "./config.js";
import { createContext, type LearningContext } from "./context.js";
import { migrations } from "./db/migrations.js";
import { demoDataSweep } from "./jobs/sweep-demo-data.js";
import { startOutboxRelay } from "./relay/outbox-relay.js";
import { policies } from "./routes/policies.js";
import { topicSearchEntries } from "./search/topic-index.js";
import { build } from "./server.js";

export type { LearningContext };

/** LearningService: courses, lessons, topics, questions and packages. Owns the `learning` schema. */
export const learningService: ServiceModule<typeof configSchema, LearningContext> = {
  name: "learning",
  schema: "learning",
  migrations,
  configSchema,
  createContext,
  build,
  policies,
  // The content catalogue is code; the tables mirror it so queries and joins (and the topic search's
  // trigram scoring) stay in SQL.
  init: async (ctx) => {
    await ctx.courses.sync(catalogueCourses(), new Date());
    await ctx.topicSearch.refresh(topicSearchEntries());
  },
  // Answer and completion events reach ActivityService through the outbox (relay/outbox-relay.ts).
  background: (ctx, logger) => [
    startOutboxRelay({
      outbox: ctx.repos.outbox,
      activity: ctx.activity,
      serviceTokens: ctx.serviceTokens,
      logger,
      intervalMs: ctx.config.OUTBOX_RELAY_INTERVAL_MS,
    }),
    // Demo visitors' learning data goes when they have been idle as long as IndyService keeps them.
    demoDataSweep(ctx, logger),
  ],
};
