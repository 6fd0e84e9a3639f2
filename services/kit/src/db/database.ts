import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PostgresDialect, sql } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { lockDataDirectory } from "./pglite-lock.js";

/**
 * One database connection set for one process.
 *
 * PGlite is a single connection: every service sharing it must go through the same Kysely driver,
 * whose queue hands the connection to one transaction at a time. So a process opens the database
 * once and each service takes `forSchema(name)`, a view of the same driver scoped to its schema.
 */
export interface DatabaseHandle {
  readonly kind: "pglite" | "postgres";
  forSchema<DB>(schema: string): Kysely<DB>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent, PGlite persisted under `dataDir`. */
  url?: string | undefined;
  dataDir?: string;
  /** PGlite only: a throwaway in-memory database (tests). */
  inMemory?: boolean;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPGlite(options);
}

/** PostgreSQL type ids whose text form we keep as is. */
const DATE_OID = 1082;

/**
 * Calendar dates stay "YYYY-MM-DD" strings: parsing them into a JS Date would place them at local
 * midnight and shift a child's birthday by a day in some time zones.
 */
pg.types.setTypeParser(DATE_OID, (value: string) => value);

function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (a restart, a failover, an administrator, a test's database
  // dropped while its last connections close) is emitted on the pool: without a listener that is an
  // uncaught exception that ends the process. The pool has already discarded it; the next query
  // opens a new connection, so noting it is enough.
  pool.on("error", (error) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`, { code: "SUMWISE_PG_IDLE" });
  });
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  return handle("postgres", db, async () => {
    await db.destroy();
  });
}

const pgliteParsers = { [DATE_OID]: (value: string) => value };
/**
 * Contrib extensions PGlite must load at start (PostgreSQL has them installed with the server); a
 * service's migration still runs `create extension`. pg_trgm: LearningService's topic search.
 */
const pgliteExtensions = { pg_trgm };

async function openPGlite(options: DatabaseOptions): Promise<DatabaseHandle> {
  let release = async () => {};
  let client: PGlite;
  if (options.inMemory) {
    client = await PGlite.create({ parsers: pgliteParsers, extensions: pgliteExtensions });
  } else {
    const dir = path.resolve(options.dataDir ?? ".data", "pglite");
    mkdirSync(dir, { recursive: true });
    // Two processes on one data directory corrupt it silently: refuse the second one.
    release = await lockDataDirectory(dir);
    try {
      client = await PGlite.create({ dataDir: dir, parsers: pgliteParsers, extensions: pgliteExtensions });
    } catch (error) {
      await release();
      throw error;
    }
  }
  // The dialect is typed against the PGlite that firebase-tools hoists; it only calls query().
  const db = new Kysely<unknown>({ dialect: new PGliteDialect(client as never) });
  return handle("pglite", db, async () => {
    await db.destroy();
    await release();
  });
}

function handle(kind: DatabaseHandle["kind"], db: Kysely<unknown>, close: () => Promise<void>): DatabaseHandle {
  let closed = false;
  return {
    kind,
    forSchema: <DB>(schema: string) => db.withSchema(schema) as unknown as Kysely<DB>,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}
