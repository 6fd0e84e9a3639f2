/** The learners of `make bench`: signed up, on a course, each holding a lesson-1 question and a wrong answer to it. */
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import { getCourse } from "@sumwise/learning/content";
import { storedQuestion } from "@sumwise/learning/testing";
import { bearer, connectClientOf, signUpLearner } from "../src/testing/index.js";
import type { BenchLearner } from "./load.js";

export interface LearnerSetup {
  count: number;
  course: string;
  indyUrl: string;
  learningUrl: string;
  database: DatabaseHandle;
}

/** Signs up `count` learners, ten at a time (the Auth emulator is the slow part). */
export async function prepareLearners(setup: LearnerSetup): Promise<BenchLearner[]> {
  const indy = connectClientOf(IndyService, setup.indyUrl);
  const learning = connectClientOf(LearningService, setup.learningUrl);
  const part = getCourse(setup.course)?.partsDetails[0];
  const path = part?.learningPathsDetails[0];
  if (!part || !path) throw new Error(`${setup.course} has no first topic`);
  const learningDb = setup.database.forSchema("learning") as Parameters<typeof storedQuestion>[0];

  async function one(index: number): Promise<BenchLearner> {
    const learner = await signUpLearner(indy, `Bench${index}`);
    const auth = bearer(learner.idToken);
    await learning.setCourseForUser({ courseName: setup.course }, auth);
    for (const unit of path!.learningUnitDetails) {
      const { packages } = await learning.getOrCreateLearningUnitPackages(
        { learningPathName: path!.learningPathName, learningUnitName: unit.learningUnitName, partName: part!.partName },
        auth,
      );
      for (const item of (packages[0]?.tasks ?? []).flatMap((task) => task.taskItems)) {
        const instance = await storedQuestion(learningDb, item.name);
        const wrong = instance.misconceptions[0]?.answer;
        if (wrong === undefined) continue;
        return {
          idToken: learner.idToken,
          taskItemName: item.name,
          answer: typeof wrong === "string" ? wrong : "",
          partAnswers: typeof wrong === "string" ? [] : [...wrong],
        };
      }
    }
    throw new Error(`no question with a known wrong answer in ${path!.learningPathName}`);
  }

  const learners: BenchLearner[] = [];
  for (let start = 0; start < setup.count; start += 10) {
    const batch = Array.from({ length: Math.min(10, setup.count - start) }, (_, offset) => one(start + offset));
    learners.push(...(await Promise.all(batch)));
  }
  return learners;
}
