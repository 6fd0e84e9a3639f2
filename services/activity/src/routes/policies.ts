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
