import { describe, expect, it } from "vitest";
import { type CandidateTopic, planJustForYouPackage, recentTopics, weakness } from "./just-for-you-plan.js";

const textOf = (templateId: string, seed: number) => `${templateId}:${seed % 1000}`;

function topic(name: string, part: string, stats: Partial<CandidateTopic> = {}): CandidateTopic {
  return {
    learningPathName: `${part}/learningPaths/${name}`,
    partName: part,
    cards: [`${name}-a`, `${name}-b`],
    correct: 0,
    incorrect: 0,
    lastAnsweredAt: 0,
    ...stats,
  };
}

describe("recent topics", () => {
  it("keeps the answered topics of the three most recently worked lessons", () => {
    const topics = [
      topic("t1", "p1", { correct: 3, lastAnsweredAt: 1 }),
      topic("t2", "p2", { correct: 1, lastAnsweredAt: 2 }),
      topic("t3", "p3", { incorrect: 1, lastAnsweredAt: 3 }),
      topic("t4", "p4", { correct: 1, lastAnsweredAt: 4 }),
      topic("t5", "p4"),
    ];
    expect(recentTopics(topics).map((t) => t.learningPathName.split("/").pop())).toEqual(["t2", "t3", "t4"]);
  });

  it("uses every topic with questions when nothing was answered yet, and drops topics without", () => {
    const topics = [topic("t1", "p1"), { ...topic("t2", "p1"), cards: [] }];
    expect(recentTopics(topics).map((t) => t.learningPathName.split("/").pop())).toEqual(["t1"]);
  });
});

describe("weakness", () => {
  it("grows with the share of wrong answers, smoothed", () => {
    expect(weakness({ correct: 0, incorrect: 0 })).toBe(0.5);
    expect(weakness({ correct: 0, incorrect: 1 })).toBeCloseTo(2 / 3);
    expect(weakness({ correct: 9, incorrect: 0 })).toBeCloseTo(1 / 11);
    expect(weakness({ correct: 1, incorrect: 8 })).toBeGreaterThan(weakness({ correct: 8, incorrect: 1 }));
  });
});

describe("a Just For You package", () => {
  const weak = topic("weak", "p1", { correct: 1, incorrect: 9, lastAnsweredAt: 5 });
  const strong = topic("strong", "p1", { correct: 20, incorrect: 0, lastAnsweredAt: 5 });

  it("has the asked number of questions in one task, from the candidate topics' cards", () => {
    const [task, ...rest] = planJustForYouPackage({
      key: "k",
      title: "Daily Challenge",
      count: 5,
      topics: [weak, strong],
      textOf,
    });
    expect(rest).toEqual([]);
    expect(task?.title).toBe("Daily Challenge");
    expect(task?.items).toHaveLength(5);
    for (const item of task!.items) expect([...weak.cards, ...strong.cards]).toContain(item.templateId);
  });

  it("is the same for the same key and differs for another", () => {
    const plan = (key: string) => planJustForYouPackage({ key, title: "x", count: 10, topics: [weak, strong], textOf });
    expect(plan("learner|2026-11-25")).toEqual(plan("learner|2026-11-25"));
    expect(plan("learner|2026-11-25")).not.toEqual(plan("learner|2026-11-26"));
  });

  it("asks mostly about the weak topic, over many packages", () => {
    let weakCount = 0;
    let strongCount = 0;
    for (let day = 0; day < 100; day++) {
      const [task] = planJustForYouPackage({ key: `l|${day}`, title: "x", count: 5, topics: [weak, strong], textOf });
      for (const item of task!.items) {
        if (item.learningPathName === weak.learningPathName) weakCount++;
        else strongCount++;
      }
    }
    // Weights 10/12 against 1/22: about 95% of the questions.
    expect(weakCount / (weakCount + strongCount)).toBeGreaterThan(0.85);
    expect(strongCount).toBeGreaterThan(0);
  });

  it("takes a topic's cards in turn and avoids repeating a question", () => {
    const [task] = planJustForYouPackage({ key: "k", title: "x", count: 4, topics: [weak], textOf });
    expect(task!.items.map((item) => item.templateId)).toEqual(["weak-a", "weak-b", "weak-a", "weak-b"]);
    const texts = task!.items.map((item) => textOf(item.templateId, item.seed));
    expect(new Set(texts).size).toBe(4);
  });

  it("is empty with no topic", () => {
    expect(planJustForYouPackage({ key: "k", title: "x", count: 5, topics: [], textOf })).toEqual([]);
  });
});
