import { Code, ConnectError } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { LoginThrottledSchema, SessionEndReason } from "@sumwise/gen/indy/v1/indy_session_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import { messages } from "@sumwise/rules";
import type { RunningStack } from "@sumwise/stack";
import {
  bearer,
  connectClientOf,
  grpcWebClientOf,
  signIn,
  signUpLearner,
  startTestStack,
  testDatabases,
  testPassword,
  uniqueEmail,
} from "@sumwise/stack/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const toolkit = "http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1";
const projectId = process.env.FIREBASE_PROJECT_ID ?? "demo-sumwise";

/** Signs in with a custom token as the web SDK's signInWithCustomToken does; returns the ID token. */
async function signInWithCustomToken(token: string): Promise<string> {
  const response = await fetch(`${toolkit}/accounts:signInWithCustomToken?key=test-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken: string };
  return body.idToken;
}

/** A Firebase user made by admin (as the server makes children's accounts), verified or disabled. */
async function adminCreateUser(email: string, fields: Record<string, unknown> = {}): Promise<string> {
  const response = await fetch(`${toolkit}/projects/${projectId}/accounts`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify({ email, password: testPassword, ...fields }),
  });
  return ((await response.json()) as { localId: string }).localId;
}

async function errorOf(promise: Promise<unknown>): Promise<ConnectError | undefined> {
  return promise.then(() => undefined, ConnectError.from);
}

const from = (address: string) => ({ headers: { "x-forwarded-for": address } });

describe.each(testDatabases())("sign-in and sessions on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let indy: ReturnType<typeof connectClientOf<typeof IndyService>>;

  beforeAll(async () => {
    database = await open();
    // A short unary timeout at the gateway: the session stream must outlive it.
    stack = await startTestStack(database, { RPC_TIMEOUT_MS: "2000" });
    indy = connectClientOf(IndyService, stack.services.indy!.url);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  // biome-ignore lint/suspicious/noExplicitAny: the test reads the service's own table directly.
  const indyDb = () => database.forSchema<any>("indy");

  it("refuses empty fields with each field's message", async () => {
    const error = await errorOf(indy.passwordLogin({ identifier: "  ", password: "" }));
    expect(error?.code).toBe(Code.InvalidArgument);
    expect(error?.rawMessage).toBe(messages.notEmpty("Username or email"));
  });

  it("signs in with email and password: the custom token leads to a product login with a session", async () => {
    const learner = await signUpLearner(indy);
    const { customToken } = await indy.passwordLogin({ identifier: ` ${learner.email} `, password: testPassword });
    const idToken = await signInWithCustomToken(customToken);
    const { user, sessionId } = await indy.login({}, bearer(idToken));
    expect(user?.name).toBe(learner.name);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("signs in a username as its reserved-domain email", async () => {
    const username = `kid_${Date.now().toString(36)}`;
    const uid = await adminCreateUser(`${username}@learners.sumwise.app`, { emailVerified: true });
    const { customToken } = await indy.passwordLogin({ identifier: username, password: testPassword });
    expect(customToken).not.toBe("");
    const idToken = await signInWithCustomToken(customToken);
    const payload = JSON.parse(Buffer.from(idToken.split(".")[1]!, "base64url").toString()) as { user_id: string };
    expect(payload.user_id).toBe(uid);
  });

  it("gives the same message for an unknown account and a wrong password", async () => {
    const learner = await signUpLearner(indy);
    const wrong = await errorOf(
      indy.passwordLogin({ identifier: learner.email, password: "Wrong1234" }, from("192.0.2.1")),
    );
    const unknown = await errorOf(
      indy.passwordLogin({ identifier: uniqueEmail("nobody"), password: testPassword }, from("192.0.2.1")),
    );
    for (const error of [wrong, unknown]) {
      expect(error?.code).toBe(Code.Unauthenticated);
      expect(error?.rawMessage).toBe(messages.loginNotFound);
    }
  });

  it("throttles an account after five failures, tells the wait, and lets it in once the wait is over", async () => {
    const learner = await signUpLearner(indy);
    const attempt = (password: string, address = "198.51.100.1") =>
      errorOf(indy.passwordLogin({ identifier: learner.email, password }, from(address)));
    for (let i = 0; i < 5; i++) expect((await attempt("Wrong1234"))?.findDetails(LoginThrottledSchema)).toEqual([]);
    const sixth = await attempt("Wrong1234");
    expect(sixth?.code).toBe(Code.Unauthenticated);
    expect(sixth?.findDetails(LoginThrottledSchema)[0]?.retryAfterSeconds).toBe(15);

    // Now even the right password, from any address, is refused with the seconds to wait.
    const refused = await attempt(testPassword, "198.51.100.2");
    expect(refused?.code).toBe(Code.ResourceExhausted);
    const seconds = refused?.findDetails(LoginThrottledSchema)[0]?.retryAfterSeconds ?? 0;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15);
    expect(refused?.rawMessage).toBe(messages.loginThrottled(seconds));

    // Another account from another address is unaffected.
    const other = await signUpLearner(indy, "Bob");
    await expect(
      indy.passwordLogin({ identifier: other.email, password: testPassword }, from("198.51.100.3")),
    ).resolves.toHaveProperty("customToken");

    // The wait passes (the lock is moved into the past): the right password works and clears the count.
    await indyDb().updateTable("login_throttle").set({ locked_until: sql`now() - interval '1 second'` }).execute();
    expect(await attempt(testPassword)).toBeUndefined();
    expect((await attempt("Wrong1234"))?.findDetails(LoginThrottledSchema)).toEqual([]);
  });

  it("throttles one address trying many accounts, without touching other addresses", async () => {
    const address = "203.0.113.77";
    for (let i = 0; i < 30; i++) {
      const error = await errorOf(
        indy.passwordLogin({ identifier: uniqueEmail("guess"), password: "Wrong1234" }, from(address)),
      );
      expect(error?.code).toBe(Code.Unauthenticated);
    }
    await errorOf(indy.passwordLogin({ identifier: uniqueEmail("guess"), password: "Wrong1234" }, from(address)));
    const learner = await signUpLearner(indy);
    const refused = await errorOf(
      indy.passwordLogin({ identifier: learner.email, password: testPassword }, from(address)),
    );
    expect(refused?.code).toBe(Code.ResourceExhausted);
    await expect(
      indy.passwordLogin({ identifier: learner.email, password: testPassword }, from("203.0.113.78")),
    ).resolves.toHaveProperty("customToken");
  });

  it("trusts only the address the gateway appends, not one the client sends", async () => {
    const viaGateway = grpcWebClientOf(IndyService, stack.url);
    await errorOf(
      viaGateway.passwordLogin({ identifier: uniqueEmail("spoof"), password: "Wrong1234" }, from("192.0.2.250")),
    );
    const keys = await indyDb().selectFrom("login_throttle").select("key").execute();
    const addresses = keys.map((row: { key: string }) => row.key).filter((key: string) => key.startsWith("address:"));
    expect(addresses).not.toContain("address:192.0.2.250");
    expect(addresses).toContain("address:127.0.0.1");
  });

  it("refuses a disabled user with the spec's message", async () => {
    const email = uniqueEmail("gone");
    await adminCreateUser(email, { disabled: true });
    const error = await errorOf(indy.passwordLogin({ identifier: email, password: testPassword }));
    expect(error?.code).toBe(Code.PermissionDenied);
    expect(error?.rawMessage).toBe(messages.userNoLongerActive);
  });

  it("refuses product login to an unverified email, but not to a server-made reserved-domain account", async () => {
    const unverified = await signUpLearner(indy, "Una", { verified: false });
    const error = await errorOf(indy.login({}, bearer(unverified.idToken)));
    expect(error?.code).toBe(Code.FailedPrecondition);
    expect(error?.rawMessage).toBe(messages.emailNotVerified);
    // Nothing started: the unverified user has no session.
    expect((await errorOf(indy.getSessionDetails({}, bearer(unverified.idToken))))?.code).toBe(Code.FailedPrecondition);

    // A child's account (made by the server on the reserved domain) needs no verification.
    const email = `kid_${Date.now().toString(36)}@learners.sumwise.app`;
    const uid = await adminCreateUser(email);
    await indyDb()
      .insertInto("indy_user")
      .values({
        id: crypto.randomUUID(),
        firebase_uid: uid,
        email,
        first_name: "Kit",
        last_name: "Tester",
        learner_state: "enabled",
        supporter_state: "disabled",
      })
      .execute();
    const { user } = await indy.login({}, bearer(await signIn(email, testPassword)));
    expect(user?.firstName).toBe("Kit");
  });

  it("tells a watching client, through the gateway, that its session ended because of a login elsewhere", async () => {
    const learner = await signUpLearner(indy);
    const { sessionId } = await indy.login({}, bearer(learner.idToken));
    const viaGateway = grpcWebClientOf(IndyService, stack.url);
    const controller = new AbortController();
    const stream = viaGateway.watchSession({ sessionId }, { ...bearer(learner.idToken), signal: controller.signal });
    const events: Array<string | SessionEndReason | boolean | undefined> = [];
    const done = (async () => {
      for await (const message of stream) {
        events.push(message.event.case === "ended" ? message.event.value : message.event.case);
      }
    })();
    // Longer than the gateway's unary timeout (2 s): the stream's own route has none.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const second = await signIn(learner.email, testPassword);
    await indy.login({}, bearer(second));
    await done;
    expect(events[0]).toBe("keepAlive");
    expect(events.at(-1)).toBe(SessionEndReason.LOGGED_IN_ELSEWHERE);
  }, 20_000);

  it("lets only the session's own user watch it, and only with a token", async () => {
    const ada = await signUpLearner(indy, "Ada");
    const bob = await signUpLearner(indy, "Bob");
    const { sessionId } = await indy.login({}, bearer(ada.idToken));
    const watch = async (options: object) => {
      for await (const _ of indy.watchSession({ sessionId }, options)) return;
    };
    expect((await errorOf(watch(bearer(bob.idToken))))?.code).toBe(Code.NotFound);
    expect((await errorOf(watch({})))?.code).toBe(Code.Unauthenticated);
    expect(
      (
        await errorOf(
          (async () => {
            for await (const _ of indy.watchSession({ sessionId: "nope" }, bearer(ada.idToken))) return;
          })(),
        )
      )?.code,
    ).toBe(Code.NotFound);
  });
});
