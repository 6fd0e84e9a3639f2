import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { firebaseCli, firebaseConfigPath, repoRoot } from "./paths.js";

export const emulatorHost = "127.0.0.1:9099";

export interface EmulatorHandle {
  host: string;
  /** False when an emulator was already running (another `make start`): we leave it alone. */
  startedHere: boolean;
  stop(): Promise<void>;
}

export interface EmulatorOptions {
  /**
   * Where the emulator keeps its accounts between runs (make start: `.data/auth-emulator`): imported
   * at start when an export is there, exported when it stops (also after Ctrl-C or a killed parent).
   * Without it the accounts live only as long as the emulator (tests).
   */
  dataDir?: string;
  /** Another port than firebase.json's 9099 (a test's own emulator beside the shared one). */
  port?: number;
  timeoutMs?: number;
}

const preload = path.join(repoRoot, "services/stack/src/emulator-preload.cjs");
/** How long a stopping emulator may take to export its accounts before it is killed. */
const stopGraceMs = 30_000;

async function isUp(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** What firebase-tools prints once every emulator has started and imported its data. */
const readyLine = "All emulators ready";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The Firebase Auth emulator (firebase-tools, UI off). Reuses one already listening; otherwise
 * starts it in its own process group so stop() ends its children too.
 */
export async function startAuthEmulator(projectId: string, options: EmulatorOptions = {}): Promise<EmulatorHandle> {
  const { dataDir, port, timeoutMs = 60_000 } = options;
  const host = port === undefined ? emulatorHost : `127.0.0.1:${port}`;
  if (dataDir) await waitForPreviousEmulator(dataDir);
  if (await isUp(host)) return { host, startedHere: false, stop: async () => {} };
  const args = ["emulators:start", "--only", "auth", "--project", projectId, "--config", configFor(port)];
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // A first start has no export yet: import only what an earlier run wrote.
    if (existsSync(path.join(dataDir, "firebase-export-metadata.json"))) args.push("--import", dataDir);
    args.push("--export-on-exit", dataDir);
  }
  const child = spawn(process.execPath, ["--require", preload, firebaseCli, ...args], {
    // firebase-tools writes its debug log and its export's temporary directory in the current one.
    cwd: dataDir ? path.dirname(dataDir) : repoRoot,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, CI: "true" },
  });
  if (dataDir && child.pid !== undefined) writeFileSync(pidFile(dataDir), `${child.pid} ${process.pid}`);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  // It listens before it has imported the accounts of an earlier run (firebase-tools starts the
  // Auth emulator, then imports): a sign-in in between finds no user. Ready is when it says so.
  const ready = async () => output.includes(readyLine) && (await isUp(host));
  while (!(await ready())) {
    if (child.exitCode !== null && (await isUp(host))) {
      // Another starter (a parallel test project) won the race for the port: use its emulator.
      return { host, startedHere: false, stop: async () => {} };
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`The Firebase Auth emulator did not start:\n${output.slice(-2_000)}`);
    }
    await pause(250);
  }
  return { host, startedHere: true, stop: () => stopChild(child) };
}

/** firebase.json, or a copy of it listening on another port. */
function configFor(port: number | undefined): string {
  if (port === undefined) return firebaseConfigPath;
  const config = JSON.parse(readFileSync(firebaseConfigPath, "utf8")) as { emulators: { auth: { port: number } } };
  config.emulators.auth.port = port;
  const file = path.join(mkdtempSync(path.join(tmpdir(), "sumwise-firebase-")), "firebase.json");
  writeFileSync(file, JSON.stringify(config));
  return file;
}

const pidFile = (dataDir: string) => path.join(dataDir, "..", "auth-emulator.pid");

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * After a killed `make start`, its emulator notices (emulator-preload.cjs), exports the accounts
 * and exits, which takes a moment. A restart in that moment would find it still listening and use
 * it, then lose it: wait for it to be gone first.
 */
async function waitForPreviousEmulator(dataDir: string): Promise<void> {
  const file = pidFile(dataDir);
  if (!existsSync(file)) return;
  const [pid = 0, owner = 0] = readFileSync(file, "utf8").split(" ").map(Number);
  // An emulator whose make start still runs is that run's: leave it (and its pid file) alone.
  if (owner > 0 && isRunning(owner)) return;
  const deadline = Date.now() + stopGraceMs;
  while (pid > 0 && isRunning(pid) && isOurEmulator(pid) && Date.now() < deadline) await pause(200);
  rmSync(file, { force: true });
}

/** Only a process whose command line is our emulator's (a pid may have been reused). */
function isOurEmulator(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(preload);
  } catch {
    return false;
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGINT, as Ctrl-C would: firebase-tools exports (with --export-on-exit) and exits cleanly. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  signalGroup(child, "SIGINT");
  const timer = setTimeout(() => signalGroup(child, "SIGKILL"), stopGraceMs);
  await exited;
  clearTimeout(timer);
}

/** Deletes every account in the emulator's project (test isolation). */
export async function clearEmulatorAccounts(host: string, projectId: string): Promise<void> {
  await fetch(`http://${host}/emulator/v1/projects/${projectId}/accounts`, { method: "DELETE" });
}
