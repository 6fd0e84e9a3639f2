import { baseEnvSchema, port } from "@sumwise/kit";
import type { z } from "zod";

export const configSchema = baseEnvSchema.extend({
  PORT: port(4002),
});

export type LearningConfig = z.infer<typeof configSchema>;
