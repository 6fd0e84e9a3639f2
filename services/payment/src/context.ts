import type { Client } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { connectClient, type ServiceDeps } from "@sumwise/kit";
import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { PaymentConfig } from "./config.js";
import { AccessRepository } from "./db/access-repository.js";
import type { PaymentDatabase } from "./db/schema.js";
import { SubscriptionRepository } from "./db/subscription-repository.js";
import { createStripe } from "./stripe/client.js";

export interface PaymentContext extends ServiceDeps<PaymentConfig> {
  access: AccessRepository;
  subscriptions: SubscriptionRepository;
  indy: Client<typeof IndyService>;
  stripe: Stripe;
  now: () => Date;
}

export function createContext(deps: ServiceDeps<PaymentConfig>): PaymentContext {
  const db = deps.db as Kysely<PaymentDatabase>;
  return {
    ...deps,
    access: new AccessRepository(db),
    subscriptions: new SubscriptionRepository(db),
    indy: connectClient(IndyService, deps.config.INDY_URL),
    stripe: createStripe(deps.config),
    now: () => new Date(),
  };
}
