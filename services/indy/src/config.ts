import { baseEnvSchema, port } from "@sumwise/kit";
import { z } from "zod";

export const configSchema = baseEnvSchema.extend({
  PORT: port(4001),
  /**
   * Web API key PasswordLogin checks passwords with (Identity Toolkit signInWithPassword). The
   * emulator accepts any key; production must set the project's key (see PasswordVerifier).
   */
  FIREBASE_API_KEY: z.string().min(1).optional(),
  /** Tests only, ignored in production: see crashPoint in half-created.ts. */
  TEST_CRASH_POINT_FILE: z.string().min(1).optional(),
});

export type IndyConfig = z.infer<typeof configSchema>;
