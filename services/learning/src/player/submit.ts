/**
 * Marking an answer (SubmitAnswer). The content engine marks it on the server; the attempt, the
 * question's new status, every completion it causes and their outbox events are written in one
 * transaction under the learner's lock. The client's submission id makes a retry return the first
 * result without counting again, even when the first request's response was lost.
 */
import { randomUUID } from "node:crypto";
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { SubmitAnswerRequest, SubmitAnswerResponseSchema } from "@sumwise/gen/learning/v1/question_player_pb";
import { credentialsFor, failedPrecondition, fieldViolations, inTransaction } from "@sumwise/kit";
import { isDemoVisitor, type Learner } from "../access/learner.js";
import { type MarkResult as EngineMark, generateQuestion, mark, type Submission } from "../content/index.js";
import type { LearningContext } from "../context.js";
import type { AttemptRow } from "../db/attempt-repository.js";
import { repositories } from "../db/repositories.js";
import type { PartResultJson } from "../db/schema.js";
import {
  answerRefusal,
  type ItemStatus,
  isAnswered,
  isMarkedAttempt,
  statusAfterAnswer,
} from "../domain/item-status.js";
import { storedTimeTaken, submissionProblems } from "../domain/submission.js";
import { itemStatuses, packageProgressMessage } from "../packages/to-proto.js";
import { type Completions, ProgressEngine } from "../progress/engine.js";
import { learningEvents } from "../progress/events.js";
import { requireTaskItemKey } from "../routes/resolve.js";
import { markResults } from "./last-answer.js";
import { loadOwnItem, refusals } from "./load-item.js";
import { workedSolutionMessage } from "./public-question.js";

type Response = MessageInitShape<typeof SubmitAnswerResponseSchema>;

type Outcome =
  | { kind: "raced"; attempt: AttemptRow }
  | { kind: "marked"; status: ItemStatus; completions: Completions; progress: Response["packageProgress"] };

function partResultsOf(result: EngineMark, partIds: readonly string[]): PartResultJson[] | null {
  if (!result.parts) return null;
  return result.parts.map((part, index) => ({
    partId: partIds[index] ?? String(index + 1),
    result: part.outcome,
    message: part.message ?? "",
  }));
}

