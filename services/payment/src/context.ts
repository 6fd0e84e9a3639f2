import type { Client } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { connectClient, type ServiceDeps } from "@sumwise/kit";
import type { Kysely } from "kysely";
import type { PaymentConfig } from "./config.js";
import { AccessRepository } from "./db/access-repository.js";
import type { PaymentDatabase } from "./db/schema.js";

export interface PaymentContext extends ServiceDeps<PaymentConfig> {
  access: AccessRepository;
  indy: Client<typeof IndyService>;
  now: () => Date;
}

export function createContext(deps: ServiceDeps<PaymentConfig>): PaymentContext {
  return {
    ...deps,
    access: new AccessRepository(deps.db as Kysely<PaymentDatabase>),
    indy: connectClient(IndyService, deps.config.INDY_URL),
    now: () => new Date(),
  };
}
