import { Code } from "@connectrpc/connect";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import type { RunningStack } from "@sumwise/stack";
import {
  bearer,
  type Cast,
  codeOf,
  connectClientOf,
  createCast,
  startTestStack,
  testDatabases,
} from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asLearningService, completedTask, lessonCompleted, uniqueCourse } from "./league-helpers.js";

const nextYear = () => ({ year: new Date().getUTCFullYear() + 1, month: 6, day: 15 });

describe.each(testDatabases())("goals on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let activity: ReturnType<typeof connectClientOf<typeof ActivityService>>;
  let cast: Cast;

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database);
    activity = connectClientOf(ActivityService, stack.services.activity!.url);
    cast = await createCast(stack);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  it("keeps one XP Target goal per learner, counts this week's XP toward it, and removes it", async () => {
    const { learner } = cast;
    const as = bearer(learner.idToken);
    expect((await activity.getXpGoal({}, as)).xpGoal).toBeUndefined();
    const created = await activity.createXpGoal({ xpPerWeek: 75, timeZone: "Europe/London" }, as);
    expect(created.xpGoal).toMatchObject({
      name: `${learner.name}/goals/xpTarget`,
      xpPerWeek: 75,
      timeZone: "Europe/London",
    });
    expect(await codeOf(activity.createXpGoal({ xpPerWeek: 150, timeZone: "Europe/London" }, as))).toBe(
      Code.AlreadyExists,
    );
    expect(await codeOf(activity.createXpGoal({ xpPerWeek: 100, timeZone: "Europe/London" }, as))).toBe(
      Code.InvalidArgument,
    );
    expect(
      await codeOf(
        activity.updateXpGoal({ goalName: created.xpGoal!.name, xpPerWeek: 150, timeZone: "Mars/Base" }, as),
      ),
    ).toBe(Code.InvalidArgument);
    // 16 right answers: 80 XP, past the Basic target of 75.
    const course = uniqueCourse();
    await activity.recordLearningEvents({ events: completedTask(learner.name, course, 16) }, await asLearningService());
    const goal = (await activity.getXpGoal({}, as)).xpGoal!;
    const week = goal.progresses.at(-1)!;
    expect(week).toMatchObject({ xpAchieved: 80n, xpTarget: 75n, targetAchieved: true });
    expect(goal.weekEndTime!.seconds).toBeGreaterThan(BigInt(Math.floor(Date.now() / 1000)));
    const updated = await activity.updateXpGoal({ goalName: goal.name, xpPerWeek: 150, timeZone: "Asia/Kolkata" }, as);
    expect(updated.xpGoal!.progresses.at(-1)).toMatchObject({ xpAchieved: 80n, xpTarget: 150n, targetAchieved: false });
    await activity.deleteXpGoal({ goalName: goal.name }, as);
    expect((await activity.getXpGoal({}, as)).xpGoal).toBeUndefined();
    expect(await codeOf(activity.deleteXpGoal({ goalName: goal.name }, as))).toBe(Code.NotFound);
  });

  it("keeps one On Track goal per learner with the lessons completed since", async () => {
    const child = cast.consentedChild;
    const as = bearer(child.idToken);
    const course = uniqueCourse();
    await activity.recordLearningEvents(
      { events: [lessonCompleted(child.name, course, 1), lessonCompleted(child.name, course, 2)] },
      await asLearningService(),
    );
    const { goal } = await activity.createOnTrackGoal(
      { courseName: course, lessonsCompleteAtStart: 2, targetDate: nextYear() },
      as,
    );
    expect(goal).toMatchObject({ name: `${child.name}/goals/onTrack`, lessonsCompleteAtStart: 2, lessonsCompleted: 2 });
    expect(
      await codeOf(
        activity.createOnTrackGoal({ courseName: course, lessonsCompleteAtStart: 0, targetDate: nextYear() }, as),
      ),
    ).toBe(Code.AlreadyExists);
    expect(
      await codeOf(
        activity.updateOnTrackGoal({ goalName: goal!.name, targetDate: { year: 2020, month: 1, day: 1 } }, as),
      ),
    ).toBe(Code.InvalidArgument);
    // A lesson completed twice counts once.
    await activity.recordLearningEvents(
      {
        events: [
          lessonCompleted(child.name, course, 3),
          { ...lessonCompleted(child.name, course, 3), idempotencyKey: "again-3" },
        ],
      },
      await asLearningService(),
    );
    const moved = await activity.updateOnTrackGoal(
      { goalName: goal!.name, targetDate: { ...nextYear(), month: 9 } },
      as,
    );
    expect(moved.goal).toMatchObject({ lessonsCompleted: 3, targetDate: { month: 9, day: 15 } });
    const { goals } = await activity.listGoals({}, as);
    expect(goals.map((g) => g.goal.case)).toEqual(["onTrackGoal"]);
  });

  it("shows a child's goals to their supporter read-only, and to no one else", async () => {
    const { consentedChild: child, supporter, otherSupporter, learner, otherChild } = cast;
    const { goals } = await activity.listGoals({ indyUserName: child.name }, bearer(supporter.idToken));
    expect(goals.some((g) => g.goal.case === "onTrackGoal")).toBe(true);
    expect((await activity.getXpGoal({ indyUserName: child.name }, bearer(supporter.idToken))).xpGoal).toBeUndefined();
    // Read-only: a supporter cannot set, change or remove a goal.
    expect(await codeOf(activity.createXpGoal({ xpPerWeek: 75, timeZone: "UTC" }, bearer(supporter.idToken)))).toBe(
      Code.PermissionDenied,
    );
    expect(
      await codeOf(activity.deleteOnTrackGoal({ goalName: `${child.name}/goals/onTrack` }, bearer(supporter.idToken))),
    ).toBe(Code.PermissionDenied);
    for (const stranger of [otherSupporter, learner, otherChild]) {
      expect(await codeOf(activity.listGoals({ indyUserName: child.name }, bearer(stranger.idToken)))).toBe(
        Code.PermissionDenied,
      );
    }
    // Another learner's goal name is not found, and the goal stays.
    expect(
      await codeOf(activity.deleteOnTrackGoal({ goalName: `${child.name}/goals/onTrack` }, bearer(otherChild.idToken))),
    ).toBe(Code.NotFound);
    expect((await activity.listGoals({}, bearer(child.idToken))).goals).toHaveLength(1);
  });
});
