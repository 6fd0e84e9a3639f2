import type { Completions } from "@sumwise/gen/learning/v1/question_player_pb";
import { type CompletionNotification, orderCompletionNotifications } from "@sumwise/rules";

/**
 * The completion notifications of a run of answers (spec §4), in the spec's order: course and lesson
 * completion from LearningService's answers, plus what ActivityService reported (activityCompletions).
 */
export function completionQueueOf(
  completions: readonly Completions[],
  fromActivity: readonly CompletionNotification[],
): CompletionNotification[] {
  const fromLearning: CompletionNotification[] = [];
  for (const completion of completions) {
    if (completion.courseCompleted)
      fromLearning.push({ kind: "courseComplete", courseName: completion.courseCompleted });
    if (completion.partCompleted) fromLearning.push({ kind: "lessonComplete", partName: completion.partCompleted });
  }
  return orderCompletionNotifications([...fromActivity, ...fromLearning]);
}

/**
 * What ActivityService reported during the run (spec §2 completion screens): levelled up when an XP
 * award moved the learner up (the level reached). Goal complete is not reported by the XP award, so it
 * does not join the queue yet.
 */
export function activityCompletions(levelReached: number | undefined): CompletionNotification[] {
  return levelReached ? [{ kind: "levelledUp", level: levelReached }] : [];
}
