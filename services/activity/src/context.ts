import type { Client } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { connectClient, type ServiceDeps } from "@sumwise/kit";
import type { Kysely } from "kysely";
import type { ActivityConfig } from "./config.js";
import { GoalRepository } from "./db/goal-repository.js";
import { LeagueRepository } from "./db/league-repository.js";
import { LedgerRepository } from "./db/ledger-repository.js";
import type { ActivityDatabase } from "./db/schema.js";
import { XpRepository } from "./db/xp-repository.js";

export interface ActivityContext extends ServiceDeps<ActivityConfig> {
  /** The service's schema, typed. */
  activityDb: Kysely<ActivityDatabase>;
  xp: XpRepository;
  ledger: LedgerRepository;
  goals: GoalRepository;
  leagues: LeagueRepository;
  indy: Client<typeof IndyService>;
}

export function createContext(deps: ServiceDeps<ActivityConfig>): ActivityContext {
  return {
    ...deps,
    activityDb: deps.db as Kysely<ActivityDatabase>,
    xp: new XpRepository(deps.db as Kysely<ActivityDatabase>),
    ledger: new LedgerRepository(deps.db as Kysely<ActivityDatabase>),
    goals: new GoalRepository(deps.db as Kysely<ActivityDatabase>),
    leagues: new LeagueRepository(deps.db as Kysely<ActivityDatabase>),
    indy: connectClient(IndyService, deps.config.INDY_URL),
  };
}
