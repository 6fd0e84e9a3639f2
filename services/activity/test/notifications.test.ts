import { Code } from "@connectrpc/connect";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { NotificationType } from "@sumwise/gen/activity/v1/notifications_pb";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import type { RunningStack } from "@sumwise/stack";
import {
  bearer,
  codeOf,
  connectClientOf,
  signIn,
  signUpLearner,
  signUpSupporter,
  startTestStack,
  testDatabases,
} from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueUsername } from "./people.js";
import { asService, taskEvents } from "./task-events.js";

/** Only the XP_LEVEL_UP notifications of a list. */
const levelUps = <T extends { notifications: { type: NotificationType }[] }>(list: T) => ({
  ...list,
  notifications: list.notifications.filter((n) => n.type === NotificationType.XP_LEVEL_UP),
});

describe.each(testDatabases())("notifications on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let activity: ReturnType<typeof connectClientOf<typeof ActivityService>>;
  let indy: ReturnType<typeof connectClientOf<typeof IndyService>>;

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

  /** A supporter with one child (born 2012: 13 or over, so no consent step), both signed in. */
  async function family(childFirstName = "Kit") {
    const supporter = await signUpSupporter(indy, "Pat");
    const username = uniqueUsername("kid");
    const { childIndyUser } = await indy.createChildIndyAccount(
      {
        firstName: childFirstName,
        lastName: "Child",
        username,
        password: "Kidpass12",
        dateOfBirth: { year: 2012, month: 3, day: 4 },
      },
      bearer(supporter.idToken),
    );
    const childToken = await signIn(`${username.toLowerCase()}@learners.sumwise.app`, "Kidpass12");
    return { supporter, child: { name: childIndyUser?.name ?? "", idToken: childToken } };
  }

  /** Seven 3-right tasks: 105 XP, which crosses into level 2 (at 100 XP). */
  async function levelUp(learner: string) {
    for (let i = 0; i < 7; i++) {
      await activity.recordLearningEvents({ events: taskEvents(learner, 3).events }, await asService("learning"));
    }
  }

  it("announces a level once, to the learner and to their supporter, and the supporter marks only their own copy read", async () => {
    const { supporter, child } = await family("Kit");
    await levelUp(child.name);
    // A redelivered batch and more XP inside level 2 change nothing.
    await activity.recordLearningEvents({ events: taskEvents(child.name, 3).events }, await asService("learning"));

    // 21 right answers also reach Question perfection (its own notification): this test is about levels.
    const own = levelUps(await activity.listNotifications({}, bearer(child.idToken)));
    expect(own.notifications).toHaveLength(1);
    expect(own.notifications[0]).toMatchObject({
      name: `${child.name}/notifications/XP_LEVEL_UP-2`,
      type: NotificationType.XP_LEVEL_UP,
      title: "Level Up!",
      text: "You've reached level 2!",
      level: 2,
      read: false,
    });

    const childId = child.name.split("/")[1];
    const copies = levelUps(await activity.listNotifications({}, bearer(supporter.idToken)));
    expect(copies.notifications).toHaveLength(1);
    expect(copies.notifications[0]).toMatchObject({
      name: `${supporter.name}/notifications/XP_LEVEL_UP-2:${childId}`,
      text: "Kit has reached level 2!",
      childIndyUserName: child.name,
    });
    // The supporter may read the child's list, read-only.
    const childsList = levelUps(
      await activity.listNotifications({ indyUserName: child.name }, bearer(supporter.idToken)),
    );
    expect(childsList.notifications.map((n) => n.name)).toEqual([own.notifications[0]?.name]);
    // …but not mark the child's read.
    expect(
      await codeOf(
        activity.updateNotifications(
          { notifications: [{ name: own.notifications[0]?.name, read: true }] },
          bearer(supporter.idToken),
        ),
      ),
    ).toBe(Code.PermissionDenied);
    const marked = await activity.updateNotifications(
      { notifications: [{ name: copies.notifications[0]?.name, read: true }] },
      bearer(supporter.idToken),
    );
    expect(marked.updated).toBe(1);
    expect(levelUps(await activity.listNotifications({}, bearer(supporter.idToken))).notifications[0]?.read).toBe(true);
    expect(levelUps(await activity.listNotifications({}, bearer(child.idToken))).notifications[0]?.read).toBe(false);
  });

  it("announces an achievement level once, when the answers reach it", async () => {
    const learner = await signUpLearner(indy, "Ola");
    // 19 right answers: not yet Question perfection (20).
    for (const correct of [3, 3, 3, 3, 3, 3, 1]) {
      await activity.recordLearningEvents(
        { events: taskEvents(learner.name, correct).events },
        await asService("learning"),
      );
    }
    const before = await activity.listNotifications({}, bearer(learner.idToken));
    expect(before.notifications.some((n) => n.type === NotificationType.ACHIEVEMENT_QUESTION_PERFECTION)).toBe(false);
    // The first answer unlocked the daily challenge (its level 1).
    expect(before.notifications.map((n) => n.name)).toContain(
      `${learner.name}/notifications/ACHIEVEMENT_DAILY_CHALLENGE_UNLOCKED-1`,
    );
    const twentieth = taskEvents(learner.name, 1).events;
    await activity.recordLearningEvents({ events: twentieth }, await asService("learning"));
    // A redelivered batch announces nothing new.
    await activity.recordLearningEvents({ events: twentieth }, await asService("learning"));
    const after = await activity.listNotifications({}, bearer(learner.idToken));
    const perfection = after.notifications.filter((n) => n.type === NotificationType.ACHIEVEMENT_QUESTION_PERFECTION);
    expect(perfection.map((n) => n.name)).toEqual([`${learner.name}/notifications/ACHIEVEMENT_QUESTION_PERFECTION-1`]);
    expect(perfection[0]?.level).toBe(1);
  });

  it("makes the week's calendar notifications once: the weekly workout, and a league place that improved", async () => {
    const ada = await signUpLearner(indy, "Ada");
    const bo = await signUpLearner(indy, "Bo");
    const week = 7 * 24 * 3600 * 1000;
    const weekBefore = new Date(Date.now() - 2 * week);
    const lastWeek = new Date(Date.now() - week);
    // The week before last Ada beat Bo; last week Bo beat Ada (one league: same course, same weeks).
    for (const [who, at, tasks] of [
      [ada, weekBefore, 2],
      [bo, weekBefore, 1],
      [ada, lastWeek, 1],
      [bo, lastWeek, 2],
    ] as const) {
      for (let i = 0; i < tasks; i++)
        await activity.recordLearningEvents(
          { events: taskEvents(who.name, 3, 0, at).events },
          await asService("learning"),
        );
    }
    const typesOf = async (token: string) =>
      (await activity.listNotifications({}, bearer(token))).notifications.map((n) => n.type);
    await typesOf(bo.idToken);
    const boTypes = await typesOf(bo.idToken);
    expect(boTypes.filter((t) => t === NotificationType.LEAGUE_TABLE_POSITION_IMPROVED)).toHaveLength(1);
    expect(boTypes.filter((t) => t === NotificationType.WEEKLY_WORKOUT_AVAILABLE)).toHaveLength(1);
    const adaTypes = await typesOf(ada.idToken);
    expect(adaTypes).not.toContain(NotificationType.LEAGUE_TABLE_POSITION_IMPROVED);
    expect(adaTypes.filter((t) => t === NotificationType.WEEKLY_WORKOUT_AVAILABLE)).toHaveLength(1);
  });

  it("lets no one read or mark another learner's notifications", async () => {
    const a = await signUpLearner(indy, "Ann");
    const b = await signUpLearner(indy, "Ben");
    await levelUp(a.name);
    expect(await codeOf(activity.listNotifications({ indyUserName: a.name }, bearer(b.idToken)))).toBe(
      Code.PermissionDenied,
    );
    const name = `${a.name}/notifications/XP_LEVEL_UP-2`;
    expect(
      await codeOf(activity.updateNotifications({ notifications: [{ name, read: true }] }, bearer(b.idToken))),
    ).toBe(Code.PermissionDenied);
    expect(
      await codeOf(activity.updateNotifications({ notifications: [{ name, read: false }] }, bearer(a.idToken))),
    ).toBe(Code.InvalidArgument);
    expect(
      (await activity.updateNotifications({ notifications: [{ name, read: true }] }, bearer(a.idToken))).updated,
    ).toBe(1);
    // Marking again changes nothing.
    expect(
      (await activity.updateNotifications({ notifications: [{ name, read: true }] }, bearer(a.idToken))).updated,
    ).toBe(0);
  });

  it("CreateNotification: services only, idempotent by name; the list keeps the rules (cap 10, one league, one weekly workout)", async () => {
    const learner = await signUpLearner(indy, "Cal");
    const create = async (suffix: string) =>
      activity.createNotification(
        { notification: { name: `${learner.name}/notifications/${suffix}` } },
        await asService("learning"),
      );
    // A person may not create one, not even in their own list.
    expect(
      await codeOf(
        activity.createNotification(
          { notification: { name: `${learner.name}/notifications/XP_LEVEL_UP-3` } },
          bearer(learner.idToken),
        ),
      ),
    ).toBe(Code.PermissionDenied);
    expect((await create("ACHIEVEMENT_ON_A_ROLL-1")).created).toBe(true);
    expect((await create("ACHIEVEMENT_ON_A_ROLL-1")).created).toBe(false);
    expect(await codeOf(create("NOT_A_TYPE-1"))).toBe(Code.InvalidArgument);
    expect(await codeOf(create("XP_LEVEL_UP-3:someone"))).toBe(Code.InvalidArgument);
    for (const week of ["2026-11-02", "2026-11-09", "2026-11-16"])
      await create(`LEAGUE_TABLE_POSITION_IMPROVED-${week}`);
    await create("WEEKLY_WORKOUT_AVAILABLE-2026-11-16");
    await create("WEEKLY_WORKOUT_AVAILABLE-2026-11-23");
    for (let level = 1; level <= 8; level++) await create(`ACHIEVEMENT_LESSON_LEGEND-${level}`);
    const list = (await activity.listNotifications({}, bearer(learner.idToken))).notifications;
    expect(list).toHaveLength(10);
    expect(list.filter((n) => n.type === NotificationType.LEAGUE_TABLE_POSITION_IMPROVED)).toHaveLength(1);
    expect(list.filter((n) => n.type === NotificationType.WEEKLY_WORKOUT_AVAILABLE).map((n) => n.name)).toEqual([
      `${learner.name}/notifications/WEEKLY_WORKOUT_AVAILABLE-2026-11-23`,
    ]);
    const times = list.map((n) => Number(n.createTime?.seconds ?? 0n));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });

  it("withholds the streak warning from under-13s (and from learners whose age is unknown)", async () => {
    const learner = await signUpLearner(indy, "Dee"); // born 2010: 16
    const supporter = await signUpSupporter(indy, "Pam");
    const username = uniqueUsername("kid");
    const { childIndyUser } = await indy.createChildIndyAccount(
      {
        firstName: "Tot",
        lastName: "Child",
        username,
        password: "Kidpass12",
        dateOfBirth: { year: 2017, month: 1, day: 1 },
      },
      bearer(supporter.idToken),
    );
    const warn = async (owner: string) =>
      activity.createNotification(
        { notification: { name: `${owner}/notifications/WEEKLY_WORKOUT_STREAK_EXPIRING-2026-11-23` } },
        await asService("learning"),
      );
    expect((await warn(learner.name)).created).toBe(true);
    expect((await warn(childIndyUser?.name ?? "")).created).toBe(false);
    expect((await activity.listNotifications({}, bearer(supporter.idToken))).notifications).toEqual([]);
  });
});
