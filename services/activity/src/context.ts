import type { Client } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { connectClient, type ServiceDeps } from "@sumwise/kit";
import type { Kysely } from "kysely";
import type { ActivityConfig } from "./config.js";
import { LedgerRepository } from "./db/ledger-repository.js";
import { NotificationRepository } from "./db/notification-repository.js";
import type { ActivityDatabase } from "./db/schema.js";
import { XpRepository } from "./db/xp-repository.js";
import { indyAudience } from "./notifications/audience.js";
import { Notifier } from "./notifications/notifier.js";

export interface ActivityContext extends ServiceDeps<ActivityConfig> {
  /** The service's schema, typed. */
  activityDb: Kysely<ActivityDatabase>;
  xp: XpRepository;
  ledger: LedgerRepository;
  indy: Client<typeof IndyService>;
  notifications: NotificationRepository;
  /** Creates notifications (and the supporters' copies); features call notifier.notify in their transaction. */
  notifier: Notifier;
  /** Injected so tests can move the clock. */
  now: () => Date;
}

export function createContext(deps: ServiceDeps<ActivityConfig>): ActivityContext {
  const db = deps.db as Kysely<ActivityDatabase>;
  const indy = connectClient(IndyService, deps.config.INDY_URL);
  return {
    ...deps,
    activityDb: db,
    xp: new XpRepository(db),
    ledger: new LedgerRepository(db),
    indy,
    notifications: new NotificationRepository(db),
    notifier: new Notifier(db, indyAudience(indy, deps.serviceTokens), deps.logger),
    now: () => new Date(),
  };
}
