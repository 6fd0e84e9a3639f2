import type { FastifyInstance } from "fastify";
import type { Auth } from "firebase-admin/auth";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { firebaseAuth } from "./auth/firebase.js";
import type { ServicePolicies } from "./auth/policy.js";
import { ServiceTokens } from "./auth/service-token.js";
import { type BaseConfig, type baseEnvSchema, loadConfig, serviceTokenSecret } from "./config.js";
import { type DatabaseHandle, openDatabase } from "./db/database.js";
import { type MigrationList, migrateToLatest } from "./db/migrate.js";
import { stopOnSignals } from "./lifecycle.js";
import { createLogger, type Logger } from "./logger.js";
import { createSmtpMailer, type Mailer } from "./mail/mailer.js";
import type { PeriodicTask } from "./periodic-task.js";

/** What every service context holds; a service adds its own clients and settings. */
export interface ServiceDeps<C extends BaseConfig> {
  config: C;
  logger: Logger;
  /** Scoped to the service's own schema. */
  db: Kysely<unknown>;
  database: DatabaseHandle;
  auth: Auth;
  serviceTokens: ServiceTokens;
  mailer: Mailer;
}

/**
 * A service as one value: the stack starts all four in one process with it, and each service's
 * main.ts starts just itself. Same shape for every service: config → context → routes.
 */
export interface ServiceModule<S extends typeof baseEnvSchema, Ctx> {
  name: string;
  schema: string;
  migrations: MigrationList;
  /** Must include PORT. */
  configSchema: S;
  createContext(deps: ServiceDeps<z.infer<S>>): Ctx;
  build(ctx: Ctx): Promise<FastifyInstance>;
  /** Who may call each method (routes/policies.ts); build passes the same to buildServiceApp. */
  policies: ServicePolicies;
  /** Runs after migrations and before listening (e.g. syncing the course catalogue). */
  init?(ctx: Ctx): Promise<void>;
  /** Housekeeping that runs while the service does (see runPeriodically); stopped before the server. */
  background?(ctx: Ctx, logger: Logger): PeriodicTask[];
}

export interface RunningService {
  name: string;
  url: string;
  app: FastifyInstance;
  stop(): Promise<void>;
}

export interface StartOptions {
  env: Record<string, string | undefined>;
  /** Shared database (all-in-one process); when absent the service opens its own and closes it on stop. */
  database?: DatabaseHandle;
  logger?: Logger;
}

export async function startService<S extends typeof baseEnvSchema, Ctx>(
  module: ServiceModule<S, Ctx>,
  options: StartOptions,
): Promise<RunningService> {
  const config = loadConfig(module.configSchema, options.env) as z.infer<S> & BaseConfig & { PORT: number };
  const logger = options.logger ?? createLogger(module.name, config.LOG_LEVEL);
  const database = options.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  const ownsDatabase = options.database === undefined;
  try {
    const db = database.forSchema<unknown>(module.schema);
    await migrateToLatest(db, module.schema, module.migrations);
    const ctx = module.createContext(serviceDeps(module, config, logger, database));
    await module.init?.(ctx);
    const app = await module.build(ctx);
    const url = await app.listen({ host: config.HOST, port: config.PORT });
    logger.info({ url }, `${module.name} service listening`);
    const tasks = module.background?.(ctx, logger) ?? [];
    return {
      name: module.name,
      url,
      app,
      stop: async () => {
        await Promise.all(tasks.map((task) => task.stop()));
        await app.close();
        if (ownsDatabase) await database.close();
      },
    };
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
}

/**
 * What a service's context is made from. startService uses it; so do tests and jobs that need a
 * service's context over a database already migrated.
 */
export function serviceDeps<C extends BaseConfig>(
  module: { name: string; schema: string },
  config: C,
  logger: Logger,
  database: DatabaseHandle,
): ServiceDeps<C> {
  return {
    config,
    logger,
    db: database.forSchema<unknown>(module.schema),
    database,
    auth: firebaseAuth(config.FIREBASE_PROJECT_ID, config.FIREBASE_AUTH_EMULATOR_HOST),
    serviceTokens: new ServiceTokens(serviceTokenSecret(config), module.name),
    mailer: createSmtpMailer(config.SMTP_URL, config.MAIL_FROM),
  };
}

/** The whole of a service's main.ts: start it alone, stop it on SIGTERM, exit non-zero if it cannot start. */
export async function runServiceMain<S extends typeof baseEnvSchema, Ctx>(
  module: ServiceModule<S, Ctx>,
): Promise<void> {
  const logger = createLogger(module.name, process.env.LOG_LEVEL ?? "info");
  try {
    const running = await startService(module, { env: process.env, logger });
    stopOnSignals(running.stop, logger);
  } catch (error) {
    logger.fatal({ err: error }, `${module.name} service failed to start`);
    process.exit(1);
  }
}
