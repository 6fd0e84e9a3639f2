/**
 * The load generator of `make bench`, run in a worker thread so it has its own event loop (and, on
 * a machine with two cores, the other core) while the servers run on the main thread. Each of
 * `concurrency` loops is one client with its own keep-alive connection, sending its next request as
 * soon as the previous one is answered (a closed loop, as autocannon does). Answers are checked:
 * anything but a success counts as an error and is not timed.
 */
import { randomUUID } from "node:crypto";
import { parentPort, workerData } from "node:worker_threads";
import { create, toBinary } from "@bufbuild/protobuf";
import { SubmitAnswerRequestSchema } from "@sumwise/gen/learning/v1/question_player_pb";
import { Pool } from "undici";
import type { LoadJob, LoadResult } from "./load.js";

const job = workerData as LoadJob;
const submitPath = "/sumwise.learning.v1.LearningService/SubmitAnswer";
const flagsPath = "/sumwise.indy.v1.IndyService/GetFeatureFlagsForUser";

interface Prepared {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

/** One request of client `index`: each SubmitAnswer carries a new submission id, so it is a new attempt. */
function prepare(index: number): Prepared {
  if (job.target.kind === "hello") return { method: "GET", path: "/", headers: {}, body: undefined };
  const learner = job.target.learners[index % job.target.learners.length]!;
  if (job.target.kind === "flags") return grpcWeb(flagsPath, learner.idToken, new Uint8Array(0));
  const message = toBinary(
    SubmitAnswerRequestSchema,
    create(SubmitAnswerRequestSchema, {
      taskItemName: learner.taskItemName,
      submissionId: randomUUID(),
      answer: learner.answer,
      partAnswers: learner.partAnswers,
      timeTakenMs: 4_000,
    }),
  );
  const authorization = `Bearer ${learner.idToken}`;
  if (job.target.protocol === "connect") {
    return {
      method: "POST",
      path: submitPath,
      headers: { authorization, "content-type": "application/proto", "connect-protocol-version": "1" },
      body: Buffer.from(message),
    };
  }
  return grpcWeb(submitPath, learner.idToken, message);
}

/** What @connectrpc/connect-web's gRPC-web transport sends from the browser. */
function grpcWeb(path: string, idToken: string, message: Uint8Array): Prepared {
  const envelope = Buffer.alloc(5 + message.length);
  envelope.writeUInt32BE(message.length, 1);
  envelope.set(message, 5);
  return {
    method: "POST",
    path,
    headers: {
      authorization: `Bearer ${idToken}`,
      "content-type": "application/grpc-web+proto",
      "x-grpc-web": "1",
      "x-user-agent": "connect-es/2.2.0",
    },
    body: envelope,
  };
}

/** Whether an answer is a success: HTTP 200 and, for gRPC-web, grpc-status 0 in the headers or trailer frame. */
function succeeded(status: number, headers: Record<string, unknown>, body: Buffer): string | undefined {
  if (status !== 200) return `HTTP ${status}: ${body.toString("utf8").slice(0, 200)}`;
  if (job.target.kind === "hello" || (job.target.kind === "submit" && job.target.protocol === "connect"))
    return undefined;
  const headerStatus = headers["grpc-status"];
  if (headerStatus !== undefined) return headerStatus === "0" ? undefined : `grpc-status ${headerStatus}`;
  let offset = 0;
  while (offset + 5 <= body.length) {
    const flags = body[offset]!;
    const length = body.readUInt32BE(offset + 1);
    if (flags & 0x80) {
      const trailer = body.subarray(offset + 5, offset + 5 + length).toString("utf8");
      const code = /grpc-status:\s*(\d+)/i.exec(trailer)?.[1];
      return code === "0" ? undefined : trailer.trim().replace(/\r\n/g, "; ");
    }
    offset += 5 + length;
  }
  return "no gRPC-web trailer";
}

async function run(): Promise<LoadResult> {
  const pool = new Pool(job.origin, { connections: job.concurrency, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let recording = false;
  let stopped = false;

  async function client(index: number) {
    while (!stopped) {
      const request = prepare(index);
      const started = performance.now();
      try {
        const response = await pool.request(request);
        const body = Buffer.from(await response.body.arrayBuffer());
        const problem = succeeded(response.statusCode, response.headers, body);
        if (stopped || !recording) continue;
        if (problem) {
          errors += 1;
          firstError ??= problem;
        } else latencies.push(performance.now() - started);
      } catch (error) {
        if (stopped || !recording) continue;
        errors += 1;
        firstError ??= (error as Error).message;
      }
    }
  }

  const clients = Array.from({ length: job.concurrency }, (_, index) => client(index));
  await new Promise((resolve) => setTimeout(resolve, job.warmupMs));
  recording = true;
  const since = performance.now();
  await new Promise((resolve) => setTimeout(resolve, job.durationMs));
  const elapsedMs = performance.now() - since;
  stopped = true;
  await Promise.all(clients);
  await pool.close();
  return { latencies, errors, firstError, elapsedMs };
}

parentPort?.postMessage(await run());
