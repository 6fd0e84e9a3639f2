import type { ServiceDeps } from "@sumwise/kit";
import type { Kysely } from "kysely";
import type { LearningConfig } from "./config.js";
import { CoursesRepository } from "./db/courses-repository.js";
import type { LearningDatabase } from "./db/schema.js";

export interface LearningContext extends ServiceDeps<LearningConfig> {
  courses: CoursesRepository;
}

export function createContext(deps: ServiceDeps<LearningConfig>): LearningContext {
  return { ...deps, courses: new CoursesRepository(deps.db as Kysely<LearningDatabase>) };
}
