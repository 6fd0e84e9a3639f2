/**
 * make bench: SubmitAnswer (and a public read) under load, next to a bare Fastify hello-world measured in the same run.
 *
 *   node --import tsx services/stack/bench/submit-answer.ts [--learners 200] [--seconds 10] [--warmup 3]
 *                                                             [--databases pglite,postgres] [--profile dir]
 *
 * For each database (PGlite in a temporary directory, as `make start` keeps it; PostgreSQL when
 * DATABASE_URL or TEST_DATABASE_URL names a server) it starts the whole product as `make start` does
 * (four services and the gateway in one process, logs at info written to /dev/null), signs up
 * `--learners` learners in the Auth emulator, opens a lesson-1 question for each and then, with one
 * closed-loop client per learner, sends SubmitAnswer with a new submission id each time: every request
 * is a real attempt (token check, access check, marking, attempt row, status, outbox row, one
 * transaction under the learner's lock). The answer is a known misconception, so the question stays
 * open and every request does the same work. It measures:
 *   - the bare Fastify hello-world (the ceiling one Node event loop reaches on this machine);
 *   - SubmitAnswer in gRPC-web through the gateway (what the browser sends);
 *   - the same requests straight to LearningService;
 *   - GetFeatureFlagsForUser through the gateway with the same tokens (a read: token check, one query);
 *   - SubmitAnswer again with one learner at a time: the difference of those medians is the gateway hop.
 * The load runs in a worker thread (its own event loop) so the servers keep the main one.
 * --profile writes a V8 CPU profile of the server thread per database and target into that directory.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type DatabaseHandle, openDatabase } from "@sumwise/kit";
import Fastify from "fastify";
import pg from "pg";
import pino from "pino";
import { startAuthEmulator } from "../src/firebase-emulator.js";
import { startMailCatcher } from "../src/mail-catcher.js";
import { startStack } from "../src/stack.js";
import { prepareLearners } from "./learners.js";
import { type LoadSummary, runLoad } from "./load.js";

const { values } = parseArgs({
  options: {
    learners: { type: "string", default: "200" },
    seconds: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    databases: { type: "string", default: "pglite,postgres" },
    profile: { type: "string" },
  },
});
const concurrency = Number(values.learners);
const durationMs = Number(values.seconds) * 1000;
const warmupMs = Number(values.warmup) * 1000;
const course = "courses/year6-a";
const projectId = process.env.FIREBASE_PROJECT_ID ?? "demo-sumwise";
const env = {
  SUMWISE_ENV: "test",
  LOG_LEVEL: "info",
  FIREBASE_PROJECT_ID: projectId,
  FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
  FIREBASE_AUTH_EMULATOR_URL: "http://127.0.0.1:9099",
};

/** Goals of the learning issue. */
const goals = { ratioOnPostgres: 0.25, p99OverP50: 3, hopShareOfMedian: 0.15 };

