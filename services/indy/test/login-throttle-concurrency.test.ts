import { Code, ConnectError } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import type { RunningStack } from "@sumwise/stack";
import {
  connectClientOf,
  signUpLearner,
  startTestStack,
  testDatabases,
  testPassword,
  uniqueEmail,
} from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountThrottle, addressThrottle } from "../src/domain/index.js";

const PARALLEL = 50;
const from = (address: string) => ({ headers: { "x-forwarded-for": address } });

/** How a burst of attempts ended: checked (a wrong password or a token) or refused unchecked. */
async function burst(attempts: Array<() => Promise<unknown>>) {
  const outcomes = await Promise.all(
    attempts.map((attempt) =>
      attempt().then(
        () => "token" as const,
        (error) => {
          const code = ConnectError.from(error).code;
          if (code === Code.Unauthenticated) return "wrong" as const;
          if (code === Code.ResourceExhausted) return "refused" as const;
          return Code[code];
        },
      ),
    ),
  );
  const count = (kind: string) => outcomes.filter((outcome) => outcome === kind).length;
  return {
    token: count("token"),
    wrong: count("wrong"),
    refused: count("refused"),
    other: outcomes.length - count("token") - count("wrong") - count("refused"),
  };
}

/**
 * The README's limits hold for parallel attempts: each attempt is reserved in the database before its
 * password is checked, so a burst gets exactly the checks a sequence would (the free failures plus the
 * one whose failure starts the wait) and the rest are refused unchecked.
 */
describe.each(testDatabases())("login throttling under concurrency on $kind", ({ kind, open }) => {
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

  it(`checks at most ${accountThrottle.freeFailures + 1} of ${PARALLEL} parallel attempts on one account; the right password among them gets no token once the limit is reached`, async () => {
    const learner = await signUpLearner(indy, "Para");
    // From 50 addresses, so only the account's limit applies; the right password goes last.
    const result = await burst(
      Array.from(
        { length: PARALLEL },
        (_, i) => () =>
          indy.passwordLogin(
            { identifier: learner.email, password: i === PARALLEL - 1 ? testPassword : "Wrong1234" },
            from(`198.18.1.${i + 1}`),
          ),
      ),
    );
    console.info(`${kind}: ${PARALLEL} parallel attempts on one account → ${JSON.stringify(result)}`);
    expect(result.other).toBe(0);
    expect(result.wrong + result.token).toBe(accountThrottle.freeFailures + 1);
    expect(result.refused).toBe(PARALLEL - accountThrottle.freeFailures - 1);
    // The account is locked now: the right password waits too.
    const after = await indy
      .passwordLogin({ identifier: learner.email, password: testPassword }, from("198.18.2.1"))
      .catch(ConnectError.from);
    if (result.token === 0) expect((after as ConnectError).code).toBe(Code.ResourceExhausted);
  });

  it(`checks at most ${addressThrottle.freeFailures + 1} of ${PARALLEL} parallel attempts from one address on many accounts`, async () => {
    const result = await burst(
      Array.from(
        { length: PARALLEL },
        () => () => indy.passwordLogin({ identifier: uniqueEmail("guess"), password: "Wrong1234" }, from("198.18.3.1")),
      ),
    );
    console.info(`${kind}: ${PARALLEL} parallel attempts from one address → ${JSON.stringify(result)}`);
    expect(result).toEqual({
      token: 0,
      wrong: addressThrottle.freeFailures + 1,
      refused: PARALLEL - addressThrottle.freeFailures - 1,
      other: 0,
    });
  });

  it("does not count successful parallel logins from one address (a classroom) against it", async () => {
    const learners = await Promise.all(Array.from({ length: 8 }, (_, i) => signUpLearner(indy, `Class${i}`)));
    for (let round = 0; round < 5; round++) {
      const result = await burst(
        learners.map(
          (learner) => () =>
            indy.passwordLogin({ identifier: learner.email, password: testPassword }, from("198.18.4.1")),
        ),
      );
      expect(result).toEqual({ token: learners.length, wrong: 0, refused: 0, other: 0 });
    }
  });
});
