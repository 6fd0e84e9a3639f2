import { randomUUID } from "node:crypto";
import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { Code } from "@connectrpc/connect";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { AchievementType } from "@sumwise/gen/activity/v1/activity_stats_pb";
import type { LearningEventSchema } from "@sumwise/gen/activity/v1/learning_events_pb";
import {
  AnswerResult,
  type LearningEvent,
  LearningEventKind,
  LearningPackageType,
} from "@sumwise/gen/activity/v1/learning_events_pb";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import {
  type BaseConfig,
  type DatabaseHandle,
  ServiceTokens,
  serviceTokenHeader,
  serviceTokenSecret,
} from "@sumwise/kit";
import type { RunningStack } from "@sumwise/stack";
import {
  bearer,
  type Cast,
  codeOf,
  connectClientOf,
  createCast,
  signUpLearner,
  startTestStack,
  testDatabases,
} from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localPeriods, startOfLocalDay } from "../src/domain/index.js";

const testConfig = {} as BaseConfig;
const course = "courses/year6-a";
const part = `${course}/parts/number-place-value-1`;
const placeValue = `${part}/learningPaths/number.place-value`;
const compareOrder = `${part}/learningPaths/number.compare-order`;
const MINUTE = 60_000;

type EventInit = MessageInitShape<typeof LearningEventSchema>;

function answer(user: string, at: Date, right: boolean, learningPathName = placeValue): EventInit {
  const task = `${user}/packages/${randomUUID()}/tasks/0`;
  return {
    idempotencyKey: `answer:${randomUUID()}`,
    indyUserName: user,
    occurTime: timestampFromDate(at),
    kind: LearningEventKind.ANSWER,
    courseName: course,
    partName: part,
    learningPathName,
    packageType: LearningPackageType.CORE,
    taskName: task,
    taskItemName: `${task}/taskItems/0`,
    templateId: "t",
    answerResult: right ? AnswerResult.CORRECT : AnswerResult.INCORRECT,
    correct: right,
    timeTakenMs: 30_000,
  };
}

const completion = (user: string, kind: LearningEventKind, key: string): EventInit => ({
  idempotencyKey: key,
  indyUserName: user,
  occurTime: timestampFromDate(new Date()),
  kind,
  courseName: course,
  partName: kind === LearningEventKind.COURSE_COMPLETED ? "" : part,
});

