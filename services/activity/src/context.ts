import type { Client } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { connectClient, type ServiceDeps } from "@sumwise/kit";
import type { Kysely } from "kysely";
import type { ActivityConfig } from "./config.js";
import { AvatarRepository } from "./db/avatar-repository.js";
import { CompetitionRepository } from "./db/competition-repository.js";
import { LedgerRepository } from "./db/ledger-repository.js";
import type { ActivityDatabase } from "./db/schema.js";
import { XpRepository } from "./db/xp-repository.js";

export interface ActivityContext extends ServiceDeps<ActivityConfig> {
  /** The service's schema, typed. */
  activityDb: Kysely<ActivityDatabase>;
  xp: XpRepository;
  ledger: LedgerRepository;
  avatars: AvatarRepository;
  competitions: CompetitionRepository;
  indy: Client<typeof IndyService>;
}

export function createContext(deps: ServiceDeps<ActivityConfig>): ActivityContext {
  return {
    ...deps,
    activityDb: deps.db as Kysely<ActivityDatabase>,
    xp: new XpRepository(deps.db as Kysely<ActivityDatabase>),
    ledger: new LedgerRepository(deps.db as Kysely<ActivityDatabase>),
    avatars: new AvatarRepository(deps.db as Kysely<ActivityDatabase>),
    competitions: new CompetitionRepository(deps.db as Kysely<ActivityDatabase>),
    indy: connectClient(IndyService, deps.config.INDY_URL),
  };
}
