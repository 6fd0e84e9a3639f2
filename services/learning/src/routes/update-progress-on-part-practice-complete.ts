import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  UpdateProgressOnPartPracticeCompleteRequest,
  UpdateProgressOnPartPracticeCompleteResponseSchema,
} from "@sumwise/gen/learning/v1/learning_progress_pb";
import { fieldViolations, inTransaction } from "@sumwise/kit";
import { requireLearner, requireOwner } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import { repositories } from "../db/repositories.js";
import { parseProgressName } from "../names.js";
import { ProgressEngine } from "../progress/engine.js";
import { courseParticipationMessage, partProgressMessage } from "../progress/to-proto.js";
import { courseView, partView } from "../progress/views.js";
import { requirePart } from "./resolve.js";

/** Re-checks a lesson's current practice package on the server and returns the lesson's progress. */
export function updateProgressOnPartPracticeComplete(ctx: LearningContext) {
  return async (
    req: UpdateProgressOnPartPracticeCompleteRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof UpdateProgressOnPartPracticeCompleteResponseSchema>> => {
    const parsed = parseProgressName(req.partProgressName.trim(), "part");
    if (!parsed) {
      throw fieldViolations({
        partProgressName: "Please name a lesson's progress (indyUsers/{id}/partProgresses/{lesson}).",
      });
    }
    const ref = requirePart("partProgressName", parsed.resourceName);
    const caller = requireLearner(handler);
    requireOwner(caller, parsed.owner);
    await ctx.lessonAccess.requireOpen(caller, ref.part.partNumber);
    const userName = caller.userName;
    const courseName = ref.course.courseMetadata.name;
    return inTransaction(ctx.learningDb, async (trx) => {
      const repos = repositories(trx);
      await repos.learners.lock(userName);
      const latest = await repos.packages.latest(userName, "practice", ref.part.partName);
      const engine = new ProgressEngine(repos, userName, ctx.now());
      if (latest) await engine.settlePackage((await repos.packages.withContents([latest]))[0]!);
      await engine.settleLesson(ref.part.partName);
      const rows = await repos.progress.forCourse(userName, courseName);
      const practice = await repos.packages.currentPractice(userName, courseName);
      return {
        partProgress: partProgressMessage(userName, partView(ref.part, rows, practice)),
        courseParticipation: courseParticipationMessage(
          userName,
          courseName,
          rows.participation,
          courseView(ref.course, rows, practice).progress,
        ),
      };
    });
  };
}
