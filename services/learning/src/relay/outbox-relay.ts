/**
 * Delivers the outbox to ActivityService: the oldest undelivered events in batches, each batch
 * marked delivered only once ActivityService has acknowledged it. A crash between the two sends the
 * batch again; the ledger stores each idempotency key once, so nothing counts twice and nothing is
 * lost. Failures back off (domain/relay-backoff.ts). Several replicas may relay at once: at worst
 * a batch is sent twice, which the ledger absorbs the same way.
 */
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { Client } from "@connectrpc/connect";
import type { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import {
  AnswerResult,
  type LearningEvent,
  LearningEventKind,
  LearningEventSchema,
  LearningPackageType,
} from "@sumwise/gen/activity/v1/learning_events_pb";
import { type Logger, type PeriodicTask, runPeriodically, type ServiceTokens, serviceTokenHeader } from "@sumwise/kit";
import type { OutboxRepository } from "../db/outbox-repository.js";
import type { OutboxEventJson } from "../db/schema.js";
import { relayBackoffMs } from "../domain/relay-backoff.js";

export const RELAY_BATCH_SIZE = 200;

const kinds: Record<OutboxEventJson["kind"], LearningEventKind> = {
  answer: LearningEventKind.ANSWER,
  task_completed: LearningEventKind.TASK_COMPLETED,
  topic_completed: LearningEventKind.TOPIC_COMPLETED,
  topic_fast_tracked: LearningEventKind.TOPIC_FAST_TRACKED,
  practice_completed: LearningEventKind.PRACTICE_COMPLETED,
  quiz_finished: LearningEventKind.QUIZ_FINISHED,
  lesson_completed: LearningEventKind.LESSON_COMPLETED,
  course_completed: LearningEventKind.COURSE_COMPLETED,
};

const results: Record<NonNullable<OutboxEventJson["answerResult"]>, AnswerResult> = {
  correct: AnswerResult.CORRECT,
  incorrect: AnswerResult.INCORRECT,
  wrong_form: AnswerResult.WRONG_FORM,
  unreadable: AnswerResult.UNREADABLE,
};

const packageTypes: Record<NonNullable<OutboxEventJson["packageType"]>, LearningPackageType> = {
  core: LearningPackageType.CORE,
  extension: LearningPackageType.EXTENSION,
  practice: LearningPackageType.PRACTICE,
  part_quiz: LearningPackageType.PART_QUIZ,
  // Never sent: demo answers write no outbox row (player/submit.ts).
  demo: LearningPackageType.UNSPECIFIED,
  daily_challenge: LearningPackageType.DAILY_CHALLENGE,
  weekly_workout: LearningPackageType.WEEKLY_WORKOUT,
};

export function toLearningEvent(event: OutboxEventJson): LearningEvent {
  return create(LearningEventSchema, {
    idempotencyKey: event.idempotencyKey,
    indyUserName: event.indyUserName,
    occurTime: timestampFromDate(new Date(event.occurTime)),
    kind: kinds[event.kind],
    courseName: event.courseName,
    partName: event.partName ?? "",
    learningPathName: event.learningPathName ?? "",
    packageName: event.packageName ?? "",
    packageType: event.packageType ? packageTypes[event.packageType] : LearningPackageType.UNSPECIFIED,
    taskName: event.taskName ?? "",
    templateId: event.templateId ?? "",
    taskItemName: event.taskItemName ?? "",
    answerResult: event.answerResult ? results[event.answerResult] : AnswerResult.UNSPECIFIED,
    correct: event.answerResult === "correct",
    timeTakenMs: event.timeTakenMs ?? 0,
    afterWorkedSolution: event.afterWorkedSolution ?? false,
    quizCorrectItems: event.quizCorrectItems ?? 0,
    quizTotalItems: event.quizTotalItems ?? 0,
  });
}

export interface OutboxRelayDeps {
  outbox: OutboxRepository;
  activity: Client<typeof ActivityService>;
  serviceTokens: ServiceTokens;
  logger: Logger;
  intervalMs: number;
}

/** Sends everything pending now; resolves with how many events were acknowledged. */
export async function deliverPending(deps: Omit<OutboxRelayDeps, "intervalMs" | "logger">): Promise<number> {
  let delivered = 0;
  for (;;) {
    const batch = await deps.outbox.pending(RELAY_BATCH_SIZE);
    if (batch.length === 0) return delivered;
    await deps.activity.recordLearningEvents(
      { events: batch.map((row) => toLearningEvent(row.payload)) },
      { headers: { [serviceTokenHeader]: await deps.serviceTokens.sign("activity") }, timeoutMs: 10_000 },
    );
    await deps.outbox.markDelivered(
      batch.map((row) => row.id),
      new Date(),
    );
    delivered += batch.length;
  }
}

export function startOutboxRelay(deps: OutboxRelayDeps): PeriodicTask {
  let failures = 0;
  let nextAttemptAt = 0;
  return runPeriodically(
    "learning outbox relay",
    async () => {
      if (Date.now() < nextAttemptAt) return;
      try {
        await deliverPending(deps);
        if (failures > 0) deps.logger.info({ failures }, "outbox relay delivering again");
        failures = 0;
      } catch (error) {
        failures += 1;
        nextAttemptAt = Date.now() + relayBackoffMs(failures);
        const log = failures >= 5 ? deps.logger.error.bind(deps.logger) : deps.logger.warn.bind(deps.logger);
        log({ err: error, failures }, "outbox relay could not deliver; retrying");
      }
    },
    { intervalMs: deps.intervalMs, firstDelayMs: deps.intervalMs, logger: deps.logger },
  );
}
