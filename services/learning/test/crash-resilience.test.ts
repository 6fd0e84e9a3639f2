import { randomUUID } from "node:crypto";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { MarkResult } from "@sumwise/gen/learning/v1/question_player_pb";
import { type DatabaseHandle, openDatabase } from "@sumwise/kit";
import { type RunningSplit, startSplit } from "@sumwise/stack";
import { bearer, connectClientOf, signUpLearner, testEnv } from "@sumwise/stack/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onlinePaths, onlineUnits } from "../src/course-structure.js";
import { rightAnswer, wrongAnswer } from "../src/testing/answers.js";
import { itemNames, type Learning, learningDb, questionOf, submission, testCourse, testLessons } from "./support.js";

const serverUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** One statement on the server's maintenance database (creating and dropping the suite's own). */
async function adminQuery(statement: string): Promise<void> {
  const admin = await openDatabase({ url: serverUrl, poolSize: 1 });
  try {
    await sql.raw(statement).execute(admin.forSchema("public"));
  } finally {
    await admin.close();
  }
}

/**
 * A kill -9 of either service loses nothing and counts nothing twice. The services run as separate
 * processes on PostgreSQL (PGlite cannot be shared between processes), so they can be killed alone.
 */
// Restarting a service process takes seconds on a busy machine, hence the long timeouts.
describe.skipIf(!serverUrl)("learning events survive crashes (services as processes, PostgreSQL)", () => {
  let split: RunningSplit;
  let database: DatabaseHandle;
  let learning: Learning;
  let indy: ReturnType<typeof connectClientOf<typeof IndyService>>;
  const name = `sumwise_crash_${process.pid}`;

  beforeAll(async () => {
    await adminQuery(`drop database if exists ${name} with (force)`);
    await adminQuery(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    split = await startSplit({
      env: {
        ...process.env,
        ...testEnv,
        DATABASE_URL: url.toString(),
        WEB_DIST: "web/dist",
        OUTBOX_RELAY_INTERVAL_MS: "100",
      },
      gatewayPort: 18_180,
      basePort: 14_101,
      stdio: "ignore",
      readyTimeoutMs: 240_000,
    });
    database = await openDatabase({ url: url.toString(), poolSize: 3 });
    learning = connectClientOf(LearningService, split.urls.learning);
    indy = connectClientOf(IndyService, split.urls.indy);
  }, 300_000);
  afterAll(async () => {
    await split?.stop();
    await database?.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
  });

  async function learnerWithItems(firstName: string): Promise<{ token: string; userName: string; items: string[] }> {
    const learner = await signUpLearner(indy, firstName);
    await learning.setCourseForUser({ courseName: testCourse }, bearer(learner.idToken));
    const part = testLessons()[0]!;
    const items: string[] = [];
    for (const path of onlinePaths(part)) {
      for (const unit of onlineUnits(path)) {
        const { packages } = await learning.getOrCreateLearningUnitPackages(
          { learningPathName: path.learningPathName, learningUnitName: unit.learningUnitName, partName: part.partName },
          bearer(learner.idToken),
        );
        items.push(...itemNames(packages[0]));
      }
    }
    return { token: learner.idToken, userName: learner.name, items };
  }

  /** After the outbox has drained: the ledger holds exactly one answer event per stored attempt. */
  async function expectLedgerEqualsAttempts(userName: string): Promise<number> {
    const pending = async () =>
      Number(
        (
          await learningDb(database)
            .selectFrom("outbox")
            .select((eb) => eb.fn.countAll<string>().as("n"))
            .where("delivered_at", "is", null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    await until("the outbox to drain", async () => (await pending()) === 0);
    const attempts = await learningDb(database)
      .selectFrom("attempt")
      .select("id")
      .where("user_name", "=", userName)
      .execute();
    const ledger = await database
      .forSchema<{ learning_event: { idempotency_key: string; kind: string; indy_user_name: string } }>("activity")
      .selectFrom("learning_event")
      .select("idempotency_key")
      .where("indy_user_name", "=", userName)
      .where("kind", "=", "answer")
      .execute();
    const keys = ledger.map((row) => row.idempotency_key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(attempts.map((row) => `answer:${row.id}`).sort());
    return attempts.length;
  }

  it("loses no event and counts none twice when ActivityService is killed while events flow", async () => {
    const { token, userName, items } = await learnerWithItems("Kai");
    const questions = await Promise.all(items.map((item) => questionOf(database, item)));
    const total = 60;
    let sent = 0;
    let accepted = 0;
    const answering = (async () => {
      for (; sent < total; sent++) {
        const index = sent % items.length;
        // Wrong answers keep the questions open; every tenth is right, for completions too.
        const answer = sent % 10 === 9 ? rightAnswer(questions[index]!) : wrongAnswer(questions[index]!);
        try {
          await learning.submitAnswer(submission(items[index]!, answer), bearer(token));
          accepted += 1;
        } catch (error) {
          // A question answered right cannot be answered again: that is the only refusal expected.
          if (!String(error).includes("already answered")) throw error;
        }
      }
    })();
    await until("some events to be delivered", async () => sent >= 10);
    await split.crash("activity");
    await until("answers while ActivityService is down", async () => sent >= 30);
    await split.restart("activity");
    await answering;
    await split.crash("activity");
    await split.restart("activity");
    expect(accepted).toBeGreaterThan(total / 2);
    expect(await expectLedgerEqualsAttempts(userName)).toBe(accepted);
  }, 300_000);

  it("loses no answer and counts none twice when LearningService is killed during submissions", async () => {
    const { token, userName, items } = await learnerWithItems("Lin");
    const questions = await Promise.all(items.map((item) => questionOf(database, item)));
    const requests = Array.from({ length: 40 }, (_, i) =>
      submission(items[i % items.length]!, wrongAnswer(questions[i % items.length]!), randomUUID()),
    );
    const first = requests.map((request) =>
      learning.submitAnswer(request, bearer(token)).then(
        (response) => response,
        () => undefined,
      ),
    );
    await until("some answers to be stored", async () => {
      const rows = await learningDb(database)
        .selectFrom("attempt")
        .select("id")
        .where("user_name", "=", userName)
        .execute();
      return rows.length >= 3;
    });
    await split.crash("learning");
    const answered = await Promise.all(first);
    await split.restart("learning");
    // The client retries what failed, with the same submission ids.
    const retried = await Promise.all(
      requests.map((request, i) => answered[i] ?? learning.submitAnswer(request, bearer(token))),
    );
    expect(retried.every((response) => response.result === MarkResult.INCORRECT)).toBe(true);
    expect(answered.some((response) => response === undefined)).toBe(true);
    const rows = await learningDb(database)
      .selectFrom("attempt")
      .select("submission_id")
      .where("user_name", "=", userName)
      .execute();
    expect(rows.map((row) => row.submission_id).sort()).toEqual(requests.map((request) => request.submissionId).sort());
    expect(await expectLedgerEqualsAttempts(userName)).toBe(requests.length);
  }, 300_000);
});
