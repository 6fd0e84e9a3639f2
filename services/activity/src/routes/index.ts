import type { ConnectRouter } from "@connectrpc/connect";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import type { ActivityContext } from "../context.js";
import { awardIndyUserXpForTask } from "./award-indy-user-xp-for-task.js";
import { getIndyUserWeeklyLeagueTable } from "./get-indy-user-weekly-league-table.js";
import { getIndyUserXpState } from "./get-indy-user-xp-state.js";
import { getXpGoal } from "./get-xp-goal.js";
import { listGoals } from "./list-goals.js";
import { createOnTrackGoal, deleteOnTrackGoal, updateOnTrackGoal } from "./on-track-goal-changes.js";
import { recordLearningEvents } from "./record-learning-events.js";
import { setLeagueParticipation } from "./set-league-participation.js";
import { createXpGoal, deleteXpGoal, updateXpGoal } from "./xp-goal-changes.js";

export function routes(ctx: ActivityContext) {
  return (router: ConnectRouter) =>
    router.service(ActivityService, {
      awardIndyUserXpForTask: awardIndyUserXpForTask(ctx),
      getIndyUserXpState: getIndyUserXpState(ctx),
      recordLearningEvents: recordLearningEvents(ctx),
      listGoals: listGoals(ctx),
      createOnTrackGoal: createOnTrackGoal(ctx),
      updateOnTrackGoal: updateOnTrackGoal(ctx),
      deleteOnTrackGoal: deleteOnTrackGoal(ctx),
      getXpGoal: getXpGoal(ctx),
      createXpGoal: createXpGoal(ctx),
      updateXpGoal: updateXpGoal(ctx),
      deleteXpGoal: deleteXpGoal(ctx),
      getIndyUserWeeklyLeagueTable: getIndyUserWeeklyLeagueTable(ctx),
      setLeagueParticipation: setLeagueParticipation(ctx),
    });
}
