import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { accessPolicies, signedIn } from "@sumwise/kit";

/** Who may call each LearningService method (README "How a request is authorised"). */
export const policies = accessPolicies(LearningService, {
  // The catalogue holds nothing personal: demo visitors and brand-new sign-ins may read it.
  listActiveCourses: signedIn({ demo: true, beforeAccount: true }),
  // A learner's own course, or a supporter's child's (the handler asks IndyService whose).
  getCourseForUser: signedIn({ roles: ["learner", "supporter"] }),
  setCourseForUser: signedIn({ roles: ["learner", "supporter"] }),
});
