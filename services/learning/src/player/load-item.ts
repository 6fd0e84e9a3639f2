import { notFound } from "@sumwise/kit";
import { isDemoVisitor, type Learner, requireOwner } from "../access/learner.js";
import { generateQuestion, type QuestionInstance } from "../content/index.js";
import type { LearningContext } from "../context.js";
import { findPart, type PartRef } from "../course-structure.js";
import type { PackageRow, TaskItemRow } from "../db/package-repository.js";
import type { TaskItemKey } from "../names.js";
import { requireTaskItemKey } from "../routes/resolve.js";

export interface OwnItem {
  key: TaskItemKey;
  item: TaskItemRow;
  pkg: PackageRow;
  ref: PartRef;
  instance: QuestionInstance;
}

/**
 * One of the caller's own questions, in a lesson open to them: another learner's (a child's for
 * their supporter too) is refused before anything is read, a locked lesson's after.
 */
export async function loadOwnItem(ctx: LearningContext, caller: Learner, taskItemName: string): Promise<OwnItem> {
  const key = requireTaskItemKey("taskItemName", taskItemName);
  requireOwner(caller, key.owner);
  const found = await ctx.repos.packages.item(key.packageId, key.taskIndex, key.itemIndex);
  if (!found || found.package.user_name !== caller.userName) throw notFound("There is no such question.");
  // A demo visitor reaches only demo questions, and a learner never has any.
  const demo = isDemoVisitor(caller);
  if (demo !== (found.package.package_type === "demo")) throw notFound("There is no such question.");
  const ref = findPart(found.package.part_name);
  if (!ref) throw notFound("This question's lesson is no longer offered.");
  // The demo's questions are free to try; everything else needs the lesson open.
  if (!demo) await ctx.lessonAccess.requireOpen(caller, ref.part.partNumber);
  return {
    key,
    item: found.item,
    pkg: found.package,
    ref,
    instance: generateQuestion(found.item.template_id, found.item.seed),
  };
}

export const refusals = {
  abandoned: {
    part_quiz: "This quiz has ended. Start the quiz again to carry on.",
    practice: "This practice set was replaced by a new one.",
    core: "These questions were replaced.",
    extension: "These questions were replaced.",
    demo: "These questions were replaced.",
    daily_challenge: "These questions were replaced.",
    weekly_workout: "These questions were replaced.",
  },
  already_done: "You have already answered this question correctly.",
  quiz_already_answered: "You have already answered this quiz question.",
} as const;
