import type { ServiceModule } from "@sumwise/kit";
import { configSchema } from "./config.js";
import { createContext, type PaymentContext } from "./context.js";
import { migrations } from "./db/migrations.js";
import { policies } from "./routes/policies.js";
import { build } from "./server.js";

export { EMULATOR_SECRET_KEY, EMULATOR_WEBHOOK_SECRET } from "./config.js";
export { WEBHOOK_PATH } from "./routes/stripe-webhook.js";
export type { PaymentContext };

/** PaymentService: plans, access and card payments. Owns the `payment` schema. */
export const paymentService: ServiceModule<typeof configSchema, PaymentContext> = {
  name: "payment",
  schema: "payment",
  migrations,
  configSchema,
  createContext,
  build,
  policies,
};
