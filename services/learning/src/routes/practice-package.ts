/** What the two practice-package calls share: is the practice open, and the package's state. */
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { PackageSchema } from "@sumwise/gen/learning/v1/learning_package_pb";
import type { RevisionCompletionState } from "@sumwise/gen/learning/v1/learning_progress_pb";
import { inTransaction } from "@sumwise/kit";
import type { Learner } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import type { PartRef } from "../course-structure.js";
import type { StoredPackage } from "../db/package-repository.js";
import { repositories } from "../db/repositories.js";
import { practiceState } from "../domain/practice.js";
import { practicePackage } from "../packages/make-package.js";
import { packageMessage } from "../packages/to-proto.js";
import { revisionStates } from "../progress/to-proto.js";
import { partView } from "../progress/views.js";

export interface PracticeAnswer {
  practiceState: RevisionCompletionState;
  package?: MessageInitShape<typeof PackageSchema>;
  stored?: StoredPackage;
}

/** The practice package (current, or new with `fresh`) once the practice is open; LOCKED otherwise. */
export async function openPractice(ctx: LearningContext, caller: Learner, ref: PartRef, fresh: boolean) {
  await ctx.lessonAccess.requireOpen(caller, ref.part.partNumber);
  const courseName = ref.course.courseMetadata.name;
  return inTransaction(ctx.learningDb, async (trx): Promise<PracticeAnswer> => {
    const repos = repositories(trx);
    await repos.learners.lock(caller.userName);
    const rows = await repos.progress.forCourse(caller.userName, courseName);
    const practice = await repos.packages.currentPractice(caller.userName, courseName);
    const view = partView(ref.part, rows, practice);
    if (view.practiceState === "locked") return { practiceState: revisionStates.locked };
    const stored = await practicePackage(repos, caller.userName, ref, fresh, ctx.now());
    if (!stored) return { practiceState: revisionStates.locked };
    const state = practiceState({
      allTopicsComplete: view.allTopicsComplete,
      hasQuestions: true,
      current: {
        finished: stored.package.status === "finished",
        itemsDone: stored.items.filter((item) => item.status === "done").length,
      },
    });
    return { practiceState: revisionStates[state], package: packageMessage(stored), stored };
  });
}
