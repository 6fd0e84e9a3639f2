import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { accessPolicies, servicesOnly, signedIn } from "@sumwise/kit";

/** Who may call each ActivityService method (README "How a request is authorised"). */
export const policies = accessPolicies(ActivityService, {
  // A learner's own XP, or a supporter's child's (the handler asks IndyService whose).
  getIndyUserXpState: signedIn({ roles: ["learner", "supporter"] }),
  // A learner's own task only (the handler matches the task's owner to the caller).
  awardIndyUserXpForTask: signedIn({ roles: ["learner"] }),
  // The answer-event ledger is fed only by LearningService's outbox relay, never by a person.
  recordLearningEvents: servicesOnly("learning"),
  // A learner's own avatar, or a supporter's child's, read-only (the handler asks IndyService whose).
  getIndyUserAvatar: signedIn({ roles: ["learner", "supporter"] }),
  getIndyUserAvatarParts: signedIn({ roles: ["learner", "supporter"] }),
  // Only learners change an avatar, and only their own (the handler checks the name).
  updateIndyUserAvatar: signedIn({ roles: ["learner"] }),
  // A learner's own entry, or a supporter's children's (IndyService says whose).
  getCompetitionEntries: signedIn({ roles: ["learner", "supporter"] }),
  // A learner without a supporter enters themselves; a supporter their own children (checked in the handler).
  createCompetitionEntries: signedIn({ roles: ["learner", "supporter"] }),
  // Own list, or a supporter's child's (the handler asks IndyService whose); marking read: own only.
  listNotifications: signedIn({ roles: ["learner", "supporter"] }),
  updateNotifications: signedIn({ roles: ["learner", "supporter"] }),
  // Other services only: ActivityService's own features call notifier.notify in-process, and a person
  // may not put messages into anyone's list (their own included: nothing for a person to announce).
  createNotification: servicesOnly("learning", "indy", "payment"),
  // Stats, achievements and focus topics: a learner's own, or read-only a supporter's child's (the
  // handlers ask IndyService whose: resolveSubjectUser).
  getActivityForUser: signedIn({ roles: ["learner", "supporter"] }),
  getCorrectAnswerCounts: signedIn({ roles: ["learner", "supporter"] }),
  getLessonsWorkedOnForStudent: signedIn({ roles: ["learner", "supporter"] }),
  listAchievements: signedIn({ roles: ["learner", "supporter"] }),
  getIndyUserFocusTopics: signedIn({ roles: ["learner", "supporter"] }),
  // Goals: read by the learner or their supporter (the handler asks IndyService whose); changed only
  // by the learner themself (a goal name is the caller's own or not found).
  listGoals: signedIn({ roles: ["learner", "supporter"] }),
  getXpGoal: signedIn({ roles: ["learner", "supporter"] }),
  createOnTrackGoal: signedIn({ roles: ["learner"] }),
  updateOnTrackGoal: signedIn({ roles: ["learner"] }),
  deleteOnTrackGoal: signedIn({ roles: ["learner"] }),
  createXpGoal: signedIn({ roles: ["learner"] }),
  updateXpGoal: signedIn({ roles: ["learner"] }),
  deleteXpGoal: signedIn({ roles: ["learner"] }),
  // A learner's own league, or a supporter's child's (read-only).
  getIndyUserWeeklyLeagueTable: signedIn({ roles: ["learner", "supporter"] }),
  // Only a supporter, for their own child (the handler asks IndyService).
  setLeagueParticipation: signedIn({ roles: ["supporter"] }),
});
