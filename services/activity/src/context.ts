import type { Client } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { connectClient, type ServiceDeps, serviceTokenHeader } from "@sumwise/kit";
import type { Kysely } from "kysely";
import type { ActivityConfig } from "./config.js";
import { AvatarRepository } from "./db/avatar-repository.js";
import { CompetitionRepository } from "./db/competition-repository.js";
import { GoalRepository } from "./db/goal-repository.js";
import { LeagueRepository } from "./db/league-repository.js";
import { NotificationRepository } from "./db/notification-repository.js";
import type { ActivityDatabase } from "./db/schema.js";
import { StatsRepository } from "./db/stats-repository.js";
import { XpRepository } from "./db/xp-repository.js";
import { indyAudience } from "./notifications/audience.js";
import { Notifier } from "./notifications/notifier.js";
import { noStreaks, type StreakFacts } from "./providers.js";

export interface ActivityContext extends ServiceDeps<ActivityConfig> {
  /** The service's schema, typed. */
  activityDb: Kysely<ActivityDatabase>;
  xp: XpRepository;
  avatars: AvatarRepository;
  competitions: CompetitionRepository;
  goals: GoalRepository;
  leagues: LeagueRepository;
  indy: Client<typeof IndyService>;
  notifications: NotificationRepository;
  /** Creates notifications (and the supporters' copies); features call notifier.notify in their transaction. */
  notifier: Notifier;
  /**
   * Display names of lessons and topics from LearningService's catalogue; a name it does not know (or
   * when it cannot be reached) is absent, and callers fall back to the resource name.
   */
  catalogueNames: (names: readonly string[]) => Promise<Map<string, string>>;
  stats: StatsRepository;
  streaks: StreakFacts;
  /** The current time: injected so tests can move the clock. */
  now: () => Date;
}

export function createContext(deps: ServiceDeps<ActivityConfig>): ActivityContext {
  const db = deps.db as Kysely<ActivityDatabase>;
  const indy = connectClient(IndyService, deps.config.INDY_URL);
  return {
    ...deps,
    activityDb: db,
    xp: new XpRepository(db),
    indy,
    avatars: new AvatarRepository(db),
    competitions: new CompetitionRepository(db),
    notifications: new NotificationRepository(db),
    notifier: new Notifier(db, indyAudience(indy, deps.serviceTokens), deps.logger),
    catalogueNames: async (names) => {
      if (names.length === 0) return new Map();
      try {
        const learning = connectClient(LearningService, deps.config.LEARNING_URL);
        const response = await learning.batchGetCatalogueDisplayNames(
          { names: [...names] },
          { headers: { [serviceTokenHeader]: await deps.serviceTokens.sign("learning") }, timeoutMs: 5_000 },
        );
        return new Map(Object.entries(response.displayNames));
      } catch (error) {
        deps.logger.warn({ err: error }, "catalogue names unavailable; the weekly email uses resource names");
        return new Map();
      }
    },
    stats: new StatsRepository(db),
    goals: new GoalRepository(db),
    leagues: new LeagueRepository(db),
    streaks: noStreaks,
    now: () => new Date(),
  };
}
