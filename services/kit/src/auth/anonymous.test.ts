import { Code, ConnectError, createClient, createRouterTransport } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import type { Auth, DecodedIdToken } from "firebase-admin/auth";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.js";
import { callerOf, requireNonAnonymous } from "./caller.js";
import { authInterceptor } from "./interceptor.js";
import { ServiceTokens } from "./service-token.js";

/** Stands in for Firebase: the "token" names its sign-in provider (the emulator is used elsewhere). */
const fakeAuth = {
  verifyIdToken: async (token: string) =>
    ({
      uid: `uid-${token}`,
      sw_user: "indyUsers/u1",
      firebase: { sign_in_provider: token },
    }) as unknown as DecodedIdToken,
} as unknown as Auth;

function clientWith(anonymousMethods: ReadonlySet<string> | undefined) {
  const transport = createRouterTransport(
    ({ service }) => {
      service(IndyService, {
        createIndyAccount: (_req, ctx) => ({ indyUser: { firstName: callerOf(ctx).kind } }),
        login: () => ({}),
        getIndyUser: (_req, ctx) => ({ indyUser: { firstName: requireNonAnonymous(ctx).userName } }),
      });
    },
    {
      router: {
        interceptors: [
          authInterceptor({
            auth: fakeAuth,
            serviceTokens: new ServiceTokens("a-test-secret-that-is-long-enough-for-hs256", "indy"),
            publicMethods: new Set(["CreateIndyAccount"]),
            anonymousMethods,
            logger: createLogger("test", "silent"),
          }),
        ],
      },
    },
  );
  return createClient(IndyService, transport);
}

const as = (provider: string) => ({ headers: { authorization: `Bearer ${provider}` } });
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e) => ConnectError.from(e).code,
  );

describe("anonymous demo callers", () => {
  const restricted = clientWith(new Set(["Login"]));

  it("may call only the listed demo methods and public ones when the service lists them", async () => {
    await expect(restricted.login({}, as("anonymous"))).resolves.toBeDefined();
    await expect(restricted.createIndyAccount({}, as("anonymous"))).resolves.toBeDefined();
    expect(await codeOf(restricted.getIndyUser({ name: "x" }, as("anonymous")))).toBe(Code.PermissionDenied);
  });

  it("leaves accounts that are not anonymous alone", async () => {
    const response = await restricted.getIndyUser({ name: "x" }, as("password"));
    expect(response.indyUser?.firstName).toBe("indyUsers/u1");
  });

  it("are refused by requireNonAnonymous in services that do not list demo methods", async () => {
    const open = clientWith(undefined);
    await expect(open.login({}, as("anonymous"))).resolves.toBeDefined();
    expect(await codeOf(open.getIndyUser({ name: "x" }, as("anonymous")))).toBe(Code.PermissionDenied);
    await expect(open.getIndyUser({ name: "x" }, as("password"))).resolves.toBeDefined();
  });
});
