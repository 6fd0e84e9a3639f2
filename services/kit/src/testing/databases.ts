import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../db/database.js";

export interface TestDatabase {
  kind: "pglite" | "postgres";
  open(): Promise<DatabaseHandle>;
}

/**
 * The databases a suite runs on: always PGlite, and PostgreSQL too when TEST_DATABASE_URL is set
 * (CI points it at the machine's PostgreSQL 15). Each open() gets a fresh, empty database that is
 * dropped again on close, so suites never see each other's rows.
 */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [{ kind: "pglite", open: () => openDatabase({ inMemory: true }) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) databases.push({ kind: "postgres", open: () => openFreshPostgres(url) });
  return databases;
}

async function openFreshPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const name = `sumwise_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
