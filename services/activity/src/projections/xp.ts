import { LedgerRepository } from "../db/ledger-repository.js";
import { XpRepository } from "../db/xp-repository.js";
import { isoWeekStart, xpForTask } from "../domain/index.js";
import type { Projection } from "./index.js";

/**
 * XP: a TASK_COMPLETED event (LearningService checked the task-complete rule on the server) earns the
 * task's XP once, counted from the task's correct answers in the ledger.
 */
export const projectXp: Projection = async (events, { trx }) => {
  const ledger = new LedgerRepository(trx);
  const xp = new XpRepository(trx);
  for (const event of events) {
    if (event.kind !== "task_completed" || !event.task_name) continue;
    const correct = await ledger.correctQuestionsOfTask(event.indy_user_name, event.task_name);
    await xp.awardOnce({
      indyUserName: event.indy_user_name,
      taskName: event.task_name,
      xp: xpForTask(correct),
      awardedAt: event.occurred_at,
      weekStart: isoWeekStart(event.occurred_at),
    });
  }
};
