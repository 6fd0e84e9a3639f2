import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { createLogger, type DatabaseHandle, loadConfig, serviceDeps } from "@sumwise/kit";
import { DEMO_USER_RETENTION_DAYS } from "@sumwise/rules";
import type { RunningStack } from "@sumwise/stack";
import {
  bearer,
  connectClientOf,
  signInAnonymously,
  signUpLearner,
  startTestStack,
  testDatabases,
  testEnv,
} from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configSchema } from "../src/config.js";
import { createContext, type IndyContext } from "../src/context.js";
import { indyService } from "../src/index.js";
import { sweepDemoUsers } from "../src/jobs/sweep-demo-users.js";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabases())("the idle demo user sweep on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let indy: ReturnType<typeof connectClientOf<typeof IndyService>>;
  let ctx: IndyContext;

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database);
    indy = connectClientOf(IndyService, stack.services.indy!.url);
    // The service's own context over the same (migrated) database, as the running job has it.
    const config = loadConfig(configSchema, { ...testEnv });
    ctx = createContext(serviceDeps(indyService, config, createLogger("test", "silent"), database));
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  // biome-ignore lint/suspicious/noExplicitAny: the test moves rows back in time with SQL.
  const indyDb = () => database.forSchema<any>("indy");
  const idOf = (name: string) => name.replace("indyUsers/", "");
  const rowOf = (id: string) => indyDb().selectFrom("indy_user").select("id").where("id", "=", id).executeTakeFirst();
  const firebaseUserExists = async (uid: string) => {
    try {
      await ctx.auth.getUser(uid);
      return true;
    } catch {
      return false;
    }
  };

  it("deletes demo users idle past the retention time, with their Firebase users, and nobody else", async () => {
    const now = new Date();
    const long = new Date(now.getTime() - (DEMO_USER_RETENTION_DAYS + 1) * DAY_MS);
    const demo = async () => {
      const visitor = await signInAnonymously();
      const { indyUser } = await indy.getOrCreateAnonymousIndyUser({}, bearer(visitor.idToken));
      return { id: idOf(indyUser?.name ?? ""), uid: visitor.localId };
    };
    const idle = await demo();
    const recentlySeen = await demo();
    const fresh = await demo();
    const learner = await signUpLearner(indy, "Old");
    for (const id of [idle.id, recentlySeen.id, idOf(learner.name)]) {
      await indyDb().updateTable("indy_user").set({ created_at: long }).where("id", "=", id).execute();
    }
    await indyDb()
      .insertInto("session")
      .values({ id: crypto.randomUUID(), user_id: recentlySeen.id, created_at: long, last_seen_at: now })
      .execute();

    const deleted = await sweepDemoUsers({ ...ctx, now: () => now });

    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await rowOf(idle.id)).toBeUndefined();
    expect(await firebaseUserExists(idle.uid)).toBe(false);
    for (const kept of [recentlySeen, fresh]) {
      expect(await rowOf(kept.id)).toBeDefined();
      expect(await firebaseUserExists(kept.uid)).toBe(true);
    }
    expect(await rowOf(idOf(learner.name))).toBeDefined();
    // Nothing left to do: a second sweep deletes nothing.
    expect(await sweepDemoUsers({ ...ctx, now: () => now })).toBe(0);
  });
});
