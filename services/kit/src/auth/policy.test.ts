import { Code, ConnectError, createClient, createRouterTransport } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";
import type { Auth, DecodedIdToken } from "firebase-admin/auth";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.js";
import { AccessPolicyError, buildServiceApp } from "../server.js";
import type { ServiceDeps } from "../service.js";
import { callerOf } from "./caller.js";
import { authInterceptor, policyRefusalHeader } from "./interceptor.js";
import { accessPolicies, publicAccess, servicesOnly, signedIn } from "./policy.js";
import { ServiceTokens, serviceTokenHeader } from "./service-token.js";

const secret = "a-test-secret-that-is-long-enough-for-hs256";

/** Stands in for Firebase: the "token" is the decoded token as JSON (the emulator is used elsewhere). */
const fakeAuth = {
  verifyIdToken: async (token: string) => JSON.parse(token) as DecodedIdToken,
} as unknown as Auth;

const idToken = (claims: { user?: string; roles?: string[]; provider?: string }) =>
  JSON.stringify({
    uid: "uid-1",
    ...(claims.user ? { sw_user: claims.user } : {}),
    sw_roles: claims.roles ?? [],
    firebase: { sign_in_provider: claims.provider ?? "password" },
  });

const learner = idToken({ user: "indyUsers/l", roles: ["learner"] });
const supporter = idToken({ user: "indyUsers/s", roles: ["supporter"] });
const awaitingConsent = idToken({ user: "indyUsers/c", roles: [] });
const demo = idToken({ user: "indyUsers/d", roles: ["anonymous"], provider: "anonymous" });
const noAccount = idToken({});

const policies = accessPolicies(IndyService, {
  createIndyAccount: publicAccess,
  passwordLogin: publicAccess,
  getFeatureFlagsForUser: publicAccess,
  grantEmailPlusConsent: publicAccess,
  updateEmailSubscriptionState: publicAccess,
  login: signedIn({ demo: true, beforeAccount: true }),
  getOrCreateAnonymousIndyUser: signedIn({ demo: true, beforeAccount: true }),
  getSessionDetails: signedIn({ demo: true }),
  watchSession: signedIn({ demo: true }),
  getIndyUser: signedIn({ services: ["payment"] }),
  getOrCreateOnboardingState: signedIn(),
  updateOnboardingState: signedIn(),
  sendEmailPlusConsentEmail: signedIn(),
  updateIndyAccount: signedIn({ roles: ["learner", "supporter"] }),
  createChildIndyAccount: signedIn({ roles: ["supporter"] }),
  getChildLearnerAccounts: signedIn({ roles: ["supporter"] }),
  updateChildPassword: servicesOnly("learning"),
  getFirebaseToken: signedIn({ roles: ["supporter"] }),
  getLearnerAudience: servicesOnly("activity"),
  listWeeklyActivityRecipients: servicesOnly("activity"),
});

const transport = createRouterTransport(
  ({ service }) => {
    const who = (_req: unknown, ctx: Parameters<typeof callerOf>[0]) => {
      const caller = callerOf(ctx);
      return { indyUser: { firstName: caller.kind === "service" ? caller.service : caller.kind } };
    };
    service(IndyService, {
      createIndyAccount: who,
      login: () => ({}),
      getIndyUser: who,
      getOrCreateOnboardingState: () => ({}),
      updateIndyAccount: who,
      createChildIndyAccount: () => ({}),
      updateChildPassword: () => ({}),
    });
  },
  {
    router: {
      interceptors: [
        authInterceptor({
          auth: fakeAuth,
          serviceTokens: new ServiceTokens(secret, "indy"),
          policies,
          logger: createLogger("test", "silent"),
        }),
      ],
    },
  },
);
const client = createClient(IndyService, transport);

