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

describe.each(testDatabases())("avatars on $kind", ({ open }) => {
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

  const choose = (token: string, iconName: string, backgroundName: string, name = "") =>
    activity.updateIndyUserAvatar(
      { avatar: { name, icon: { iconName }, background: { backgroundName } } },
      bearer(token),
    );

  it("gives a new learner the default avatar and the level-1 parts, the rest locked with their levels", async () => {
    const learner = await signUpLearner(indy, "Ada");
    const { avatar } = await activity.getIndyUserAvatar({}, bearer(learner.idToken));
    expect(avatar).toMatchObject({
      name: learner.name,
      icon: { iconName: "fox" },
      background: { backgroundName: "sky" },
    });
    expect(avatar?.icon?.unicodeValue).toBe("🦊");
    expect(avatar?.background?.colourHex).toBe("#CDE7FF");
    const parts = await activity.getIndyUserAvatarParts({}, bearer(learner.idToken));
    expect(parts.xpLevel).toBe(1);
    expect(parts.unlocked?.icons.every((icon) => icon.unlockLevel === 1)).toBe(true);
    expect(parts.unlocked?.icons.map((icon) => icon.iconName)).toContain("owl");
    expect(parts.locked?.icons.find((icon) => icon.iconName === "unicorn")?.unlockLevel).toBe(3);
  });

  it("saves an unlocked choice and refuses a locked or unknown part", async () => {
    const learner = await signUpLearner(indy, "Bo");
    const saved = await choose(learner.idToken, "owl", "mint");
    expect(saved.avatar).toMatchObject({
      icon: { iconName: "owl", unicodeValue: "🦉" },
      background: { colourHex: "#C8F2DC" },
    });
    const locked = await errorOf(choose(learner.idToken, "unicorn", "mint"));
    expect(locked?.code).toBe(Code.FailedPrecondition);
    expect(locked?.rawMessage).toBe("The unicorn icon unlocks at level 3.");
    expect(await codeOf(choose(learner.idToken, "owl", "gold"))).toBe(Code.FailedPrecondition);
    expect(await codeOf(choose(learner.idToken, "a-brand-logo", "mint"))).toBe(Code.InvalidArgument);
    expect(await codeOf(choose(learner.idToken, "owl", ""))).toBe(Code.InvalidArgument);
    // The refused choices changed nothing.
    expect(
      (await activity.getIndyUserAvatar({ name: learner.name }, bearer(learner.idToken))).avatar?.icon?.iconName,
    ).toBe("owl");
  });

  it("unlocks parts as the level rises, and the award names the parts it unlocked", async () => {
    const learner = await signUpLearner(indy, "Cy");
    // 60 questions right: 300 XP, from level 1 straight to level 3.
    const { task, events } = completedTask(learner.name, 60);
    await activity.recordLearningEvents({ events }, await asLearningService());
    const award = await activity.awardIndyUserXpForTask({ taskName: task }, bearer(learner.idToken));
    expect(award.levelledUp).toBe(true);
    expect(award.indyuserXpState?.xpLevel).toBe(3);
    expect(award.unlockedAvatarParts?.icons.map((icon) => icon.iconName)).toEqual([
      "panda",
      "octopus",
      "turtle",
      "unicorn",
    ]);
    expect(award.unlockedAvatarParts?.backgrounds.map((b) => b.backgroundName)).toEqual(["lavender", "coral"]);
    const parts = await activity.getIndyUserAvatarParts({ indyUserName: learner.name }, bearer(learner.idToken));
    expect(parts.xpLevel).toBe(3);
    expect(parts.unlocked?.icons.map((icon) => icon.iconName)).toContain("unicorn");
    expect((await choose(learner.idToken, "unicorn", "coral")).avatar?.icon?.iconName).toBe("unicorn");
    // A task with no level-up unlocks nothing.
    const small = completedTask(learner.name, 1);
    await activity.recordLearningEvents({ events: small.events }, await asLearningService());
    const next = await activity.awardIndyUserXpForTask({ taskName: small.task }, bearer(learner.idToken));
    expect(next.levelledUp).toBe(false);
    expect(next.unlockedAvatarParts).toMatchObject({ icons: [], backgrounds: [] });
  });

  it("lets a supporter see their child's avatar and parts but change nobody's; learners see only their own", async () => {
    const supporter = await signUpSupporter(indy, "Grace");
    const username = uniqueUsername("av");
    const { childIndyUser } = await indy.createChildIndyAccount(
      {
        firstName: "Kit",
        lastName: "Hopper",
        username,
        password: "Kidpass12",
        dateOfBirth: { year: 2012, month: 3, day: 4 },
      },
      bearer(supporter.idToken),
    );
    const child = childIndyUser?.name ?? "";
    const childToken = await signIn(`${username}@learners.sumwise.app`, "Kidpass12");
    await choose(childToken, "rocket", "peach");
    const seen = await activity.getIndyUserAvatar({ name: child }, bearer(supporter.idToken));
    expect(seen.avatar?.icon?.iconName).toBe("rocket");
    expect((await activity.getIndyUserAvatarParts({ indyUserName: child }, bearer(supporter.idToken))).xpLevel).toBe(1);
    // A supporter has no avatar of their own and cannot set their child's.
    expect(await codeOf(activity.getIndyUserAvatar({}, bearer(supporter.idToken)))).toBe(Code.PermissionDenied);
    expect(await codeOf(choose(supporter.idToken, "owl", "mint", child))).toBe(Code.PermissionDenied);
    // Another learner can neither read nor set the child's avatar.
    const other = await signUpLearner(indy, "Di");
    expect(await codeOf(activity.getIndyUserAvatar({ name: child }, bearer(other.idToken)))).toBe(
      Code.PermissionDenied,
    );
    expect(await codeOf(activity.getIndyUserAvatarParts({ indyUserName: child }, bearer(other.idToken)))).toBe(
      Code.PermissionDenied,
    );
    expect(await codeOf(choose(other.idToken, "owl", "mint", child))).toBe(Code.PermissionDenied);
    expect(await codeOf(activity.getIndyUserAvatar({}))).toBe(Code.Unauthenticated);
    expect((await activity.getIndyUserAvatar({ name: child }, bearer(childToken))).avatar?.icon?.iconName).toBe(
      "rocket",
    );
  });
});
