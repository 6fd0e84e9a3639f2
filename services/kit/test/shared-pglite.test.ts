import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type DatabaseHandle,
  DataDirectoryInUseError,
  inTransaction,
  migrateToLatest,
  openDatabase,
} from "@sumwise/kit";
import { testDatabases } from "@sumwise/kit/testing";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

interface Db {
  note: { id: number; text: string };
}

const migrations = {
  "2026-11-21T0500_create_note": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("note")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("text", "text", (c) => c.notNull())
        .execute();
    },
  },
};

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe.each(testDatabases())("two services on one $kind database", ({ open }) => {
  let database: DatabaseHandle;
  let alpha: Kysely<Db>;
  let beta: Kysely<Db>;

  beforeAll(async () => {
    database = await open();
    alpha = database.forSchema<Db>("alpha");
    beta = database.forSchema<Db>("beta");
    await migrateToLatest(alpha as Kysely<unknown>, "alpha", migrations);
    await migrateToLatest(beta as Kysely<unknown>, "beta", migrations);
  });
  afterAll(() => database.close());

  it("keeps each service in its own schema", async () => {
    await alpha.insertInto("note").values({ id: 1, text: "alpha" }).execute();
    expect(await beta.selectFrom("note").selectAll().execute()).toEqual([]);
  });

  it("never lets one service see or join the other's open transaction", async () => {
    const inserted = deferred();
    const release = deferred();
    const transaction = alpha.transaction().execute(async (trx) => {
      await trx.insertInto("note").values({ id: 2, text: "uncommitted" }).execute();
      inserted.resolve();
      await release.promise;
      throw new Error("roll back");
    });
    await inserted.promise;
    // Beta writes and reads while alpha's transaction is open. On PGlite these queries must wait
    // for it instead of running inside it (where the rollback would swallow beta's write).
    const betaWrite = beta.insertInto("note").values({ id: 2, text: "beta" }).execute();
    const alphaRead = alpha.selectFrom("note").select("text").where("id", "=", 2).execute();
    release.resolve();
    await expect(transaction).rejects.toThrow("roll back");
    await betaWrite;
    expect(await alphaRead).toEqual([]);
    expect(await beta.selectFrom("note").select("text").where("id", "=", 2).execute()).toEqual([{ text: "beta" }]);
    expect(await alpha.selectFrom("note").select("text").where("id", "=", 2).execute()).toEqual([]);
  });

  it("runs after-commit hooks only after a commit", async () => {
    const ran: string[] = [];
    await inTransaction(alpha, async (trx, afterCommit) => {
      await trx.insertInto("note").values({ id: 3, text: "kept" }).execute();
      afterCommit(() => {
        ran.push("committed");
      });
    });
    await expect(
      inTransaction(alpha, async (trx, afterCommit) => {
        await trx.insertInto("note").values({ id: 4, text: "lost" }).execute();
        afterCommit(() => {
          ran.push("rolled back");
        });
        throw new Error("fail");
      }),
    ).rejects.toThrow("fail");
    expect(ran).toEqual(["committed"]);
    expect(await alpha.selectFrom("note").select("id").where("id", "in", [3, 4]).execute()).toEqual([{ id: 3 }]);
  });

  it("reads dates back as the same calendar day", async () => {
    const row = await sql<{ day: string }>`select '2012-02-29'::date as day`.execute(alpha);
    expect(row.rows[0]?.day).toBe("2012-02-29");
  });

  it("re-running migrations is a no-op", async () => {
    await expect(migrateToLatest(alpha as Kysely<unknown>, "alpha", migrations)).resolves.toBeUndefined();
  });
});

describe("the PGlite data directory", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "sumwise-lock-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses a second opener while the first holds it, and reopens with the data after", async () => {
    const first = await openDatabase({ dataDir: dir });
    const db = first.forSchema<Db>("public");
    await sql`create table kept (value text)`.execute(db);
    await sql`insert into kept values ('still here')`.execute(db);
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirectoryInUseError);
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    const rows = await sql<{ value: string }>`select value from kept`.execute(second.forSchema("public"));
    expect(rows.rows).toEqual([{ value: "still here" }]);
    await second.close();
  });
});

describe("the PGlite data directory after a crash", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "sumwise-stale-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("opens at once when the process holding it was killed (kill -9), keeping the data", async () => {
    // A child process opens the database, writes a row and is killed without closing anything.
    const script = `
      import { openDatabase } from "@sumwise/kit";
      import { sql } from "kysely";
      const handle = await openDatabase({ dataDir: ${JSON.stringify(dir)} });
      await sql\`create table kept (value text)\`.execute(handle.forSchema("public"));
      await sql\`insert into kept values ('before the crash')\`.execute(handle.forSchema("public"));
      process.stdout.write("open\\n");
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: path.resolve(import.meta.dirname, ".."),
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("open") && resolve());
      child.once("exit", (code) => reject(new Error(`the child exited early (${code})`)));
    });
    // While it lives, the directory is its own.
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirectoryInUseError);
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    const reopened = await openDatabase({ dataDir: dir });
    const rows = await sql<{ value: string }>`select value from kept`.execute(reopened.forSchema("public"));
    expect(rows.rows).toEqual([{ value: "before the crash" }]);
    await reopened.close();
  });
});
