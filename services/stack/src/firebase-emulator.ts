import { type ChildProcess, spawn } from "node:child_process";
import { firebaseBin, firebaseConfigPath, repoRoot } from "./paths.js";

export const emulatorHost = "127.0.0.1:9099";

export interface EmulatorHandle {
  host: string;
  /** False when an emulator was already running (another `make start`): we leave it alone. */
  startedHere: boolean;
  stop(): Promise<void>;
}

async function isUp(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The Firebase Auth emulator (firebase-tools, project demo-sumwise, UI off). Reuses one already
 * listening; otherwise starts it in its own process group so stop() ends its children too.
 */
export async function startAuthEmulator(projectId: string, timeoutMs = 60_000): Promise<EmulatorHandle> {
  if (await isUp(emulatorHost)) return { host: emulatorHost, startedHere: false, stop: async () => {} };
  const child = spawn(
    firebaseBin,
    ["emulators:start", "--only", "auth", "--project", projectId, "--config", firebaseConfigPath],
    { cwd: repoRoot, detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, CI: "true" } },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  while (!(await isUp(emulatorHost))) {
    if (child.exitCode !== null && (await isUp(emulatorHost))) {
      // Another starter (a parallel test project) won the race for the port: use its emulator.
      return { host: emulatorHost, startedHere: false, stop: async () => {} };
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      killGroup(child);
      throw new Error(`The Firebase Auth emulator did not start:\n${output.slice(-2_000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { host: emulatorHost, startedHere: true, stop: () => stopChild(child) };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  killGroup(child, "SIGTERM");
  const timer = setTimeout(() => killGroup(child, "SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Deletes every account in the emulator's project (test isolation). */
export async function clearEmulatorAccounts(host: string, projectId: string): Promise<void> {
  await fetch(`http://${host}/emulator/v1/projects/${projectId}/accounts`, { method: "DELETE" });
}
