import { timestampDate } from "@bufbuild/protobuf/wkt";
import { Code } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { PackageType, TaskItemStatus } from "@sumwise/gen/learning/v1/learning_package_pb";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import { addDaysIso, endOfLocalDay, localDate, mondayOf } from "@sumwise/rules";
import type { RunningStack } from "@sumwise/stack";
import { bearer, codeOf, connectClientOf, signUpLearner, startTestStack, testDatabases } from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onlinePaths, onlineUnits } from "../src/course-structure.js";
import { rightAnswer } from "../src/testing/answers.js";
import {
  childOf,
  type Indy,
  itemNames,
  type Learning,
  learningDb,
  questionOf,
  submission,
  supporterToken,
  testCourse,
  testLessons,
} from "./support.js";

const london = "Europe/London";
// UTC+14 and UTC−12: at any moment their local days differ, so one learner has two "todays".
const earliest = "Pacific/Kiritimati";
const latest = "Etc/GMT+12";

describe.each(testDatabases())("Just For You on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let indy: Indy;
  let learning: Learning;
  const lesson = testLessons()[0]!;
  const path = onlinePaths(lesson)[0]!;
  const unit = onlineUnits(path)[0]!;

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

  async function newLearner(name: string) {
    const learner = await signUpLearner(indy, name);
    await learning.setCourseForUser({ courseName: testCourse }, bearer(learner.idToken));
    return learner;
  }

  async function answerRight(token: string, itemName: string) {
    const instance = await questionOf(database, itemName);
    return learning.submitAnswer(submission(itemName, rightAnswer(instance)), bearer(token));
  }

  async function answerFirstLessonQuestion(token: string) {
    const { packages } = await learning.getOrCreateLearningUnitPackages(
      { learningPathName: path.learningPathName, learningUnitName: unit.learningUnitName, partName: lesson.partName },
      bearer(token),
    );
    await answerRight(token, itemNames(packages[0])[0]!);
  }

  const daily = (token: string, timeZone = london, date = "") =>
    learning.getOrCreateDailyChallengePackage({ timeZone, date }, bearer(token));
  const weekly = (token: string, timeZone = london, mondayDate = "") =>
    learning.getOrCreateWeeklyWorkoutPackage({ timeZone, mondayDate }, bearer(token));
  const dailyStreak = (token: string, endDate = "", indyUserName = "") =>
    learning.getDailyChallengeStreak({ timeZone: london, endDate, indyUserName }, bearer(token));

  it("locks the Daily Challenge until the first answer, then makes one package per local day", async () => {
    const learner = await newLearner("Ada");
    const token = learner.idToken;
    const locked = await daily(token);
    expect(locked.locked).toBe(true);
    expect(locked.package).toBeUndefined();
    expect(locked.date).toBe(localDate(new Date(), london));

    await answerFirstLessonQuestion(token);
    // Asked three times at once: one package.
    const [first, second, third] = await Promise.all([daily(token), daily(token), daily(token)]);
    expect(first.locked).toBe(false);
    expect(first.package?.packageType).toBe(PackageType.DAILY_CHALLENGE);
    expect(first.package?.numTaskItems).toBe(5);
    expect(second.package?.name).toBe(first.package?.name);
    expect(third.package?.name).toBe(first.package?.name);
    expect(timestampDate(first.dueTime!).toISOString()).toBe(endOfLocalDay(first.date, london).toISOString());
    // Its questions come from the lesson the learner has worked in.
    for (const task of first.package!.tasks) {
      for (const item of task.taskItems) expect(item.learningPathName.startsWith(`${lesson.partName}/`)).toBe(true);
    }
    const rows = await learningDb(database)
      .selectFrom("package")
      .select(["scope", "time_zone"])
      .where("user_name", "=", learner.name)
      .where("package_type", "=", "daily_challenge")
      .execute();
    expect(rows).toEqual([{ scope: first.date, time_zone: london }]);

    // Another local day (a zone where it is already the next day): a new package.
    const ahead = await daily(token, earliest);
    const behind = await daily(token, latest);
    expect(ahead.date).toBe(localDate(new Date(), earliest));
    expect(ahead.date > behind.date).toBe(true);
    expect(ahead.package?.name).not.toBe(behind.package?.name);
    expect(new Set([ahead.date, behind.date, first.date]).size).toBeGreaterThanOrEqual(2);
  });

  it("refuses a day that is not today, and unknown time zones", async () => {
    const { idToken } = await newLearner("Grace");
    expect(await codeOf(daily(idToken, london, "2020-01-01"))).toBe(Code.InvalidArgument);
    expect(await codeOf(daily(idToken, london, "2026-02-30"))).toBe(Code.InvalidArgument);
    expect(await codeOf(daily(idToken, "GMT+1"))).toBe(Code.InvalidArgument);
    expect(await codeOf(daily(idToken, ""))).toBe(Code.InvalidArgument);
    expect(await codeOf(weekly(idToken, london, "2020-01-06"))).toBe(Code.InvalidArgument);
    const today = localDate(new Date(), london);
    expect((await daily(idToken, london, today)).date).toBe(today);
  });

  it("completes the Daily Challenge on the server and counts the streak", async () => {
    const learner = await newLearner("Alan");
    const token = learner.idToken;
    await answerFirstLessonQuestion(token);
    expect((await dailyStreak(token)).streakLength).toBe(0);
    const { package: pkg } = await daily(token);
    const names = itemNames(pkg);
    let last: Awaited<ReturnType<typeof answerRight>> | undefined;
    for (const name of names) last = await answerRight(token, name);
    expect(last?.status).toBe(TaskItemStatus.DONE);
    expect(last?.packageProgress?.finished).toBe(true);
    expect((await daily(token)).package?.finished).toBe(true);
    expect((await dailyStreak(token)).streakLength).toBe(1);
    expect((await learning.getWeeklyWorkoutStreak({ timeZone: london }, bearer(token))).streakLength).toBe(0);

    // Its answers reach ActivityService's ledger as ordinary answers, marked as the Daily Challenge's.
    const activityDb = database.forSchema<{
      learning_event: { kind: string; indy_user_name: string; package_type: string | null; correct: boolean | null };
    }>("activity");
    let ledger: { kind: string; package_type: string | null; correct: boolean | null }[] = [];
    for (let tries = 0; tries < 200; tries++) {
      ledger = await activityDb
        .selectFrom("learning_event")
        .select(["kind", "package_type", "correct"])
        .where("indy_user_name", "=", learner.name)
        .where("package_type", "=", "daily_challenge")
        .where("kind", "=", "answer")
        .execute();
      if (ledger.length >= names.length) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(ledger).toHaveLength(names.length);
    expect(ledger.every((row) => row.correct)).toBe(true);
  });

  it("counts days in a row, safe over the weekend, and only challenges finished on their day", async () => {
    const learner = await newLearner("Mary");
    const db = learningDb(database);
    const finished = (scope: string, lateByMs = 0) => {
      const due = endOfLocalDay(scope, london);
      return {
        id: crypto.randomUUID(),
        user_name: learner.name,
        package_type: "daily_challenge" as const,
        course_name: testCourse,
        part_name: lesson.partName,
        scope,
        generation: 1,
        status: "finished" as const,
        created_at: new Date(due.getTime() - 3_600_000),
        finished_at: new Date(due.getTime() - 60_000 + lateByMs),
        due_at: due,
        time_zone: london,
      };
    };
    // Thursday 26 and Friday 27 November, the weekend off, Monday 30 November and Tuesday 1 December
    // (a month end); Wednesday 25 finished a minute after its day ended does not count.
    await db
      .insertInto("package")
      .values([
        finished("2026-11-25", 120_000),
        finished("2026-11-26"),
        finished("2026-11-27"),
        finished("2026-11-30"),
        finished("2026-12-01"),
      ])
      .execute();
    expect((await dailyStreak(learner.idToken, "2026-12-01")).streakLength).toBe(4);
    expect((await dailyStreak(learner.idToken, "2026-12-02")).streakLength).toBe(4);
    expect((await dailyStreak(learner.idToken, "2026-11-29")).streakLength).toBe(2);
    expect((await dailyStreak(learner.idToken, "2026-12-03")).streakLength).toBe(0);
  });

  it("makes a Weekly Workout each Monday and counts weeks", async () => {
    const learner = await newLearner("Emmy");
    const token = learner.idToken;
    // Open before any answer, from the first lesson.
    const first = await weekly(token);
    expect(first.locked).toBe(false);
    expect(first.package?.packageType).toBe(PackageType.WEEKLY_WORKOUT);
    expect(first.package?.numTaskItems).toBe(10);
    expect(first.mondayDate).toBe(mondayOf(localDate(new Date(), london)));
    expect(timestampDate(first.dueTime!).toISOString()).toBe(
      endOfLocalDay(addDaysIso(first.mondayDate, 6), london).toISOString(),
    );
    expect((await weekly(token)).package?.name).toBe(first.package?.name);
    expect((await weekly(token, london, first.mondayDate)).package?.name).toBe(first.package?.name);
    expect(
      await codeOf(
        learning.getOrCreateWeeklyWorkoutPackage({ timeZone: london, courseName: "courses/ks3-b" }, bearer(token)),
      ),
    ).toBe(Code.InvalidArgument);

    // Finish it: a one-week streak.
    for (const name of itemNames(first.package)) await answerRight(token, name);
    const weeklyStreak = (endDate = "") =>
      learning.getWeeklyWorkoutStreak({ timeZone: london, endDate }, bearer(token));
    expect((await weeklyStreak()).streakLength).toBe(1);

    // The week turns: last week's package stays last week's, and this Monday brings a new one.
    const lastMonday = addDaysIso(first.mondayDate, -7);
    await learningDb(database)
      .updateTable("package")
      .set({ scope: lastMonday })
      .where("user_name", "=", learner.name)
      .where("package_type", "=", "weekly_workout")
      .execute();
    const refreshed = await weekly(token);
    expect(refreshed.mondayDate).toBe(first.mondayDate);
    expect(refreshed.package?.name).not.toBe(first.package?.name);
    expect(refreshed.package?.finished).toBe(false);
    // Last week finished on time (finished_at before its old due time): still one week, this week to go.
    expect((await weeklyStreak()).streakLength).toBe(1);
    expect((await weeklyStreak(addDaysIso(first.mondayDate, 7))).streakLength).toBe(0);
  });

  it("lets a learner read only their own streaks, and a supporter their child's, read-only", async () => {
    const supporter = await supporterToken(indy);
    const child = await childOf(indy, supporter);
    await learning.setCourseForUser({ courseName: testCourse, indyUserName: child.name }, bearer(supporter));
    const other = await newLearner("Other");

    await answerFirstLessonQuestion(child.token);
    const { package: pkg } = await daily(child.token);
    for (const name of itemNames(pkg)) await answerRight(child.token, name);

    expect((await dailyStreak(supporter, "", child.name)).streakLength).toBe(1);
    expect(
      (await learning.getWeeklyWorkoutStreak({ timeZone: london, indyUserName: child.name }, bearer(supporter)))
        .streakLength,
    ).toBe(0);
    // The packages are the learner's own to make and answer.
    expect(await codeOf(daily(supporter))).toBe(Code.PermissionDenied);
    expect(await codeOf(weekly(supporter))).toBe(Code.PermissionDenied);
    expect(await codeOf(dailyStreak(supporter))).toBe(Code.PermissionDenied);
    // Not someone else's.
    expect(await codeOf(dailyStreak(other.idToken, "", child.name))).toBe(Code.PermissionDenied);
    const otherSupporter = await supporterToken(indy);
    expect(await codeOf(dailyStreak(otherSupporter, "", child.name))).toBe(Code.PermissionDenied);
    expect(await codeOf(learning.getDailyChallengeStreak({ timeZone: london }))).toBe(Code.Unauthenticated);
  });
});