const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const asService = async (name: string) => ({
  headers: { [serviceTokenHeader]: await new ServiceTokens(secret, name).sign("indy") },
});
/** The code of a refusal made by the policy ("ok" when admitted); a handler's refusal would lack the header. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (e) => {
      const error = ConnectError.from(e);
      return error.metadata.get(policyRefusalHeader) ? Code[error.code] : `handler:${Code[error.code]}`;
    },
  );

describe("access policies in the auth interceptor", () => {
  it("public: anyone, with or without a credential", async () => {
    expect(await outcome(client.createIndyAccount({}))).toBe("ok");
    expect(await outcome(client.createIndyAccount({}, as(demo)))).toBe("ok");
    expect(await outcome(client.createIndyAccount({}, await asService("learning")))).toBe("ok");
  });

  it("signed in: no credential is Unauthenticated, a Firebase user without an account too unless allowed", async () => {
    expect(await outcome(client.getOrCreateOnboardingState({}))).toBe("Unauthenticated");
    expect(await outcome(client.getOrCreateOnboardingState({}, as(noAccount)))).toBe("Unauthenticated");
    expect(await outcome(client.login({}, as(noAccount)))).toBe("ok");
  });

  it("demo visitors only where the policy says demo", async () => {
    expect(await outcome(client.login({}, as(demo)))).toBe("ok");
    expect(await outcome(client.getOrCreateOnboardingState({}, as(demo)))).toBe("PermissionDenied");
    const error = await client.getIndyUser({}, as(demo)).catch(ConnectError.from);
    expect((error as ConnectError).rawMessage).toBe("This is not part of the demo. Sign up to use it.");
  });

  it("roles: any account when none are named, one of the named ones otherwise", async () => {
    expect(await outcome(client.getOrCreateOnboardingState({}, as(awaitingConsent)))).toBe("ok");
    expect(await outcome(client.updateIndyAccount({}, as(awaitingConsent)))).toBe("PermissionDenied");
    expect(await outcome(client.updateIndyAccount({}, as(learner)))).toBe("ok");
    expect(await outcome(client.updateIndyAccount({}, as(supporter)))).toBe("ok");
    expect(await outcome(client.createChildIndyAccount({}, as(learner)))).toBe("PermissionDenied");
    expect(await outcome(client.createChildIndyAccount({}, as(supporter)))).toBe("ok");
  });

  it("service tokens: only the services a policy names, and never a person on a service-only method", async () => {
    const response = await client.getIndyUser({}, await asService("payment"));
    expect(response.indyUser?.firstName).toBe("payment");
    expect(await outcome(client.getIndyUser({}, await asService("learning")))).toBe("PermissionDenied");
    expect(await outcome(client.createChildIndyAccount({}, await asService("payment")))).toBe("PermissionDenied");
    expect(await outcome(client.updateChildPassword({}, await asService("learning")))).toBe("ok");
    expect(await outcome(client.updateChildPassword({}, await asService("payment")))).toBe("PermissionDenied");
    expect(await outcome(client.updateChildPassword({}, as(supporter)))).toBe("PermissionDenied");
    expect(await outcome(client.updateChildPassword({}))).toBe("Unauthenticated");
  });

  it("refuses a malformed authorization header even on public methods", async () => {
    const error = await client
      .createIndyAccount({}, { headers: { authorization: "Basic abc" } })
      .catch(ConnectError.from);
    expect((error as ConnectError).code).toBe(Code.Unauthenticated);
  });
});

describe("declaring policies", () => {
  it("rejects a map that misses a method or names one the service does not have, naming them", () => {
    // @ts-expect-error TypeScript rejects a map without every method of the service.
    expect(() => accessPolicies(PaymentService, {})).toThrow(/no access policy for PaymentService.GetAccessDetails/);
    expect(() =>
      // @ts-expect-error nor a method the service does not have.
      accessPolicies(PaymentService, { getAccessDetails: signedIn(), refund: publicAccess }),
    ).toThrow(/does not have: refund/);
  });

  it("buildServiceApp refuses to start when the routes serve a method the policies do not cover", async () => {
    const deps = { logger: createLogger("test", "silent") } as unknown as ServiceDeps<never>;
    const everyPaymentMethod = Object.fromEntries(PaymentService.methods.map((m) => [m.localName, signedIn()]));
    const paymentPolicies = accessPolicies(PaymentService, everyPaymentMethod as Parameters<typeof accessPolicies>[1]);
    const build = () =>
      buildServiceApp(deps, {
        name: "indy",
        routes: (router) => router.service(IndyService, {}),
        policies: paymentPolicies,
      });
    await expect(build()).rejects.toThrow(AccessPolicyError);
    await expect(build()).rejects.toThrow(/no access policy for sumwise\.indy\.v1\.IndyService\.CreateIndyAccount, /);
  });
});
