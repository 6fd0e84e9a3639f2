import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { repoRoot } from "./paths.js";

export interface SplitOptions {
  env: Record<string, string | undefined>;
  gatewayPort: number;
  /** First of four consecutive service ports. */
  basePort: number;
  /** Where each process's output goes; inherit shows it in the terminal. */
  stdio?: "inherit" | "ignore";
}

export interface RunningSplit {
  url: string;
  pids: number[];
  stop(): Promise<void>;
}

const services = ["indy", "learning", "activity", "payment"] as const;

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
  const shared = {
    ...options.env,
    INDY_URL: urls.indy,
    LEARNING_URL: urls.learning,
    ACTIVITY_URL: urls.activity,
    PAYMENT_URL: urls.payment,
  };
  const children: ChildProcess[] = [];
  const launch = (entry: string, port: number) => {
    // node --import tsx, not the tsx CLI: one OS process per service, so a signal reaches it directly.
    const child = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, entry)], {
      cwd: repoRoot,
      env: { ...shared, PORT: String(port) },
      stdio: options.stdio ?? "inherit",
    });
    children.push(child);
  };
  const stop = async () => {
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
  for (const [index, name] of services.entries()) launch(`services/${name}/src/main.ts`, options.basePort + index);
  launch("services/gateway/src/main.ts", options.gatewayPort);
  const url = `http://localhost:${options.gatewayPort}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const healthy = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    const dead = children.find((child) => child.exitCode !== null);
    if (dead || Date.now() > deadline) {
      await stop();
      throw new Error(dead ? "a service process exited during start-up" : "the services did not become ready in 90 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, pids: children.map((child) => child.pid ?? 0), stop };
}
