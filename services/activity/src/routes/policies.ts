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
  // Stats, achievements and focus topics: a learner's own, or read-only a supporter's child's (the
  // handlers ask IndyService whose: resolveSubjectUser).
  getActivityForUser: signedIn({ roles: ["learner", "supporter"] }),
  getCorrectAnswerCounts: signedIn({ roles: ["learner", "supporter"] }),
  getLessonsWorkedOnForStudent: signedIn({ roles: ["learner", "supporter"] }),
  listAchievements: signedIn({ roles: ["learner", "supporter"] }),
  getIndyUserFocusTopics: signedIn({ roles: ["learner", "supporter"] }),
});
