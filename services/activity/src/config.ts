import { baseEnvSchema, port, serviceUrl } from "@sumwise/kit";
import type { z } from "zod";

export const configSchema = baseEnvSchema.extend({
  PORT: port(4003),
  INDY_URL: serviceUrl("http://127.0.0.1:4001"),
});

export type ActivityConfig = z.infer<typeof configSchema>;
