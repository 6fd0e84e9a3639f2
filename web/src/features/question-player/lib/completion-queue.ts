import type { Completions } from "@sumwise/gen/learning/v1/question_player_pb";
import { type CompletionNotification, orderCompletionNotifications } from "@sumwise/rules";

/**
 * The completion notifications of a run of answers (spec §4), in the spec's order: course and lesson
 * completion from LearningService's answers, plus whatever ActivityService reports (levelled up, goal
 * complete) through useActivityCompletions.
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
 * Levelled up and goal complete (spec §2 completion screens). They come from ActivityService (XP and
 * goals), whose answers do not carry them yet: this hook is where they join the queue, typed, so the
 * screens and their order are already in place. Today it reports none.
 */
export function useActivityCompletions(): CompletionNotification[] {
  return [];
}
