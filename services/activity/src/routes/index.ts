import type { ConnectRouter } from "@connectrpc/connect";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import type { ActivityContext } from "../context.js";
import { awardIndyUserXpForTask } from "./award-indy-user-xp-for-task.js";
import { createNotification } from "./create-notification.js";
import { getIndyUserXpState } from "./get-indy-user-xp-state.js";
import { listNotifications } from "./list-notifications.js";
import { recordLearningEvents } from "./record-learning-events.js";
import { updateNotifications } from "./update-notifications.js";

export function routes(ctx: ActivityContext) {
  return (router: ConnectRouter) =>
    router.service(ActivityService, {
      awardIndyUserXpForTask: awardIndyUserXpForTask(ctx),
      getIndyUserXpState: getIndyUserXpState(ctx),
      recordLearningEvents: recordLearningEvents(ctx),
      listNotifications: listNotifications(ctx),
      createNotification: createNotification(ctx),
      updateNotifications: updateNotifications(ctx),
    });
}
