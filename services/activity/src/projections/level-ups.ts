import { XpRepository } from "../db/xp-repository.js";
import { levelForXp } from "../domain/index.js";
import type { Projection } from "./index.js";

/**
 * Level Up (progress spec §4): an XP award that moved the learner to a higher level creates an
 * XP_LEVEL_UP notification for the level reached. Runs after projectXp in the same transaction; the
 * level is in the notification's name, so a level is announced once however often the award is seen.
 */
export const projectLevelUps: Projection = async (events, { trx, afterCommit, notifier }) => {
  const xp = new XpRepository(trx);
  for (const event of events) {
    if (event.kind !== "task_completed" || !event.task_name) continue;
    const award = await xp.awardOf(event.indy_user_name, event.task_name);
    if (!award) continue;
    const before = levelForXp(award.xpBefore).level;
    const after = levelForXp(award.xpBefore + award.xp).level;
    if (after <= before) continue;
    await notifier.notify(
      { trx, afterCommit },
      { type: "XP_LEVEL_UP", owner: award.indyUserName, level: after, at: award.awardedAt },
    );
  }
};
