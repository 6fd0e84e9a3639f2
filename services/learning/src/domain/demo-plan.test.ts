import { describe, expect, it } from "vitest";
import { DEMO_TASK_TITLE, planDemoPackage, spreadIndexes } from "./demo-plan.js";

const lesson = (n: number, cards = 2) => ({
  cards: Array.from({ length: cards }, (_, i) => ({ templateId: `t${n}.${i}`, learningPathName: `lp${n}` })),
});

describe("the demo's questions", () => {
  it("spreads its picks evenly from the first", () => {
    expect(spreadIndexes(10, 5)).toEqual([0, 2, 4, 6, 8]);
    expect(spreadIndexes(3, 5)).toEqual([0, 1, 2]);
    expect(spreadIndexes(0, 5)).toEqual([]);
  });

  it("takes one question from each of `count` lessons, in one task, the same for the same key", () => {
    const lessons = Array.from({ length: 12 }, (_, n) => lesson(n));
    const plan = planDemoPackage({ key: "indyUsers/a|courses/ks3-b", lessons, count: 5 });
    expect(plan).toHaveLength(1);
    expect(plan[0]!.title).toBe(DEMO_TASK_TITLE);
    expect(plan[0]!.kind).toBe("standard");
    const topics = plan[0]!.items.map((item) => item.learningPathName);
    expect(new Set(topics).size).toBe(5);
    expect(topics[0]).toBe("lp0");
    expect(planDemoPackage({ key: "indyUsers/a|courses/ks3-b", lessons, count: 5 })).toEqual(plan);
    const other = planDemoPackage({ key: "indyUsers/b|courses/ks3-b", lessons, count: 5 });
    expect(other[0]!.items.map((item) => item.seed)).not.toEqual(plan[0]!.items.map((item) => item.seed));
  });

  it("skips lessons without questions, and plans nothing for a course without any", () => {
    const plan = planDemoPackage({ key: "k", lessons: [lesson(0, 0), lesson(1), lesson(2, 0)], count: 5 });
    expect(plan[0]!.items.map((item) => item.learningPathName)).toEqual(["lp1"]);
    expect(planDemoPackage({ key: "k", lessons: [lesson(0, 0)], count: 5 })).toEqual([]);
  });
});
