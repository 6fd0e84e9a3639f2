import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { accessPolicies, servicesOnly, signedIn } from "@sumwise/kit";

/** Reads a supporter may make of a child's learning, read-only (the handler asks IndyService whose). */
const learnerOrSupporter = signedIn({ roles: ["learner", "supporter"] });
/** Learning itself: only the learner, on their own packages. */
const learnerOnly = signedIn({ roles: ["learner"] });
/** The question player: learners, and demo visitors on the demo's questions (spec §2 "Public demo"). */
const learnerOrDemo = signedIn({ roles: ["learner"], demo: true });

/** Who may call each LearningService method (README "How a request is authorised"). */
export const policies = accessPolicies(LearningService, {
  // The catalogue holds nothing personal: demo visitors and brand-new sign-ins may read it.
  listActiveCourses: signedIn({ demo: true, beforeAccount: true }),
  // A learner's own course, or a supporter's child's (the handler asks IndyService whose).
  getCourseForUser: learnerOrSupporter,
  setCourseForUser: learnerOrSupporter,
  // The course picker's example questions, for a learner's own choice or a supporter choosing for a child.
  batchGetExampleQuestions: learnerOrSupporter,
  getCourseDetailsForUser: learnerOrSupporter,
  getPartDetailsForUser: learnerOrSupporter,
  getLearningPathDetails: learnerOrSupporter,
  getOrCreateLearningUnitPackages: learnerOnly,
  getOrCreateNewPartQuizPackage: learnerOnly,
  getPartQuizPackage: learnerOnly,
  updateProgressOnPartQuizComplete: learnerOnly,
  updateProgressOnLearningPathComplete: learnerOnly,
  updateProgressOnPartPracticeComplete: learnerOnly,
  getOrCreatePartPracticePackage: learnerOnly,
  createNewPartPracticePackage: learnerOnly,
  // The player: also demo visitors, on their own demo questions only (the handler checks the package).
  getTaskItemQuestion: learnerOrDemo,
  submitAnswer: learnerOrDemo,
  seekHelp: learnerOrDemo,
  // Demo visitors only; the policy cannot say "only demo", so the handler refuses accounts.
  getOrCreateAnonymousPackage: signedIn({ demo: true }),
  // A learner rates their own course; a supporter has no questionnaire (spec §4).
  submitQuestionnaireAnswers: learnerOnly,
  // Explore and topic search read the catalogue (nothing personal but the learner's own locks).
  getCourseTopicHierarchy: learnerOrSupporter,
  searchTopics: learnerOrSupporter,
  // Just For You: the packages are the learner's own; a supporter may read a child's streaks.
  getOrCreateDailyChallengePackage: learnerOnly,
  getOrCreateWeeklyWorkoutPackage: learnerOnly,
  getDailyChallengeStreak: learnerOrSupporter,
  getWeeklyWorkoutStreak: learnerOrSupporter,
  // ActivityService's weekly supporter email names lessons and topics; no person needs it.
  batchGetCatalogueDisplayNames: servicesOnly("activity"),
});
