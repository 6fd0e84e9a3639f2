import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import {
  QuizStatus,
  type UpdateProgressOnPartQuizCompleteRequest,
  type UpdateProgressOnPartQuizCompleteResponseSchema,
} from "@sumwise/gen/learning/v1/quiz_result_pb";
import { fieldViolations, inTransaction, notFound } from "@sumwise/kit";
import { quizPercent } from "@sumwise/rules";
import { requireLearner, requireOwner } from "../access/learner.js";
import { generateQuestion } from "../content/index.js";
import type { LearningContext } from "../context.js";
import { onlinePaths } from "../course-structure.js";
import { repositories } from "../db/repositories.js";
import { isAnswered } from "../domain/item-status.js";
import { packageName, taskItemName } from "../names.js";
import { lastAnswerMessage } from "../player/last-answer.js";
import { publicQuestionMessage, workedSolutionMessage } from "../player/public-question.js";
import { ProgressEngine } from "../progress/engine.js";
import { courseParticipationMessage, learningPathProgressMessage, partProgressMessage } from "../progress/to-proto.js";
import { courseView, partView, topicView } from "../progress/views.js";
import { requirePackageName, requirePart } from "./resolve.js";

/**
 * A quiz's results. The quiz is scored when its last question is answered; this reads that outcome
 * (scoring it first if it somehow was not), with the lesson's progress after it and the wrong questions.
 */
export function updateProgressOnPartQuizComplete(ctx: LearningContext) {
  return async (
    req: UpdateProgressOnPartQuizCompleteRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof UpdateProgressOnPartQuizCompleteResponseSchema>> => {
    const ref = requirePart("partName", req.partName);
    const named = req.packageName.trim() === "" ? undefined : requirePackageName("packageName", req.packageName);
    const caller = requireLearner(handler);
    if (named) requireOwner(caller, named.owner);
    await ctx.lessonAccess.requireOpen(caller, ref.part.partNumber);
    const userName = caller.userName;
    const courseName = ref.course.courseMetadata.name;
    return inTransaction(ctx.learningDb, async (trx) => {
      const repos = repositories(trx);
      await repos.learners.lock(userName);
      const row = named
        ? (await repos.packages.load(named.packageId))?.package
        : await repos.packages.latest(userName, "part_quiz", ref.part.partName);
      if (row?.package_type !== "part_quiz") throw notFound("You have not started this lesson's quiz yet.");
      if (row.part_name !== ref.part.partName)
        throw fieldViolations({ packageName: "That quiz is not of this lesson." });
      const stored = (await repos.packages.withContents([row]))[0]!;
      const name = packageName(userName, row.id);
      const total = stored.items.length;
      const correct = stored.items.filter((item) => item.status === "done").length;
      if (total === 0 || !stored.items.every((item) => isAnswered(item.status, true))) {
        return { packageName: name, status: QuizStatus.NOT_FINISHED, totalItems: total, correctItems: correct };
      }
      await new ProgressEngine(repos, userName, ctx.now()).settlePackage(stored);
      const result = await repos.progress.quizResult(row.id);
      if (!result) throw new Error(`quiz ${row.id} is finished but has no result`);
      const rows = await repos.progress.forCourse(userName, courseName);
      const practice = await repos.packages.currentPractice(userName, courseName);
      const course = courseView(ref.course, rows, practice);
      const last = await repos.attempts.lastMarked(row.id);
      const wrong = stored.items.filter((item) => item.status === "wrong");
      return {
        packageName: name,
        status: QuizStatus.FINISHED,
        totalItems: result.total_items,
        correctItems: result.correct_items,
        scorePercentage: quizPercent(result.correct_items, result.total_items),
        ...(result.previous_best_correct !== null && result.previous_best_total !== null
          ? { previousBestScore: { correct: result.previous_best_correct, total: result.previous_best_total } }
          : {}),
        scoreCompletesQuiz: result.score_completes_quiz,
        couldFastTrack: result.could_fast_track,
        fastTrackedLearningPaths: result.fast_tracked_learning_paths,
        partProgress: partProgressMessage(userName, partView(ref.part, rows, practice)),
        learningPathProgresses: onlinePaths(ref.part).map((path) =>
          learningPathProgressMessage(userName, topicView(rows, path.learningPathName)),
        ),
        courseParticipation: courseParticipationMessage(userName, courseName, rows.participation, course.progress),
        wrongQuestions: wrong.map((item) => {
          const instance = generateQuestion(item.template_id, item.seed);
          const attempt = last.get(`${item.task_index}/${item.item_index}`);
          return {
            question: publicQuestionMessage(taskItemName(userName, row.id, item.task_index, item.item_index), instance),
            ...(attempt ? { answerGiven: lastAnswerMessage(attempt) } : {}),
            workedSolution: workedSolutionMessage(instance),
          };
        }),
      };
    });
  };
}
