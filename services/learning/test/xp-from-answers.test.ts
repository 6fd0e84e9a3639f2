import { Code } from "@connectrpc/connect";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import type { RunningStack } from "@sumwise/stack";
import { bearer, codeOf, connectClientOf, signUpLearner, startTestStack, testDatabases } from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onlinePaths, onlineUnits } from "../src/course-structure.js";
import { rightAnswer, wrongAnswer } from "../src/testing/answers.js";
import { type Indy, type Learning, questionOf, submission, testCourse, testLessons } from "./support.js";

/**
 * XP end to end: answers marked by LearningService reach ActivityService through the outbox relay,
 * and the task's completion earns its XP there, once.
 */
describe.each(testDatabases())("XP from answered questions on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let indy: Indy;
  let learning: Learning;
  let activity: ReturnType<typeof connectClientOf<typeof ActivityService>>;

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database, { OUTBOX_RELAY_INTERVAL_MS: "100" });
    indy = connectClientOf(IndyService, stack.services.indy!.url);
    learning = connectClientOf(LearningService, stack.services.learning!.url);
    activity = connectClientOf(ActivityService, stack.services.activity!.url);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  it("awards a question card's XP when its last question is answered right, not before", async () => {
    const learner = await signUpLearner(indy, "Noor");
    const token = learner.idToken;
    await learning.setCourseForUser({ courseName: testCourse }, bearer(token));
    const part = testLessons()[0]!;
    const path = onlinePaths(part)[0]!;
    const unit = onlineUnits(path)[0]!;
    const { packages } = await learning.getOrCreateLearningUnitPackages(
      { learningPathName: path.learningPathName, learningUnitName: unit.learningUnitName, partName: part.partName },
      bearer(token),
    );
    const task = packages[0]!.tasks[0]!;
    const items = task.taskItems.map((item) => item.name);
    expect(items.length).toBeGreaterThan(1);
    // A wrong answer first, then every question right: the task is complete with the last one.
    const first = await questionOf(database, items[0]!);
    await learning.submitAnswer(submission(items[0]!, wrongAnswer(first)), bearer(token));
    for (const [index, name] of items.entries()) {
      if (index === items.length - 1) {
        // Not complete yet: nothing to award.
        const early = activity.awardIndyUserXpForTask({ taskName: task.name }, bearer(token));
        expect(await codeOf(early)).toBe(Code.FailedPrecondition);
      }
      await learning.submitAnswer(submission(name, rightAnswer(await questionOf(database, name))), bearer(token));
    }
    const award = await activity.awardIndyUserXpForTask({ taskName: task.name }, bearer(token));
    expect(award.xpChange).toBe(BigInt(5 * items.length));
    expect(award.indyuserXpState?.xp).toBe(BigInt(5 * items.length));
    // Asking again reports the same award; the total does not grow.
    await activity.awardIndyUserXpForTask({ taskName: task.name }, bearer(token));
    const state = await activity.getIndyUserXpState({}, bearer(token));
    expect(state.xpState?.xp).toBe(BigInt(5 * items.length));
  });
});
