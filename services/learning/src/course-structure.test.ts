import { describe, expect, it } from "vitest";
import type { LearningUnit } from "./content/index.js";
import { listCourses } from "./content/index.js";
import { findLearningPath, findLearningUnit, findPart, questionCards } from "./course-structure.js";

const unit = (cards: string[], online = true): LearningUnit => ({
  learningUnitName: "u",
  objective: "o",
  online,
  questionCards: cards,
});

describe("question cards", () => {
  it("are at most 2 per learning unit, and none when the unit is offline", () => {
    expect(questionCards(unit(["a", "b", "c"]))).toEqual(["a", "b"]);
    expect(questionCards(unit(["a"]))).toEqual(["a"]);
    expect(questionCards(unit(["a", "b"], false))).toEqual([]);
    for (const course of listCourses()) {
      for (const part of course.partsDetails) {
        for (const path of part.learningPathsDetails) {
          for (const u of path.learningUnitDetails) expect(questionCards(u).length).toBeLessThanOrEqual(2);
        }
      }
    }
  });
});

describe("finding lessons, topics and units by name", () => {
  it("finds what the catalogue holds and nothing else", () => {
    const part = listCourses()[0]!.partsDetails[0]!;
    const path = part.learningPathsDetails[0]!;
    const first = path.learningUnitDetails[0]!;
    expect(findPart(part.partName)?.part.partNumber).toBe(1);
    expect(findLearningPath(path.learningPathName)?.part.partName).toBe(part.partName);
    expect(findLearningUnit(first.learningUnitName)?.path.learningPathName).toBe(path.learningPathName);
    expect(findPart(`${part.partName}x`)).toBeUndefined();
    expect(findPart("courses/nope/parts/x")).toBeUndefined();
    expect(findLearningUnit("not a name")).toBeUndefined();
  });
});
