import { type Kysely, sql } from "kysely";
import { type Migration, Migrator } from "kysely/migration";

/**
 * Migrations are an explicit list, keyed by a timestamped name ("2026-11-21T0900_create_users").
 * Append only: a new migration gets a later timestamp; an applied one is never edited.
 */
export type MigrationList = Record<string, Migration>;

export function assertAppendOnlyOrder(migrations: MigrationList): void {
  const names = Object.keys(migrations);
  const pattern = /^\d{4}-\d{2}-\d{2}T\d{4}_[a-z0-9_]+$/;
  for (const [index, name] of names.entries()) {
    if (!pattern.test(name)) throw new Error(`Migration name "${name}" must look like 2026-11-21T0900_what_it_does`);
    const previous = names[index - 1];
    if (previous !== undefined && previous >= name) {
      throw new Error(`Migration "${name}" is listed after "${previous}": keep the list in timestamp order`);
    }
  }
}

/** Creates the service's schema if needed and applies its pending migrations. Runs at start-up. */
export async function migrateToLatest(db: Kysely<unknown>, schema: string, migrations: MigrationList): Promise<void> {
  assertAppendOnlyOrder(migrations);
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db,
    migrationTableSchema: schema,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`Migrating schema "${schema}" failed at ${failed?.migrationName ?? "start"}: ${cause}`);
  }
}
