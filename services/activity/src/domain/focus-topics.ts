/**
 * Focus topics (progress spec §2 "Strengths and opportunities", §9): at most 3 strongest and 3 weakest
 * topics by the share of attempts answered correctly.
 */

export const MAX_FOCUS_TOPICS = 3;
/** Fewer attempts say too little about a topic to call it a strength or a weakness. */
export const MIN_ATTEMPTS = 3;
/** At or above this share a topic can be a strength; below it, an opportunity. */
export const STRONG_SHARE = 0.7;

export interface TopicAttempts {
  learningPathName: string;
  correctAttempts: number;
  totalAttempts: number;
}

export function focusTopics<T extends TopicAttempts>(topics: readonly T[]): { strong: T[]; weak: T[] } {
  const share = (topic: T) => topic.correctAttempts / topic.totalAttempts;
  const judged = topics.filter((topic) => topic.totalAttempts >= MIN_ATTEMPTS);
  // Ties go to the topic with more evidence, then by name so the order is stable.
  const byName = (a: T, b: T) => a.learningPathName.localeCompare(b.learningPathName);
  const strong = judged
    .filter((topic) => share(topic) >= STRONG_SHARE)
    .sort((a, b) => share(b) - share(a) || b.totalAttempts - a.totalAttempts || byName(a, b))
    .slice(0, MAX_FOCUS_TOPICS);
  const weak = judged
    .filter((topic) => share(topic) < STRONG_SHARE)
    .sort((a, b) => share(a) - share(b) || b.totalAttempts - a.totalAttempts || byName(a, b))
    .slice(0, MAX_FOCUS_TOPICS);
  return { strong, weak };
}
