import { z } from "zod";
import { parseTrustedProxies } from "./http/client-address.js";

/** Thrown at start-up when the environment is missing or has an invalid variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

export const runtimeEnvironments = ["development", "test", "production"] as const;
export type RuntimeEnvironment = (typeof runtimeEnvironments)[number];

/** Variables every service reads; each service extends this with its own. */
export const baseEnvSchema = z.object({
  SUMWISE_ENV: z.enum(runtimeEnvironments).default("development"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  FIREBASE_PROJECT_ID: z.string().min(1).default("demo-sumwise"),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
  SERVICE_TOKEN_SECRET: z.string().min(32).optional(),
  /** SMTP server for outgoing email; the default is the catcher `make start` runs. */
  SMTP_URL: z.string().url().default("smtp://127.0.0.1:2525"),
  MAIL_FROM: z.string().min(3).default("Sumwise <no-reply@sumwise.app>"),
  /** The address people open Sumwise at; links in emails start with it. */
  PUBLIC_URL: z.string().url().default("http://localhost:8080"),
  /** Key of signed email links (unsubscribe); unset: derived from SERVICE_TOKEN_SECRET. */
  EMAIL_LINK_SECRET: z.string().min(32).optional(),
  /**
   * Proxies whose X-Forwarded-For is believed (addresses or CIDR blocks, comma-separated): loopback
   * for the development gateway; the pod network in the cluster (deploy/). Anyone else's is ignored.
   */
  TRUSTED_PROXIES: z
    .string()
    .default("127.0.0.0/8,::1")
    .refine(
      (value) => {
        try {
          parseTrustedProxies(value);
          return true;
        } catch {
          return false;
        }
      },
      { message: "must be IP addresses or CIDR blocks, comma-separated" },
    ),
});

export type BaseConfig = z.infer<typeof baseEnvSchema>;

/** Used only in development and test so that `make start` needs no secrets. */
const developmentServiceSecret = "sumwise-development-service-token-secret-not-for-production";

/**
 * Validates the environment once, at start-up. The error names every missing or invalid variable,
 * so an operator can fix the deployment without reading code.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: Record<string, string | undefined>): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const config = result.data as z.infer<S> & BaseConfig;
  // Only what this schema reads: the gateway has no database and signs no service tokens.
  checkProductionSafety(config, (key) => key in schema.shape);
  return config;
}

function checkProductionSafety(config: BaseConfig, reads: (key: keyof BaseConfig) => boolean): void {
  if (config.SUMWISE_ENV === undefined) return;
  if (config.FIREBASE_AUTH_EMULATOR_HOST && config.SUMWISE_ENV === "production") {
    // Emulator tokens are unsigned: firebase-admin accepts them whenever this variable is set.
    throw new ConfigError(
      "FIREBASE_AUTH_EMULATOR_HOST is set while SUMWISE_ENV=production: the emulator accepts unsigned tokens. Unset it.",
    );
  }
  if (config.SUMWISE_ENV === "production" && reads("SERVICE_TOKEN_SECRET") && !config.SERVICE_TOKEN_SECRET) {
    throw new ConfigError("SERVICE_TOKEN_SECRET: required when SUMWISE_ENV=production (at least 32 characters)");
  }
  if (config.SUMWISE_ENV === "production" && reads("DATABASE_URL") && !config.DATABASE_URL) {
    throw new ConfigError("DATABASE_URL: required when SUMWISE_ENV=production (PGlite is for development only)");
  }
}

export function serviceTokenSecret(config: BaseConfig): string {
  return config.SERVICE_TOKEN_SECRET ?? developmentServiceSecret;
}

/** A base URL of another service, e.g. INDY_URL. */
export const serviceUrl = (fallback: string) => z.string().url().default(fallback);

/** A TCP port from the environment. */
export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
