import { Code, ConnectError } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import type { RunningStack } from "@sumwise/stack";
import { connectClientOf, startTestStack, testDatabases, uniqueEmail } from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressThrottle } from "../src/domain/index.js";

const from = (address: string) => ({ headers: { "x-forwarded-for": address } });

async function codeOf(attempt: Promise<unknown>): Promise<Code | "ok"> {
  return attempt.then(
    () => "ok" as const,
    (error) => ConnectError.from(error).code,
  );
}

/**
 * Per-address login throttling counts the caller's real address: X-Forwarded-For is believed only
 * from TRUSTED_PROXIES. Here loopback (this test, calling IndyService directly) is not trusted, so
 * a caller that names a new address on every attempt still spends its own address's allowance.
 */
describe.each(testDatabases())("X-Forwarded-For from a caller that is not a trusted proxy, on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let indy: ReturnType<typeof connectClientOf<typeof IndyService>>;

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database, { TRUSTED_PROXIES: "192.0.2.1" });
    indy = connectClientOf(IndyService, stack.services.indy!.url);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  it(`is ignored: after ${addressThrottle.freeFailures + 1} failures from "different" addresses the caller is refused`, async () => {
    // The free failures, then the one whose failure starts the wait, then the first refused.
    const attempts = addressThrottle.freeFailures + 2;
    const codes: Array<Code | "ok"> = [];
    for (let i = 0; i < attempts; i++) {
      // A new account each time, so only the address's allowance can run out.
      const attempt = indy.passwordLogin(
        { identifier: uniqueEmail(`forged${i}`), password: "Wrong1234" },
        from(`198.18.7.${i + 1}`),
      );
      codes.push(await codeOf(attempt));
    }
    expect(codes.slice(0, attempts - 1).every((code) => code === Code.Unauthenticated)).toBe(true);
    expect(codes.at(-1)).toBe(Code.ResourceExhausted);
    // Yet another forged address changes nothing: it is still this caller.
    const next = indy.passwordLogin(
      { identifier: uniqueEmail("forged-next"), password: "Wrong1234" },
      from("203.0.113.50"),
    );
    expect(await codeOf(next)).toBe(Code.ResourceExhausted);
  });
});
