import type { AfterCommit, Logger } from "@sumwise/kit";
import type { Kysely, Transaction } from "kysely";
import { NotificationRepository, type NotificationRow } from "../db/notification-repository.js";
import type { ActivityDatabase } from "../db/schema.js";
import {
  type AchievementNotificationType,
  type AgeBand,
  formatNotificationName,
  hasLevel,
  mayReceive,
  type NotificationType,
  notificationLink,
  notificationWording,
  parseNotificationName,
  supporterCopyName,
} from "../domain/index.js";

/** What ActivityService may know of a learner for notifications (IndyService GetLearnerAudience). */
export interface LearnerAudience {
  supporterNames: readonly string[];
  ageBand: AgeBand;
  firstName: string;
}

export type AudienceLookup = (learner: string) => Promise<LearnerAudience>;

/** The transaction a feature is writing in: its notification commits (or not) with the feature's change. */
export interface NotifyScope {
  trx: Transaction<ActivityDatabase>;
  afterCommit: AfterCommit;
}

/**
 * One notification to create. Each feature has a typed entry point below; the key makes it once per
 * level, week or month. A pressure message (streak expiring) needs the learner's age band: it is
 * withheld unless they are known to be 13 or over.
 */
export type NotificationRequest =
  | { type: "XP_LEVEL_UP"; owner: string; level: number; at: Date }
  | { type: AchievementNotificationType; owner: string; level: number; at: Date }
  | { type: "GOAL_NOT_SET"; owner: string; month: string; at: Date }
  | { type: "WEEKLY_WORKOUT_AVAILABLE"; owner: string; weekStart: string; at: Date }
  | { type: "WEEKLY_WORKOUT_STREAK_EXPIRING"; owner: string; weekStart: string; ageBand: AgeBand; at: Date }
  | { type: "LEAGUE_TABLE_POSITION_IMPROVED"; owner: string; weekStart: string; at: Date };

function keyOf(request: NotificationRequest): string {
  if ("level" in request) return String(request.level);
  if ("month" in request) return request.month;
  return request.weekStart;
}

/** How long a learner's notification waits for its supporter copies before the sweep retries them. */
const COPY_RETRY_AFTER_MS = 30_000;
const COPY_SWEEP_BATCH = 100;

/**
 * Creates notifications (idempotent by name) inside the caller's transaction and, once it commits, a
 * copy for each of the learner's supporters (progress spec §5). Copies are made after commit because
 * IndyService knows the supporters; a copy that could not be made then is made by sweepCopies.
 */
export class Notifier {
  constructor(
    private readonly db: Kysely<ActivityDatabase>,
    private readonly audience: AudienceLookup,
    private readonly logger: Logger,
  ) {}

  /** The learner's audience (supporters, age band), as IndyService says now. */
  audienceOf(learner: string): Promise<LearnerAudience> {
    return this.audience(learner);
  }

  /** Returns whether this call created it (false: it existed, or was withheld from an under-13). */
  async notify(scope: NotifyScope, request: NotificationRequest): Promise<boolean> {
    if (request.type === "WEEKLY_WORKOUT_STREAK_EXPIRING" && !mayReceive(request.type, request.ageBand)) return false;
    return this.create(scope, {
      owner: request.owner,
      type: request.type,
      key: keyOf(request),
      level: "level" in request ? request.level : undefined,
      at: request.at,
    });
  }

  /** The general form (CreateNotification): wording given by the caller or the type's own. */
  async create(
    scope: NotifyScope,
    input: {
      owner: string;
      type: NotificationType;
      key: string;
      level?: number;
      at: Date;
      title?: string;
      text?: string;
    },
  ): Promise<boolean> {
    const name = formatNotificationName({ owner: input.owner, type: input.type, key: input.key });
    const wording = notificationWording(input.type, input.level);
    const created = await new NotificationRepository(scope.trx).insertOnce({
      name,
      owner: input.owner,
      type: input.type,
      level: hasLevel(input.type) ? input.level : undefined,
      title: input.title ?? wording.title,
      text: input.text ?? wording.text,
      link: notificationLink(input.type),
      createdAt: input.at,
      copiesMade: false,
    });
    if (created) scope.afterCommit(() => this.makeCopies(name));
    return created;
  }

  /** The supporters' copies of one learner's notification; safe to run again (copies are idempotent by name). */
  async makeCopies(name: string): Promise<void> {
    const repo = new NotificationRepository(this.db);
    const row = await repo.byName(name);
    if (!row || row.copies_made) return;
    const audience = await this.audience(row.owner);
    for (const supporter of audience.supporterNames) await this.copyTo(row, supporter, audience.firstName);
    await repo.markCopiesMade(name);
  }

  /** Makes the copies still missing (IndyService was unreachable when their notification was made). */
  async sweepCopies(now: Date): Promise<number> {
    const pending = await new NotificationRepository(this.db).awaitingCopies(
      new Date(now.getTime() - COPY_RETRY_AFTER_MS),
      COPY_SWEEP_BATCH,
    );
    let made = 0;
    for (const row of pending) {
      try {
        await this.makeCopies(row.name);
        made += 1;
      } catch (error) {
        this.logger.warn(
          { err: error, notification: row.name },
          "supporter copies of a notification failed; will retry",
        );
      }
    }
    return made;
  }

  private async copyTo(row: NotificationRow, supporter: string, childFirstName: string): Promise<void> {
    const own = parseNotificationName(row.name);
    if (!own || own.childId !== undefined) return;
    const copy = supporterCopyName(own, supporter);
    const wording = notificationWording(own.type, row.level ?? undefined, childFirstName);
    await new NotificationRepository(this.db).insertOnce({
      name: formatNotificationName(copy),
      owner: supporter,
      type: row.type,
      childId: copy.childId,
      level: row.level ?? undefined,
      title: wording.title,
      text: wording.text,
      link: row.link ?? undefined,
      createdAt: row.created_at,
      copiesMade: true,
    });
  }
}
