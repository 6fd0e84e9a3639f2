import { describe, expect, it } from "vitest";
import {
  PRACTICE_MAIN_QUESTIONS_MAX,
  planCorePackage,
  planPracticePackage,
  planQuizPackage,
  QUESTIONS_PER_CARD,
  seedFor,
} from "./package-plan.js";

const textOf = (templateId: string, seed: number) => `${templateId}:${seed % 5}`;

describe("seeds", () => {
  it("are non-negative 31-bit integers that depend on every part of the key", () => {
    const seed = seedFor("indyUsers/a", "core", 1, 0);
    expect(Number.isSafeInteger(seed) && seed >= 0 && seed < 2 ** 31).toBe(true);
    expect(seedFor("indyUsers/a", "core", 1, 0)).toBe(seed);
    expect(seedFor("indyUsers/b", "core", 1, 0)).not.toBe(seed);
  });
});

describe("core package", () => {
  it("has one task per card with QUESTIONS_PER_CARD distinct questions, the same every time", () => {
    const input = {
      key: "k",
      learningPathName: "lp",
      cards: [
        { templateId: "t1", title: "One" },
        { templateId: "t2", title: "Two" },
      ],
      textOf,
    };
    const plan = planCorePackage(input);
    expect(plan.map((task) => task.title)).toEqual(["One", "Two"]);
    expect(plan[0]!.items).toHaveLength(QUESTIONS_PER_CARD);
    expect(new Set(plan[0]!.items.map((item) => textOf(item.templateId, item.seed))).size).toBe(QUESTIONS_PER_CARD);
    expect(planCorePackage(input)).toEqual(plan);
  });
});

describe("quiz package", () => {
  it("asks two questions per topic in one quiz task, rotating cards on a retake", () => {
    const topics = [
      { learningPathName: "a", cards: ["a1", "a2", "a3"] },
      { learningPathName: "b", cards: ["b1"] },
      { learningPathName: "offline", cards: [] },
    ];
    const first = planQuizPackage({ key: "k1", generation: 1, topics, textOf });
    expect(first).toHaveLength(1);
    expect(first[0]!.kind).toBe("indy_quiz");
    expect(first[0]!.items.map((item) => item.templateId)).toEqual(["a1", "a2", "b1", "b1"]);
    const second = planQuizPackage({ key: "k2", generation: 2, topics, textOf });
    expect(second[0]!.items.map((item) => item.templateId)).toEqual(["a3", "a1", "b1", "b1"]);
    expect(planQuizPackage({ key: "k", generation: 1, topics: [], textOf })).toEqual([]);
  });
});

describe("practice package", () => {
  const cards = Array.from({ length: 10 }, (_, i) => ({ templateId: `t${i}`, learningPathName: `lp${i % 3}` }));

  it("warms up on the cards answered wrong most often, then practises a shuffled selection", () => {
    const plan = planPracticePackage({ key: "k", cards, wrongAnswers: { t7: 3, t2: 1, t9: 3 }, textOf });
    expect(plan.map((task) => task.title)).toEqual(["Warm-up", "Practice"]);
    expect(plan[0]!.items.map((item) => item.templateId)).toEqual(["t7", "t9", "t2"]);
    expect(plan[1]!.items).toHaveLength(PRACTICE_MAIN_QUESTIONS_MAX);
    expect(new Set(plan[1]!.items.map((item) => item.templateId)).size).toBe(PRACTICE_MAIN_QUESTIONS_MAX);
  });

  it("repeats cards in the warm-up when a lesson has fewer than three", () => {
    const plan = planPracticePackage({ key: "k", cards: cards.slice(0, 1), wrongAnswers: {}, textOf });
    expect(plan[0]!.items.map((item) => item.templateId)).toEqual(["t0", "t0", "t0"]);
    expect(planPracticePackage({ key: "k", cards: [], wrongAnswers: {}, textOf })).toEqual([]);
  });
});
