/**
 * What goes into a Just For You package (learning spec §4): questions from the learner's recent
 * lessons, weighted towards the topics they get wrong most. Pure: the caller reads the learner's
 * answers and the course, this decides.
 */
import { type PlannedItem, type PlannedTask, type QuestionText, seedFor } from "./package-plan.js";

/** Questions in a Daily Challenge and in a Weekly Workout. */
export const DAILY_CHALLENGE_QUESTIONS = 5;
export const WEEKLY_WORKOUT_QUESTIONS = 10;
/** How far back "recent" reaches, in days, and how many lessons it takes at most. */
export const DAILY_CHALLENGE_LOOKBACK_DAYS = 14;
export const WEEKLY_WORKOUT_LOOKBACK_DAYS = 28;
export const RECENT_LESSONS_MAX = 3;

export const justForYouTaskTitles = { daily: "Daily Challenge", weekly: "Weekly Workout" } as const;

export interface CandidateTopic {
  learningPathName: string;
  /** The topic's lesson. */
  partName: string;
  /** The topic's question templates, in course order. */
  cards: readonly string[];
  correct: number;
  incorrect: number;
  /** Epoch ms of the learner's latest answer in the topic, 0 for never. */
  lastAnsweredAt: number;
}

/**
 * The topics to draw from: those the learner has answered in their RECENT_LESSONS_MAX most recently
 * worked lessons (every topic given, when none has been answered), keeping only topics with questions.
 */
export function recentTopics(topics: readonly CandidateTopic[]): CandidateTopic[] {
  const withCards = topics.filter((topic) => topic.cards.length > 0);
  const answered = withCards.filter((topic) => topic.correct + topic.incorrect > 0);
  if (answered.length === 0) return withCards;
  const lessonRecency = new Map<string, number>();
  for (const topic of answered) {
    lessonRecency.set(topic.partName, Math.max(lessonRecency.get(topic.partName) ?? 0, topic.lastAnsweredAt));
  }
  const lessons = new Set(
    [...lessonRecency.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, RECENT_LESSONS_MAX)
      .map(([partName]) => partName),
  );
  return answered.filter((topic) => lessons.has(topic.partName));
}

/**
 * How weak a topic is, between 0 and 1: the share of wrong answers, smoothed so a topic answered
 * once is not treated as certain (one wrong of one weighs 2/3, one right of one 1/3, none 1/2).
 */
export function weakness(topic: { correct: number; incorrect: number }): number {
  return (topic.incorrect + 1) / (topic.correct + topic.incorrect + 2);
}

/**
 * One task of `count` questions. Each question's topic is drawn with probability proportional to its
 * weakness, from a seed hashed from the package's key, so the same key always gives the same package;
 * within a topic the cards are taken in turn. Empty when there is no topic.
 */
export function planJustForYouPackage(input: {
  key: string;
  title: string;
  count: number;
  topics: readonly CandidateTopic[];
  textOf: QuestionText;
}): PlannedTask[] {
  const topics = recentTopics(input.topics);
  if (topics.length === 0 || input.count <= 0) return [];
  const weights = topics.map(weakness);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const picksPerTopic = new Map<string, number>();
  const seen = new Set<string>();
  const items: PlannedItem[] = [];
  for (let index = 0; index < input.count; index++) {
    let point = (seedFor(input.key, "topic", index) / 2 ** 31) * total;
    let chosen = topics[topics.length - 1]!;
    for (let t = 0; t < topics.length; t++) {
      point -= weights[t]!;
      if (point < 0) {
        chosen = topics[t]!;
        break;
      }
    }
    const picks = picksPerTopic.get(chosen.learningPathName) ?? 0;
    picksPerTopic.set(chosen.learningPathName, picks + 1);
    const templateId = chosen.cards[picks % chosen.cards.length]!;
    // A seed whose question repeats one already in the package is passed over, as in every package.
    let seed = seedFor(input.key, 0, index, 0);
    for (let salt = 0; salt < 12; salt++) {
      seed = seedFor(input.key, 0, index, salt);
      const text = `${templateId}\u0000${input.textOf(templateId, seed)}`;
      if (!seen.has(text)) {
        seen.add(text);
        break;
      }
    }
    items.push({ templateId, seed, learningPathName: chosen.learningPathName });
  }
  return [{ title: input.title, kind: "standard", items }];
}
