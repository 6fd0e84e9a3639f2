import { baseEnvSchema, port } from "@sumwise/kit";
import type { z } from "zod";

export const configSchema = baseEnvSchema.extend({
  PORT: port(4001),
});

export type IndyConfig = z.infer<typeof configSchema>;
