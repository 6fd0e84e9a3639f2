import { baseEnvSchema, port, serviceUrl } from "@sumwise/kit";
import { z } from "zod";

export const configSchema = baseEnvSchema.extend({
  PORT: port(4002),
  INDY_URL: serviceUrl("http://127.0.0.1:4001"),
  ACTIVITY_URL: serviceUrl("http://127.0.0.1:4003"),
  PAYMENT_URL: serviceUrl("http://127.0.0.1:4004"),
  /** How often the outbox relay looks for events to deliver to ActivityService. */
  OUTBOX_RELAY_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
});

export type LearningConfig = z.infer<typeof configSchema>;
