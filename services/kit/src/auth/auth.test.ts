import { Code, ConnectError, createClient, createRouterTransport } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import type { Auth } from "firebase-admin/auth";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.js";
import { callerOf } from "./caller.js";
import { authInterceptor } from "./interceptor.js";
import { accessPolicies, type MethodPolicies, publicAccess, signedIn } from "./policy.js";
import { ServiceTokens, serviceTokenHeader } from "./service-token.js";

const secret = "a-test-secret-that-is-long-enough-for-hs256";

describe("service tokens", () => {
  it("carry the calling service to the named audience only", async () => {
    const payment = new ServiceTokens(secret, "payment");
    const indy = new ServiceTokens(secret, "indy");
    const learning = new ServiceTokens(secret, "learning");
    const token = await payment.sign("indy");
    await expect(indy.verify(token)).resolves.toBe("payment");
    await expect(learning.verify(token)).rejects.toThrow();
    await expect(new ServiceTokens("another-secret-that-is-long-enough-xx", "indy").verify(token)).rejects.toThrow();
  });
});

// The interceptor in front of an in-memory router (connect-es style). Firebase verification is
// exercised against the real emulator in the services' integration tests; here no ID token is sent.
describe("auth interceptor", () => {
  const tokens = new ServiceTokens(secret, "indy");
  const transport = createRouterTransport(
    ({ service }) => {
      service(IndyService, {
        createIndyAccount: (_req, ctx) => ({ indyUser: { firstName: callerOf(ctx).kind } }),
        getIndyUser: (_req, ctx) => {
          const caller = callerOf(ctx);
          return { indyUser: { firstName: caller.kind === "service" ? caller.service : caller.kind } };
        },
      });
    },
    {
      router: {
        interceptors: [
          authInterceptor({
            auth: {} as Auth,
            serviceTokens: tokens,
            policies: accessPolicies(IndyService, {
              ...Object.fromEntries(IndyService.methods.map((m) => [m.localName, signedIn({ services: ["payment"] })])),
              createIndyAccount: publicAccess,
            } as MethodPolicies<typeof IndyService>),
            logger: createLogger("test", "silent"),
          }),
        ],
      },
    },
  );
  const client = createClient(IndyService, transport);

  it("lets public methods through without a credential", async () => {
    const response = await client.createIndyAccount({});
    expect(response.indyUser?.firstName).toBe("none");
  });
  it("answers Unauthenticated to protected methods without one", async () => {
    const error = await client.getIndyUser({ name: "indyUsers/x" }).then(() => undefined, ConnectError.from);
    expect(error?.code).toBe(Code.Unauthenticated);
  });
  it("hands handlers the calling service from a valid service token", async () => {
    const token = await new ServiceTokens(secret, "payment").sign("indy");
    const response = await client.getIndyUser({ name: "x" }, { headers: { [serviceTokenHeader]: token } });
    expect(response.indyUser?.firstName).toBe("payment");
  });
  it("refuses a malformed authorization header even on public methods", async () => {
    const error = await client
      .createIndyAccount({}, { headers: { authorization: "Basic abc" } })
      .then(() => undefined, ConnectError.from);
    expect(error?.code).toBe(Code.Unauthenticated);
  });
});