async function bareFastify(): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get("/", async () => ({ hello: "world" }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

async function freshPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const name = `sumwise_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function openBenchDatabase(kind: string): Promise<DatabaseHandle | undefined> {
  if (kind === "pglite") {
    const dir = mkdtempSync(path.join(os.tmpdir(), "sumwise-bench-"));
    const handle = await openDatabase({ dataDir: dir });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log("postgres: skipped (set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server)");
    return undefined;
  }
  return freshPostgres(url);
}

/** Runs `load` with the server thread's CPU profiled when --profile is given. */
async function profiled(label: string, load: () => Promise<LoadSummary>): Promise<LoadSummary> {
  if (!values.profile) return load();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  try {
    return await load();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    writeFileSync(path.join(values.profile, `${label}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const row = (name: string, s: LoadSummary) =>
  `  ${name.padEnd(34)} ${s.rps.toFixed(0).padStart(7)} req/s   p50 ${ms(s.p50).padStart(9)}   p99 ${ms(s.p99).padStart(9)}   errors ${s.errors}${s.firstError ? ` (first: ${s.firstError})` : ""}`;

async function benchOn(kind: string, hello: { url: string }): Promise<void> {
  const database = await openBenchDatabase(kind);
  if (!database) return;
  const mailCatcher = await startMailCatcher(0);
  const stack = await startStack({
    env,
    database,
    servicePort: 0,
    gatewayPort: 0,
    mailCatcher,
    logDestination: pino.destination({ dest: "/dev/null", sync: false }),
  });
  try {
    const started = performance.now();
    const learners = await prepareLearners({
      count: concurrency,
      course,
      indyUrl: stack.services.indy!.url,
      learningUrl: stack.services.learning!.url,
      database,
    });
    console.log(`${kind}: ${learners.length} learners ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const job = { concurrency, warmupMs, durationMs };
    const bare = await profiled(`${kind}-hello`, () =>
      runLoad({ ...job, origin: hello.url, target: { kind: "hello" } }),
    );
    const viaGateway = await profiled(`${kind}-gateway`, () =>
      runLoad({ ...job, origin: stack.url, target: { kind: "submit", protocol: "grpc-web", learners } }),
    );
    const direct = await profiled(`${kind}-direct`, () =>
      runLoad({
        ...job,
        origin: stack.services.learning!.url,
        target: { kind: "submit", protocol: "grpc-web", learners },
      }),
    );
    const flags = await profiled(`${kind}-flags`, () =>
      runLoad({ ...job, origin: stack.url, target: { kind: "flags", learners } }),
    );
    // The hop is measured without queueing: one client at a time, so the medians are service times.
    // (At 200 clients every latency is mostly waiting in line, and their difference says little.)
    const single = { concurrency: 1, warmupMs: 1_000, durationMs: Math.min(durationMs, 5_000) };
    const oneViaGateway = await runLoad({
      ...single,
      origin: stack.url,
      target: { kind: "submit", protocol: "grpc-web", learners },
    });
    const oneDirect = await runLoad({
      ...single,
      origin: stack.services.learning!.url,
      target: { kind: "submit", protocol: "grpc-web", learners },
    });
    const ratio = viaGateway.rps / bare.rps;
    const tail = viaGateway.p99 / viaGateway.p50;
    const hop = oneViaGateway.p50 - oneDirect.p50;
    const hopShare = hop / oneViaGateway.p50;
    console.log(`${kind} (${concurrency} concurrent learners, ${values.seconds} s each):`);
    console.log(row("bare Fastify hello-world", bare));
    console.log(row("SubmitAnswer via gateway (gRPC-web)", viaGateway));
    console.log(row("SubmitAnswer direct to learning", direct));
    console.log(row("GetFeatureFlagsForUser via gateway", flags));
    console.log(row("1 learner: via gateway", oneViaGateway));
    console.log(row("1 learner: direct to learning", oneDirect));
    const verdict = (ok: boolean) => (ok ? "meets goal" : "misses goal");
    console.log(
      `  ratio to bare Fastify ${(ratio * 100).toFixed(1)}%${kind === "postgres" ? ` (goal ≥ ${goals.ratioOnPostgres * 100}%: ${verdict(ratio >= goals.ratioOnPostgres)})` : ""}`,
    );
    console.log(`  p99/p50 ${tail.toFixed(2)} (goal ≤ ${goals.p99OverP50}: ${verdict(tail <= goals.p99OverP50)})`);
    console.log(
      `  gateway hop (1 learner) ${ms(hop)} = ${(hopShare * 100).toFixed(1)}% of the median (goal ≤ ${goals.hopShareOfMedian * 100}%: ${verdict(hopShare <= goals.hopShareOfMedian)})`,
    );
  } finally {
    await stack.stop();
    await mailCatcher.stop();
    await database.close();
  }
}

const emulator = await startAuthEmulator(projectId, { timeoutMs: 180_000 });
const hello = await bareFastify();
try {
  console.log(`machine: ${os.cpus().length} cores, Node ${process.version}`);
  for (const kind of values.databases.split(",")) await benchOn(kind.trim(), hello);
} finally {
  await hello.close();
  await emulator.stop();
}
