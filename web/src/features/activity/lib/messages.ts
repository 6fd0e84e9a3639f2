/** The spec's activity error texts (progress spec §8). */
export const activityMessages = {
  activity: "There was an error loading your activity data. Please refresh or try again later.",
  achievements: "Error loading achievements. Please refresh or try again later.",
  focusTopics: "Error loading focus topics. Please refresh or try again later.",
  parentActivity: "We couldn't load this learner's activity; check you're logged into the correct parent account",
  /** A section of a child's activity in the parent view. */
  parentSection: (what: string) => `Sorry, we couldn't load ${what} right now. Please refresh or try again later.`,
  statsWidget: "Please try again later.",
} as const;
