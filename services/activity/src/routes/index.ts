import type { ConnectRouter } from "@connectrpc/connect";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import type { ActivityContext } from "../context.js";
import { awardIndyUserXpForTask } from "./award-indy-user-xp-for-task.js";
import { createCompetitionEntries } from "./create-competition-entries.js";
import { createNotification } from "./create-notification.js";
import { getActivityForUser } from "./get-activity-for-user.js";
import { getCompetitionEntries } from "./get-competition-entries.js";
import { getCorrectAnswerCounts } from "./get-correct-answer-counts.js";
import { getIndyUserAvatar } from "./get-indy-user-avatar.js";
import { getIndyUserAvatarParts } from "./get-indy-user-avatar-parts.js";
import { getIndyUserFocusTopics } from "./get-indy-user-focus-topics.js";
import { getIndyUserWeeklyLeagueTable } from "./get-indy-user-weekly-league-table.js";
import { getIndyUserXpState } from "./get-indy-user-xp-state.js";
import { getLessonsWorkedOnForStudent } from "./get-lessons-worked-on-for-student.js";
import { getXpGoal } from "./get-xp-goal.js";
import { listAchievements } from "./list-achievements.js";
import { listGoals } from "./list-goals.js";
import { listNotifications } from "./list-notifications.js";
import { createOnTrackGoal, deleteOnTrackGoal, updateOnTrackGoal } from "./on-track-goal-changes.js";
import { recordLearningEvents } from "./record-learning-events.js";
import { setLeagueParticipation } from "./set-league-participation.js";
import { updateIndyUserAvatar } from "./update-indy-user-avatar.js";
import { updateNotifications } from "./update-notifications.js";
import { createXpGoal, deleteXpGoal, updateXpGoal } from "./xp-goal-changes.js";

export function routes(ctx: ActivityContext) {
  return (router: ConnectRouter) =>
    router.service(ActivityService, {
      awardIndyUserXpForTask: awardIndyUserXpForTask(ctx),
      getIndyUserXpState: getIndyUserXpState(ctx),
      recordLearningEvents: recordLearningEvents(ctx),
      getIndyUserAvatar: getIndyUserAvatar(ctx),
      updateIndyUserAvatar: updateIndyUserAvatar(ctx),
      getIndyUserAvatarParts: getIndyUserAvatarParts(ctx),
      getCompetitionEntries: getCompetitionEntries(ctx),
      createCompetitionEntries: createCompetitionEntries(ctx),
      listNotifications: listNotifications(ctx),
      createNotification: createNotification(ctx),
      updateNotifications: updateNotifications(ctx),
      getActivityForUser: getActivityForUser(ctx),
      getCorrectAnswerCounts: getCorrectAnswerCounts(ctx),
      getLessonsWorkedOnForStudent: getLessonsWorkedOnForStudent(ctx),
      listAchievements: listAchievements(ctx),
      getIndyUserFocusTopics: getIndyUserFocusTopics(ctx),
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
