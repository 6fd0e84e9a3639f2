import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  UpdateProgressOnLearningPathCompleteRequest,
  UpdateProgressOnLearningPathCompleteResponseSchema,
} from "@sumwise/gen/learning/v1/learning_progress_pb";
import { fieldViolations, inTransaction } from "@sumwise/kit";
import { requireLearner, requireOwner } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import { repositories } from "../db/repositories.js";
import { parseProgressName } from "../names.js";
import { ProgressEngine } from "../progress/engine.js";
import { courseParticipationMessage, learningPathProgressMessage, partProgressMessage } from "../progress/to-proto.js";
import { courseView, partView, topicView } from "../progress/views.js";
import { requireLearningPath } from "./resolve.js";

/** Re-checks a topic on the server (completing it if every question is done) and returns the progress. */
export function updateProgressOnLearningPathComplete(ctx: LearningContext) {
  return async (
    req: UpdateProgressOnLearningPathCompleteRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof UpdateProgressOnLearningPathCompleteResponseSchema>> => {
    const parsed = parseProgressName(req.learningPathProgressName.trim(), "learningPath");
    if (!parsed) {
      throw fieldViolations({
        learningPathProgressName: "Please name a topic's progress (indyUsers/{id}/learningPathProgresses/{topic}).",
      });
    }
    const ref = requireLearningPath("learningPathProgressName", parsed.resourceName, "learningPathProgressName", "");
    const caller = requireLearner(handler);
    requireOwner(caller, parsed.owner);
    await ctx.lessonAccess.requireOpen(caller, ref.part.partNumber);
    const userName = caller.userName;
    const courseName = ref.course.courseMetadata.name;
    return inTransaction(ctx.learningDb, async (trx) => {
      const repos = repositories(trx);
      await repos.learners.lock(userName);
      const engine = new ProgressEngine(repos, userName, ctx.now());
      await engine.settleTopic(ref.path.learningPathName);
      await engine.settleLesson(ref.part.partName);
      const rows = await repos.progress.forCourse(userName, courseName);
      const practice = await repos.packages.currentPractice(userName, courseName);
      const course = courseView(ref.course, rows, practice);
      return {
        courseParticipation: courseParticipationMessage(userName, courseName, rows.participation, course.progress),
        partProgress: partProgressMessage(userName, partView(ref.part, rows, practice)),
        learningPathProgress: learningPathProgressMessage(userName, topicView(rows, ref.path.learningPathName)),
      };
    });
  };
}
