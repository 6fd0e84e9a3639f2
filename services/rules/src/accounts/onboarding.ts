/** Onboarding flags of the learning, progress and accounts specs (§3 of each). */
export const onboardingBooleanFlags = [
  "hasWatchedFirstOnboardingVideo",
  "hasCompletedLessonWithLessonQuiz",
  "hasAnsweredQuestion",
  "hasAcknowledgedDifficultyQuestionnaire",
  "seenFastTrackUnlockedBanner",
  "seenCourseSelectedTooltip",
  "seenLearnerOnboarding",
  "hasAcknowledgedGoals",
  "seenFocusTopics",
  "seenLeagueTable",
] as const;

export type OnboardingBooleanFlag = (typeof onboardingBooleanFlags)[number];

/** nextHintMessage before any hint has been shown (learning spec §3). */
export const NEXT_HINT_MESSAGE_DEFAULT = -1;
/** Far above any real hint count; stops nonsense values being stored. */
export const NEXT_HINT_MESSAGE_MAX = 1000;

/** The problem with a nextHintMessage value, or undefined when it is fine. */
export function validateNextHintMessage(value: number): string | undefined {
  if (!Number.isInteger(value) || value < NEXT_HINT_MESSAGE_DEFAULT || value > NEXT_HINT_MESSAGE_MAX) {
    return `nextHintMessage must be a whole number from ${NEXT_HINT_MESSAGE_DEFAULT} to ${NEXT_HINT_MESSAGE_MAX}.`;
  }
  return undefined;
}