export async function submitAnswer(ctx: LearningContext, caller: Learner, req: SubmitAnswerRequest): Promise<Response> {
  const problems = submissionProblems({
    submissionId: req.submissionId,
    answer: req.answer,
    partAnswers: req.partAnswers,
    timeTakenMs: req.timeTakenMs,
  });
  if (Object.keys(problems).length > 0) throw fieldViolations(problems);
  const key = requireTaskItemKey("taskItemName", req.taskItemName);
  const userName = caller.userName;
  const prior = key.owner === userName ? await ctx.repos.attempts.bySubmission(userName, req.submissionId) : undefined;
  if (prior) return replay(ctx, prior, key);

  const { pkg, instance } = await loadOwnItem(ctx, caller, req.taskItemName);
  const inQuiz = pkg.package_type === "part_quiz";
  // A demo answer is marked and kept for the visitor's own player only: it counts nowhere (no
  // progress, no outbox event for the activity ledger, no onboarding flag) and goes with the visitor.
  const demo = isDemoVisitor(caller);
  const partIds = instance.answer.kind === "multi" ? instance.answer.parts.map((part) => part.id) : [];
  // One box: the answer text; several parts: one answer each (the marker says when the shape is wrong).
  const submission: Submission = req.partAnswers.length > 0 ? [...req.partAnswers] : req.answer;
  const result = mark(instance, submission);
  const partResults = partResultsOf(result, partIds);
  const timeTakenMs = storedTimeTaken(req.timeTakenMs);
  const now = ctx.now();

  const outcome = await inTransaction(
    ctx.learningDb,
    async (trx, afterCommit): Promise<Outcome> => {
      const repos = repositories(trx);
      const learner = await repos.learners.lock(userName);
      const raced = await repos.attempts.bySubmission(userName, req.submissionId);
      if (raced) return { kind: "raced", attempt: raced };
      const current = await repos.packages.item(key.packageId, key.taskIndex, key.itemIndex, true);
      if (!current) throw new Error(`question ${req.taskItemName} vanished`);
      const refusal = answerRefusal({
        status: current.item.status,
        inQuiz,
        packageAbandoned: current.package.status === "abandoned",
      });
      if (refusal === "abandoned") throw failedPrecondition(refusals.abandoned[pkg.package_type]);
      if (refusal) throw failedPrecondition(refusals[refusal]);
      const attemptId = randomUUID();
      const afterWorkedSolution = current.item.solution_shown_at !== null;
      await repos.attempts.insert(
        {
          id: attemptId,
          userName,
          submissionId: req.submissionId,
          packageId: key.packageId,
          taskIndex: key.taskIndex,
          itemIndex: key.itemIndex,
          answer: typeof submission === "string" ? submission : "",
          partAnswers: typeof submission === "string" ? null : [...submission],
          result: result.outcome,
          message: result.message ?? "",
          partResults,
          timeTakenMs,
          afterWorkedSolution,
        },
        now,
      );
      if (demo) await repos.demo.touch(userName, now);
      else
        await repos.outbox.add(
          learningEvents.answer({
            attemptId,
            pkg: current.package,
            item: current.item,
            result: result.outcome,
            timeTakenMs,
            afterWorkedSolution,
            now,
          }),
          now,
        );
      const status = statusAfterAnswer(current.item.status, result.outcome);
      const engine = new ProgressEngine(repos, userName, now);
      if (status !== current.item.status) {
        await repos.packages.updateItem(key, { status }, now);
        if (isAnswered(status, inQuiz) && !demo) await engine.afterQuestionSettled(current.package, key.taskIndex);
      }
      if (isMarkedAttempt(result.outcome) && !learner.answeredQuestionSynced && !demo) {
        afterCommit(() => syncAnsweredQuestion(ctx, caller));
      }
      const stored = await repos.packages.load(key.packageId);
      return { kind: "marked", status, completions: engine.completions, progress: packageProgressMessage(stored!) };
    },
    (error) =>
      ctx.logger.warn(
        { err: error },
        "could not tell IndyService about the first answered question; retried next time",
      ),
  );
  if (outcome.kind === "raced") return replay(ctx, outcome.attempt, key);
  return {
    result: markResults[result.outcome],
    message: result.message ?? "",
    partResults: (partResults ?? []).map((part) => ({
      partId: part.partId,
      result: markResults[part.result],
      message: part.message,
    })),
    ...(result.outcome === "correct" ? { workedSolution: workedSolutionMessage(instance) } : {}),
    status: itemStatuses[outcome.status],
    packageProgress: outcome.progress,
    completions: outcome.completions,
    replayed: false,
  };
}

/** The first result of a submission sent again, with the question's and package's state now. */
async function replay(
  ctx: LearningContext,
  attempt: AttemptRow,
  key: { packageId: string; taskIndex: number; itemIndex: number },
): Promise<Response> {
  if (
    attempt.package_id !== key.packageId ||
    attempt.task_index !== key.taskIndex ||
    attempt.item_index !== key.itemIndex
  ) {
    throw fieldViolations({ submissionId: "This submission id was already used for another question." });
  }
  const stored = await ctx.repos.packages.load(attempt.package_id);
  const item = stored?.items.find(
    (row) => row.task_index === attempt.task_index && row.item_index === attempt.item_index,
  );
  if (!stored || !item) throw new Error(`attempt ${attempt.id} has no question`);
  return {
    result: markResults[attempt.result],
    message: attempt.message,
    partResults: (attempt.part_results ?? []).map((part) => ({
      partId: part.partId,
      result: markResults[part.result],
      message: part.message,
    })),
    ...(attempt.result === "correct"
      ? { workedSolution: workedSolutionMessage(generateQuestion(item.template_id, item.seed)) }
      : {}),
    status: itemStatuses[item.status],
    packageProgress: packageProgressMessage(stored),
    completions: {},
    replayed: true,
  };
}

async function syncAnsweredQuestion(ctx: LearningContext, caller: Learner): Promise<void> {
  await ctx.indy.updateOnboardingState(
    { onboardingState: { hasAnsweredQuestion: true } },
    await credentialsFor(caller, ctx.serviceTokens, "indy"),
  );
  await ctx.repos.learners.markAnsweredQuestionSynced(caller.userName, ctx.now());
}
