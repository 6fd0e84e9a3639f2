import { baseEnvSchema, port, serviceUrl } from "@sumwise/kit";
import type { z } from "zod";

export const configSchema = baseEnvSchema.extend({
  PORT: port(4002),
  INDY_URL: serviceUrl("http://127.0.0.1:4001"),
});

export type LearningConfig = z.infer<typeof configSchema>;
