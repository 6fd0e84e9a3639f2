import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  UpdateNotificationsRequest,
  UpdateNotificationsResponseSchema,
} from "@sumwise/gen/activity/v1/notifications_pb";
import { fieldViolations, permissionDenied, requireUser } from "@sumwise/kit";
import type { ActivityContext } from "../context.js";
import { parseNotificationName } from "../domain/index.js";

/** More than a list ever shows; a bigger request is a mistake. */
const MAX_PER_UPDATE = 100;

/**
 * Marks notifications read (closing the list sends all its unread ones at once). Only the caller's
 * own: a supporter marks their copies, never the child's originals. One foreign name refuses the
 * whole request, so nothing is half-applied.
 */
export function updateNotifications(ctx: ActivityContext) {
  return async (
    req: UpdateNotificationsRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof UpdateNotificationsResponseSchema>> => {
    const caller = requireUser(handler);
    if (req.notifications.length === 0) throw fieldViolations({ notifications: "Give at least one notification." });
    if (req.notifications.length > MAX_PER_UPDATE) {
      throw fieldViolations({ notifications: `Give at most ${MAX_PER_UPDATE} notifications at once.` });
    }
    for (const notification of req.notifications) {
      const parsed = parseNotificationName(notification.name);
      if (!parsed) throw fieldViolations({ "notifications.name": "Give each notification by its name." });
      if (!notification.read) throw fieldViolations({ "notifications.read": "Notifications can only be marked read." });
      if (parsed.owner !== caller.userName) throw permissionDenied("You can only mark your own notifications read.");
    }
    const updated = await ctx.notifications.markRead(
      caller.userName,
      req.notifications.map((n) => n.name),
    );
    return { updated };
  };
}
