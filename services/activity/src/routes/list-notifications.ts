import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  ListNotificationsRequest,
  ListNotificationsResponseSchema,
} from "@sumwise/gen/activity/v1/notifications_pb";
import { requireUser, resolveSubjectUser } from "@sumwise/kit";
import type { ActivityContext } from "../context.js";
import { visibleNotifications } from "../domain/index.js";
import { makeCalendarNotifications } from "../notifications/derived.js";
import { toNotificationMessage } from "./notification-message.js";

/**
 * The caller's notifications (a supporter's list holds copies of their children's), or a child's for
 * the child's supporter, read-only; after the list rules (at most 10, newest first, …).
 */
export function listNotifications(ctx: ActivityContext) {
  return async (
    req: ListNotificationsRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof ListNotificationsResponseSchema>> => {
    const caller = requireUser(handler);
    const subject = await resolveSubjectUser(caller, req.indyUserName, ctx.indy, ctx.serviceTokens);
    // A learner reading their own list gets this week's calendar notifications first (once each).
    if (subject === caller.userName && caller.roles.includes("learner"))
      await makeCalendarNotifications(ctx, subject, ctx.now());
    const rows = await ctx.notifications.newestOf(subject);
    const shown = visibleNotifications(
      rows.map((row) => ({
        row,
        type: row.type as never,
        createdAt: row.created_at,
        subject: row.child_id ?? row.owner,
      })),
      ctx.now(),
    );
    return { notifications: shown.map(({ row }) => toNotificationMessage(row)) };
  };
}
