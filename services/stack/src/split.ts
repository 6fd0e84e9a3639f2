import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { stripeEmulatorPrefix } from "@sumwise/gateway";
import { EMULATOR_SECRET_KEY, EMULATOR_WEBHOOK_SECRET, WEBHOOK_PATH } from "@sumwise/payment";
import { repoRoot } from "./paths.js";
import { EMULATOR_PUBLISHABLE_KEY } from "./stack.js";
import { buildStripeEmulator } from "./stripe-emulator/index.js";

export interface SplitOptions {
  env: Record<string, string | undefined>;
  gatewayPort: number;
  /** First of four consecutive service ports. */
  basePort: number;
  /** Where each process's output goes; inherit shows it in the terminal. */
  stdio?: "inherit" | "ignore";
  /** How long start-up (and a restart) may take; 90 s unless given. */
  readyTimeoutMs?: number;
}

export type SplitService = (typeof services)[number];

export interface RunningSplit {
  url: string;
  /** indy, learning, activity, payment, gateway: the processes started first (see `pidOf` after a restart). */
  pids: number[];
  /** Where each service listens directly (not through the gateway). */
  urls: Record<SplitService, string>;
  /** The current process of a service. */
  pidOf(service: SplitService): number;
  /** Kills a service's process with SIGKILL (a crash) and waits until it has exited. */
  crash(service: SplitService): Promise<void>;
  /** Starts a service's process again on its port and waits until it is healthy. */
  restart(service: SplitService): Promise<void>;
  stop(): Promise<void>;
}

const services = ["indy", "learning", "activity", "payment"] as const;

async function isHealthy(url: string): Promise<boolean> {
  return fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once("exit", () => resolve()));

/**
 * Each service in its own OS process (its own main.ts, config, database pool and port) plus the
 * gateway: the services share nothing but PostgreSQL and the HTTP calls between them. PGlite
 * cannot be shared between processes, so this mode needs DATABASE_URL.
 */
export async function startSplit(options: SplitOptions): Promise<RunningSplit> {
  if (!options.env.DATABASE_URL) throw new Error("DATABASE_URL is required: split mode runs on PostgreSQL.");
  const urls = Object.fromEntries(
    services.map((name, index) => [name, `http://127.0.0.1:${options.basePort + index}`]),
  ) as Record<(typeof services)[number], string>;
  // Without a real Stripe account, one emulator in this process serves every service process.
  const stripe = options.env.STRIPE_SECRET_KEY
    ? undefined
    : buildStripeEmulator({
        secretKey: EMULATOR_SECRET_KEY,
        publishableKey: EMULATOR_PUBLISHABLE_KEY,
        publicBaseUrl: stripeEmulatorPrefix,
        webhook: { url: `http://127.0.0.1:${options.gatewayPort}${WEBHOOK_PATH}`, secret: EMULATOR_WEBHOOK_SECRET },
      });
  const stripeUrl = stripe ? await stripe.app.listen({ host: "127.0.0.1", port: 0 }) : undefined;
  const shared = {
    ...options.env,
    ...(stripeUrl && { STRIPE_API_URL: stripeUrl, STRIPE_EMULATOR_URL: stripeUrl }),
    INDY_URL: urls.indy,
    LEARNING_URL: urls.learning,
    ACTIVITY_URL: urls.activity,
    PAYMENT_URL: urls.payment,
  };
  const children: ChildProcess[] = [];
  const current = new Map<SplitService, ChildProcess>();
  const launch = (entry: string, port: number): ChildProcess => {
    // node --import tsx, not the tsx CLI: one OS process per service, so a signal reaches it directly.
    const child = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, entry)], {
      cwd: repoRoot,
      env: { ...shared, PORT: String(port) },
      stdio: options.stdio ?? "inherit",
    });
    children.push(child);
    return child;
  };
  const stop = async () => {
    await stripe?.app.close();
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      ),
    );
  };
  for (const [index, name] of services.entries()) {
    current.set(name, launch(`services/${name}/src/main.ts`, options.basePort + index));
  }
  launch("services/gateway/src/main.ts", options.gatewayPort);
  const url = `http://localhost:${options.gatewayPort}`;
  const readyTimeoutMs = options.readyTimeoutMs ?? 90_000;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (await isHealthy(url)) break;
    const dead = children.find((child) => child.exitCode !== null);
    if (dead || Date.now() > deadline) {
      await stop();
      throw new Error(
        dead
          ? "a service process exited during start-up"
          : `the services did not become ready in ${readyTimeoutMs / 1000} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const processOf = (service: SplitService): ChildProcess => {
    const child = current.get(service);
    if (!child) throw new Error(`no process for ${service}`);
    return child;
  };
  return {
    url,
    pids: children.map((child) => child.pid ?? 0),
    urls,
    pidOf: (service) => processOf(service).pid ?? 0,
    crash: async (service) => {
      const child = processOf(service);
      child.kill("SIGKILL");
      await exited(child);
    },
    restart: async (service) => {
      const index = services.indexOf(service);
      const child = launch(`services/${service}/src/main.ts`, options.basePort + index);
      current.set(service, child);
      const restartDeadline = Date.now() + readyTimeoutMs;
      while (!(await isHealthy(urls[service]))) {
        if (child.exitCode !== null || Date.now() > restartDeadline) {
          throw new Error(`${service} did not come back after a restart`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    stop,
  };
}
