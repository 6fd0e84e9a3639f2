import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  BatchGetExampleQuestionsRequest,
  BatchGetExampleQuestionsResponseSchema,
} from "@sumwise/gen/learning/v1/learning_service_pb";
import { fieldViolations, requireUser } from "@sumwise/kit";
import { getExampleQuestions } from "../content/index.js";
import type { LearningContext } from "../context.js";
import { exampleQuestionName, parseExampleQuestionName } from "../names.js";

/** Example questions of an active course for the course picker (learners and supporters; not the demo). */
export function batchGetExampleQuestions(ctx: LearningContext) {
  return async (
    req: BatchGetExampleQuestionsRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof BatchGetExampleQuestionsResponseSchema>> => {
    requireUser(handler);
    const courseName = req.courseName.trim();
    if (courseName === "") throw fieldViolations({ courseName: "Please choose a course." });
    if (!(await ctx.userCourses.isActiveCourse(courseName))) {
      throw fieldViolations({ courseName: "That course is not available. Please choose another." });
    }
    const all = getExampleQuestions(courseName).map((question, index) => ({
      name: exampleQuestionName(courseName, index),
      questionText: question.questionText,
      image: question.image ?? "",
    }));
    if (req.names.length === 0) return { exampleQuestions: all };
    const wanted = req.names.map((name) => all[parseExampleQuestionName(courseName, name.trim()) ?? -1]);
    if (wanted.some((question) => question === undefined)) {
      throw fieldViolations({ names: "Some of those example questions do not exist for this course." });
    }
    return { exampleQuestions: wanted.filter((question) => question !== undefined) };
  };
}
