/**
 * Lesson and course progress rules shared by the web and LearningService (learning spec §1, §4, §9).
 */

/** A learning unit has up to 2 question cards (spec §1, §9). */
export const MAX_QUESTION_CARDS_PER_UNIT = 2;

/** Course progress: lessons completed over lessons in the course, rounded down, capped at 100 (spec §9). */
export function courseProgressPercent(partsCompleted: number, partsCount: number): number {
  if (partsCount <= 0) return 0;
  return Math.min(100, Math.floor((Math.max(0, partsCompleted) * 100) / partsCount));
}

/** A topic is complete when it is completed or fast-tracked (spec §4). */
export function isTopicComplete(progress: { isCompleted: boolean; isFastTracked: boolean }): boolean {
  return progress.isCompleted || progress.isFastTracked;
}

export const learningMessages = {
  /** PermissionDenied for a lesson the learner's access does not open; the web shows "Find out more". */
  lessonLocked: "This lesson is locked. A subscription opens every lesson: find out more about plans.",
  /** An empty course name (spec §5). */
  noCourse: "No course chosen",
  /** Leaving a quiz (spec §5). */
  leaveQuiz: "If you leave now, you will lose your current progress.",
  /** The quiz start screen (spec §2). */
  startQuiz: "You are about to start a lesson quiz.",
} as const;
