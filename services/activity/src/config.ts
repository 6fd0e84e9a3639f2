import { baseEnvSchema, port, serviceUrl } from "@sumwise/kit";
import type { z } from "zod";

export const configSchema = baseEnvSchema.extend({
  PORT: port(4003),
  INDY_URL: serviceUrl("http://127.0.0.1:4001"),
  // The weekly email names lessons and topics from LearningService's catalogue.
  LEARNING_URL: serviceUrl("http://127.0.0.1:4002"),
});

export type ActivityConfig = z.infer<typeof configSchema>;
