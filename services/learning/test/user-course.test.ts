import { Code } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { RoleState } from "@sumwise/gen/indy/v1/indy_user_pb";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import type { DatabaseHandle } from "@sumwise/kit";
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

describe.each(testDatabases())("a learner's course on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let indy: ReturnType<typeof connectClientOf<typeof IndyService>>;
  let learning: ReturnType<typeof connectClientOf<typeof LearningService>>;
  let courses: string[];

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database);
    indy = connectClientOf(IndyService, stack.services.indy!.url);
    learning = connectClientOf(LearningService, stack.services.learning!.url);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  async function supporter() {
    const email = uniqueEmail("parent");
    await indy.createIndyAccount({
      indyUser: { email, firstName: "Grace", lastName: "Hopper", supporterState: RoleState.ENABLED },
      password: testPassword,
      termsAccepted: true,
      adultConfirmed: true,
    });
    return signIn(email, testPassword);
  }

  let counter = 0;
  async function child(supporterToken: string, birthYear: number) {
    counter += 1;
    const username = `c${Date.now().toString(36)}_${process.pid % 1000}_${counter}`;
    const { childIndyUser } = await indy.createChildIndyAccount(
      {
        firstName: "Kit",
        lastName: "Child",
        username,
        password: "Kidpass12",
        dateOfBirth: { year: birthYear, month: 1, day: 2 },
      },
      bearer(supporterToken),
    );
    return { name: childIndyUser?.name ?? "", token: await signIn(`${username}@learners.sumwise.app`, "Kidpass12") };
  }

  it("lets a supporter set and read their child's course, and nobody else", async () => {
    const parent = await supporter();
    const stranger = await supporter();
    courses = (await learning.listActiveCourses({}, bearer(parent))).courses.map((c) => c.courseMetadata?.name ?? "");
    expect(courses.length).toBeGreaterThan(1);
    const kid = await child(parent, 2010);
    expect((await learning.getCourseForUser({ indyUserName: kid.name }, bearer(parent))).courseName).toBe("");
    await learning.setCourseForUser({ indyUserName: kid.name, courseName: courses[1]! }, bearer(parent));
    expect((await learning.getCourseForUser({ indyUserName: kid.name }, bearer(parent))).courseName).toBe(courses[1]);
    // The child sees it as their own course.
    expect((await learning.getCourseForUser({}, bearer(kid.token))).courseName).toBe(courses[1]);

    const strangerSet = learning.setCourseForUser(
      { indyUserName: kid.name, courseName: courses[0]! },
      bearer(stranger),
    );
    expect(await codeOf(strangerSet)).toBe(Code.PermissionDenied);
    expect(await codeOf(learning.getCourseForUser({ indyUserName: kid.name }, bearer(stranger)))).toBe(
      Code.PermissionDenied,
    );
    expect((await learning.getCourseForUser({}, bearer(kid.token))).courseName).toBe(courses[1]);
  });

  it("lets a learner set their own course, refuses unknown courses and a supporter's own", async () => {
    const learner = await signUpLearner(indy);
    await learning.setCourseForUser({ courseName: courses[0]! }, bearer(learner.idToken));
    expect((await learning.getCourseForUser({}, bearer(learner.idToken))).courseName).toBe(courses[0]);
    expect(await codeOf(learning.setCourseForUser({ courseName: "courses/nope" }, bearer(learner.idToken)))).toBe(
      Code.InvalidArgument,
    );
    expect((await learning.getCourseForUser({}, bearer(learner.idToken))).courseName).toBe(courses[0]);
    const parent = await supporter();
    expect(await codeOf(learning.setCourseForUser({ courseName: courses[0]! }, bearer(parent)))).toBe(
      Code.PermissionDenied,
    );
    expect(await codeOf(learning.getCourseForUser({}))).toBe(Code.Unauthenticated);
  });

  it("refuses a child awaiting consent their own learning calls, while the supporter may still set up", async () => {
    const parent = await supporter();
    const kid = await child(parent, new Date().getUTCFullYear() - 8);
    expect(await codeOf(learning.getCourseForUser({}, bearer(kid.token)))).toBe(Code.PermissionDenied);
    expect(await codeOf(learning.setCourseForUser({ courseName: courses[0]! }, bearer(kid.token)))).toBe(
      Code.PermissionDenied,
    );
    await learning.setCourseForUser({ indyUserName: kid.name, courseName: courses[0]! }, bearer(parent));
    expect((await learning.getCourseForUser({ indyUserName: kid.name }, bearer(parent))).courseName).toBe(courses[0]);
  });
});
