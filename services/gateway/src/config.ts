import { baseEnvSchema, port, serviceUrl } from "@sumwise/kit";
import { z } from "zod";

export const configSchema = baseEnvSchema
  .pick({ SUMWISE_ENV: true, LOG_LEVEL: true, HOST: true, FIREBASE_PROJECT_ID: true })
  .extend({
    PORT: port(8080),
    INDY_URL: serviceUrl("http://127.0.0.1:4001"),
    LEARNING_URL: serviceUrl("http://127.0.0.1:4002"),
    ACTIVITY_URL: serviceUrl("http://127.0.0.1:4003"),
    PAYMENT_URL: serviceUrl("http://127.0.0.1:4004"),
    /** The built web app (vite build output). */
    WEB_DIST: z.string().min(1).default("web/dist"),
    /** Extra browser origins allowed to call the API (e.g. the Vite dev server); comma separated. */
    CORS_ORIGINS: z.string().default(""),
    /** Web client settings, served at /app-config.json so one build runs in every environment. */
    FIREBASE_API_KEY: z.string().min(1).default("demo-api-key"),
    FIREBASE_AUTH_DOMAIN: z.string().default(""),
    /** Browser-facing URL of the Auth emulator; empty in production. */
    FIREBASE_AUTH_EMULATOR_URL: z.string().default(""),
    /** Stripe's publishable key, for the card form in the browser. */
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith("pk_").default("pk_test_sumwise_emulator"),
    /**
     * The local Stripe emulator (development and tests), proxied at /stripe-emulator so the browser's
     * card form and 3-D Secure page stay same-origin; empty in production, where Stripe Elements runs.
     */
    STRIPE_EMULATOR_URL: z.string().default(""),
    /** Per-request limit for unary RPCs. */
    RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  });

export type GatewayConfig = z.infer<typeof configSchema>;
