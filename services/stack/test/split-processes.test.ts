import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";
import { type RunningSplit, startSplit } from "@sumwise/stack";
import { bearer, grpcWebClientOf, signUpLearner, testEnv } from "@sumwise/stack/testing";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const serverUrl = process.env.TEST_DATABASE_URL;

// Needs PostgreSQL: the processes cannot share one PGlite. CI sets TEST_DATABASE_URL.
describe.skipIf(!serverUrl)("services as separate processes on PostgreSQL", () => {
  let split: RunningSplit;
  const name = `sumwise_split_${process.pid}`;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    split = await startSplit({
      env: { ...process.env, ...testEnv, DATABASE_URL: url.toString(), WEB_DIST: "web/dist" },
      gatewayPort: 18_080,
      basePort: 14_001,
      stdio: "ignore",
    });
  });
  afterAll(async () => {
    await split?.stop();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("signs up and reads access details across processes, through the gateway", async () => {
    expect(new Set(split.pids).size).toBe(5);
    const indy = grpcWebClientOf(IndyService, split.url);
    const learner = await signUpLearner(indy, "Ada");
    const { user } = await indy.login({}, bearer(learner.idToken));
    expect(user?.firstName).toBe("Ada");
    const access = await grpcWebClientOf(PaymentService, split.url).getAccessDetails({}, bearer(learner.idToken));
    expect(access.accessDetails?.hasNonSubscriptionAccess).toBe(true);
  });

  it("keeps the other services answering when one process dies", async () => {
    const indy = grpcWebClientOf(IndyService, split.url);
    const learner = await signUpLearner(indy, "Bob");
    const activityPid = split.pids[2]!; // indy, learning, activity, payment, gateway
    process.kill(activityPid, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const health = await fetch(`${split.url}/healthz`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as { upstreams: Record<string, string> }).upstreams).toEqual({
      indy: "ready",
      learning: "ready",
      activity: "unavailable",
      payment: "ready",
    });
    const { user } = await indy.login({}, bearer(learner.idToken));
    expect(user?.firstName).toBe("Bob");
  });
});
