import { baseEnvSchema, port, serviceUrl } from "@sumwise/kit";
import type { z } from "zod";

export const configSchema = baseEnvSchema.extend({
  PORT: port(4004),
  INDY_URL: serviceUrl("http://127.0.0.1:4001"),
});

export type PaymentConfig = z.infer<typeof configSchema>;
