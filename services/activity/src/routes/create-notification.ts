import type { MessageInitShape } from "@bufbuild/protobuf";
import type {
  CreateNotificationRequest,
  CreateNotificationResponseSchema,
} from "@sumwise/gen/activity/v1/notifications_pb";
import { fieldViolations, inTransaction } from "@sumwise/kit";
import type { ActivityContext } from "../context.js";
import { isPressureType, mayReceive, parseNotificationName } from "../domain/index.js";
import { toNotificationMessage } from "./notification-message.js";

const MAX_TEXT = 300;

/**
 * Creates a learner's or supporter's notification for another service (policy: services only; people
 * never create notifications). Idempotent by name; the supporters' copies follow as for notify().
 */
export function createNotification(ctx: ActivityContext) {
  return async (req: CreateNotificationRequest): Promise<MessageInitShape<typeof CreateNotificationResponseSchema>> => {
    const given = req.notification;
    const parsed = given ? parseNotificationName(given.name) : undefined;
    if (!given || !parsed) {
      throw fieldViolations({ "notification.name": "Give indyUsers/{u}/notifications/{TYPE}-{level or id}." });
    }
    if (parsed.childId !== undefined) {
      throw fieldViolations({
        "notification.name": "Supporters' copies are made by ActivityService; name the learner's own.",
      });
    }
    if (given.title.length > MAX_TEXT || given.text.length > MAX_TEXT) {
      throw fieldViolations({ "notification.text": `Keep the title and text under ${MAX_TEXT} characters.` });
    }
    if (isPressureType(parsed.type)) {
      const audience = await ctx.notifier.audienceOf(parsed.owner);
      if (!mayReceive(parsed.type, audience.ageBand)) return { created: false };
    }
    const created = await inTransaction(
      ctx.activityDb,
      (trx, afterCommit) =>
        ctx.notifier.create(
          { trx, afterCommit },
          {
            owner: parsed.owner,
            type: parsed.type,
            key: parsed.key,
            level: given.level || undefined,
            at: ctx.now(),
            title: given.title || undefined,
            text: given.text || undefined,
          },
        ),
      (error) =>
        ctx.logger.warn({ err: error }, "supporter copies of a created notification failed; the sweep retries"),
    );
    const row = await ctx.notifications.byName(given.name);
    return { created, notification: row && toNotificationMessage(row) };
  };
}