describe.each(testDatabases())("stats, achievements and focus topics on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let cast: Cast;
  let activity: ReturnType<typeof connectClientOf<typeof ActivityService>>;
  let indy: ReturnType<typeof connectClientOf<typeof IndyService>>;
  const record = async (events: (EventInit | LearningEvent)[]) =>
    activity.recordLearningEvents(
      { events },
      {
        headers: {
          [serviceTokenHeader]: await new ServiceTokens(serviceTokenSecret(testConfig), "learning").sign("activity"),
        },
      },
    );

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database);
    activity = connectClientOf(ActivityService, stack.services.activity!.url);
    indy = connectClientOf(IndyService, stack.services.indy!.url);
    cast = await createCast(stack);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  it("counts a week in the learner's own time zone, either side of local midnight", async () => {
    const learner = await signUpLearner(indy, "Zed");
    const now = new Date();
    const london = localPeriods(now, "Europe/London", 1).week.start.getTime();
    const auckland = localPeriods(now, "Pacific/Auckland", 1).week.start.getTime();
    await record(
      [london - 5 * MINUTE, london + 5 * MINUTE, auckland - 5 * MINUTE, auckland + 5 * MINUTE].map((at) =>
        answer(learner.name, new Date(at), true),
      ),
    );
    const inLondon = await activity.getActivityForUser({ timeZone: "Europe/London" }, bearer(learner.idToken));
    // Auckland's Monday starts on Sunday in London: both its answers are in London's last week.
    expect(inLondon.activity?.correctAnswerCounts).toMatchObject({
      currentCounts: { week: 1n },
      prevCounts: { week: 3n },
      allTime: 4n,
    });
    const inAuckland = await activity.getActivityForUser({ timeZone: "Pacific/Auckland" }, bearer(learner.idToken));
    expect(inAuckland.activity?.correctAnswerCounts).toMatchObject({
      currentCounts: { week: 3n },
      prevCounts: { week: 1n },
    });
    const weeks = inLondon.activity?.timeTaken?.timeTakenForWeek ?? [];
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)?.timeInSeconds).toBe(30n);
    expect(weeks.at(-2)?.timeInSeconds).toBe(90n);
    expect(await codeOf(activity.getActivityForUser({ timeZone: "+01:00" }, bearer(learner.idToken)))).toBe(
      Code.InvalidArgument,
    );
  });

  it("sums correct answers into day and week buckets from any start", async () => {
    const learner = await signUpLearner(indy, "Yan");
    // Auckland's 11 March 2026 starts at 11:00 UTC on the 10th (NZDT, UTC+13).
    await record([
      answer(learner.name, new Date("2026-03-10T10:55:00Z"), true),
      answer(learner.name, new Date("2026-03-10T11:05:00Z"), true),
      answer(learner.name, new Date("2026-03-10T11:06:00Z"), false),
    ]);
    const start = startOfLocalDay({ year: 2026, month: 3, day: 10 }, "Pacific/Auckland");
    const days = await activity.getCorrectAnswerCounts(
      { bucketLengthHours: 24, firstBucketStart: timestampFromDate(start), numBuckets: 3 },
      bearer(learner.idToken),
    );
    expect(days.counts).toEqual([1n, 1n, 0n]);
    const week = await activity.getCorrectAnswerCounts(
      { bucketLengthHours: 168, firstBucketStart: timestampFromDate(start), numBuckets: 1 },
      bearer(learner.idToken),
    );
    expect(week.counts).toEqual([2n]);
    const unaligned = new Date(start.getTime() + MINUTE);
    expect(
      await codeOf(
        activity.getCorrectAnswerCounts(
          { bucketLengthHours: 24, firstBucketStart: timestampFromDate(unaligned), numBuckets: 3 },
          bearer(learner.idToken),
        ),
      ),
    ).toBe(Code.InvalidArgument);
  });

  it("reaches achievements, counts lessons and courses once, and names focus topics", async () => {
    const learner = await signUpLearner(indy, "Xia");
    const now = new Date();
    const answers = [
      ...Array.from({ length: 20 }, () => answer(learner.name, now, true)),
      answer(learner.name, now, true, compareOrder),
      ...Array.from({ length: 3 }, () => answer(learner.name, now, false, compareOrder)),
    ];
    const lesson = completion(learner.name, LearningEventKind.LESSON_COMPLETED, `lesson:${randomUUID()}`);
    const courseDone = completion(learner.name, LearningEventKind.COURSE_COMPLETED, `course:${randomUUID()}`);
    // The second lesson completion (another key: completed again) must not count twice.
    const again = completion(learner.name, LearningEventKind.LESSON_COMPLETED, `lesson:${randomUUID()}`);
    const topicDone = {
      ...completion(learner.name, LearningEventKind.TOPIC_COMPLETED, `topic:${randomUUID()}`),
      learningPathName: placeValue,
    };
    await record([...answers, topicDone, lesson, courseDone]);
    await record([again, lesson]);

    const { achievements } = await activity.listAchievements({ timeZone: "UTC" }, bearer(learner.idToken));
    const level = (type: AchievementType) => achievements.find((a) => a.type === type)?.level;
    expect(level(AchievementType.QUESTION_PERFECTION)).toBe(1);
    expect(level(AchievementType.LESSON_LEGEND)).toBe(1);
    expect(level(AchievementType.DAILY_CHALLENGE)).toBe(1);
    expect(level(AchievementType.ON_A_ROLL)).toBe(0);
    expect(level(AchievementType.COURSE_COMPLETER)).toBe(1);
    expect(level(AchievementType.DAILY_CHALLENGE_UNLOCKED)).toBe(1);
    expect(level(AchievementType.GOAL_SETTER)).toBe(0);
    expect(achievements.find((a) => a.type === AchievementType.DAILY_CHALLENGE)).toMatchObject({
      displayName: "Today's the day",
      maxLevel: 4,
      nextLevelDescription: "Answer 30 questions correctly in one day",
    });

    const { activity: summary } = await activity.getActivityForUser({ timeZone: "UTC" }, bearer(learner.idToken));
    expect(summary?.lessonCompleteCounts).toMatchObject({
      currentCounts: { week: 1n },
      allTime: 1n,
      courseAllTime: { [course]: 1n },
    });
    expect(summary?.coursesCompleted).toMatchObject([{ courseName: course }]);
    expect(summary?.answeredAllTime).toBe(24n);

    const topics = await activity.getIndyUserFocusTopics({}, bearer(learner.idToken));
    expect(topics.strongTopics.map((t) => t.focusTopic?.topic?.name)).toEqual(["topics/number.place-value"]);
    expect(topics.weakTopics).toMatchObject([
      {
        learningPathName: compareOrder,
        focusTopic: {
          topic: { name: "topics/number.compare-order" },
          correctAttempts: 1n,
          totalAttempts: 4n,
        },
      },
    ]);
    const lessons = await activity.getLessonsWorkedOnForStudent({}, bearer(learner.idToken));
    expect(lessons.lessonsWorkedOn).toMatchObject([{ partName: part, courseName: course, topicsCompleted: 1 }]);
    expect(lessons.lessonsWorkedOn[0]?.completedOn).toBeDefined();
    expect(lessons.courseName).toBe(course);
  });

  it("lets a learner read their own stats and a supporter only their own child's", async () => {
    const { learner, supporter, consentedChild, otherSupporter, otherChild } = cast;
    await record([answer(consentedChild.name, new Date(), true)]);
    const asSupporter = bearer(supporter.idToken);
    const child = consentedChild.name;
    const stats = await activity.getActivityForUser({ timeZone: "UTC", childIndyUserName: child }, asSupporter);
    expect(stats.activity?.correctAnswerCounts?.allTime).toBe(1n);
    await activity.listAchievements({ timeZone: "UTC", indyUserName: child }, asSupporter);
    await activity.getIndyUserFocusTopics({ indyUserName: child }, asSupporter);
    await activity.getLessonsWorkedOnForStudent({ childIndyUserName: child }, asSupporter);
    const day = { bucketLengthHours: 24, firstBucketStart: timestampFromDate(new Date(0)), numBuckets: 1 };
    await activity.getCorrectAnswerCounts({ ...day, indyUserName: child }, asSupporter);

    // Thunks: each call starts only when it is awaited.
    const refused = (token: string, name: string) => [
      () => activity.getActivityForUser({ timeZone: "UTC", childIndyUserName: name }, bearer(token)),
      () => activity.listAchievements({ timeZone: "UTC", indyUserName: name }, bearer(token)),
      () => activity.getIndyUserFocusTopics({ indyUserName: name }, bearer(token)),
      () => activity.getLessonsWorkedOnForStudent({ childIndyUserName: name }, bearer(token)),
      () => activity.getCorrectAnswerCounts({ ...day, indyUserName: name }, bearer(token)),
    ];
    for (const call of [
      ...refused(otherSupporter.idToken, child),
      ...refused(supporter.idToken, otherChild.name),
      ...refused(learner.idToken, child),
      // A supporter has no stats of their own.
      ...refused(supporter.idToken, ""),
    ]) {
      expect(await codeOf(call())).toBe(Code.PermissionDenied);
    }
  });
});
