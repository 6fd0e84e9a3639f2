import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import {
  AnswerResult,
  type LearningEvent,
  LearningEventKind,
  LearningPackageType,
  type RecordLearningEventsRequest,
  type RecordLearningEventsResponseSchema,
} from "@sumwise/gen/activity/v1/learning_events_pb";
import { callerOf, invalidArgument, permissionDenied } from "@sumwise/kit";
import type { ActivityContext } from "../context.js";
import type { NewLearningEvent } from "../db/ledger-repository.js";
import type { AnswerResultValue, LearningEventKindValue } from "../db/schema.js";
import { learningEventsProblem } from "../domain/index.js";
import { recordAndProject } from "../projections/index.js";

const kinds: Partial<Record<LearningEventKind, LearningEventKindValue>> = {
  [LearningEventKind.ANSWER]: "answer",
  [LearningEventKind.TASK_COMPLETED]: "task_completed",
  [LearningEventKind.TOPIC_COMPLETED]: "topic_completed",
  [LearningEventKind.TOPIC_FAST_TRACKED]: "topic_fast_tracked",
  [LearningEventKind.PRACTICE_COMPLETED]: "practice_completed",
  [LearningEventKind.QUIZ_FINISHED]: "quiz_finished",
  [LearningEventKind.LESSON_COMPLETED]: "lesson_completed",
  [LearningEventKind.COURSE_COMPLETED]: "course_completed",
};

const results: Partial<Record<AnswerResult, AnswerResultValue>> = {
  [AnswerResult.CORRECT]: "correct",
  [AnswerResult.INCORRECT]: "incorrect",
  [AnswerResult.WRONG_FORM]: "wrong_form",
  [AnswerResult.UNREADABLE]: "unreadable",
};

const packageTypes: Partial<Record<LearningPackageType, NonNullable<NewLearningEvent["package_type"]>>> = {
  [LearningPackageType.CORE]: "core",
  [LearningPackageType.EXTENSION]: "extension",
  [LearningPackageType.PRACTICE]: "practice",
  [LearningPackageType.PART_QUIZ]: "part_quiz",
  [LearningPackageType.DAILY_CHALLENGE]: "daily_challenge",
  [LearningPackageType.WEEKLY_WORKOUT]: "weekly_workout",
};

const orNull = (value: string) => (value === "" ? null : value);

function ledgerRow(event: LearningEvent): NewLearningEvent {
  const kind = kinds[event.kind]!;
  const isAnswer = kind === "answer";
  const isQuiz = kind === "quiz_finished";
  return {
    idempotency_key: event.idempotencyKey,
    indy_user_name: event.indyUserName,
    occurred_at: timestampDate(event.occurTime!),
    kind,
    course_name: event.courseName,
    part_name: orNull(event.partName),
    learning_path_name: orNull(event.learningPathName),
    package_name: orNull(event.packageName),
    package_type: packageTypes[event.packageType] ?? null,
    task_name: orNull(event.taskName),
    template_id: orNull(event.templateId),
    task_item_name: orNull(event.taskItemName),
    answer_result: isAnswer ? (results[event.answerResult] ?? null) : null,
    correct: isAnswer ? event.answerResult === AnswerResult.CORRECT : null,
    time_taken_ms: isAnswer ? event.timeTakenMs : null,
    after_worked_solution: isAnswer ? event.afterWorkedSolution : null,
    quiz_correct_items: isQuiz ? event.quizCorrectItems : null,
    quiz_total_items: isQuiz ? event.quizTotalItems : null,
  };
}

/**
 * LearningService's outbox relay delivers answers and completions here (service-only). Each
 * idempotency key is stored once, so a retried batch is acknowledged without counting again.
 */
export function recordLearningEvents(ctx: ActivityContext) {
  return async (
    req: RecordLearningEventsRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof RecordLearningEventsResponseSchema>> => {
    const caller = callerOf(handler);
    if (caller.kind !== "service" || caller.service !== "learning") {
      throw permissionDenied("Only LearningService records learning events.");
    }
    const problem = learningEventsProblem(
      req.events.map((event) => ({
        idempotencyKey: event.idempotencyKey,
        indyUserName: event.indyUserName,
        courseName: event.courseName,
        kindKnown: kinds[event.kind] !== undefined,
        hasTime: event.occurTime !== undefined,
      })),
    );
    if (problem) throw invalidArgument(problem);
    const recorded = await recordAndProject(
      ctx.activityDb,
      req.events.map(ledgerRow),
      (error) => ctx.logger.error({ err: error }, "an after-commit hook of recorded learning events failed"),
      ctx.notifier,
    );
    return { recorded, duplicates: req.events.length - recorded };
  };
}
