import type { Client } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { connectClient, type ServiceDeps } from "@sumwise/kit";
import type { Kysely } from "kysely";
import type { LearningConfig } from "./config.js";
import { CoursesRepository } from "./db/courses-repository.js";
import type { LearningDatabase } from "./db/schema.js";
import { UserCourseRepository } from "./db/user-course-repository.js";

export interface LearningContext extends ServiceDeps<LearningConfig> {
  courses: CoursesRepository;
  userCourses: UserCourseRepository;
  indy: Client<typeof IndyService>;
}

export function createContext(deps: ServiceDeps<LearningConfig>): LearningContext {
  const db = deps.db as Kysely<LearningDatabase>;
  return {
    ...deps,
    courses: new CoursesRepository(db),
    userCourses: new UserCourseRepository(db),
    indy: connectClient(IndyService, deps.config.INDY_URL),
  };
}
