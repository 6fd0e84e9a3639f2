import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";

export class DataDirectoryInUseError extends Error {
  override name = "DataDirectoryInUseError";
}

interface LockOwner {
  pid: number;
  host: string;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, "utf8")) as Partial<LockOwner>;
    return typeof owner.pid === "number" && typeof owner.host === "string"
      ? { pid: owner.pid, host: owner.host }
      : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock on a PGlite data directory: `<dir>.lock.json`, created only if absent, naming
 * the process that holds it. A lock whose process is gone (kill -9, a crash) is stale and taken over
 * at once; one held by a live process on this machine is refused.
 */
export async function lockDataDirectory(dir: string): Promise<() => Promise<void>> {
  const file = `${dir}.lock.json`;
  const me: LockOwner = { pid: process.pid, host: hostname() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: "wx" });
      return async () => {
        if (readOwner(file)?.pid === me.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readOwner(file);
    const stale = owner !== undefined && owner.host === me.host && !isRunning(owner.pid);
    if (!stale) {
      const holder = owner ? ` (process ${owner.pid} on ${owner.host})` : "";
      throw new DataDirectoryInUseError(
        `The database in ${dir} is already open in another Sumwise process${holder}. Stop it first, or set DATABASE_URL to use PostgreSQL. If no Sumwise process runs, delete ${file}.`,
      );
    }
    // Its process is gone: remove the lock (unless another starter replaced it meanwhile) and retry.
    if (readOwner(file)?.pid === owner.pid) rmSync(file, { force: true });
  }
  throw new DataDirectoryInUseError(`Could not lock ${dir}: other processes keep taking it.`);
}
