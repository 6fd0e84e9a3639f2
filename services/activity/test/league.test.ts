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
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityDatabase } from "../src/db/schema.js";
import { asLearningService, completedTask, fakeLearner, uniqueCourse } from "./league-helpers.js";

describe.each(testDatabases())("weekly leagues on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let activity: ReturnType<typeof connectClientOf<typeof ActivityService>>;
  let cast: Cast;
  const earn = async (user: string, course: string, correct: number, at?: Date) =>
    activity.recordLearningEvents({ events: completedTask(user, course, correct, at) }, await asLearningService());

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

  it("ranks a league by this week's XP, shares ranks on ties, and shows first name and initial only", async () => {
    const course = uniqueCourse();
    const { learner } = cast;
    const others = [fakeLearner(), fakeLearner(), fakeLearner()];
    await earn(others[0]!, course, 10); // 50 XP
    await earn(learner.name, course, 6); // 30 XP
    await earn(others[1]!, course, 6); // 30 XP
    await earn(others[2]!, course, 2); // 10 XP
    const table = await activity.getIndyUserWeeklyLeagueTable({}, bearer(learner.idToken));
    expect(table.inLeagues).toBe(true);
    expect(table.leagueTableRows.map((row) => [row.rank, Number(row.xp)])).toEqual([
      [1, 50],
      [2, 30],
      [2, 30],
      [4, 10],
    ]);
    const own = table.leagueTableRows.find((row) => row.indyUserName === learner.name)!;
    expect(own.displayName).toMatch(/^\S+ [A-Z]\.$/);
    // Other learners' account names and avatars are never shared; unknown accounts show "A learner".
    expect(table.leagueTableRows.filter((row) => row.indyUserName !== "")).toHaveLength(1);
    expect(table.leagueTableRows.every((row) => row.avatar === "")).toBe(true);
    expect(table.leagueTableRows.filter((row) => row.displayName === "A learner")).toHaveLength(3);
    const end = Number(table.secondsToEndOfWeek);
    expect(end).toBeGreaterThan(0);
    expect(end).toBeLessThanOrEqual(7 * 86_400);
    // Three rows asked for: the top three (the learner is among them at 2nd).
    const shell = await activity.getIndyUserWeeklyLeagueTable({ numRows: 1 }, bearer(learner.idToken));
    expect(shell.leagueTableRows.map((row) => row.rank)).toEqual([1, 2]);
  });

  it("remembers last week's rank and XP", async () => {
    const course = uniqueCourse();
    const child = cast.otherChild;
    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    await earn(fakeLearner(), course, 8, lastWeek);
    await earn(child.name, course, 4, lastWeek);
    const table = await activity.getIndyUserWeeklyLeagueTable({}, bearer(child.idToken));
    expect(table).toMatchObject({ rankLastWeek: 2, rankWeekBeforeLast: 0, xpEarnedLastWeek: 20n });
    expect(table.leagueTableRows).toEqual([]);
  });

  it("never makes a league of more than 30, however many join at once", async () => {
    const course = uniqueCourse();
    const learners = Array.from({ length: 65 }, fakeLearner);
    await Promise.all(learners.map((user) => earn(user, course, 1)));
    const db = database.forSchema<ActivityDatabase>("activity");
    const cohorts = await db
      .selectFrom("league_cohort as c")
      .select(["c.id", "c.member_count"])
      .select((eb) =>
        eb
          .selectFrom("league_member as m")
          .whereRef("m.cohort_id", "=", "c.id")
          .select(sql<string>`count(*)`.as("n"))
          .as("members"),
      )
      .where("c.band", "=", course)
      .execute();
    expect(cohorts.map((c) => Number(c.members)).sort((a, b) => b - a)).toEqual([30, 30, 5]);
    expect(cohorts.every((c) => c.member_count === Number(c.members))).toBe(true);
  });

  it("lets only a supporter take their child out of leagues, and back in", async () => {
    const { supporter, consentedChild: child, otherSupporter, learner } = cast;
    const course = uniqueCourse();
    const classmate = cast.childAwaitingConsent.name; // any learner name: the league counts it
    await earn(child.name, course, 4);
    await earn(classmate, course, 2);
    const before = await activity.getIndyUserWeeklyLeagueTable({ indyUserName: child.name }, bearer(supporter.idToken));
    expect(before.leagueTableRows).toHaveLength(2);

    expect(
      await codeOf(
        activity.setLeagueParticipation({ indyUserName: child.name, inLeagues: false }, bearer(learner.idToken)),
      ),
    ).toBe(Code.PermissionDenied);
    expect(
      await codeOf(
        activity.setLeagueParticipation({ indyUserName: child.name, inLeagues: false }, bearer(otherSupporter.idToken)),
      ),
    ).toBe(Code.PermissionDenied);
    expect(
      await codeOf(
        activity.setLeagueParticipation({ indyUserName: supporter.name, inLeagues: false }, bearer(supporter.idToken)),
      ),
    ).toBe(Code.PermissionDenied);
    expect(
      await codeOf(activity.getIndyUserWeeklyLeagueTable({ indyUserName: child.name }, bearer(otherSupporter.idToken))),
    ).toBe(Code.PermissionDenied);

    await activity.setLeagueParticipation({ indyUserName: child.name, inLeagues: false }, bearer(supporter.idToken));
    const out = await activity.getIndyUserWeeklyLeagueTable({}, bearer(child.idToken));
    expect(out).toMatchObject({ inLeagues: false, leagueTableRows: [] });
    // More XP while out joins no league.
    await earn(child.name, course, 4);
    const db = database.forSchema<ActivityDatabase>("activity");
    const membership = () =>
      db.selectFrom("league_member").select("cohort_id").where("indy_user_name", "=", child.name).execute();
    expect(await membership()).toEqual([]);

    await activity.setLeagueParticipation({ indyUserName: child.name, inLeagues: true }, bearer(supporter.idToken));
    await earn(child.name, course, 1);
    const back = await activity.getIndyUserWeeklyLeagueTable({}, bearer(child.idToken));
    expect(back.inLeagues).toBe(true);
    expect(back.leagueTableRows.find((row) => row.indyUserName === child.name)?.xp).toBe(45n);
  });
});
