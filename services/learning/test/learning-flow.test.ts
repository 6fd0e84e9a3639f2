import { randomUUID } from "node:crypto";
import { timestampNow } from "@bufbuild/protobuf/wkt";
import { Code } from "@connectrpc/connect";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { AnswerResult, LearningEventKind } from "@sumwise/gen/activity/v1/learning_events_pb";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { TaskItemStatus } from "@sumwise/gen/learning/v1/learning_package_pb";
import { QuizCompletionState, RevisionCompletionState } from "@sumwise/gen/learning/v1/learning_progress_pb";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { HelpKind, MarkResult } from "@sumwise/gen/learning/v1/question_player_pb";
import { QuizStatus } from "@sumwise/gen/learning/v1/quiz_result_pb";
import {
  type BaseConfig,
  type DatabaseHandle,
  ServiceTokens,
  serviceTokenHeader,
  serviceTokenSecret,
} from "@sumwise/kit";
import type { RunningStack } from "@sumwise/stack";
import { bearer, codeOf, connectClientOf, signUpLearner, startTestStack, testDatabases } from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LearningPath, Part } from "../src/content/index.js";
import { onlinePaths, onlineUnits, questionCards } from "../src/course-structure.js";
import { rightAnswer, wrongAnswer, wrongFormAnswer } from "../src/testing/answers.js";
import {
  expectNoAnswerIn,
  type Indy,
  itemNames,
  type Learning,
  learningDb,
  questionOf,
  submission,
  testCourse,
  testLessons,
} from "./support.js";

/** The stack's configuration as far as service tokens go: the development secret. */
const testConfig = {} as BaseConfig;

/** Lessons 1 and 2 by size: the smaller is completed in full, the other fast-tracked. */
function chooseLessons(): { full: Part; fastTrack: Part } {
  const size = (part: Part) =>
    onlinePaths(part).reduce((sum, path) => sum + onlineUnits(path).flatMap(questionCards).length, 0);
  const [first, second] = testLessons();
  return size(first!) <= size(second!) ? { full: first!, fastTrack: second! } : { full: second!, fastTrack: first! };
}

