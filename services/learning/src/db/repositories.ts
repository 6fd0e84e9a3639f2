import type { Kysely } from "kysely";
import { AttemptRepository } from "./attempt-repository.js";
import { DemoRepository } from "./demo-repository.js";
import { LearnerRepository } from "./learner-repository.js";
import { OutboxRepository } from "./outbox-repository.js";
import { PackageRepository } from "./package-repository.js";
import { ProgressRepository } from "./progress-repository.js";
import { QuestionnaireRepository } from "./questionnaire-repository.js";
import type { LearningDatabase } from "./schema.js";

/** The learning repositories over one database handle or transaction. */
export interface Repositories {
  learners: LearnerRepository;
  packages: PackageRepository;
  attempts: AttemptRepository;
  progress: ProgressRepository;
  outbox: OutboxRepository;
  demo: DemoRepository;
  questionnaires: QuestionnaireRepository;
}

export function repositories(db: Kysely<LearningDatabase>): Repositories {
  return {
    learners: new LearnerRepository(db),
    packages: new PackageRepository(db),
    attempts: new AttemptRepository(db),
    progress: new ProgressRepository(db),
    outbox: new OutboxRepository(db),
    demo: new DemoRepository(db),
    questionnaires: new QuestionnaireRepository(db),
  };
}
