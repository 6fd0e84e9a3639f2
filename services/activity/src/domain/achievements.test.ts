import { describe, expect, it } from "vitest";
import { type AchievementFacts, achievementDisplay, achievementStandings, levelFor } from "./achievements.js";

const none: AchievementFacts = {
  correctAllTime: 0,
  answeredAllTime: 0,
  lessonsCompletedAllTime: 0,
  coursesCompletedAllTime: 0,
  dailyCorrect: [0, 0, 0],
  hasGoal: false,
  dailyChallengeStreak: 0,
};

const levels = (facts: Partial<AchievementFacts>) =>
  Object.fromEntries(achievementStandings({ ...none, ...facts }).map((a) => [a.kind, a.level]));

describe("achievement thresholds", () => {
  it("levels question perfection at 20, 50, 100, 500 and 1000 correct answers", () => {
    const thresholds = [20, 50, 100, 500, 1000];
    expect([19, 20, 49, 50, 100, 499, 500, 1000, 5000].map((n) => levelFor(thresholds, n))).toEqual([
      0, 1, 1, 2, 3, 3, 4, 5, 5,
    ]);
    expect(levels({ correctAllTime: 99 }).question_perfection).toBe(2);
  });

  it("levels lesson legend at 1, 5, 10, 25 and 50 lessons", () => {
    expect([0, 1, 4, 5, 10, 25, 49, 50].map((n) => levels({ lessonsCompletedAllTime: n }).lesson_legend)).toEqual([
      0, 1, 1, 2, 3, 4, 4, 5,
    ]);
  });

  it("takes today's the day from the best of the last 3 days and on a roll from the weakest", () => {
    expect(levels({ dailyCorrect: [10, 31, 12] })).toMatchObject({ daily_challenge: 2, on_a_roll: 1 });
    expect(levels({ dailyCorrect: [50, 100, 40] })).toMatchObject({ daily_challenge: 4, on_a_roll: 3 });
    expect(levels({ dailyCorrect: [60, 60, 9] })).toMatchObject({ daily_challenge: 3, on_a_roll: 0 });
    expect(levels({ dailyCorrect: [60, 60] }).on_a_roll).toBe(0);
  });

  it("gives goal setter, course completer and the daily challenge unlocks", () => {
    expect(levels({ hasGoal: true }).goal_setter).toBe(1);
    expect(levels({ coursesCompletedAllTime: 2 }).course_completer).toBe(1);
    expect(levels({}).daily_challenge_unlocked).toBe(0);
    expect(levels({ answeredAllTime: 1 }).daily_challenge_unlocked).toBe(1);
    expect(levels({ answeredAllTime: 1, dailyChallengeStreak: 1 }).daily_challenge_unlocked).toBe(2);
  });

  it("keeps a level reached before and describes the next one", () => {
    const [perfection] = achievementStandings({ ...none, correctAllTime: 25 }, new Map([["question_perfection", 3]]));
    expect(perfection).toMatchObject({
      level: 3,
      maxLevel: 5,
      description: "Answer 100 questions correctly",
      nextLevelDescription: "Answer 500 questions correctly",
    });
    expect(achievementStandings(none)[0]!.description).toBe("Answer 20 questions correctly");
  });

  it("shows not started, started and completed", () => {
    expect(achievementDisplay(0, 5)).toBe("not_started");
    expect(achievementDisplay(2, 5)).toBe("started");
    expect(achievementDisplay(5, 5)).toBe("completed");
  });
});
