import { Code } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { PackageType, TaskItemStatus } from "@sumwise/gen/learning/v1/learning_package_pb";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { HelpKind, MarkResult } from "@sumwise/gen/learning/v1/question_player_pb";
import { createLogger, type DatabaseHandle, loadConfig, serviceDeps } from "@sumwise/kit";
import { DEMO_QUESTION_COUNT, DEMO_USER_RETENTION_DAYS, demoLevel } from "@sumwise/rules";
import type { RunningStack } from "@sumwise/stack";
import {
  bearer,
  codeOf,
  connectClientOf,
  signInAnonymously,
  signUpLearner,
  startTestStack,
  testDatabases,
  testEnv,
} from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configSchema } from "../src/config.js";
import { createContext, type LearningContext } from "../src/context.js";
import { learningService } from "../src/index.js";
import { sweepDemoData } from "../src/jobs/sweep-demo-data.js";
import { rightAnswer, wrongAnswer } from "../src/testing/answers.js";
import {
  type Indy,
  itemNames,
  type Learning,
  learningDb,
  questionOf,
  submission,
  testCourse,
  testLessons,
} from "./support.js";

const DAY_MS = 24 * 60 * 60 * 1000;

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

describe.each(testDatabases())("the public demo's questions, on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let indy: Indy;
  let learning: Learning;
  let ctx: LearningContext;

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database);
    indy = connectClientOf(IndyService, stack.services.indy!.url);
    learning = connectClientOf(LearningService, stack.services.learning!.url);
    // The service's own context over the same (migrated) database, as the running job has it.
    const config = loadConfig(configSchema, { ...testEnv });
    ctx = createContext(serviceDeps(learningService, config, createLogger("test", "silent"), database));
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  const db = () => learningDb(database);
  async function demoVisitor(): Promise<{ token: string; name: string }> {
    const visitor = await signInAnonymously();
    const { indyUser } = await indy.getOrCreateAnonymousIndyUser({}, bearer(visitor.idToken));
    return { token: await refreshed(visitor.refreshToken), name: indyUser?.name ?? "" };
  }
  const rowsOf = async (userName: string) => ({
    packages: (await db().selectFrom("package").select("id").where("user_name", "=", userName).execute()).length,
    attempts: (await db().selectFrom("attempt").select("id").where("user_name", "=", userName).execute()).length,
    learner: (await db().selectFrom("learner").select("user_name").where("user_name", "=", userName).execute()).length,
    visitor: (await db().selectFrom("demo_visitor").select("user_name").where("user_name", "=", userName).execute())
      .length,
  });

  it("gives a demo visitor one package of real questions per level, the same one every time", async () => {
    const visitor = await demoVisitor();
    const level = demoLevel(8, 2);
    const first = await learning.getOrCreateAnonymousPackage({ level }, bearer(visitor.token));
    const pkg = first.packages[0];
    expect(first.packages).toHaveLength(1);
    expect(pkg?.packageType).toBe(PackageType.DEMO);
    expect(pkg?.courseName).toBe(level);
    expect(pkg?.name.startsWith(`${visitor.name}/packages/`)).toBe(true);
    const items = itemNames(pkg);
    expect(items).toHaveLength(DEMO_QUESTION_COUNT);
    // Real questions from the level's course: their topics are the course's.
    const topics = await db()
      .selectFrom("task_item")
      .select("learning_path_name")
      .where("package_id", "=", pkg!.packageId)
      .execute();
    for (const topic of topics) expect(topic.learning_path_name.startsWith(`${level}/`)).toBe(true);

    const again = await learning.getOrCreateAnonymousPackage({ level }, bearer(visitor.token));
    expect(again.packages[0]?.packageId).toBe(pkg?.packageId);
    const other = await learning.getOrCreateAnonymousPackage({ level: demoLevel(6, 0) }, bearer(visitor.token));
    expect(other.packages[0]?.packageId).not.toBe(pkg?.packageId);
    expect(other.packages[0]?.courseName).toBe("courses/year6-a");
    expect((await rowsOf(visitor.name)).packages).toBe(2);

    // Only the demo's levels; the level field says what is wrong.
    for (const bad of ["", "courses/in-class-6", "courses/nope"]) {
      expect(await codeOf(learning.getOrCreateAnonymousPackage({ level: bad }, bearer(visitor.token)))).toBe(
        Code.InvalidArgument,
      );
    }
  });

  it("marks a demo visitor's answers in the player, and counts them nowhere", async () => {
    const visitor = await demoVisitor();
    const { packages } = await learning.getOrCreateAnonymousPackage({ level: demoLevel(10, 2) }, bearer(visitor.token));
    const [first, second] = itemNames(packages[0]);
    const shown = await learning.getTaskItemQuestion({ taskItemName: first! }, bearer(visitor.token));
    expect(shown.canAnswer).toBe(true);
    expect(shown.question?.text).not.toBe("");

    const right = await learning.submitAnswer(
      submission(first!, rightAnswer(await questionOf(database, first!))),
      bearer(visitor.token),
    );
    expect(right.result).toBe(MarkResult.CORRECT);
    expect(right.status).toBe(TaskItemStatus.DONE);
    const wrong = await learning.submitAnswer(
      submission(second!, wrongAnswer(await questionOf(database, second!))),
      bearer(visitor.token),
    );
    expect(wrong.result).toBe(MarkResult.INCORRECT);
    const help = await learning.seekHelp({ taskItemName: second!, kind: HelpKind.HINT }, bearer(visitor.token));
    expect(help.hint).not.toBe("");

    // No event for the activity ledger, no progress, no course participation.
    const outbox = await db()
      .selectFrom("outbox")
      .select("id")
      .where(({ eb, ref }) => eb(ref("payload", "->>").key("indyUserName"), "=", visitor.name))
      .execute();
    expect(outbox).toHaveLength(0);
    for (const table of ["learning_path_progress", "part_progress", "course_participation"] as const) {
      expect(await db().selectFrom(table).select("user_name").where("user_name", "=", visitor.name).execute()).toEqual(
        [],
      );
    }
    expect((await rowsOf(visitor.name)).attempts).toBe(2);
  });

  it("keeps demo packages for demo visitors, and everything else of the service from them", async () => {
    const visitor = await demoVisitor();
    const learner = await signUpLearner(indy, "Dora");
    await learning.setCourseForUser({ courseName: testCourse, indyUserName: learner.name }, bearer(learner.idToken));
    // A learner has no demo package, and may not make one.
    expect(
      await codeOf(learning.getOrCreateAnonymousPackage({ level: demoLevel(7, 1) }, bearer(learner.idToken))),
    ).toBe(Code.PermissionDenied);
    const { packages } = await learning.getOrCreateAnonymousPackage({ level: demoLevel(7, 1) }, bearer(visitor.token));
    const demoItem = itemNames(packages[0])[0]!;
    // Neither may reach the other's questions.
    expect(await codeOf(learning.getTaskItemQuestion({ taskItemName: demoItem }, bearer(learner.idToken)))).toBe(
      Code.PermissionDenied,
    );
    const lesson = { name: testLessons()[0]!.partName };
    const quiz = await learning.getOrCreateNewPartQuizPackage({ name: lesson.name }, bearer(learner.idToken));
    const learnerItem = itemNames(quiz.package)[0]!;
    const forged = learnerItem.replace(learner.name, visitor.name);
    for (const name of [learnerItem, forged]) {
      expect([Code.PermissionDenied, Code.NotFound]).toContain(
        await codeOf(learning.getTaskItemQuestion({ taskItemName: name }, bearer(visitor.token))),
      );
    }
    // Every other learning call still refuses a demo visitor.
    for (const call of [
      () => learning.getCourseForUser({ indyUserName: visitor.name }, bearer(visitor.token)),
      () => learning.getCourseDetailsForUser({}, bearer(visitor.token)),
      () => learning.getPartQuizPackage({ name: lesson.name }, bearer(visitor.token)),
      () => learning.getOrCreatePartPracticePackage({ name: lesson.name }, bearer(visitor.token)),
    ]) {
      expect(await codeOf(call())).toBe(Code.PermissionDenied);
    }
  });

  it("removes an idle demo visitor's learning data, and nobody else's", async () => {
    const idle = await demoVisitor();
    const active = await demoVisitor();
    for (const visitor of [idle, active]) {
      const { packages } = await learning.getOrCreateAnonymousPackage(
        { level: demoLevel(11, 3) },
        bearer(visitor.token),
      );
      const item = itemNames(packages[0])[0]!;
      await learning.submitAnswer(
        submission(item, rightAnswer(await questionOf(database, item))),
        bearer(visitor.token),
      );
    }
    const learner = await signUpLearner(indy, "Sweepy");
    await learning.setCourseForUser({ courseName: testCourse, indyUserName: learner.name }, bearer(learner.idToken));
    const lesson = { name: testLessons()[0]!.partName };
    const quiz = await learning.getOrCreateNewPartQuizPackage({ name: lesson.name }, bearer(learner.idToken));
    const learnerItem = itemNames(quiz.package)[0]!;
    await learning.submitAnswer(
      submission(learnerItem, rightAnswer(await questionOf(database, learnerItem))),
      bearer(learner.idToken),
    );
    const learnerBefore = await rowsOf(learner.name);

    const now = new Date();
    const long = new Date(now.getTime() - (DEMO_USER_RETENTION_DAYS + 1) * DAY_MS);
    await db().updateTable("demo_visitor").set({ last_active_at: long }).where("user_name", "=", idle.name).execute();
    expect(await rowsOf(idle.name)).toEqual({ packages: 1, attempts: 1, learner: 1, visitor: 1 });

    expect(await sweepDemoData({ ...ctx, now: () => now })).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(idle.name)).toEqual({ packages: 0, attempts: 0, learner: 0, visitor: 0 });
    expect(await rowsOf(active.name)).toEqual({ packages: 1, attempts: 1, learner: 1, visitor: 1 });
    expect(await rowsOf(learner.name)).toEqual(learnerBefore);
    expect(learnerBefore.attempts).toBe(1);
    // Nothing left to do.
    expect(await sweepDemoData({ ...ctx, now: () => now })).toBe(0);
  });
});
