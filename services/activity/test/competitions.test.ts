import { Code } from "@connectrpc/connect";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import type { RunningStack } from "@sumwise/stack";
import {
  bearer,
  codeOf,
  connectClientOf,
  errorOf,
  signIn,
  signUpLearner,
  signUpSupporter,
  startTestStack,
  testDatabases,
} from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asLearningService, completedTask } from "./ledger-helpers.js";
import { uniqueUsername } from "./people.js";

const DAY_MS = 86_400_000;

describe.each(testDatabases())("competitions on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let activity: ReturnType<typeof connectClientOf<typeof ActivityService>>;
  let indy: ReturnType<typeof connectClientOf<typeof IndyService>>;

  const setCompetitionFlag = (enabled: boolean) =>
    database
      .forSchema<{ feature_flag: { name: string; enabled: boolean } }>("indy")
      .updateTable("feature_flag")
      .set({ enabled })
      .where("name", "=", "enableCompetition")
      .execute();

  async function addChild(supporterToken: string, firstName: string) {
    const username = uniqueUsername("cp");
    const { childIndyUser } = await indy.createChildIndyAccount(
      { firstName, lastName: "Hopper", username, password: "Kidpass12", dateOfBirth: { year: 2012, month: 3, day: 4 } },
      bearer(supporterToken),
    );
    return { name: childIndyUser?.name ?? "", token: await signIn(`${username}@learners.sumwise.app`, "Kidpass12") };
  }

  beforeAll(async () => {
    database = await open();
    // The first competition runs from this week's Monday (COMPETITION_STARTS_ON=current).
    stack = await startTestStack(database, { COMPETITION_STARTS_ON: "current" });
    activity = connectClientOf(ActivityService, stack.services.activity!.url);
    indy = connectClientOf(IndyService, stack.services.indy!.url);
    await setCompetitionFlag(true);
  });
  afterAll(async () => {
    await setCompetitionFlag(false).catch(() => undefined);
    await stack?.stop();
    await database?.close();
  });

  it("counts a learner's correct answers per weekly window; 30 in a week is a draw entry", async () => {
    const learner = await signUpLearner(indy, "Ada");
    // 20 + 12 right this week; 40 right three weeks ago, before the competition, count for nothing.
    for (const events of [
      completedTask(learner.name, 20).events,
      completedTask(learner.name, 12).events,
      completedTask(learner.name, 40, new Date(Date.now() - 21 * DAY_MS)).events,
    ]) {
      await activity.recordLearningEvents({ events }, await asLearningService());
    }
    const before = await activity.getCompetitionEntries({}, bearer(learner.idToken));
    expect(before.competition).toMatchObject({
      title: "Sums for Spring",
      correctAnswersPerEntry: 30,
      maxChildrenPerEntry: 25,
      prizeCount: 4,
    });
    expect(before.competition?.weeks).toHaveLength(4);
    expect(before.entryBySupporterOnly).toBe(false);
    expect(before.competitionStates).toHaveLength(1);
    expect(before.competitionStates[0]).toMatchObject({ indyUserName: learner.name, entered: false });
    expect(before.competitionStates[0]?.weeklyCounts.map((w) => [w.count, w.drawEntry])).toEqual([
      [32, true],
      [0, false],
      [0, false],
      [0, false],
    ]);
    // An independent learner enters themselves; entering again changes nothing.
    const entered = await activity.createCompetitionEntries({}, bearer(learner.idToken));
    expect(entered.competitionStates[0]).toMatchObject({ indyUserName: learner.name, entered: true });
    await activity.createCompetitionEntries({ indyUserNames: [learner.name] }, bearer(learner.idToken));
    expect((await activity.getCompetitionEntries({}, bearer(learner.idToken))).competitionStates[0]?.entered).toBe(
      true,
    );
  });

  it("lets a supporter enter only their own children, at most 25 names; the children cannot enter themselves", async () => {
    const supporter = await signUpSupporter(indy, "Grace");
    const kit = await addChild(supporter.idToken, "Kit");
    const max = await addChild(supporter.idToken, "Max");
    const stranger = await signUpLearner(indy, "Sam");

    const listed = await activity.getCompetitionEntries({}, bearer(supporter.idToken));
    expect(listed.competitionStates.map((s) => [s.indyUserName, s.entered])).toEqual([
      [kit.name, false],
      [max.name, false],
    ]);
    // A child with a supporter is told to ask them and is refused.
    const ownView = await activity.getCompetitionEntries({}, bearer(kit.token));
    expect(ownView.entryBySupporterOnly).toBe(true);
    const refused = await errorOf(activity.createCompetitionEntries({}, bearer(kit.token)));
    expect(refused?.code).toBe(Code.PermissionDenied);
    expect(refused?.rawMessage).toContain("ask them to enter you");
    // Someone else's learner, another child entering a sibling, a supporter entering themselves: refused.
    expect(
      await codeOf(
        activity.createCompetitionEntries({ indyUserNames: [kit.name, stranger.name] }, bearer(supporter.idToken)),
      ),
    ).toBe(Code.PermissionDenied);
    expect(await codeOf(activity.createCompetitionEntries({ indyUserNames: [max.name] }, bearer(kit.token)))).toBe(
      Code.PermissionDenied,
    );
    expect(await codeOf(activity.createCompetitionEntries({}, bearer(supporter.idToken)))).toBe(Code.PermissionDenied);
    const tooMany = Array.from(
      { length: 26 },
      (_, i) => `indyUsers/00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    );
    expect(await codeOf(activity.createCompetitionEntries({ indyUserNames: tooMany }, bearer(supporter.idToken)))).toBe(
      Code.InvalidArgument,
    );
    expect(
      (await activity.getCompetitionEntries({}, bearer(supporter.idToken))).competitionStates.some((s) => s.entered),
    ).toBe(false);

    // The supporter enters Kit (agreeing to the terms); Max stays out; entering Kit again with Max adds Max.
    await activity.createCompetitionEntries({ indyUserNames: [kit.name] }, bearer(supporter.idToken));
    const after = await activity.getCompetitionEntries({}, bearer(supporter.idToken));
    expect(after.competitionStates.map((s) => s.entered)).toEqual([true, false]);
    await activity.createCompetitionEntries({ indyUserNames: [kit.name, max.name] }, bearer(supporter.idToken));
    expect(
      (await activity.getCompetitionEntries({ indyUserName: max.name }, bearer(supporter.idToken))).competitionStates[0]
        ?.entered,
    ).toBe(true);
    expect((await activity.getCompetitionEntries({}, bearer(kit.token))).competitionStates[0]?.entered).toBe(true);

    // Reads: a learner only their own; a supporter only their children.
    expect(await codeOf(activity.getCompetitionEntries({ indyUserName: kit.name }, bearer(stranger.idToken)))).toBe(
      Code.PermissionDenied,
    );
    const otherSupporter = await signUpSupporter(indy, "Ida");
    expect(
      await codeOf(activity.getCompetitionEntries({ indyUserName: kit.name }, bearer(otherSupporter.idToken))),
    ).toBe(Code.PermissionDenied);
    expect((await activity.getCompetitionEntries({}, bearer(otherSupporter.idToken))).competitionStates).toEqual([]);
    expect(await codeOf(activity.getCompetitionEntries({}))).toBe(Code.Unauthenticated);
  });

  it("takes no entries while the competition flag is off", async () => {
    const learner = await signUpLearner(indy, "Flo");
    await setCompetitionFlag(false);
    try {
      const closed = await errorOf(activity.createCompetitionEntries({}, bearer(learner.idToken)));
      expect(closed?.code).toBe(Code.FailedPrecondition);
      expect(closed?.rawMessage).toBe("There is no competition open for entries right now.");
    } finally {
      await setCompetitionFlag(true);
    }
    expect((await activity.getCompetitionEntries({}, bearer(learner.idToken))).competitionStates[0]?.entered).toBe(
      false,
    );
  });
});
