import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Code, ConnectError } from "@connectrpc/connect";
import { build, configSchema } from "@sumwise/gateway";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";
import {
  createLogger,
  createSmtpMailer,
  type DatabaseHandle,
  loadConfig,
  openDatabase,
  ServiceTokens,
  serviceTokenHeader,
} from "@sumwise/kit";
import { emulatorHost, type RunningStack } from "@sumwise/stack";
import {
  bearer,
  grpcWebClientOf,
  oobCodesFor,
  signIn,
  signUpLearner,
  startTestStack,
  testPassword,
} from "@sumwise/stack/testing";
import { fastify } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const webDist = mkdtempSync(path.join(tmpdir(), "sumwise-web-"));
mkdirSync(path.join(webDist, "assets"));
writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Sumwise test shell</title>");
writeFileSync(path.join(webDist, "assets", "app.js"), "console.log('app')");

describe("the gateway in front of the four services", () => {
  let database: DatabaseHandle;
  let stack: RunningStack;

  beforeAll(async () => {
    database = await openDatabase({ inMemory: true });
    stack = await startTestStack(database, { WEB_DIST: webDist, CORS_ORIGINS: "http://localhost:5173" });
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  it("routes gRPC-web calls to every service", async () => {
    const indy = grpcWebClientOf(IndyService, stack.url);
    const learner = await signUpLearner(indy);
    const { user } = await indy.login({}, bearer(learner.idToken));
    expect(user?.firstName).toBe("Ada");
    const payment = await grpcWebClientOf(PaymentService, stack.url).getAccessDetails({}, bearer(learner.idToken));
    expect(payment.accessDetails?.hasNonSubscriptionAccess).toBe(true);
    const xp = await grpcWebClientOf(ActivityService, stack.url).getIndyUserXpState({}, bearer(learner.idToken));
    expect(xp.xpState?.xpLevel).toBe(1);
    const courses = await grpcWebClientOf(LearningService, stack.url).listActiveCourses({}, bearer(learner.idToken));
    expect(Array.isArray(courses.courses)).toBe(true);
  });

  it("strips service credentials sent from outside", async () => {
    const indy = grpcWebClientOf(IndyService, stack.url);
    const ada = await signUpLearner(indy, "Ada");
    const bob = await signUpLearner(indy, "Bob");
    const forged = await new ServiceTokens(
      "sumwise-development-service-token-secret-not-for-production",
      "payment",
    ).sign("indy");
    // Straight to the service this token works; through the gateway it must not.
    const error = await indy
      .getIndyUser(
        { name: bob.name },
        { headers: { [serviceTokenHeader]: forged, authorization: `Bearer ${ada.idToken}` } },
      )
      .then(() => undefined, ConnectError.from);
    expect(error?.code).toBe(Code.PermissionDenied);
  });

  it("answers CORS preflights for allowed origins only", async () => {
    const preflight = (origin: string) =>
      fetch(`${stack.url}/sumwise.indy.v1.IndyService/Login`, {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type,x-grpc-web,authorization",
        },
      });
    const allowed = await preflight("http://localhost:5173");
    expect(allowed.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(allowed.headers.get("access-control-allow-headers")).toContain("x-grpc-web");
    expect(allowed.headers.get("access-control-expose-headers")).toContain("grpc-status");
    const refused = await preflight("https://evil.example");
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("serves the web app, falls back to index.html for client routes, and 404s the rest", async () => {
    const page = await fetch(`${stack.url}/learner-sign-up`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Sumwise test shell");
    const asset = await fetch(`${stack.url}/assets/app.js`);
    expect(await asset.text()).toContain("console.log");
    const missing = await fetch(`${stack.url}/assets/missing.js`, { headers: { accept: "*/*" } });
    expect(missing.status).toBe(404);
    const config = (await (await fetch(`${stack.url}/app-config.json`)).json()) as { firebase: { projectId: string } };
    expect(config.firebase.projectId).toBe("demo-sumwise");
  });

  it("lists caught email at /dev/mailbox, escaped", async () => {
    const mailer = createSmtpMailer(stack.mailCatcher!.smtpUrl, "Sumwise <no-reply@sumwise.app>");
    await mailer.send({
      to: "Parent@Example.com",
      subject: "Consent <b>needed</b>",
      text: "Open http://localhost/x?code=1",
    });
    const list = (await (await fetch(`${stack.url}/dev/mailbox.json`)).json()) as Array<{
      to: string[];
      subject: string;
    }>;
    expect(list.find((mail) => mail.to.includes("parent@example.com"))).toMatchObject({
      subject: "Consent <b>needed</b>",
    });
    const html = await (await fetch(`${stack.url}/dev/mailbox`)).text();
    expect(html).toContain("Consent &#60;b&#62;needed&#60;/b&#62;");
    expect(html).toContain('<a href="http://localhost/x?code=1">');
  });

  it("lists the Auth emulator's verification and password-reset links at /dev/mailbox too", async () => {
    const indy = grpcWebClientOf(IndyService, stack.url);
    const learner = await signUpLearner(indy, "Mia", { verified: false });
    const toolkit = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`;
    const send = (body: object) =>
      fetch(`${toolkit}/accounts:sendOobCode?key=test-api-key`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const idToken = await signIn(learner.email, testPassword);
    expect((await send({ requestType: "VERIFY_EMAIL", idToken })).ok).toBe(true);
    expect((await send({ requestType: "PASSWORD_RESET", email: learner.email })).ok).toBe(true);
    const links = await oobCodesFor(learner.email);
    const list = (await (await fetch(`${stack.url}/dev/mailbox.json`)).json()) as Array<{
      to: string[];
      subject: string;
      text: string;
    }>;
    const mine = list.filter((mail) => mail.to.includes(learner.email.toLowerCase()));
    expect(mine.map((mail) => mail.subject).sort()).toEqual([
      "Reset your password for Sumwise",
      "Verify your email for Sumwise",
    ]);
    for (const link of links) expect(mine.some((mail) => mail.text.includes(link.oobLink))).toBe(true);
    const html = await (await fetch(`${stack.url}/dev/mailbox`)).text();
    expect(html).toContain("Verify your email for Sumwise");
  });

  it("reports the upstreams' health at /healthz", async () => {
    const response = await fetch(`${stack.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      upstreams: { indy: "ready", learning: "ready", activity: "ready", payment: "ready" },
    });
  });
});

describe("the gateway's failure handling", () => {
  it("times out a slow upstream and reports an unreachable one as degraded", async () => {
    const slow = fastify();
    slow.post("/sumwise.indy.v1.IndyService/Login", async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      return {};
    });
    const slowUrl = await slow.listen({ host: "127.0.0.1", port: 0 });
    const config = loadConfig(configSchema, {
      SUMWISE_ENV: "test",
      PORT: "0",
      INDY_URL: slowUrl,
      LEARNING_URL: "http://127.0.0.1:9",
      RPC_TIMEOUT_MS: "300",
      WEB_DIST: webDist,
    });
    const gateway = await build(config, createLogger("gateway", "silent"));
    const url = await gateway.listen({ host: "127.0.0.1", port: 0 });
    try {
      const started = Date.now();
      const response = await fetch(`${url}/sumwise.indy.v1.IndyService/Login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(response.status).toBe(504);
      expect(Date.now() - started).toBeLessThan(1_500);
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(503);
      expect(((await health.json()) as { upstreams: Record<string, string> }).upstreams.learning).toBe("unavailable");
    } finally {
      await gateway.close();
      await slow.close();
    }
  });
});
