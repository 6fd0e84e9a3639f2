import Stripe from "stripe";
import type { PaymentConfig } from "../config.js";

/** The API version this code is written for; Stripe answers in it whatever the account's default. */
export const STRIPE_API_VERSION = "2025-02-24.acacia";

/** Stripe itself, or the local emulator when STRIPE_API_URL is set (development and tests). */
export function createStripe(config: PaymentConfig): Stripe {
  const local = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 10_000,
    appInfo: { name: "Sumwise PaymentService" },
    ...(local && {
      host: local.hostname,
      port: Number(local.port || (local.protocol === "https:" ? 443 : 80)),
      protocol: local.protocol === "https:" ? "https" : "http",
    }),
  });
}
