import { Code } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { QuestionnaireEndAction, QuestionnaireEndView } from "@sumwise/gen/learning/v1/questionnaire_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import type { RunningStack } from "@sumwise/stack";
import {
  bearer,
  codeOf,
  connectClientOf,
  refreshIdToken,
  signInAnonymously,
  signUpLearner,
  startTestStack,
  testDatabases,
} from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childOf, type Indy, type Learning, learningDb, supporterToken, testCourse } from "./support.js";

const about = (answer: number, endAction = QuestionnaireEndAction.CONTINUE, endView = QuestionnaireEndView.THANKS) => ({
  changeLevel: { answer, endAction, endView },
});

describe.each(testDatabases())("the difficulty questionnaire on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let indy: Indy;
  let learning: Learning;

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

  const answersOf = (userName: string) =>
    learningDb(database)
      .selectFrom("questionnaire_answer")
      .select(["course_name", "answer", "end_action", "end_view"])
      .where("user_name", "=", userName)
      .orderBy("id")
      .execute();

  it("stores a learner's rating of their course with how and where it ended, and nothing else", async () => {
    const learner = await signUpLearner(indy, "Rae");
    await learning.setCourseForUser({ courseName: testCourse }, bearer(learner.idToken));
    await learning.submitQuestionnaireAnswers(about(3), bearer(learner.idToken));
    await learning.submitQuestionnaireAnswers(
      about(1, QuestionnaireEndAction.GO_TO_CHANGE_LEVEL, QuestionnaireEndView.DID_YOU_KNOW),
      bearer(learner.idToken),
    );
    expect(await answersOf(learner.name)).toEqual([
      { course_name: testCourse, answer: 3, end_action: "continue", end_view: "thanks" },
      { course_name: testCourse, answer: 1, end_action: "gotochangelevel", end_view: "didyouknow" },
    ]);
  });

  it("refuses answers outside 1 to 5 and missing end actions or views, storing nothing", async () => {
    const learner = await signUpLearner(indy, "Sol");
    for (const request of [
      about(0),
      about(6),
      about(-1),
      about(3, QuestionnaireEndAction.UNSPECIFIED),
      about(3, QuestionnaireEndAction.SKIP, QuestionnaireEndView.UNSPECIFIED),
      about(3, 99 as QuestionnaireEndAction),
      {},
    ]) {
      expect(await codeOf(learning.submitQuestionnaireAnswers(request, bearer(learner.idToken)))).toBe(
        Code.InvalidArgument,
      );
    }
    expect(await answersOf(learner.name)).toEqual([]);
    // A learner with no course may still answer (the course is then unknown).
    await learning.submitQuestionnaireAnswers(
      about(2, QuestionnaireEndAction.SKIP, QuestionnaireEndView.QUESTION),
      bearer(learner.idToken),
    );
    expect(await answersOf(learner.name)).toEqual([
      { course_name: null, answer: 2, end_action: "skip", end_view: "question" },
    ]);
  });

  it("lets only learners answer: not supporters, demo visitors, children awaiting consent or nobody", async () => {
    const parent = await supporterToken(indy);
    const young = await childOf(indy, parent, new Date().getUTCFullYear() - 8);
    const visitor = await signInAnonymously();
    await indy.getOrCreateAnonymousIndyUser({}, bearer(visitor.idToken));
    const demo = await refreshIdToken(visitor.refreshToken);
    for (const token of [parent, young.token, demo]) {
      expect(await codeOf(learning.submitQuestionnaireAnswers(about(3), bearer(token)))).toBe(Code.PermissionDenied);
    }
    expect(await codeOf(learning.submitQuestionnaireAnswers(about(3)))).toBe(Code.Unauthenticated);
    const count = await learningDb(database)
      .selectFrom("questionnaire_answer")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("user_name", "in", [young.name])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});
