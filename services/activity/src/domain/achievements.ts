/**
 * Achievement levels (progress spec §9 "Achievement thresholds"): pure rules from the learner's
 * summaries. Level 0 is "not started"; the last level is "completed".
 */

export type AchievementKind =
  | "goal_setter"
  | "question_perfection"
  | "lesson_legend"
  | "on_a_roll"
  | "daily_challenge"
  | "course_completer"
  | "daily_challenge_unlocked";

/** What the rules read. */
export interface AchievementFacts {
  correctAllTime: number;
  answeredAllTime: number;
  lessonsCompletedAllTime: number;
  coursesCompletedAllTime: number;
  /** Correct answers on each of the last 3 local days (oldest first); fewer when fewer days are given. */
  dailyCorrect: readonly number[];
  hasGoal: boolean;
  dailyChallengeStreak: number;
}

export interface AchievementRule {
  kind: AchievementKind;
  displayName: string;
  /** The threshold of each level, level 1 first. */
  thresholds: readonly number[];
  measure: (facts: AchievementFacts) => number;
  /** What reaching a level asks for. */
  describe: (threshold: number) => string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** In the order the grid shows them. */
export const achievementRules: readonly AchievementRule[] = [
  {
    kind: "question_perfection",
    displayName: "Question perfection",
    thresholds: [20, 50, 100, 500, 1000],
    measure: (facts) => facts.correctAllTime,
    describe: (n) => `Answer ${plural(n, "question", "questions")} correctly`,
  },
  {
    kind: "lesson_legend",
    displayName: "Lesson legend",
    thresholds: [1, 5, 10, 25, 50],
    measure: (facts) => facts.lessonsCompletedAllTime,
    describe: (n) => `Complete ${plural(n, "lesson", "lessons")}`,
  },
  {
    kind: "daily_challenge",
    displayName: "Today's the day",
    thresholds: [20, 30, 50, 100],
    // The best day of the last 3.
    measure: (facts) => Math.max(0, ...facts.dailyCorrect),
    describe: (n) => `Answer ${n} questions correctly in one day`,
  },
  {
    kind: "on_a_roll",
    displayName: "On a roll",
    thresholds: [10, 20, 40, 50],
    // Every one of the last 3 days: the weakest of them counts.
    measure: (facts) => (facts.dailyCorrect.length < 3 ? 0 : Math.min(...facts.dailyCorrect)),
    describe: (n) => `Answer ${n} questions correctly on each of 3 days in a row`,
  },
  {
    kind: "goal_setter",
    displayName: "Goal setter",
    thresholds: [1],
    measure: (facts) => (facts.hasGoal ? 1 : 0),
    describe: () => "Set yourself a goal",
  },
  {
    kind: "course_completer",
    displayName: "Course completer",
    thresholds: [1],
    measure: (facts) => facts.coursesCompletedAllTime,
    describe: () => "Complete a course",
  },
  {
    kind: "daily_challenge_unlocked",
    displayName: "Daily challenge unlocked",
    thresholds: [1, 2],
    // Level 1 after the first answer; level 2 once a daily-challenge streak of at least 1 exists.
    measure: (facts) => (facts.answeredAllTime === 0 ? 0 : facts.dailyChallengeStreak >= 1 ? 2 : 1),
    describe: (n) => (n === 1 ? "Answer your first question" : "Start a daily challenge streak"),
  },
];

/** The level a measure reaches: how many thresholds it meets. */
export function levelFor(thresholds: readonly number[], measure: number): number {
  return thresholds.filter((threshold) => measure >= threshold).length;
}

export type AchievementDisplay = "not_started" | "started" | "completed";

export function achievementDisplay(level: number, maxLevel: number): AchievementDisplay {
  if (level <= 0) return "not_started";
  return level >= maxLevel ? "completed" : "started";
}

export interface AchievementStanding {
  kind: AchievementKind;
  displayName: string;
  level: number;
  maxLevel: number;
  description: string;
  nextLevelDescription: string;
}

/**
 * Every achievement's standing: the level the facts reach now, or the level reached before when that is
 * higher (a level once earned is kept).
 */
export function achievementStandings(
  facts: AchievementFacts,
  reached: ReadonlyMap<AchievementKind, number> = new Map(),
): AchievementStanding[] {
  return achievementRules.map((rule) => {
    const level = Math.max(levelFor(rule.thresholds, rule.measure(facts)), reached.get(rule.kind) ?? 0);
    const maxLevel = rule.thresholds.length;
    const current = rule.thresholds[Math.max(level, 1) - 1]!;
    const next = rule.thresholds[level];
    return {
      kind: rule.kind,
      displayName: rule.displayName,
      level,
      maxLevel,
      description: rule.describe(current),
      nextLevelDescription: next === undefined ? "" : rule.describe(next),
    };
  });
}
