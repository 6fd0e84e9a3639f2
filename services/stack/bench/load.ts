import { Worker } from "node:worker_threads";

/** A learner ready to answer: their token and a question of theirs with an answer the marker calls incorrect. */
export interface BenchLearner {
  idToken: string;
  taskItemName: string;
  answer: string;
  partAnswers: string[];
}

export type LoadTarget =
  | { kind: "hello" }
  | { kind: "submit"; protocol: "grpc-web" | "connect"; learners: BenchLearner[] }
  /** GetFeatureFlagsForUser in gRPC-web with each learner's token: a read with no transaction. */
  | { kind: "flags"; learners: BenchLearner[] };

export interface LoadJob {
  origin: string;
  target: LoadTarget;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
}

export interface LoadResult {
  /** Milliseconds per successful request finished while recording. */
  latencies: number[];
  errors: number;
  firstError: string | undefined;
  elapsedMs: number;
}

export interface LoadSummary {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  firstError: string | undefined;
}

/** Runs one load in a worker thread (load-worker.ts) and summarises it. */
export async function runLoad(job: LoadJob): Promise<LoadSummary> {
  const worker = new Worker(new URL("./load-worker-entry.mjs", import.meta.url), {
    workerData: job,
  });
  const result = await new Promise<LoadResult>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`load worker exited with ${code}`)));
  });
  await worker.terminate();
  const sorted = Float64Array.from(result.latencies).sort();
  return {
    requests: sorted.length,
    rps: sorted.length / (result.elapsedMs / 1000),
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    errors: result.errors,
    firstError: result.firstError,
  };
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}
