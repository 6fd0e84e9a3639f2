import path from "node:path";
import { activityService } from "@sumwise/activity";
import { build as buildGateway, configSchema as gatewayConfigSchema, stripeEmulatorPrefix } from "@sumwise/gateway";
import { indyService } from "@sumwise/indy";
import {
  createLogger,
  type DatabaseHandle,
  type Logger,
  loadConfig,
  openDatabase,
  type RunningService,
  startService,
} from "@sumwise/kit";
import { learningService } from "@sumwise/learning";
import { EMULATOR_SECRET_KEY, EMULATOR_WEBHOOK_SECRET, paymentService, WEBHOOK_PATH } from "@sumwise/payment";
import type { DestinationStream } from "pino";
import { withEmulatorEmail } from "./emulator-mailbox.js";
import type { MailCatcher } from "./mail-catcher.js";
import { buildStripeEmulator, type StripeEmulator } from "./stripe-emulator/index.js";

export interface StackOptions {
  env: Record<string, string | undefined>;
  /** 0 picks free ports (tests); otherwise the services' defaults apply. */
  servicePort?: 0;
  gatewayPort?: number;
  database?: DatabaseHandle;
  inMemoryDatabase?: boolean;
  logDestination?: DestinationStream;
  /** Where outgoing email is caught; without it SMTP_URL from env (or the default catcher port) is used. */
  mailCatcher?: MailCatcher;
}

export const EMULATOR_PUBLISHABLE_KEY = "pk_test_sumwise_emulator";

export interface RunningStack {
  url: string;
  services: Record<string, RunningService>;
  database: DatabaseHandle;
  mailCatcher: MailCatcher | undefined;
  /** The local Stripe, unless STRIPE_SECRET_KEY named a real account. */
  stripe: { url: string; emulator: StripeEmulator } | undefined;
  stop(): Promise<void>;
}

async function startStripeEmulator(env: Record<string, string | undefined>, keepState: boolean) {
  const emulator = buildStripeEmulator({
    secretKey: EMULATOR_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? EMULATOR_PUBLISHABLE_KEY,
    publicBaseUrl: stripeEmulatorPrefix,
    // Kept beside PGlite's rows when make start owns the database, so customers survive a restart.
    dataFile: keepState ? path.join(env.DATA_DIR ?? ".data", "stripe-emulator.json") : undefined,
  });
  const url = await emulator.app.listen({ host: "127.0.0.1", port: Number(env.STRIPE_EMULATOR_PORT ?? 0) });
  return { url, emulator };
}

/**
 * The whole product in one process: one database (PGlite unless DATABASE_URL is set) shared by the
 * four services, each on its own port and schema, and the gateway in front. The services still call
 * each other over HTTP with the Connect protocol, exactly as when they run apart.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const env = { ...options.env };
  if (options.mailCatcher) env.SMTP_URL = options.mailCatcher.smtpUrl;
  const logLevel = env.LOG_LEVEL ?? "info";
  const logger = (name: string): Logger => createLogger(name, logLevel, options.logDestination);
  const database =
    options.database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR ?? ".data",
      inMemory: options.inMemoryDatabase,
    }));
  const started: RunningService[] = [];
  // Without a real Stripe account the product pays against the local emulator (its keys are the
  // services' development defaults); its webhooks come back through the gateway like Stripe's.
  const stripe = env.STRIPE_SECRET_KEY
    ? undefined
    : await startStripeEmulator(env, !options.database && !options.inMemoryDatabase);
  if (stripe) {
    env.STRIPE_API_URL = stripe.url;
    env.STRIPE_EMULATOR_URL = stripe.url;
  }
  const withPort = (extra: Record<string, string>) =>
    options.servicePort === 0 ? { ...env, ...extra, PORT: "0" } : { ...env, ...extra };
  try {
    const indy = await startService(indyService, { env: withPort({}), database, logger: logger("indy") });
    started.push(indy);
    // Each service learns the addresses of those started before it: LearningService calls all three.
    const peers: Record<string, string> = { INDY_URL: indy.url };
    const start = <S extends Parameters<typeof startService>[0]>(module: S) =>
      startService(module, { env: withPort(peers), database, logger: logger(module.name) });
    const activity = await start(activityService);
    started.push(activity);
    peers.ACTIVITY_URL = activity.url;
    const payment = await start(paymentService);
    started.push(payment);
    peers.PAYMENT_URL = payment.url;
    started.push(await start(learningService));
    const byName = Object.fromEntries(started.map((service) => [service.name, service]));
    const gatewayConfig = loadConfig(gatewayConfigSchema, {
      ...env,
      PORT: String(options.gatewayPort ?? env.PORT ?? 8080),
      INDY_URL: byName.indy?.url,
      LEARNING_URL: byName.learning?.url,
      ACTIVITY_URL: byName.activity?.url,
      PAYMENT_URL: byName.payment?.url,
    });
    const devMailbox = options.mailCatcher
      ? {
          devMailbox: env.FIREBASE_AUTH_EMULATOR_HOST
            ? withEmulatorEmail(options.mailCatcher, env.FIREBASE_AUTH_EMULATOR_HOST, gatewayConfig.FIREBASE_PROJECT_ID)
            : options.mailCatcher,
        }
      : {};
    const gateway = await buildGateway(gatewayConfig, logger("gateway"), devMailbox);
    await gateway.listen({ host: gatewayConfig.HOST, port: gatewayConfig.PORT });
    const address = gateway.server.address();
    const port = typeof address === "object" && address ? address.port : gatewayConfig.PORT;
    stripe?.emulator.webhooks.setEndpoint({
      url: `http://127.0.0.1:${port}${WEBHOOK_PATH}`,
      secret: EMULATOR_WEBHOOK_SECRET,
    });
    return {
      url: `http://localhost:${port}`,
      services: byName,
      database,
      mailCatcher: options.mailCatcher,
      stripe,
      stop: async () => {
        await gateway.close();
        for (const service of started.reverse()) await service.stop();
        await stripe?.emulator.app.close();
        if (!options.database) await database.close();
      },
    };
  } catch (error) {
    for (const service of started.reverse()) await service.stop().catch(() => {});
    await stripe?.emulator.app.close();
    if (!options.database) await database.close();
    throw error;
  }
}
