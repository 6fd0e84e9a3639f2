import type { Client } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { connectClient, type ServiceDeps } from "@sumwise/kit";
import type { Kysely } from "kysely";
import type { ActivityConfig } from "./config.js";
import { LedgerRepository } from "./db/ledger-repository.js";
import type { ActivityDatabase } from "./db/schema.js";
import { StatsRepository } from "./db/stats-repository.js";
import { XpRepository } from "./db/xp-repository.js";
import { type GoalFacts, noGoals, noStreaks, type StreakFacts } from "./providers.js";

export interface ActivityContext extends ServiceDeps<ActivityConfig> {
  /** The service's schema, typed. */
  activityDb: Kysely<ActivityDatabase>;
  xp: XpRepository;
  ledger: LedgerRepository;
  indy: Client<typeof IndyService>;
  stats: StatsRepository;
  goals: GoalFacts;
  streaks: StreakFacts;
  /** The current time (tests of local days set it). */
  now: () => Date;
}

export function createContext(deps: ServiceDeps<ActivityConfig>): ActivityContext {
  return {
    ...deps,
    activityDb: deps.db as Kysely<ActivityDatabase>,
    xp: new XpRepository(deps.db as Kysely<ActivityDatabase>),
    ledger: new LedgerRepository(deps.db as Kysely<ActivityDatabase>),
    indy: connectClient(IndyService, deps.config.INDY_URL),
    stats: new StatsRepository(deps.db as Kysely<ActivityDatabase>),
    goals: noGoals,
    streaks: noStreaks,
    now: () => new Date(),
  };
}
