import { randomUUID } from "node:crypto";
import { Code } from "@connectrpc/connect";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
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
import type { ActivityDatabase } from "../src/db/schema.js";
import { taskEvents } from "./task-events.js";

/** The stack's configuration as far as service tokens go: the development secret. */
const testConfig = {} as BaseConfig;

describe.each(testDatabases())("XP for tasks on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let activity: ReturnType<typeof connectClientOf<typeof ActivityService>>;
  let indy: ReturnType<typeof connectClientOf<typeof IndyService>>;
  const asLearningService = async () => ({
    headers: {
      [serviceTokenHeader]: await new ServiceTokens(serviceTokenSecret(testConfig), "learning").sign("activity"),
    },
  });

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database);
    activity = connectClientOf(ActivityService, stack.services.activity!.url);
    indy = connectClientOf(IndyService, stack.services.indy!.url);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  it("awards a completed task's XP once, however often and concurrently it is delivered", async () => {
    const learner = await signUpLearner(indy, "Ada");
    const { task, events } = taskEvents(learner.name, 3, 2);
    const deliveries = await Promise.all(
      Array.from({ length: 8 }, async () => activity.recordLearningEvents({ events }, await asLearningService())),
    );
    expect(deliveries.reduce((sum, d) => sum + d.recorded, 0)).toBe(events.length);
    const award = await activity.awardIndyUserXpForTask({ taskName: task }, bearer(learner.idToken));
    // Three different questions right: 3 × 5 XP (the two wrong answers earn nothing).
    expect(award.xpChange).toBe(15n);
    expect(award.levelledUp).toBe(false);
    expect(award.indyuserXpState).toMatchObject({ xp: 15n, xpLevel: 1, nextLevelThreshold: 100n });
    const again = await activity.awardIndyUserXpForTask({ taskName: task }, bearer(learner.idToken));
    expect(again.indyuserXpState?.xp).toBe(15n);
    const state = await activity.getIndyUserXpState({}, bearer(learner.idToken));
    expect(state.xpState?.xp).toBe(15n);
    const weeks = await database
      .forSchema<ActivityDatabase>("activity")
      .selectFrom("xp_week")
      .selectAll()
      .where("indy_user_name", "=", learner.name)
      .execute();
    expect(weeks.map((week) => Number(week.xp))).toEqual([15]);
  });

  it("says when a task levelled the learner up", async () => {
    const learner = await signUpLearner(indy, "Bo");
    // Six tasks of 3 right answers: 90 XP, still level 1 (level 2 starts at 100).
    for (let i = 0; i < 6; i++) {
      await activity.recordLearningEvents({ events: taskEvents(learner.name, 3).events }, await asLearningService());
    }
    const last = taskEvents(learner.name, 3);
    await activity.recordLearningEvents({ events: last.events }, await asLearningService());
    const award = await activity.awardIndyUserXpForTask({ taskName: last.task }, bearer(learner.idToken));
    expect(award).toMatchObject({ xpChange: 15n, levelledUp: true });
    expect(award.indyuserXpState).toMatchObject({ xp: 105n, xpLevel: 2, currentLevelThreshold: 100n });
  });

  it("reports only the caller's own completed tasks", async () => {
    const owner = await signUpLearner(indy, "Cy");
    const other = await signUpLearner(indy, "Di");
    const { task, events } = taskEvents(owner.name, 2);
    await activity.recordLearningEvents({ events }, await asLearningService());
    expect(await codeOf(activity.awardIndyUserXpForTask({ taskName: task }, bearer(other.idToken)))).toBe(
      Code.FailedPrecondition,
    );
    const unfinished = `${owner.name}/packages/${randomUUID()}/tasks/0`;
    expect(await codeOf(activity.awardIndyUserXpForTask({ taskName: unfinished }, bearer(owner.idToken)))).toBe(
      Code.FailedPrecondition,
    );
    expect(await codeOf(activity.awardIndyUserXpForTask({ taskName: "tasks/1" }, bearer(owner.idToken)))).toBe(
      Code.InvalidArgument,
    );
    expect((await activity.getIndyUserXpState({}, bearer(other.idToken))).xpState?.xp).toBe(0n);
  });
});