describe.each(testDatabases())("learning on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let indy: Indy;
  let learning: Learning;
  const { full, fastTrack } = chooseLessons();

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database, { OUTBOX_RELAY_INTERVAL_MS: "100" });
    indy = connectClientOf(IndyService, stack.services.indy!.url);
    learning = connectClientOf(LearningService, stack.services.learning!.url);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  async function newLearner(name: string): Promise<string> {
    const learner = await signUpLearner(indy, name);
    await learning.setCourseForUser({ courseName: testCourse }, bearer(learner.idToken));
    return learner.idToken;
  }

  async function unitItems(token: string, path: LearningPath, part: Part): Promise<string[]> {
    const names: string[] = [];
    for (const unit of onlineUnits(path)) {
      const { packages } = await learning.getOrCreateLearningUnitPackages(
        { learningPathName: path.learningPathName, learningUnitName: unit.learningUnitName, partName: part.partName },
        bearer(token),
      );
      names.push(...itemNames(packages[0]));
    }
    return names;
  }

  async function answerRight(token: string, taskItemName: string) {
    const instance = await questionOf(database, taskItemName);
    return learning.submitAnswer(submission(taskItemName, rightAnswer(instance)), bearer(token));
  }

  it("marks on the server: incorrect with feedback, wrong form, unreadable, then correct with the solution", async () => {
    const token = await newLearner("Marta");
    const path = onlinePaths(full)[0]!;
    const names = await unitItems(token, path, full);
    // A question whose answer has a wrong form we know how to type (whole numbers, money).
    let name = names[0]!;
    for (const candidate of names) {
      if (wrongFormAnswer(await questionOf(database, candidate))) {
        name = candidate;
        break;
      }
    }
    const instance = await questionOf(database, name);
    const shown = await learning.getTaskItemQuestion({ taskItemName: name }, bearer(token));
    expectNoAnswerIn(shown, instance);
    expect(shown.question?.text).toBe(instance.text);
    expect(shown).toMatchObject({ status: TaskItemStatus.UNATTEMPTED, canAnswer: true, helpAvailable: true });

    const wrong = wrongAnswer(instance);
    const incorrect = await learning.submitAnswer(submission(name, wrong), bearer(token));
    expect(incorrect).toMatchObject({
      result: MarkResult.INCORRECT,
      message: wrong.feedback,
      status: TaskItemStatus.WRONG,
    });
    expect(incorrect.workedSolution).toBeUndefined();
    expectNoAnswerIn(incorrect, instance);

    const form = wrongFormAnswer(instance);
    if (form) {
      const wrongForm = await learning.submitAnswer(submission(name, form), bearer(token));
      expect(wrongForm.result).toBe(MarkResult.WRONG_FORM);
      expect(wrongForm.message).not.toBe("");
      expect(wrongForm.status).toBe(TaskItemStatus.WRONG);
      expectNoAnswerIn(wrongForm, instance);
    }
    const unreadable = await learning.submitAnswer(submission(name, { answer: "  ", partAnswers: [] }), bearer(token));
    expect(unreadable.result).toBe(MarkResult.UNREADABLE);
    expect(unreadable.message).not.toBe("");

    const correct = await learning.submitAnswer(submission(name, rightAnswer(instance)), bearer(token));
    expect(correct).toMatchObject({ result: MarkResult.CORRECT, status: TaskItemStatus.DONE, replayed: false });
    expect(correct.workedSolution?.steps).toEqual(instance.solution);
    expect(correct.packageProgress?.numTaskItemsDone).toBe(1);
    const again = learning.submitAnswer(submission(name, rightAnswer(instance)), bearer(token));
    expect(await codeOf(again)).toBe(Code.FailedPrecondition);
    const after = await learning.getTaskItemQuestion({ taskItemName: name }, bearer(token));
    expect(after).toMatchObject({ status: TaskItemStatus.DONE, canAnswer: false });
    expect(after.workedSolution?.answerDisplay).toBe(instance.answerDisplay);
    expect(after.lastAnswer?.result).toBe(MarkResult.CORRECT);

    const attempts = await learningDb(database)
      .selectFrom("attempt")
      .select("result")
      .where("package_id", "=", name.split("/")[3]!)
      .execute();
    expect(attempts.map((a) => a.result).sort()).toEqual(
      ["correct", "incorrect", "unreadable", ...(form ? ["wrong_form"] : [])].sort(),
    );
    const onboarding = await indy.getOrCreateOnboardingState({}, bearer(token));
    expect(onboarding.onboardingState?.hasAnsweredQuestion).toBe(true);
  });

  it("answers a retried submission with the first result and counts it once", async () => {
    const token = await newLearner("Rhys");
    const [name] = await unitItems(token, onlinePaths(full)[0]!, full);
    const instance = await questionOf(database, name!);
    const request = submission(name!, wrongAnswer(instance));
    const [first, second] = await Promise.all([
      learning.submitAnswer(request, bearer(token)),
      learning.submitAnswer(request, bearer(token)),
    ]);
    const third = await learning.submitAnswer({ ...request, answer: rightAnswer(instance).answer }, bearer(token));
    for (const response of [first, second, third]) expect(response.result).toBe(MarkResult.INCORRECT);
    expect([first, second, third].filter((response) => response.replayed)).toHaveLength(2);
    const rows = await learningDb(database)
      .selectFrom("attempt")
      .select("id")
      .where("submission_id", "=", request.submissionId)
      .execute();
    expect(rows).toHaveLength(1);
    const outbox = await learningDb(database)
      .selectFrom("outbox")
      .select("idempotency_key")
      .where("idempotency_key", "=", `answer:${rows[0]!.id}`)
      .execute();
    expect(outbox).toHaveLength(1);
    // The same id for another question is a client bug, refused.
    const [, other] = await unitItems(token, onlinePaths(full)[0]!, full);
    expect(await codeOf(learning.submitAnswer({ ...request, taskItemName: other! }, bearer(token)))).toBe(
      Code.InvalidArgument,
    );
  });

  it("gives hints and worked solutions on request, but no help in a quiz", async () => {
    const token = await newLearner("Hana");
    const [name] = await unitItems(token, onlinePaths(full)[0]!, full);
    const instance = await questionOf(database, name!);
    const hint = await learning.seekHelp({ taskItemName: name!, kind: HelpKind.HINT }, bearer(token));
    expect(hint).toMatchObject({ hint: instance.hint, status: TaskItemStatus.SEEKHELP });
    expect(hint.workedSolution).toBeUndefined();
    expectNoAnswerIn({ ...hint, hint: "" }, { ...instance, hint: "" });
    const solution = await learning.seekHelp({ taskItemName: name!, kind: HelpKind.WORKED_SOLUTION }, bearer(token));
    expect(solution.workedSolution?.steps).toEqual(instance.solution);
    const shown = await learning.getTaskItemQuestion({ taskItemName: name! }, bearer(token));
    expect(shown.workedSolution?.answerDisplay).toBe(instance.answerDisplay);
    expect(await codeOf(learning.seekHelp({ taskItemName: name!, kind: HelpKind.UNSPECIFIED }, bearer(token)))).toBe(
      Code.InvalidArgument,
    );
    const { package: quiz } = await learning.getOrCreateNewPartQuizPackage({ name: full.partName }, bearer(token));
    const quizItem = itemNames(quiz)[0]!;
    const refused = learning.seekHelp({ taskItemName: quizItem, kind: HelpKind.HINT }, bearer(token));
    expect(await codeOf(refused)).toBe(Code.FailedPrecondition);
    const quizQuestion = await learning.getTaskItemQuestion({ taskItemName: quizItem }, bearer(token));
    expect(quizQuestion.helpAvailable).toBe(false);
    expectNoAnswerIn(quizQuestion, await questionOf(database, quizItem));
  });

  it("completes topics, fails then passes a quiz, practises, completes a lesson, then fast-tracks the next", async () => {
    const token = await newLearner("Felix");
    const before = await learning.getPartDetailsForUser({ name: full.partName }, bearer(token));
    expect(before.partDetails?.partProgress).toMatchObject({
      revisionCompletionState: RevisionCompletionState.LOCKED,
      quizCompletionState: QuizCompletionState.NOT_ATTEMPTED,
      completedSteps: 0,
      totalSteps: onlinePaths(full).length + 2,
    });

    // Every topic: all questions right. The last answer completes the topic.
    for (const path of onlinePaths(full)) {
      const names = await unitItems(token, path, full);
      let last: Awaited<ReturnType<typeof answerRight>> | undefined;
      for (const name of names) {
        last = await answerRight(token, name);
        expect(last.result).toBe(MarkResult.CORRECT);
      }
      expect(last?.completions?.learningPathCompleted).toBe(path.learningPathName);
      const progressName = `${last?.packageProgress?.packageName.split("/packages/")[0]}/learningPathProgresses/${path.learningPathName}`;
      const checked = await learning.updateProgressOnLearningPathComplete(
        { learningPathProgressName: progressName },
        bearer(token),
      );
      expect(checked.learningPathProgress).toMatchObject({ isCompleted: true, isFastTracked: false });
      const details = await learning.getLearningPathDetails(
        { learningPathName: path.learningPathName, partName: full.partName },
        bearer(token),
      );
      expect(details.learningPathDetails?.completionPercentage).toBe(100);
    }

    // A failed quiz: every answer wrong.
    const { package: firstQuiz } = await learning.getOrCreateNewPartQuizPackage({ name: full.partName }, bearer(token));
    const quizNames = itemNames(firstQuiz);
    expect(quizNames.length).toBe(onlinePaths(full).length * 2);
    const notYet = await learning.updateProgressOnPartQuizComplete({ partName: full.partName }, bearer(token));
    expect(notYet.status).toBe(QuizStatus.NOT_FINISHED);
    let finishedQuiz = false;
    for (const name of quizNames) {
      const instance = await questionOf(database, name);
      const response = await learning.submitAnswer(submission(name, wrongAnswer(instance)), bearer(token));
      expect(response.workedSolution).toBeUndefined();
      finishedQuiz = response.completions?.quizFinished ?? false;
    }
    expect(finishedQuiz).toBe(true);
    const failed = await learning.updateProgressOnPartQuizComplete({ partName: full.partName }, bearer(token));
    expect(failed).toMatchObject({
      status: QuizStatus.FINISHED,
      correctItems: 0,
      totalItems: quizNames.length,
      scoreCompletesQuiz: false,
      couldFastTrack: false,
    });
    expect(failed.previousBestScore).toBeUndefined();
    expect(failed.wrongQuestions).toHaveLength(quizNames.length);
    expect(failed.wrongQuestions[0]?.workedSolution?.steps.length).toBeGreaterThan(0);
    expect(failed.partProgress?.quizCompletionState).toBe(QuizCompletionState.ATTEMPTED);

    // A passed quiz: every answer right; the previous best is the failed one.
    const { package: secondQuiz } = await learning.getOrCreateNewPartQuizPackage(
      { name: full.partName },
      bearer(token),
    );
    expect(secondQuiz?.name).not.toBe(firstQuiz?.name);
    for (const name of itemNames(secondQuiz)) await answerRight(token, name);
    const passed = await learning.updateProgressOnPartQuizComplete({ partName: full.partName }, bearer(token));
    expect(passed).toMatchObject({ scoreCompletesQuiz: true, scorePercentage: 100, wrongQuestions: [] });
    expect(passed.previousBestScore).toEqual(expect.objectContaining({ correct: 0, total: quizNames.length }));
    expect(passed.partProgress?.quizCompletionState).toBe(QuizCompletionState.COMPLETE);
    expect(passed.partProgress?.isCompleted).toBe(false);

    // Practice: open now every topic is complete; finishing it completes the lesson.
    const practice = await learning.getOrCreatePartPracticePackage({ name: full.partName }, bearer(token));
    expect(practice.practiceState).toBe(RevisionCompletionState.INCOMPLETE);
    const practiceNames = itemNames(practice.package);
    await answerRight(token, practiceNames[0]!);
    const started = await learning.getOrCreatePartPracticePackage({ name: full.partName }, bearer(token));
    expect(started).toMatchObject({ practiceState: RevisionCompletionState.STARTED });
    expect(started.package?.name).toBe(practice.package?.name);
    let lessonCompleted = "";
    for (const name of practiceNames.slice(1)) {
      const response = await answerRight(token, name);
      lessonCompleted ||= response.completions?.partCompleted ?? "";
    }
    expect(lessonCompleted).toBe(full.partName);
    const done = await learning.getOrCreatePartPracticePackage({ name: full.partName }, bearer(token));
    expect(done.practiceState).toBe(RevisionCompletionState.COMPLETE);
    // "Let's go": a new package, started at its second task; the lesson's practice stays complete.
    const again = await learning.createNewPartPracticePackage({ name: full.partName }, bearer(token));
    expect(again.package?.name).not.toBe(practice.package?.name);
    expect(again.practiceState).toBe(RevisionCompletionState.INCOMPLETE);
    expect(again.startTaskName).toBe(again.package?.tasks[1]?.name);
    const lesson = await learning.getPartDetailsForUser({ name: full.partName }, bearer(token));
    expect(lesson.partDetails?.partProgress).toMatchObject({
      isCompleted: true,
      revisionCompletionState: RevisionCompletionState.COMPLETE,
    });

    // The next lesson: fast-track is unlocked, and a passed quiz fast-tracks its topics.
    const next = await learning.getPartDetailsForUser({ name: fastTrack.partName }, bearer(token));
    expect(next.partDetails?.quizCouldFastTrack).toBe(true);
    const { package: ftQuiz, couldFastTrack } = await learning.getOrCreateNewPartQuizPackage(
      { name: fastTrack.partName },
      bearer(token),
    );
    expect(couldFastTrack).toBe(true);
    for (const name of itemNames(ftQuiz)) await answerRight(token, name);
    const result = await learning.updateProgressOnPartQuizComplete({ partName: fastTrack.partName }, bearer(token));
    expect(result.couldFastTrack).toBe(true);
    expect(result.fastTrackedLearningPaths).toEqual(onlinePaths(fastTrack).map((path) => path.learningPathName));
    expect(result.learningPathProgresses.every((p) => p.isFastTracked && !p.isCompleted)).toBe(true);
    expect(result.partProgress?.revisionCompletionState).toBe(RevisionCompletionState.INCOMPLETE);

    const course = await learning.getCourseDetailsForUser({}, bearer(token));
    expect(course.courseParticipation).toMatchObject({ partsCompleted: 1, isCompleted: false });
    expect(course.courseParticipation?.completionPercentage).toBe(Math.floor(100 / course.partsCount));
    expect(course.courseDetails?.firstIncompletePartName).not.toBe(full.partName);
  });

  it("delivers every attempt and completion to ActivityService's ledger exactly once", async () => {
    const activityDb = database.forSchema<{
      learning_event: { idempotency_key: string; kind: string; indy_user_name: string };
    }>("activity");
    // The relay runs every 100 ms here: wait for the outbox to empty, then compare.
    for (let tries = 0; ; tries++) {
      const pending = await learningDb(database)
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("delivered_at", "is", null)
        .executeTakeFirstOrThrow();
      if (Number(pending.n) === 0) break;
      if (tries > 200) throw new Error(`${pending.n} events still undelivered`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const attempts = await learningDb(database).selectFrom("attempt").select("id").execute();
    const answers = await activityDb
      .selectFrom("learning_event")
      .select("idempotency_key")
      .where("kind", "=", "answer")
      .execute();
    expect(answers.map((row) => row.idempotency_key).sort()).toEqual(attempts.map((row) => `answer:${row.id}`).sort());
    const outbox = await learningDb(database).selectFrom("outbox").select("idempotency_key").execute();
    const ledger = await activityDb.selectFrom("learning_event").select(["idempotency_key", "kind"]).execute();
    expect(ledger.map((row) => row.idempotency_key).sort()).toEqual(outbox.map((row) => row.idempotency_key).sort());
    for (const kind of [
      "task_completed",
      "topic_completed",
      "topic_fast_tracked",
      "quiz_finished",
      "practice_completed",
      "lesson_completed",
    ]) {
      expect(
        ledger.some((row) => row.kind === kind),
        kind,
      ).toBe(true);
    }
  });

  it("records events only from LearningService, each idempotency key once", async () => {
    const activity = connectClientOf(ActivityService, stack.services.activity!.url);
    const asService = async (service: string) => ({
      headers: {
        [serviceTokenHeader]: await new ServiceTokens(serviceTokenSecret(testConfig), service).sign("activity"),
      },
    });
    const event = {
      idempotencyKey: `answer:${randomUUID()}`,
      indyUserName: "indyUsers/someone",
      occurTime: timestampNow(),
      kind: LearningEventKind.ANSWER,
      courseName: testCourse,
      answerResult: AnswerResult.CORRECT,
      correct: true,
      timeTakenMs: 1_000,
    };
    const learner = await signUpLearner(indy, "Ola");
    expect(await codeOf(activity.recordLearningEvents({ events: [event] }, bearer(learner.idToken)))).toBe(
      Code.PermissionDenied,
    );
    expect(await codeOf(activity.recordLearningEvents({ events: [event] }, await asService("payment")))).toBe(
      Code.PermissionDenied,
    );
    expect(await codeOf(activity.recordLearningEvents({ events: [] }, await asService("learning")))).toBe(
      Code.InvalidArgument,
    );
    const first = await activity.recordLearningEvents({ events: [event, event] }, await asService("learning"));
    expect(first).toMatchObject({ recorded: 1, duplicates: 1 });
    const retry = await activity.recordLearningEvents({ events: [event] }, await asService("learning"));
    expect(retry).toMatchObject({ recorded: 0, duplicates: 1 });
  });
});
