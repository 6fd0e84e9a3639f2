import { StatsRepository } from "../db/stats-repository.js";
import type { AchievementKind, AchievementNotificationType, AchievementStanding } from "../domain/index.js";
import type { Notifier, NotifyScope } from "../notifications/notifier.js";

/** The notification type of each achievement (progress spec §3: ACHIEVEMENT_{TYPE}). */
export const achievementNotificationType = (kind: AchievementKind): AchievementNotificationType =>
  `ACHIEVEMENT_${kind.toUpperCase()}` as AchievementNotificationType;

/**
 * Keeps the levels a learner has newly reached and announces each once (the level is in the
 * notification's name), in the transaction of `scope`: a level is kept and announced together or not at
 * all. Returns the kinds newly reached.
 */
export async function keepAndAnnounce(
  scope: NotifyScope,
  notifier: Notifier,
  learner: string,
  standings: readonly AchievementStanding[],
  reached: ReadonlyMap<string, number>,
  at: Date,
): Promise<AchievementKind[]> {
  const fresh = standings.filter((a) => a.level > (reached.get(a.kind) ?? 0));
  await new StatsRepository(scope.trx).keepAchievementLevels(
    fresh.map((a) => ({ indy_user_name: learner, type: a.kind, level: a.level, reached_at: at })),
  );
  for (const a of fresh) {
    await notifier.notify(scope, { type: achievementNotificationType(a.kind), owner: learner, level: a.level, at });
  }
  return fresh.map((a) => a.kind);
}
