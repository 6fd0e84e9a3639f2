import lockfile from "proper-lockfile";

export class DataDirectoryInUseError extends Error {
  override name = "DataDirectoryInUseError";
}

/**
 * Takes an exclusive lock on a PGlite data directory. The lock is refreshed while the process lives
 * and counted stale ten seconds after it dies, so a crashed `make start` never blocks the next one.
 */
export async function lockDataDirectory(dir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dir, { stale: 10_000, update: 2_000, lockfilePath: `${dir}.lock` });
  } catch (error) {
    if ((error as { code?: string }).code === "ELOCKED") {
      throw new DataDirectoryInUseError(
        `The database in ${dir} is already open in another Sumwise process. Stop it first, or set DATABASE_URL to use PostgreSQL.`,
      );
    }
    throw error;
  }
}
