import { Code } from "@connectrpc/connect";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { Region } from "@sumwise/gen/common/v1/common_pb";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { RoleState } from "@sumwise/gen/indy/v1/indy_user_pb";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { NonSubscriptionAccessReason, PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import { addDays, todayUtc } from "@sumwise/rules";
import type { RunningStack } from "@sumwise/stack";
import {
  bearer,
  codeOf,
  connectClientOf,
  signIn,
  signUpLearner,
  startTestStack,
  testDatabases,
  testPassword,
  uniqueEmail,
} from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe.each(testDatabases())("payment, activity and learning on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  const clients = () => ({
    indy: connectClientOf(IndyService, stack.services.indy!.url),
    payment: connectClientOf(PaymentService, stack.services.payment!.url),
    activity: connectClientOf(ActivityService, stack.services.activity!.url),
    learning: connectClientOf(LearningService, stack.services.learning!.url),
  });

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  it("PaymentService asks IndyService for the account and starts a 14-day trial from its creation", async () => {
    const { indy, payment } = clients();
    const learner = await signUpLearner(indy);
    const { accessDetails } = await payment.getAccessDetails({}, bearer(learner.idToken));
    expect(accessDetails).toMatchObject({
      hasNonSubscriptionAccess: true,
      canPay: true,
      hasSupporter: false,
      nonSubscriptionAccessReason: NonSubscriptionAccessReason.INITIAL_FREE_TRIAL,
    });
    expect(accessDetails?.freeTrialEndDate).toMatchObject(addDays(todayUtc(), 14));
    // Stored once: asking again returns the same date.
    const again = await payment.getAccessDetails({}, bearer(learner.idToken));
    expect(again.accessDetails?.freeTrialEndDate).toEqual(accessDetails?.freeTrialEndDate);
    expect(await codeOf(payment.getAccessDetails({}))).toBe(Code.Unauthenticated);
  });

  it("ActivityService gives a new learner level 1 and refuses another learner's XP", async () => {
    const { indy, activity } = clients();
    const ada = await signUpLearner(indy, "Ada");
    const bob = await signUpLearner(indy, "Bob");
    const { xpState } = await activity.getIndyUserXpState({ indyUserName: "" }, bearer(ada.idToken));
    expect(xpState).toMatchObject({ indyUserName: ada.name, xp: 0n, xpLevel: 1, nextLevelThreshold: 100n });
    expect(await codeOf(activity.getIndyUserXpState({ indyUserName: bob.name }, bearer(ada.idToken)))).toBe(
      Code.PermissionDenied,
    );
    expect(await codeOf(activity.getIndyUserXpState({ indyUserName: "" }))).toBe(Code.Unauthenticated);
    // A supporter has no XP of their own.
    const email = uniqueEmail("supporter");
    await indy.createIndyAccount({
      indyUser: { email, firstName: "Sam", lastName: "Parent", supporterState: RoleState.ENABLED },
      password: testPassword,
      termsAccepted: true,
      adultConfirmed: true,
    });
    const supporterToken = await signIn(email, testPassword);
    expect(await codeOf(activity.getIndyUserXpState({ indyUserName: "" }, bearer(supporterToken)))).toBe(
      Code.PermissionDenied,
    );
  });

  it("LearningService lists the active courses to signed-in users only", async () => {
    const { indy, learning } = clients();
    const learner = await signUpLearner(indy);
    const { courses } = await learning.listActiveCourses({}, bearer(learner.idToken));
    const names = courses.map((course) => course.courseMetadata?.name);
    expect(names).toEqual(expect.arrayContaining(["courses/ks3-a", "courses/gcse-h", "courses/in-class-6"]));
    for (const course of courses) expect(course.partsCount).toBeGreaterThan(0);
    const { courses: india } = await learning.listActiveCourses({ region: Region.IN }, bearer(learner.idToken));
    expect(india.length).toBeGreaterThan(0);
    for (const course of india) expect(course.courseMetadata?.region).toBe(Region.IN);
    expect(await codeOf(learning.listActiveCourses({}))).toBe(Code.Unauthenticated);
  });
});
