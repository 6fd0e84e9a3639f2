import type { Client } from "@connectrpc/connect";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";
import { connectClient, type ServiceDeps } from "@sumwise/kit";
import type { Kysely } from "kysely";
import { LessonAccess } from "./access/lesson-access.js";
import type { LearningConfig } from "./config.js";
import { CoursesRepository } from "./db/courses-repository.js";
import { type Repositories, repositories } from "./db/repositories.js";
import type { LearningDatabase } from "./db/schema.js";
import { TopicSearchRepository } from "./db/topic-search-repository.js";
import { UserCourseRepository } from "./db/user-course-repository.js";

export interface LearningContext extends ServiceDeps<LearningConfig> {
  learningDb: Kysely<LearningDatabase>;
  courses: CoursesRepository;
  userCourses: UserCourseRepository;
  topicSearch: TopicSearchRepository;
  /** The learning repositories outside a transaction (inside one: repositories(trx)). */
  repos: Repositories;
  indy: Client<typeof IndyService>;
  payment: Client<typeof PaymentService>;
  activity: Client<typeof ActivityService>;
  lessonAccess: LessonAccess;
  now: () => Date;
}

export function createContext(deps: ServiceDeps<LearningConfig>): LearningContext {
  const db = deps.db as Kysely<LearningDatabase>;
  const payment = connectClient(PaymentService, deps.config.PAYMENT_URL);
  return {
    ...deps,
    learningDb: db,
    courses: new CoursesRepository(db),
    userCourses: new UserCourseRepository(db),
    topicSearch: new TopicSearchRepository(db),
    repos: repositories(db),
    indy: connectClient(IndyService, deps.config.INDY_URL),
    payment,
    activity: connectClient(ActivityService, deps.config.ACTIVITY_URL),
    lessonAccess: new LessonAccess(payment, deps.serviceTokens),
    now: () => new Date(),
  };
}
