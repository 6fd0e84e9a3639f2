import type { Kysely, Transaction } from "kysely";

export type AfterCommit = (hook: () => void | Promise<void>) => void;

/**
 * Runs `work` in one transaction. Hooks registered with `afterCommit` run only once the transaction
 * has committed (never on rollback), so side effects such as emails follow the data, not precede it.
 */
export async function inTransaction<DB, T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>, afterCommit: AfterCommit) => Promise<T>,
  onHookError: (error: unknown) => void = () => {},
): Promise<T> {
  const hooks: Array<() => void | Promise<void>> = [];
  const result = await db.transaction().execute((trx) => work(trx, (hook) => hooks.push(hook)));
  for (const hook of hooks) {
    try {
      await hook();
    } catch (error) {
      onHookError(error);
    }
  }
  return result;
}
