import { Code, ConnectError } from "@connectrpc/connect";
import { BadRequestSchema } from "@sumwise/gen/common/v1/common_pb";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { EmailVerificationState, RoleState } from "@sumwise/gen/indy/v1/indy_user_pb";
import { type DatabaseHandle, ServiceTokens, serviceTokenHeader } from "@sumwise/kit";
import { messages } from "@sumwise/rules";
import type { RunningStack } from "@sumwise/stack";
import {
  bearer,
  codeOf,
  connectClientOf,
  createFirebaseOnlyUser,
  markEmailVerified,
  signIn,
  signUpLearner,
  startTestStack,
  testDatabases,
  testPassword,
  uniqueEmail,
} from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe.each(testDatabases())("IndyService on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let indy: ReturnType<typeof connectClientOf<typeof IndyService>>;

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database);
    indy = connectClientOf(IndyService, stack.services.indy!.url);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  const learnerRequest = (email: string) => ({
    indyUser: {
      email,
      firstName: " Ada ",
      lastName: "Lovelace",
      dateOfBirth: { year: 2010, month: 5, day: 1 },
      learnerState: RoleState.ENABLED,
      supporterState: RoleState.DISABLED,
    },
    password: testPassword,
    termsAccepted: true,
  });

  it("creates an independent learner and logs them in with the session user record", async () => {
    const email = uniqueEmail();
    const { indyUser } = await indy.createIndyAccount(learnerRequest(email));
    expect(indyUser?.name).toMatch(/^indyUsers\/[0-9a-f-]{36}$/);
    expect(indyUser?.firstName).toBe("Ada");
    // Product login needs a verified email (spec §4); sign-in-and-sessions.test.ts covers refusal.
    await markEmailVerified(email, testPassword);
    const token = await signIn(email, testPassword);
    const { user } = await indy.login({}, bearer(token));
    expect(user).toMatchObject({
      name: indyUser?.name,
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      learnerState: RoleState.ENABLED,
      supporterState: RoleState.DISABLED,
      countryCode: "XX",
      emailVerificationState: EmailVerificationState.VERIFIED,
      identityProvider: "firebase",
    });
    expect(user?.dateOfBirth).toMatchObject({ year: 2010, month: 5, day: 1 });
  });

  it("refuses bad input with every field's message and creates nothing", async () => {
    const email = uniqueEmail();
    const request = learnerRequest(email);
    request.indyUser.dateOfBirth = { year: 2020, month: 1, day: 1 };
    request.password = "short";
    request.termsAccepted = false;
    const error = await indy.createIndyAccount(request).then(() => undefined, ConnectError.from);
    expect(error?.code).toBe(Code.InvalidArgument);
    const [details] = error?.findDetails(BadRequestSchema) ?? [];
    expect(details?.fieldViolations.map((v) => [v.field, v.description])).toEqual([
      ["password", messages.passwordRule],
      ["dateOfBirth", messages.learnerTooYoung],
      ["termsAccepted", messages.termsRequired],
    ]);
    // Nothing was created: the address can still sign up.
    await expect(indy.createIndyAccount(learnerRequest(email))).resolves.toBeDefined();
  });

  it("refuses a taken email, whatever its case, with the spec's message", async () => {
    const email = uniqueEmail();
    await indy.createIndyAccount(learnerRequest(email));
    const error = await indy
      .createIndyAccount(learnerRequest(email.toUpperCase()))
      .then(() => undefined, ConnectError.from);
    expect(error?.code).toBe(Code.AlreadyExists);
    expect(error?.rawMessage).toBe(messages.emailTaken);
  });

  it("refuses the reserved learner domain", async () => {
    const error = await indy
      .createIndyAccount(learnerRequest("someone@learners.sumwise.app"))
      .then(() => undefined, ConnectError.from);
    expect(error?.code).toBe(Code.InvalidArgument);
    expect(error?.rawMessage).toBe(messages.emailReserved);
  });

  it("answers Unauthenticated to protected RPCs without a valid token", async () => {
    expect(await codeOf(indy.login({}))).toBe(Code.Unauthenticated);
    expect(await codeOf(indy.getSessionDetails({}))).toBe(Code.Unauthenticated);
    expect(await codeOf(indy.login({}, bearer("not-a-token")))).toBe(Code.Unauthenticated);
  });

  it("refuses a Firebase user without a Sumwise account, and one without claims gets them at login", async () => {
    const stranger = await createFirebaseOnlyUser(uniqueEmail("stranger"), testPassword);
    expect(await codeOf(indy.login({}, bearer(stranger)))).toBe(Code.NotFound);
    expect(await codeOf(indy.getSessionDetails({}, bearer(stranger)))).toBe(Code.Unauthenticated);
  });

  it("returns session details for the current session and records the client", async () => {
    const learner = await signUpLearner(indy);
    await indy.login({}, bearer(learner.idToken));
    const clientTime = new Date(Date.now() - 5_000);
    const details = await indy.getSessionDetails(
      {
        timestamp: { seconds: BigInt(Math.floor(clientTime.getTime() / 1000)), nanos: 0 },
        applicationVersion: "1.0.0",
        browser: "Chromium",
        browserVersion: "156",
        os: "Linux",
        osVersion: "6",
      },
      bearer(learner.idToken),
    );
    expect(details.sessionId).toMatch(/[0-9a-f-]{36}/);
    expect(details.inactivityTimeoutMinutes).toBe(60);
    expect(Number(details.serverOffsetMillis)).toBeGreaterThanOrEqual(4_000);
  });

  it("keeps one live session per learner: a new login replaces the old session", async () => {
    const learner = await signUpLearner(indy);
    await indy.login({}, bearer(learner.idToken));
    const first = await indy.getSessionDetails({}, bearer(learner.idToken));
    await indy.login({}, bearer(learner.idToken));
    const second = await indy.getSessionDetails({}, bearer(learner.idToken));
    expect(second.sessionId).not.toBe(first.sessionId);
  });

  it("lets users read only themselves, and the services its policy names read anyone", async () => {
    const ada = await signUpLearner(indy, "Ada");
    const bob = await signUpLearner(indy, "Bob");
    const own = await indy.getIndyUser({ name: ada.name }, bearer(ada.idToken));
    expect(own.indyUser?.firstName).toBe("Ada");
    expect(own.hasSupporter).toBe(false);
    expect(await codeOf(indy.getIndyUser({ name: bob.name }, bearer(ada.idToken)))).toBe(Code.PermissionDenied);
    expect(await codeOf(indy.getIndyUser({ name: "indyUsers/missing" }, bearer(ada.idToken)))).toBe(
      Code.PermissionDenied,
    );
    const tokens = new ServiceTokens("sumwise-development-service-token-secret-not-for-production", "payment");
    const asService = { headers: { [serviceTokenHeader]: await tokens.sign("indy") } };
    expect((await indy.getIndyUser({ name: bob.name }, asService)).indyUser?.firstName).toBe("Bob");
    const wrongAudience = { headers: { [serviceTokenHeader]: await tokens.sign("learning") } };
    expect(await codeOf(indy.getIndyUser({ name: bob.name }, wrongAudience))).toBe(Code.Unauthenticated);
    const learning = new ServiceTokens("sumwise-development-service-token-secret-not-for-production", "learning");
    const asLearning = { headers: { [serviceTokenHeader]: await learning.sign("indy") } };
    expect(await codeOf(indy.getIndyUser({ name: bob.name }, asLearning))).toBe(Code.PermissionDenied);
  });
});
