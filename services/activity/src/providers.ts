/**
 * Facts other parts of the product own, read through small typed providers so the achievement rules can
 * use them now and the real sources can be plugged in without touching the rules.
 */
export interface GoalFacts {
  /** Whether the learner has any goal (goal setter achievement). */
  hasGoal(indyUserName: string): Promise<boolean>;
}

export interface StreakFacts {
  /** The learner's current daily-challenge streak in days (daily challenge unlocked, level 2). */
  dailyChallengeStreak(indyUserName: string): Promise<number>;
}

/** LearningService will serve the daily-challenge streak: until then, no streak. */
export const noStreaks: StreakFacts = { dailyChallengeStreak: async () => 0 };
