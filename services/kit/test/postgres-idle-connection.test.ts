import type { DatabaseHandle } from "@sumwise/kit";
import { testDatabases } from "@sumwise/kit/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const postgres = testDatabases().filter((database) => database.kind === "postgres");

/**
 * The server may end an idle pooled connection at any time (restart, failover, an administrator, a
 * dropped test database). pg reports that on the pool; unheard, it is an uncaught exception that
 * ends the service. The service must live on and the next query must work.
 */
describe.runIf(postgres.length > 0)("a PostgreSQL connection ended by the server while idle", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await postgres[0]!.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("is dropped from the pool without an uncaught exception, and the next query opens a new one", async () => {
    const db = database.forSchema<{ pg_stat_activity: { pid: number; datname: string } }>("public");
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      // Two pooled connections at once, both idle afterwards.
      const pids = await Promise.all(
        [0, 1].map(async () => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.1)`.execute(db);
          return rows[0]!.pid;
        }),
      );
      expect(new Set(pids).size).toBe(2);
      // From one of them, end the other while it sits idle in the pool.
      const { rows } = await sql<{ ended: number }>`
        select count(*)::int as ended from (
          select pg_terminate_backend(pid) from pg_stat_activity
          where pid in (${pids[0]}, ${pids[1]}) and pid <> pg_backend_pid()
        ) as terminated`.execute(db);
      const ended = rows[0]!.ended === 1;
      expect(ended).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(after.rows[0]!.one).toBe(1);
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
  });
});
