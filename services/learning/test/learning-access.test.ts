import { Code } from "@connectrpc/connect";
import { BadRequestSchema } from "@sumwise/gen/common/v1/common_pb";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { HelpKind } from "@sumwise/gen/learning/v1/question_player_pb";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import { learningMessages } from "@sumwise/rules";
import type { RunningStack } from "@sumwise/stack";
import {
  bearer,
  codeOf,
  connectClientOf,
  errorOf,
  signInAnonymously,
  signUpLearner,
  startTestStack,
  testDatabases,
  testEnv,
} from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Part } from "../src/content/index.js";
import { onlinePaths, onlineUnits } from "../src/course-structure.js";
import { rightAnswer } from "../src/testing/answers.js";
import {
  childOf,
  type Indy,
  itemNames,
  type Learning,
  questionOf,
  submission,
  supporterToken,
  testCourse,
  testLessons,
} from "./support.js";

/** A fresh ID token, carrying the claims IndyService set after the first sign-in. */
async function refreshed(refreshToken: string): Promise<string> {
  const response = await fetch(
    `http://${testEnv.FIREBASE_AUTH_EMULATOR_HOST}/securetoken.googleapis.com/v1/token?key=test-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }),
    },
  );
  return ((await response.json()) as { id_token: string }).id_token;
}

describe.each(testDatabases())("who may learn what, on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let indy: Indy;
  let learning: Learning;
  const lessons = testLessons();
  const third = lessons[2]!;

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database);
    indy = connectClientOf(IndyService, stack.services.indy!.url);
    learning = connectClientOf(LearningService, stack.services.learning!.url);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  async function learnerWithCourse(name: string) {
    const learner = await signUpLearner(indy, name);
    await learning.setCourseForUser({ courseName: testCourse }, bearer(learner.idToken));
    return learner;
  }

  function firstUnit(part: Part) {
    const path = onlinePaths(part)[0]!;
    const unit = onlineUnits(path)[0]!;
    return {
      learningPathName: path.learningPathName,
      learningUnitName: unit.learningUnitName,
      partName: part.partName,
    };
  }

  async function firstItem(token: string, part: Part): Promise<string> {
    const { packages } = await learning.getOrCreateLearningUnitPackages(firstUnit(part), bearer(token));
    return itemNames(packages[0])[0]!;
  }

  /** Ends the learner's free trial, as time passing would: PaymentService then reports no full access. */
  async function endTrial(token: string, userName: string) {
    const payment = connectClientOf(PaymentService, stack.services.payment!.url);
    await payment.getAccessDetails({}, bearer(token));
    await database
      .forSchema<{ access: { indy_user_name: string; trial_ends_on: string } }>("payment")
      .updateTable("access")
      .set({ trial_ends_on: "2020-01-01" })
      .where("indy_user_name", "=", userName)
      .execute();
    const { accessDetails } = await payment.getAccessDetails({}, bearer(token));
    expect(accessDetails?.hasFullAccess).toBe(false);
  }

  it("opens every lesson in the trial, and after it only the two free lessons", async () => {
    const learner = await learnerWithCourse("Tara");
    const token = learner.idToken;
    const during = await learning.getCourseDetailsForUser({}, bearer(token));
    expect(during.courseDetails?.partsDetails.every((part) => !part.locked)).toBe(true);
    const lessonThreeItem = await firstItem(token, third);

    await endTrial(token, learner.name);
    const after = await learning.getCourseDetailsForUser({}, bearer(token));
    expect(after.courseDetails?.partsDetails.map((part) => part.locked).slice(0, 4)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    await learning.getPartDetailsForUser({ name: lessons[0]!.partName }, bearer(token));
    await learning.getPartDetailsForUser({ name: lessons[1]!.partName }, bearer(token));
    const refused = await errorOf(learning.getPartDetailsForUser({ name: third.partName }, bearer(token)));
    expect(refused?.code).toBe(Code.PermissionDenied);
    expect(refused?.rawMessage).toBe(learningMessages.lessonLocked);
    const unit = firstUnit(third);
    const instance = await questionOf(database, lessonThreeItem);
    for (const call of [
      () =>
        learning.getLearningPathDetails(
          { learningPathName: unit.learningPathName, partName: third.partName },
          bearer(token),
        ),
      () => learning.getOrCreateLearningUnitPackages(unit, bearer(token)),
      () => learning.getOrCreateNewPartQuizPackage({ name: third.partName }, bearer(token)),
      () => learning.getOrCreatePartPracticePackage({ name: third.partName }, bearer(token)),
      () => learning.getTaskItemQuestion({ taskItemName: lessonThreeItem }, bearer(token)),
      () => learning.submitAnswer(submission(lessonThreeItem, rightAnswer(instance)), bearer(token)),
      () => learning.seekHelp({ taskItemName: lessonThreeItem, kind: HelpKind.HINT }, bearer(token)),
    ]) {
      expect(await codeOf(call())).toBe(Code.PermissionDenied);
    }
    // The free lessons still work to the end.
    const item = await firstItem(token, lessons[0]!);
    await learning.submitAnswer(submission(item, rightAnswer(await questionOf(database, item))), bearer(token));
  });

  it("lets a supporter read a child's progress but never answer or open questions for them", async () => {
    const parent = await supporterToken(indy);
    const stranger = await supporterToken(indy);
    const kid = await childOf(indy, parent);
    await learning.setCourseForUser({ indyUserName: kid.name, courseName: testCourse }, bearer(parent));
    const item = await firstItem(kid.token, lessons[0]!);
    const instance = await questionOf(database, item);
    await learning.submitAnswer(submission(item, rightAnswer(instance)), bearer(kid.token));

    const course = await learning.getCourseDetailsForUser({ indyUserName: kid.name }, bearer(parent));
    expect(course.courseDetails?.courseMetadata?.name).toBe(testCourse);
    const part = await learning.getPartDetailsForUser(
      { name: lessons[0]!.partName, indyUserName: kid.name },
      bearer(parent),
    );
    expect(part.partDetails?.partProgress?.name.startsWith(kid.name)).toBe(true);
    const unit = firstUnit(lessons[0]!);
    const path = await learning.getLearningPathDetails(
      { learningPathName: unit.learningPathName, partName: unit.partName, indyUserName: kid.name },
      bearer(parent),
    );
    expect(path.packages[0]?.numTaskItemsDone).toBe(1);

    for (const call of [
      () => learning.submitAnswer(submission(item, rightAnswer(instance)), bearer(parent)),
      () => learning.getTaskItemQuestion({ taskItemName: item }, bearer(parent)),
      () => learning.seekHelp({ taskItemName: item, kind: HelpKind.WORKED_SOLUTION }, bearer(parent)),
      () => learning.getOrCreateLearningUnitPackages(unit, bearer(parent)),
      () => learning.getCourseDetailsForUser({}, bearer(parent)),
      () => learning.getCourseDetailsForUser({ indyUserName: kid.name }, bearer(stranger)),
      () => learning.getPartDetailsForUser({ name: unit.partName, indyUserName: kid.name }, bearer(stranger)),
    ]) {
      expect(await codeOf(call())).toBe(Code.PermissionDenied);
    }
  });

  it("refuses another learner's questions, packages and progress", async () => {
    const ada = await learnerWithCourse("Ada");
    const bob = await learnerWithCourse("Bob");
    const item = await firstItem(ada.idToken, lessons[0]!);
    const instance = await questionOf(database, item);
    const { package: quiz } = await learning.getOrCreateNewPartQuizPackage(
      { name: lessons[0]!.partName },
      bearer(ada.idToken),
    );
    const unit = firstUnit(lessons[0]!);
    for (const call of [
      () => learning.getTaskItemQuestion({ taskItemName: item }, bearer(bob.idToken)),
      () => learning.submitAnswer(submission(item, rightAnswer(instance)), bearer(bob.idToken)),
      () => learning.seekHelp({ taskItemName: item, kind: HelpKind.HINT }, bearer(bob.idToken)),
      () =>
        learning.updateProgressOnPartQuizComplete(
          { partName: lessons[0]!.partName, packageName: quiz?.name ?? "" },
          bearer(bob.idToken),
        ),
      () =>
        learning.updateProgressOnLearningPathComplete(
          { learningPathProgressName: `${ada.name}/learningPathProgresses/${unit.learningPathName}` },
          bearer(bob.idToken),
        ),
      () =>
        learning.updateProgressOnPartPracticeComplete(
          { partProgressName: `${ada.name}/partProgresses/${unit.partName}` },
          bearer(bob.idToken),
        ),
      () => learning.getCourseDetailsForUser({ indyUserName: ada.name }, bearer(bob.idToken)),
    ]) {
      expect(await codeOf(call())).toBe(Code.PermissionDenied);
    }
    // Nothing of Ada's changed.
    const shown = await learning.getTaskItemQuestion({ taskItemName: item }, bearer(ada.idToken));
    expect(shown.lastAnswer).toBeUndefined();
  });

  it("refuses demo users, children awaiting consent and callers without a token", async () => {
    const visitor = await signInAnonymously();
    await indy.getOrCreateAnonymousIndyUser({}, bearer(visitor.idToken));
    const demo = await refreshed(visitor.refreshToken);
    const parent = await supporterToken(indy);
    const young = await childOf(indy, parent, new Date().getUTCFullYear() - 8);
    const unit = firstUnit(lessons[0]!);
    for (const token of [demo, young.token]) {
      for (const call of [
        () => learning.getCourseDetailsForUser({}, bearer(token)),
        () => learning.getPartDetailsForUser({ name: unit.partName }, bearer(token)),
        () => learning.getOrCreateLearningUnitPackages(unit, bearer(token)),
        () => learning.getOrCreateNewPartQuizPackage({ name: unit.partName }, bearer(token)),
        () => learning.getOrCreatePartPracticePackage({ name: unit.partName }, bearer(token)),
      ]) {
        expect(await codeOf(call())).toBe(Code.PermissionDenied);
      }
    }
    expect(await codeOf(learning.batchGetExampleQuestions({ courseName: testCourse }, bearer(demo)))).toBe(
      Code.PermissionDenied,
    );
    expect(await codeOf(learning.getCourseDetailsForUser({}))).toBe(Code.Unauthenticated);
  });

  it("says which field is wrong, and changes nothing", async () => {
    const learner = await learnerWithCourse("Ivo");
    const token = learner.idToken;
    const item = await firstItem(token, lessons[0]!);
    const bad = await errorOf(
      learning.submitAnswer({ taskItemName: item, submissionId: "x", answer: "1", timeTakenMs: -5 }, bearer(token)),
    );
    expect(bad?.code).toBe(Code.InvalidArgument);
    const fields = bad?.findDetails(BadRequestSchema)[0]?.fieldViolations.map((v) => v.field);
    expect(fields).toEqual(["submissionId", "timeTakenMs"]);
    expect(await codeOf(learning.getPartDetailsForUser({ name: "" }, bearer(token)))).toBe(Code.InvalidArgument);
    expect(await codeOf(learning.getPartDetailsForUser({ name: `${testCourse}/parts/nope` }, bearer(token)))).toBe(
      Code.NotFound,
    );
    const unit = firstUnit(lessons[0]!);
    const mismatched = learning.getOrCreateLearningUnitPackages(
      { ...unit, partName: lessons[1]!.partName },
      bearer(token),
    );
    expect(await codeOf(mismatched)).toBe(Code.InvalidArgument);
    const shown = await learning.getTaskItemQuestion({ taskItemName: item }, bearer(token));
    expect(shown.lastAnswer).toBeUndefined();
  });

  it("gives example questions of a course to learners and supporters", async () => {
    const parent = await supporterToken(indy);
    const all = await learning.batchGetExampleQuestions({ courseName: testCourse }, bearer(parent));
    expect(all.exampleQuestions.length).toBeGreaterThan(1);
    expect(all.exampleQuestions[0]?.name).toBe(`${testCourse}/exampleQuestions/1`);
    const some = await learning.batchGetExampleQuestions(
      { courseName: testCourse, names: [`${testCourse}/exampleQuestions/2`] },
      bearer(parent),
    );
    expect(some.exampleQuestions.map((q) => q.questionText)).toEqual([all.exampleQuestions[1]?.questionText]);
    const unknown = learning.batchGetExampleQuestions(
      { courseName: testCourse, names: [`${testCourse}/exampleQuestions/99`] },
      bearer(parent),
    );
    expect(await codeOf(unknown)).toBe(Code.InvalidArgument);
    expect(await codeOf(learning.batchGetExampleQuestions({ courseName: "courses/nope" }, bearer(parent)))).toBe(
      Code.InvalidArgument,
    );
  });
});
