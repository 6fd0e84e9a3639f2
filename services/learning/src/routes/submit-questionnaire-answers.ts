import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import {
  QuestionnaireEndAction,
  QuestionnaireEndView,
  type SubmitQuestionnaireAnswersRequest,
  type SubmitQuestionnaireAnswersResponseSchema,
} from "@sumwise/gen/learning/v1/questionnaire_pb";
import { fieldViolations, requireUser } from "@sumwise/kit";
import {
  difficultyQuestionnaireMessages,
  type QuestionnaireEndAction as EndAction,
  type QuestionnaireEndView as EndView,
  validateDifficultyAnswer,
} from "@sumwise/rules";
import type { LearningContext } from "../context.js";

const endActions: Partial<Record<QuestionnaireEndAction, EndAction>> = {
  [QuestionnaireEndAction.SKIP]: "skip",
  [QuestionnaireEndAction.CONTINUE]: "continue",
  [QuestionnaireEndAction.GO_TO_CHANGE_LEVEL]: "gotochangelevel",
  [QuestionnaireEndAction.OTHER]: "other",
};

const endViews: Partial<Record<QuestionnaireEndView, EndView>> = {
  [QuestionnaireEndView.QUESTION]: "question",
  [QuestionnaireEndView.THANKS]: "thanks",
  [QuestionnaireEndView.DID_YOU_KNOW]: "didyouknow",
};

/**
 * Stores the learner's difficulty rating of their current course (spec §4 difficulty questionnaire):
 * the rating (1 to 5), how and where the questionnaire ended, and the course. The policy lets only
 * learners call it, and only about themselves (the request names nobody).
 */
export function submitQuestionnaireAnswers(ctx: LearningContext) {
  return async (
    req: SubmitQuestionnaireAnswersRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof SubmitQuestionnaireAnswersResponseSchema>> => {
    const caller = requireUser(handler);
    const answer = req.changeLevel;
    const endAction = answer ? endActions[answer.endAction] : undefined;
    const endView = answer ? endViews[answer.endView] : undefined;
    const problems: Record<string, string> = {};
    const answerProblem = validateDifficultyAnswer(answer?.answer ?? 0);
    if (answerProblem) problems["changeLevel.answer"] = answerProblem;
    if (!endAction) problems["changeLevel.endAction"] = difficultyQuestionnaireMessages.endAction;
    if (!endView) problems["changeLevel.endView"] = difficultyQuestionnaireMessages.endView;
    if (!answer || !endAction || !endView || answerProblem) throw fieldViolations(problems);
    await ctx.repos.questionnaires.add({
      user_name: caller.userName,
      course_name: (await ctx.userCourses.get(caller.userName)) ?? null,
      answer: answer.answer,
      end_action: endAction,
      end_view: endView,
      created_at: ctx.now(),
    });
    return {};
  };
}
