import { buildServiceApp } from "@sumwise/kit";
import type { FastifyInstance } from "fastify";
import type { PaymentContext } from "./context.js";
import { routes } from "./routes/index.js";
import { policies } from "./routes/policies.js";
import { stripeWebhook } from "./routes/stripe-webhook.js";

export function build(ctx: PaymentContext): Promise<FastifyInstance> {
  return buildServiceApp(ctx, { name: "payment", routes: routes(ctx), policies, http: stripeWebhook(ctx) });
}
