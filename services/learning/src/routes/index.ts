import type { ConnectRouter } from "@connectrpc/connect";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import type { LearningContext } from "../context.js";
import { batchGetCatalogueDisplayNames } from "./batch-get-catalogue-display-names.js";
import { batchGetExampleQuestions } from "./batch-get-example-questions.js";
import { createNewPartPracticePackage } from "./create-new-part-practice-package.js";
import { getCourseDetailsForUser } from "./get-course-details-for-user.js";
import { getCourseForUser } from "./get-course-for-user.js";
import { getCourseTopicHierarchy } from "./get-course-topic-hierarchy.js";
import { getDailyChallengeStreak } from "./get-daily-challenge-streak.js";
import { getLearningPathDetails } from "./get-learning-path-details.js";
import { getOrCreateAnonymousPackage } from "./get-or-create-anonymous-package.js";
import { getOrCreateDailyChallengePackage } from "./get-or-create-daily-challenge-package.js";
import { getOrCreateLearningUnitPackages } from "./get-or-create-learning-unit-packages.js";
import { getOrCreateNewPartQuizPackage } from "./get-or-create-new-part-quiz-package.js";
import { getOrCreatePartPracticePackage } from "./get-or-create-part-practice-package.js";
import { getOrCreateWeeklyWorkoutPackage } from "./get-or-create-weekly-workout-package.js";
import { getPartDetailsForUser } from "./get-part-details-for-user.js";
import { getPartQuizPackage } from "./get-part-quiz-package.js";
import { getTaskItemQuestion } from "./get-task-item-question.js";
import { getWeeklyWorkoutStreak } from "./get-weekly-workout-streak.js";
import { listActiveCourses } from "./list-active-courses.js";
import { searchTopics } from "./search-topics.js";
import { seekHelp } from "./seek-help.js";
import { setCourseForUser } from "./set-course-for-user.js";
import { submitAnswer } from "./submit-answer.js";
import { submitQuestionnaireAnswers } from "./submit-questionnaire-answers.js";
import { updateProgressOnLearningPathComplete } from "./update-progress-on-learning-path-complete.js";
import { updateProgressOnPartPracticeComplete } from "./update-progress-on-part-practice-complete.js";
import { updateProgressOnPartQuizComplete } from "./update-progress-on-part-quiz-complete.js";

export function routes(ctx: LearningContext) {
  return (router: ConnectRouter) =>
    router.service(LearningService, {
      batchGetCatalogueDisplayNames: batchGetCatalogueDisplayNames(),
      listActiveCourses: listActiveCourses(ctx),
      setCourseForUser: setCourseForUser(ctx),
      getCourseForUser: getCourseForUser(ctx),
      getCourseDetailsForUser: getCourseDetailsForUser(ctx),
      batchGetExampleQuestions: batchGetExampleQuestions(ctx),
      getPartDetailsForUser: getPartDetailsForUser(ctx),
      getLearningPathDetails: getLearningPathDetails(ctx),
      getOrCreateLearningUnitPackages: getOrCreateLearningUnitPackages(ctx),
      getOrCreateNewPartQuizPackage: getOrCreateNewPartQuizPackage(ctx),
      getPartQuizPackage: getPartQuizPackage(ctx),
      updateProgressOnPartQuizComplete: updateProgressOnPartQuizComplete(ctx),
      updateProgressOnLearningPathComplete: updateProgressOnLearningPathComplete(ctx),
      updateProgressOnPartPracticeComplete: updateProgressOnPartPracticeComplete(ctx),
      getOrCreatePartPracticePackage: getOrCreatePartPracticePackage(ctx),
      createNewPartPracticePackage: createNewPartPracticePackage(ctx),
      getCourseTopicHierarchy: getCourseTopicHierarchy(ctx),
      searchTopics: searchTopics(ctx),
      getTaskItemQuestion: getTaskItemQuestion(ctx),
      submitAnswer: submitAnswer(ctx),
      seekHelp: seekHelp(ctx),
      getOrCreateAnonymousPackage: getOrCreateAnonymousPackage(ctx),
      submitQuestionnaireAnswers: submitQuestionnaireAnswers(ctx),
      getOrCreateDailyChallengePackage: getOrCreateDailyChallengePackage(ctx),
      getOrCreateWeeklyWorkoutPackage: getOrCreateWeeklyWorkoutPackage(ctx),
      getDailyChallengeStreak: getDailyChallengeStreak(ctx),
      getWeeklyWorkoutStreak: getWeeklyWorkoutStreak(ctx),
    });
}
