import { baseEnvSchema, port, serviceUrl } from "@sumwise/kit";
import { z } from "zod";

/** The emulator's keys: `make start` and the tests run against services/stack's Stripe emulator. */
export const EMULATOR_SECRET_KEY = "sk_test_sumwise_emulator";
export const EMULATOR_WEBHOOK_SECRET = "whsec_sumwise_emulator";

export const configSchema = baseEnvSchema
  .extend({
    PORT: port(4004),
    INDY_URL: serviceUrl("http://127.0.0.1:4001"),
    /** Stripe's secret key; in production a real one (test or live mode). */
    STRIPE_SECRET_KEY: z.string().startsWith("sk_").default(EMULATOR_SECRET_KEY),
    /** Where Stripe's API is: unset is Stripe itself; the stack sets the local emulator's address. */
    STRIPE_API_URL: z.string().url().optional(),
    /** Signs the webhook events Stripe sends (the endpoint's "whsec_" secret). */
    STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_").default(EMULATOR_WEBHOOK_SECRET),
  })
  .refine(
    (c) =>
      c.SUMWISE_ENV !== "production" ||
      (c.STRIPE_SECRET_KEY !== EMULATOR_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET !== EMULATOR_WEBHOOK_SECRET),
    { message: "production needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET of a real Stripe account" },
  );

export type PaymentConfig = z.infer<typeof configSchema>;
