import { type AfterCommit, inTransaction } from "@sumwise/kit";
import type { Kysely, Transaction } from "kysely";
import { LedgerRepository, type NewLearningEvent, type StoredLearningEvent } from "../db/ledger-repository.js";
import type { ActivityDatabase } from "../db/schema.js";
import type { Notifier } from "../notifications/notifier.js";
import { projectAchievements } from "./achievements.js";
import { projectGoalsAndLeagues } from "./goals-and-leagues.js";
import { projectLevelUps } from "./level-ups.js";
import { projectStats } from "./stats.js";
import { projectXp } from "./xp.js";

/** What a projection gets: the transaction the events were stored in, and its after-commit hooks. */
export interface ProjectionScope {
  trx: Transaction<ActivityDatabase>;
  afterCommit: AfterCommit;
  /** Notifications a projection creates commit with the events (notifier.notify). */
  notifier: Notifier;
}

/**
 * A projection keeps one summary up to date from the ledger: it sees each event once, in the same
 * transaction that stored it, so summaries never miss an event nor count a retried one twice, and
 * reads (leagues, stats) never scan the ledger.
 */
export type Projection = (events: readonly StoredLearningEvent[], scope: ProjectionScope) => Promise<void>;

/** Every projection, in the order they run (later ones may read what earlier ones wrote). */
export const projections: readonly Projection[] = [
  projectXp,
  projectStats,
  projectAchievements,
  projectGoalsAndLeagues,
  projectLevelUps,
];

/** Stores events in the ledger and applies every projection to the new ones, all in one transaction. */
export async function recordAndProject(
  db: Kysely<ActivityDatabase>,
  events: readonly NewLearningEvent[],
  onHookError: (error: unknown) => void,
  notifier: Notifier,
): Promise<number> {
  return inTransaction(
    db,
    async (trx, afterCommit) => {
      const stored = await new LedgerRepository(trx).record(events);
      for (const project of projections) await project(stored, { trx, afterCommit, notifier });
      return stored.length;
    },
    onHookError,
  );
}
